import Foundation
import LayoutPlayground
import Testing

/// Requests that arrive together are answered as if they came one at a time (the server's
/// event loops hand them to the main actor, where layouts run). Run under the thread
/// sanitizer, this is the playground's data-race check (docs/reliability.md).
@MainActor @Suite struct ConcurrentRequestTests {
    static let queries = [
        "example=extended-layout-table-translucent-bar&ios=10",
        "example=extended-layout-table-translucent-bar&ios=10&nav.translucent=0",
        "example=layout-guides-equal-spacing&device=iPhoneX",
        "example=layout-guides-equal-spacing&orientation=landscapeLeft&rtl=1",
    ]

    @Test func sixteenSimultaneousLayoutsAnswerWhatEachAnswersAlone() async throws {
        try await TestServer.with { server in
            var alone: [String: LayoutReport] = [:]
            for query in Self.queries {
                alone[query] = try await server.get("/api/layout?\(query)").json(LayoutReport.self)
            }
            let replies = try await withThrowingTaskGroup(of: (String, TestServer.Reply).self) { group in
                for round in 0..<16 {
                    let query = Self.queries[round % Self.queries.count]
                    group.addTask { (query, try await server.get("/api/layout?\(query)")) }
                }
                var replies: [(String, TestServer.Reply)] = []
                for try await reply in group { replies.append(reply) }
                return replies
            }
            #expect(replies.count == 16)
            for (query, reply) in replies {
                #expect(reply.status == 200)
                #expect(try reply.json(LayoutReport.self) == alone[query])
            }
        }
    }
}
