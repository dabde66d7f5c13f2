import Foundation
import LayoutPlayground
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A playground server started in this process on a free port of 127.0.0.1, called over real
/// HTTP, and stopped when the body returns.
@MainActor
struct TestServer {
    /// One HTTP answer.
    struct Reply: Sendable {
        var status: Int
        var contentType: String
        var contentDisposition: String?
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func json<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try JSONDecoder().decode(type, from: body)
        }

        /// The `error` of a JSON error body.
        var error: String? { (try? json([String: String].self))?["error"] }
    }

    let port: Int

    /// The repository's Examples directory.
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples").path

    /// Runs `body` against a fresh server on `directory`'s specs (the examples by default) and
    /// `files`, with `limits`.
    static func with(
        directory: String = examples, files: [String] = [], limits: RequestLimits = RequestLimits(),
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let library = try ExampleLibrary(directory: directory, files: files)
        let server = PlaygroundServer(
            playground: Playground(library: library), host: "127.0.0.1", port: 0, limits: limits)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            try? await server.run { port in continuation.yield(port) }
            continuation.finish()
        }
        defer { task.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(TestServer(port: port))
    }

    func get(_ pathAndQuery: String) async throws -> Reply {
        try await send(URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)"))))
    }

    func post(_ path: String, form: String) async throws -> Reply {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(form.utf8)
        return try await send(request)
    }

    func send(_ request: URLRequest) async throws -> Reply {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                guard let response = response as? HTTPURLResponse else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    return
                }
                continuation.resume(
                    returning: Reply(
                        status: response.statusCode,
                        contentType: response.value(forHTTPHeaderField: "Content-Type") ?? "",
                        contentDisposition: response.value(forHTTPHeaderField: "Content-Disposition"),
                        body: data ?? Data()))
            }.resume()
        }
    }
}

/// Percent-encodes a query value.
@MainActor func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
}
