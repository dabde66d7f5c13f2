import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The playground over HTTP: the page, its script and style, and the JSON API (docs/playground.md).
///
///     GET  /                    the page
///     GET  /static/playground.js, /static/playground.css
///     GET  /api/examples        the examples, devices, orientations and overlays
///     GET  /api/layout?STATE    (or POST with the state as a form body) the laid-out screen
///     GET  /api/explain?STATE&view=NAME
///     GET  /api/svg?STATE, /api/spec?STATE   downloads
package struct PlaygroundServer: Sendable {
    /// What the routes do.
    package let playground: Playground
    /// The address to listen on; 127.0.0.1 keeps the page on this machine.
    package let host: String
    /// The port; 0 picks a free one (``run(onRunning:)`` reports which).
    package let port: Int
    /// What one request may cost: body and query sizes, time-outs.
    package let limits: RequestLimits

    /// A server for `playground` on `host`:`port`; nothing listens until ``run(onRunning:)``.
    package init(
        playground: Playground, host: String = "127.0.0.1", port: Int = 8080, limits: RequestLimits = RequestLimits()
    ) {
        self.playground = playground
        self.host = host
        self.port = port
        self.limits = limits
    }

    /// Serves until the process gets SIGINT or SIGTERM or the task is cancelled, then shuts down
    /// gracefully (requests under way finish); `onRunning` gets the port once the server listens.
    package func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "openautolayout.playground")
        logger.logLevel = .warning
        let app = Application(
            router: router(),
            server: .http1(
                configuration: .init(
                    idleTimeout: .milliseconds(limits.idleTimeoutMilliseconds),
                    httpDecoderConfiguration: .init(
                        maxHeaderFieldSize: limits.maximumHeaderSize, maxHeaderListSize: limits.maximumHeaderSize))),
            configuration: .init(address: .hostname(host, port: port), serverName: "openautolayout"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }, logger: logger)
        let group = ServiceGroup(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // The group runs in a task of its own, so that cancelling this one shuts it down
        // gracefully instead of cancelling its connections.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: JSONErrorMiddleware())
        router.add(middleware: QueryLimitMiddleware(limits: limits))
        let playground = playground
        let limits = limits
        router.get("/") { _, _ in Self.text(PageHTML.text, type: "text/html; charset=utf-8") }
        router.get("/static/playground.js") { _, _ in Self.text(PageScript.text, type: "text/javascript; charset=utf-8")
        }
        router.get("/static/playground.css") { _, _ in Self.text(PageStyle.text, type: "text/css; charset=utf-8") }
        router.get("/api/examples") { _, _ in try Self.json(await playground.catalog) }
        // Each route reads its request where the server's tasks run, and only a request that
        // reads well waits for the main actor, in a bounded queue.
        let queue = LayoutQueue(capacity: limits.maximumQueuedLayouts)
        router.get("/api/layout") { request, _ in
            let prepared = try playground.prepareLayout(request.uri.query ?? "")
            return try Self.json(await queue.run { () throws(PlaygroundError) in try playground.layout(prepared) })
        }
        router.post("/api/layout") { request, _ in
            let body = try await limits.body(of: request)
            let prepared = try playground.prepareLayout(String(buffer: body))
            return try Self.json(await queue.run { () throws(PlaygroundError) in try playground.layout(prepared) })
        }
        router.get("/api/explain") { request, _ in
            let prepared = try playground.prepareExplanation(request.uri.query ?? "")
            return try Self.json(await queue.run { () throws(PlaygroundError) in try playground.explain(prepared) })
        }
        router.get("/api/svg") { request, _ in
            let prepared = try playground.preparePicture(request.uri.query ?? "")
            let picture = try await queue.run { () throws(PlaygroundError) in try playground.svg(prepared) }
            return Self.text(picture.svg, type: "image/svg+xml", downloadAs: picture.fileName)
        }
        router.get("/api/spec") { request, _ in
            let prepared = try playground.prepareSpec(request.uri.query ?? "")
            let spec = try await queue.run { () throws(PlaygroundError) in try playground.spec(prepared) }
            return Self.text(spec.text, type: "application/yaml; charset=utf-8", downloadAs: spec.fileName)
        }
        return router
    }

    private static func text(_ text: String, type: String, downloadAs fileName: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store"]
        if let fileName { headers[.contentDisposition] = "attachment; filename=\"\(fileName)\"" }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func json(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
