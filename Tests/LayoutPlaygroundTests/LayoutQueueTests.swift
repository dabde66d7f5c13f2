import Foundation
import LayoutPlayground
import Testing

/// Layouts run on the main actor one at a time; the requests that wait for it are bounded. A
/// request past the bound gets a 503 with `Retry-After: 1` at once, and a malformed request is
/// refused before it waits at all.
@MainActor @Suite struct LayoutQueueTests {
    static let table = "example=extended-layout-table-translucent-bar"

    private static func limits(queuedLayouts: Int) -> RequestLimits {
        var limits = RequestLimits()
        limits.maximumQueuedLayouts = queuedLayouts
        return limits
    }

    /// The status line, the `Retry-After` header (if any) and the body of a raw answer.
    private static func parts(of reply: String) -> (status: String, retryAfter: String?, body: String) {
        let sections = reply.components(separatedBy: "\r\n\r\n")
        let lines = sections[0].components(separatedBy: "\r\n")
        let retryAfter = lines.dropFirst().first { $0.lowercased().hasPrefix("retry-after:") }
            .map { $0.dropFirst("retry-after:".count).trimmingCharacters(in: .whitespaces) }
        return (lines[0], retryAfter, sections.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// Blocks the main actor, where layouts run, while requests arrive and queue.
    private static func holdTheMainActor(seconds: Double) {
        Thread.sleep(forTimeInterval: seconds)
    }

    private static func get(_ pathAndQuery: String, port: Int) async throws -> String {
        let connection = try RawConnection(port: port)
        connection.send("GET \(pathAndQuery) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        return await connection.receive(within: 30)
    }

    @Test func aFullQueueAnswers503WithRetryAfterOnEveryLayoutRoute() async throws {
        try await TestServer.with(limits: Self.limits(queuedLayouts: 0)) { server in
            for route in ["layout", "explain", "svg", "spec"] {
                let reply = Self.parts(
                    of: try await Self.get("/api/\(route)?\(Self.table)&view=table", port: server.port))
                #expect(reply.status == "HTTP/1.1 503 Service Unavailable", "\(route)")
                #expect(reply.retryAfter == "1", "\(route)")
                #expect(
                    reply.body == #"{"error":"the server is laying out 0 screens already; try again in a moment"}"#,
                    "\(route)")
            }
            #expect(try await server.get("/api/examples").status == 200)
        }
    }

    @Test func malformedRequestsAreRefusedWithoutWaitingForTheQueue() async throws {
        let cases: [(query: String, status: Int, error: String)] = [
            ("example=nope", 404, "no example named 'nope'; see /api/examples for the names"),
            ("\(Self.table)&ios=NaN", 400, "'ios' must be a finite number, not 'NaN'"),
            ("\(Self.table)&%ZZ=1", 400, "the query text '%ZZ' is not valid percent-encoded UTF-8"),
            (
                "\(Self.table)&overlay=everything", 400,
                "'overlay': unknown overlay 'everything' (expected one of: margins, safe-area, guides, constraints, all)"
            ),
            ("\(Self.table)&previous=example%3Dnope", 404, "no example named 'nope'; see /api/examples for the names"),
        ]
        try await TestServer.with(limits: Self.limits(queuedLayouts: 0)) { server in
            for (query, status, error) in cases {
                // Sent as written (URLSession would encode the stray '%').
                let reply = Self.parts(of: try await Self.get("/api/layout?" + query, port: server.port))
                #expect(reply.status.hasPrefix("HTTP/1.1 \(status) "), "\(query)")
                let body = try JSONDecoder().decode([String: String].self, from: Data(reply.body.utf8))
                #expect(body["error"] == error, "\(query)")
            }
            let broken = try await server.post("/api/layout", form: "spec=" + encoded("controller: ["))
            #expect(broken.status == 400)
            #expect(
                broken.error
                    == "spec.yaml:2:1: error: invalid YAML: did not find expected node content (while parsing a flow node that starts at 2:1)"
            )
        }
    }

    @Test func aPlaceInTheQueueIsFreedWhenItsLayoutEnds() async throws {
        try await TestServer.with(limits: Self.limits(queuedLayouts: 1)) { server in
            for _ in 0..<3 {
                let reply = try await server.get("/api/layout?\(Self.table)")
                #expect(reply.status == 200)
            }
        }
    }

    @Test func requestsPastTheBoundAreRefusedWhileTheMainActorIsBusy() async throws {
        try await TestServer.with(limits: Self.limits(queuedLayouts: 1)) { server in
            let connections = try (0..<4).map { _ in try RawConnection(port: server.port) }
            for connection in connections {
                connection.send("GET /api/layout?\(Self.table) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            }
            Self.holdTheMainActor(seconds: 3)
            var statuses: [String] = []
            for connection in connections {
                statuses.append(Self.parts(of: await connection.receive(within: 30)).status)
            }
            #expect(
                statuses.sorted() == [
                    "HTTP/1.1 200 OK", "HTTP/1.1 503 Service Unavailable", "HTTP/1.1 503 Service Unavailable",
                    "HTTP/1.1 503 Service Unavailable",
                ])
        }
    }
}
