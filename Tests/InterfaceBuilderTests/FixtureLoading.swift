import Foundation
import InterfaceBuilder

/// The fixture documents under `Fixtures/`, read through `#filePath` (the test target excludes the
/// folder from its sources).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    /// The URL of fixture `name`.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Fixture `name` parsed.
    static func document(_ name: String) throws -> IBDocument {
        try IBDocument.load(contentsOf: url(name))
    }

    /// Fixture `name`'s text.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }
}
