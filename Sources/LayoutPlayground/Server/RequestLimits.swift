import Foundation
import Hummingbird

/// What one request may cost the server, so that no client can hold it up or make it read
/// without end (docs/playground.md, *Limits*). Every limit is answered with a one-line JSON
/// error and a 4xx status, and the server keeps serving.
package struct RequestLimits: Sendable {
    /// The largest form body a POST may carry: room for a spec's text.
    package var maximumBodySize = 1 << 20
    /// The largest query a GET may carry (a spec opened from a file travels in it); larger
    /// states are POSTed to `/api/layout`.
    package var maximumQuerySize = 64 << 10
    /// The largest request line and header block the HTTP parser reads: past it, the parser's
    /// bare 400 closes the connection. Above ``maximumQuerySize`` so that an over-long query
    /// still gets a 414 with a message.
    package var maximumHeaderSize = 128 << 10
    /// How long a connection may stay silent (while sending its request, or between two
    /// requests) before the server closes it.
    package var idleTimeout: Duration = .seconds(10)
    /// How long a POST body may take to arrive in full, however steadily it trickles in.
    package var bodyTimeout: Duration = .seconds(10)
    /// How many well-formed layout, explain, picture and spec requests may wait for the main
    /// actor (where screens are laid out one at a time) at once; the next is answered 503 with
    /// `Retry-After: 1`. Malformed requests are refused before they wait.
    package var maximumQueuedLayouts = 8

    /// ``idleTimeout`` in whole milliseconds, as the HTTP server takes it.
    var idleTimeoutMilliseconds: Int64 {
        idleTimeout.components.seconds * 1000 + idleTimeout.components.attoseconds / 1_000_000_000_000_000
    }

    /// The limits `openautolayout serve` uses.
    package init() {}

    /// Refuses a query over ``maximumQuerySize`` with a 414.
    func checkQuery(of request: Request) throws(PlaygroundError) {
        let size = request.uri.query?.utf8.count ?? 0
        guard size <= maximumQuerySize else {
            throw PlaygroundError(
                status: 414,
                "the query is \(size) bytes, more than the \(maximumQuerySize >> 10) KB a GET may carry; POST the state to /api/layout instead"
            )
        }
    }

    /// The request's body: a 413 past ``maximumBodySize`` (at once when its `Content-Length`
    /// says so), a 408 when it has not arrived within ``bodyTimeout``.
    func body(of request: Request) async throws -> ByteBuffer {
        let limit = maximumBodySize
        let tooLarge = PlaygroundError(status: 413, "the request body is larger than \(Self.megabytes(limit))")
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw tooLarge
        }
        let body = request.body
        let timeout = bodyTimeout
        return try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask {
                do {
                    return try await body.collect(upTo: limit)
                } catch is CancellationError {
                    return nil
                } catch {
                    throw tooLarge
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            if let buffer = try await group.next() ?? nil { return buffer }
            throw PlaygroundError(status: 408, "the request body did not arrive within \(Self.seconds(timeout))")
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    private static func seconds(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) seconds" : "\(seconds) seconds"
    }
}
