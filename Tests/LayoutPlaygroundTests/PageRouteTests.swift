import Foundation
import Testing

/// The page and its static files: served from the binary, nothing from elsewhere.
@MainActor @Suite struct PageRouteTests {
    @Test func thePageLoadsItsScriptAndStyleFromTheServer() async throws {
        try await TestServer.with { server in
            let page = try await server.get("/")
            #expect(page.status == 200)
            #expect(page.contentType.hasPrefix("text/html"))
            #expect(page.text.contains(#"<script src="/static/playground.js">"#))
            #expect(page.text.contains(#"href="/static/playground.css""#))
            #expect(!page.text.contains("http://") && !page.text.contains("https://"))

            let script = try await server.get("/static/playground.js")
            #expect(script.status == 200)
            #expect(script.contentType.hasPrefix("text/javascript"))
            #expect(script.text.contains("/api/layout"))
            #expect(!script.text.contains("http://") && !script.text.contains("https://"))

            let style = try await server.get("/static/playground.css")
            #expect(style.status == 200)
            #expect(style.contentType.hasPrefix("text/css"))
        }
    }

    @Test func unknownPathsAreJSON404s() async throws {
        try await TestServer.with { server in
            let reply = try await server.get("/static/missing.js")
            #expect(reply.status == 404)
            #expect(reply.error == "GET /static/missing.js: not found")
        }
    }
}
