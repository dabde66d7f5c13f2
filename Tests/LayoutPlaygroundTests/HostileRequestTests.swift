import Foundation
import LayoutPlayground
import Testing

/// Requests meant to hurt the server: too large, too slow, or reaching for files it does not
/// offer. Each gets a clear 4xx (or, for a connection that says nothing, a close), and the
/// server keeps serving.
@MainActor @Suite struct HostileRequestTests {
    static let table = "example=extended-layout-table-translucent-bar"

    @Test func aQueryOverSixtyFourKilobytesGetsA414ThatSaysToPost() async throws {
        try await TestServer.with { server in
            let query = "\(Self.table)&previous=" + String(repeating: "a", count: 70_000)
            let reply = try await server.get("/api/layout?" + query)
            #expect(reply.status == 414)
            #expect(
                reply.error
                    == "the query is \(query.utf8.count) bytes, more than the 64 KB a GET may carry; POST the state to /api/layout instead"
            )
            let prefix = "\(Self.table)&view=table&x="
            let atTheLimit = prefix + String(repeating: "a", count: 65_536 - prefix.utf8.count)
            #expect(try await server.get("/api/explain?" + atTheLimit).error == "unknown setting 'x'")
            #expect(try await server.get("/api/layout?\(Self.table)").status == 200)
        }
    }

    @Test func aRequestLineOverTheParsersLimitGetsA400AndAClose() async throws {
        try await TestServer.with { server in
            let connection = try RawConnection(port: server.port)
            connection.send("GET /api/layout?\(String(repeating: "a", count: 200_000)) HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await connection.receive(within: 5).hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(try await server.get("/api/examples").status == 200)
        }
    }

    @Test func aBodyDeclaredOverOneMegabyteIsRefusedBeforeItIsSent() async throws {
        try await TestServer.with { server in
            let connection = try RawConnection(port: server.port)
            connection.send(
                "POST /api/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: 5000000\r\n\r\n")
            let reply = await connection.receive(within: 2)
            #expect(reply.hasPrefix("HTTP/1.1 413 Payload Too Large\r\n"))
            #expect(reply.hasSuffix(#"{"error":"the request body is larger than 1 MB"}"#), "\(reply)")
        }
    }

    @Test func aConnectionThatStopsMidRequestIsClosedAfterTheIdleTimeout() async throws {
        var limits = RequestLimits()
        limits.idleTimeout = .milliseconds(500)
        try await TestServer.with(limits: limits) { server in
            let connection = try RawConnection(port: server.port)
            connection.send("GET /api/examples HTTP/1.1\r\nHost: ")
            // The server's close, not the client's own 60-second window, ends the read, however
            // slowly a loaded machine runs the server's time-out.
            let (text, ending) = await connection.read(within: 60)
            #expect(text == "")
            #expect(ending == .closedByServer)
            #expect(try await server.get("/api/examples").status == 200)
        }
    }

    @Test func aBodyThatTricklesPastItsTimeGetsA408() async throws {
        var limits = RequestLimits()
        limits.bodyTimeout = .milliseconds(600)
        try await TestServer.with(limits: limits) { server in
            let connection = try RawConnection(port: server.port)
            connection.send(
                "POST /api/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                    + "Content-Length: 100\r\n\r\nexample=")
            for _ in 0..<6 {
                try await Task.sleep(for: .milliseconds(200))
                connection.send("a")
            }
            let reply = await connection.receive(within: 2)
            #expect(reply.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            #expect(reply.hasSuffix(#"{"error":"the request body did not arrive within 0.6 seconds"}"#))
            #expect(try await server.get("/api/examples").status == 200)
        }
    }

    nonisolated static let outsidePaths: [(request: String, status: Int, error: String?)] = [
        ("/static/../../../../etc/passwd", 404, nil),
        ("/static/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", 404, nil),
        ("/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", 404, nil),
        ("//etc/passwd", 404, nil),
        ("/api/layout?example=../../../../etc/passwd", 404, "no example named '../../../../etc/passwd'"),
        (
            "/api/layout?example=%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", 404,
            "no example named '../../../etc/passwd'"
        ),
        ("/api/layout?example=/etc/passwd", 404, "no example named '/etc/passwd'"),
        ("/api/svg?example=..%2FREADME", 404, "no example named '../README'"),
        (
            "/api/spec?example=Examples%2Fautoresizing-masks-frame-layout", 404,
            "no example named 'Examples/autoresizing-masks-frame-layout'"
        ),
    ]

    @Test(arguments: outsidePaths)
    func noRequestReadsAFileOutsideTheExamples(request: String, status: Int, error: String?) async throws {
        try await TestServer.with { server in
            let connection = try RawConnection(port: server.port)
            connection.send("GET \(request) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let reply = await connection.receive(within: 5)
            #expect(reply.hasPrefix("HTTP/1.1 \(status) "), "\(reply.prefix(80))")
            #expect(!reply.contains("root:"))
            let body = reply.components(separatedBy: "\r\n\r\n").dropFirst().joined()
            let message = try JSONDecoder().decode([String: String].self, from: Data(body.utf8))["error"]
            if let error {
                #expect(message == error + "; see /api/examples for the names")
            } else {
                #expect(message?.hasSuffix(": not found") == true)
            }
        }
    }

    @Test func symbolicLinksOutOfTheExamplesAreNotOffered() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("playground-links-\(UUID())")
        let examples = root.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = try String(contentsOfFile: TestServer.examples + "/bars-status-bar-hidden.yaml", encoding: .utf8)
        try spec.write(to: examples.appendingPathComponent("inside.yaml"), atomically: true, encoding: .utf8)
        try spec.write(to: root.appendingPathComponent("secret.yaml"), atomically: true, encoding: .utf8)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: examples.path + "/alias.yaml", withDestinationPath: "inside.yaml")
        try manager.createSymbolicLink(atPath: examples.path + "/escape.yaml", withDestinationPath: "../secret.yaml")
        try manager.createSymbolicLink(
            atPath: examples.path + "/absolute.yaml", withDestinationPath: root.path + "/secret.yaml")
        try await TestServer.with(directory: examples.path) { server in
            let catalog = try await server.get("/api/examples").json(Playground.Catalog.self)
            #expect(catalog.examples == ["alias", "inside"])
            #expect(try await server.get("/api/layout?example=alias").status == 200)
            for name in ["escape", "absolute", "secret"] {
                let reply = try await server.get("/api/layout?example=\(name)")
                #expect(reply.status == 404)
                #expect(reply.error == "no example named '\(name)'; see /api/examples for the names")
            }
        }
    }

    @Test func theServerListensOnLoopbackUnlessToldOtherwise() throws {
        let server = PlaygroundServer(playground: Playground(library: try ExampleLibrary(directory: nil)))
        #expect(server.host == "127.0.0.1")
        #expect(server.port == 8080)
    }
}
