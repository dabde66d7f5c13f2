import Foundation
import InterfaceBuilder
import LayoutSpec
import Testing

/// The storyboards and xibs under `Fixtures/InterfaceBuilder/`, laid out.
@MainActor
enum DocumentFixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilder")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Every unit of fixture `name` laid out with `options`; no unit may fail to build.
    static func load(_ name: String, options: InterfaceBuilderOptions = .init()) throws -> LaidOutDocument {
        let document = try InterfaceBuilderLayout.load(contentsOf: url(name), options: options)
        #expect(document.failures.map(\.error.description) == [])
        return document
    }

    /// The unit `id` (the first unit when nil) of a document given as its text, laid out with
    /// `options`; `fileName` is what its warnings and errors name.
    static func unit(
        inText text: String, fileName: String, id: String? = nil, options: InterfaceBuilderOptions = .init()
    ) throws -> LaidOutUnit {
        let document = try IBDocument.parse(text, fileName: fileName)
        let units = InterfaceBuilderLayout.units(of: document, options: options)
        let unit = try #require(id.map { id in units.first { $0.id == id } } ?? units.first)
        return try InterfaceBuilderLayout.layOut(unit)
    }

    /// The unit `id` of fixture `name`, laid out with `options`.
    static func unit(_ name: String, _ id: String, options: InterfaceBuilderOptions = .init()) throws -> LaidOutUnit {
        let document = try InterfaceBuilderLayout.load(contentsOf: url(name), unit: id, options: options)
        #expect(document.failures.map(\.error.description) == [])
        return try #require(document.units.first)
    }
}

extension InterfaceBuilderOptions {
    /// Canvas mode with document content sizes: how the stored frames of a document are compared.
    static let documentCanvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
}

extension LaidOutUnit {
    /// The view of the unit with Interface Builder id `id`.
    func view(_ id: String) throws -> UIView {
        try #require(views.first { $0.id == id }?.view, "no view '\(id)' in \(unit.id)")
    }
}

extension [IBWarning] {
    /// `Profile.storyboard:64:37: warning: …`: the descriptions with the file's name only.
    var lines: [String] {
        map { warning in
            var short = warning
            short.fileName = (warning.fileName as NSString).lastPathComponent
            return short.description
        }
    }
}
