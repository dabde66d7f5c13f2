import Foundation
import LayoutRendering
import LayoutSpec

/// What the playground's routes do, without HTTP: each takes a request's query items (the
/// state and the request's own keys) and answers a value or a ``PlaygroundError``.
@MainActor
package struct Playground: Sendable {
    /// The specs offered by name.
    package let library: ExampleLibrary

    /// A playground offering `library`'s specs by name.
    package init(library: ExampleLibrary) {
        self.library = library
    }

    /// What the page's menus offer: the examples, the devices, the orientations.
    package struct Catalog: Codable, Equatable, Sendable {
        /// What `example=` takes.
        package var examples: [String]
        /// What `device=` takes: the spec format's device names.
        package var devices: [String]
        /// What `orientation=` takes.
        package var orientations: [String]
        /// What `overlay=` lists.
        package var overlays: [String]
    }

    /// What `/api/examples` answers.
    package var catalog: Catalog {
        Catalog(
            examples: library.entries.map(\.name), devices: ScreenSpecLoader.deviceNames,
            orientations: ScreenSpecLoader.orientationNames, overlays: Overlays.names.map(\.name))
    }

    /// Lays the state out; with `previous` (another state's query text), also what changed.
    package func layout(_ query: String) throws(PlaygroundError) -> LayoutReport {
        let items = try QueryItems.parse(query)
        let state = try PlaygroundState(queryItems: items)
        let overlays = try Self.overlays(items)
        var report = LayoutReport(try LaidOutScreen(state, library: library), state: state, overlays: overlays)
        if let previousQuery = items.last(where: { $0.name == "previous" })?.value, !previousQuery.isEmpty {
            let previousState: PlaygroundState
            do {
                previousState = try PlaygroundState(query: previousQuery)
            } catch {
                throw PlaygroundError("the previous state: \(error.message)")
            }
            let previous = LayoutReport(
                try LaidOutScreen(previousState, library: library), state: previousState, overlays: [])
            report.changes = FrameChange.changes(from: previous.views, to: report.views)
        }
        return report
    }

    /// `explain`'s answer for the view named by the `view` key.
    package struct Explanation: Codable, Equatable, Sendable {
        /// The view's name.
        package var view: String
        /// What `openautolayout explain` prints for it.
        package var text: String
    }

    /// Lays the state out and explains the view the `view` key names.
    package func explain(_ query: String) throws(PlaygroundError) -> Explanation {
        let items = try QueryItems.parse(query)
        guard let name = items.last(where: { $0.name == "view" })?.value, !name.isEmpty else {
            throw PlaygroundError("say which view to explain: 'view=NAME'")
        }
        let laidOut = try LaidOutScreen(try PlaygroundState(queryItems: items), library: library)
        guard let explanation = LayoutExplanation(viewNamed: name, in: laidOut.scene) else {
            let names = laidOut.scene.subjects.map(\.name).joined(separator: ", ")
            throw PlaygroundError(status: 404, "this screen has no view named '\(name)' (its views: \(names))")
        }
        return Explanation(view: name, text: explanation.text)
    }

    /// The state's picture, with the overlays the `overlay` key lists.
    package func svg(_ query: String) throws(PlaygroundError) -> (fileName: String, svg: String) {
        let items = try QueryItems.parse(query)
        let laidOut = try LaidOutScreen(try PlaygroundState(queryItems: items), library: library)
        let svg = SVGRenderer(overlays: try Self.overlays(items)).render(laidOut.scene)
        return (Self.baseName(laidOut.fileName) + ".svg", svg)
    }

    /// The state's spec: its text with the state's settings written in. Constraint edits are not
    /// part of it (they name constraints by number, which a spec does not have).
    package func spec(_ query: String) throws(PlaygroundError) -> (fileName: String, text: String) {
        let laidOut = try LaidOutScreen(try PlaygroundState(query: query), library: library)
        let name = Self.baseName(laidOut.fileName)
        return ((name == "spec" ? name : name + "-playground") + ".yaml", laidOut.specText)
    }

    private static func overlays(_ items: [(name: String, value: String)]) throws(PlaygroundError) -> Overlays {
        guard let list = items.last(where: { $0.name == "overlay" })?.value, !list.isEmpty else { return [] }
        do {
            return try Overlays(parsing: list)
        } catch {
            throw PlaygroundError("'overlay': \(error.message)")
        }
    }

    private static func baseName(_ fileName: String) -> String {
        ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
