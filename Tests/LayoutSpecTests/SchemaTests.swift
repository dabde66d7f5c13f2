import Foundation
import Testing

@testable import LayoutSpec

/// docs/spec-format.schema.json is valid JSON and accepts exactly the keys the loader accepts.
@MainActor @Suite struct SchemaTests {
    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: packageDirectory.appendingPathComponent("docs/spec-format.schema.json"))
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func keys(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    private var definitions: [String: Any] { schema["$defs"] as? [String: Any] ?? [:] }

    @Test func topLevelKeysAreTheLoaders() {
        #expect(keys(schema) == Set(SpecKeys.screen))
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    @Test func viewKeysAreTheLoaders() {
        let loader = Set(SpecKeys.view + ViewClassRegistry.classes.flatMap(\.keys))
        #expect(keys(definitions["view"]) == loader)
    }

    @Test func controllerKeysAreTheLoaders() throws {
        let variants = try #require((definitions["controller"] as? [String: Any])?["oneOf"] as? [Any])
        #expect(
            variants.map(keys) == [
                Set(SpecKeys.navigationController), Set(SpecKeys.tabBarController), Set(SpecKeys.contentController),
            ])
    }

    @Test func expectationKeysAreTheLoaders() throws {
        let expect = try #require((schema["properties"] as? [String: Any])?["expect"] as? [String: Any])
        #expect(keys(expect["additionalProperties"]) == Set(SpecExpectation.Property.allCases.map(\.rawValue)))
        #expect(Set(SpecKeys.expectation) == Set(SpecExpectation.Property.allCases.map(\.rawValue)))
    }

    @Test func viewClassesAreTheRegistrys() throws {
        let view = try #require((definitions["view"] as? [String: Any])?["properties"] as? [String: Any])
        let classes = try #require((view["class"] as? [String: Any])?["enum"] as? [String])
        #expect(classes == ViewClassRegistry.names)
    }
}
