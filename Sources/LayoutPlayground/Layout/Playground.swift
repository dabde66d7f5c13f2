import Foundation
import LayoutRendering
import LayoutSpec

/// What the playground's routes do, without HTTP: each takes a request's query items (the
/// state and the request's own keys) and answers a value or a ``PlaygroundError``.
///
/// Each route comes in two steps: a `prepare…` method, off the main actor, reads the query,
/// the state and the spec and writes the settings in (where every malformed request fails), and
/// a main-actor method builds the screen from what it prepared and lays it out. The methods that
/// take the query text do both.
@MainActor
package struct Playground: Sendable {
    /// The specs offered by name.
    package nonisolated let library: ExampleLibrary

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

    /// A request read and checked off the main actor: its screen's spec prepared, and what else
    /// its route asked for.
    package struct PreparedRequest: Sendable {
        let screen: PreparedScreen
        /// The overlays the `overlay` key lists (layout and svg).
        let overlays: Overlays
        /// The `previous` state's screen (layout), when there is one.
        let previous: PreparedScreen?
        /// The view the `view` key names (explain).
        let viewName: String
    }

    /// Lays the state out; with `previous` (another state's query text), also what changed.
    package func layout(_ query: String) throws(PlaygroundError) -> LayoutReport {
        try layout(prepareLayout(query))
    }

    /// Reads a layout request: the state, its overlays and its `previous` state.
    package nonisolated func prepareLayout(_ query: String) throws(PlaygroundError) -> PreparedRequest {
        let items = try QueryItems.parse(query)
        let state = try PlaygroundState(queryItems: items)
        let overlays = try Self.overlays(items)
        let screen = try PreparedScreen(state, library: library)
        var previous: PreparedScreen?
        if let previousQuery = items.last(where: { $0.name == "previous" })?.value, !previousQuery.isEmpty {
            let previousState: PlaygroundState
            do {
                previousState = try PlaygroundState(query: previousQuery)
            } catch {
                throw PlaygroundError("the previous state: \(error.message)")
            }
            previous = try PreparedScreen(previousState, library: library)
        }
        return PreparedRequest(screen: screen, overlays: overlays, previous: previous, viewName: "")
    }

    /// Lays out what ``prepareLayout(_:)`` read.
    package func layout(_ request: PreparedRequest) throws(PlaygroundError) -> LayoutReport {
        let state = request.screen.state
        var report = LayoutReport(try LaidOutScreen(request.screen), state: state, overlays: request.overlays)
        if let previousScreen = request.previous {
            let previous = LayoutReport(try LaidOutScreen(previousScreen), state: previousScreen.state, overlays: [])
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
        try explain(prepareExplanation(query))
    }

    /// Reads an explain request: the state and the view to explain.
    package nonisolated func prepareExplanation(_ query: String) throws(PlaygroundError) -> PreparedRequest {
        let items = try QueryItems.parse(query)
        guard let name = items.last(where: { $0.name == "view" })?.value, !name.isEmpty else {
            throw PlaygroundError("say which view to explain: 'view=NAME'")
        }
        let screen = try PreparedScreen(try PlaygroundState(queryItems: items), library: library)
        return PreparedRequest(screen: screen, overlays: [], previous: nil, viewName: name)
    }

    /// Lays out what ``prepareExplanation(_:)`` read and explains its view.
    package func explain(_ request: PreparedRequest) throws(PlaygroundError) -> Explanation {
        let laidOut = try LaidOutScreen(request.screen)
        let name = request.viewName
        guard let explanation = LayoutExplanation(viewNamed: name, in: laidOut.scene) else {
            let names = laidOut.scene.subjects.map(\.name).joined(separator: ", ")
            throw PlaygroundError(status: 404, "this screen has no view named '\(name)' (its views: \(names))")
        }
        return Explanation(view: name, text: explanation.text)
    }

    /// The state's picture, with the overlays the `overlay` key lists.
    package func svg(_ query: String) throws(PlaygroundError) -> (fileName: String, svg: String) {
        try svg(preparePicture(query))
    }

    /// Reads a picture request: the state and its overlays.
    package nonisolated func preparePicture(_ query: String) throws(PlaygroundError) -> PreparedRequest {
        let items = try QueryItems.parse(query)
        let screen = try PreparedScreen(try PlaygroundState(queryItems: items), library: library)
        return PreparedRequest(screen: screen, overlays: try Self.overlays(items), previous: nil, viewName: "")
    }

    /// Lays out what ``preparePicture(_:)`` read and draws it.
    package func svg(_ request: PreparedRequest) throws(PlaygroundError) -> (fileName: String, svg: String) {
        let laidOut = try LaidOutScreen(request.screen)
        let svg = SVGRenderer(overlays: request.overlays).render(laidOut.scene)
        return (Self.baseName(laidOut.fileName) + ".svg", svg)
    }

    /// The state's spec: its text with the state's settings written in. Constraint edits are not
    /// part of it (they name constraints by number, which a spec does not have).
    package func spec(_ query: String) throws(PlaygroundError) -> (fileName: String, text: String) {
        try spec(prepareSpec(query))
    }

    /// Reads a spec request: the state.
    package nonisolated func prepareSpec(_ query: String) throws(PlaygroundError) -> PreparedRequest {
        let screen = try PreparedScreen(try PlaygroundState(query: query), library: library)
        return PreparedRequest(screen: screen, overlays: [], previous: nil, viewName: "")
    }

    /// Builds what ``prepareSpec(_:)`` read (the screen must build, as for the other routes) and
    /// gives its spec.
    package func spec(_ request: PreparedRequest) throws(PlaygroundError) -> (fileName: String, text: String) {
        let laidOut = try LaidOutScreen(request.screen)
        let name = Self.baseName(laidOut.fileName)
        return ((name == "spec" ? name : name + "-playground") + ".yaml", laidOut.specText)
    }

    private nonisolated static func overlays(_ items: [(name: String, value: String)]) throws(PlaygroundError)
        -> Overlays
    {
        guard let list = items.last(where: { $0.name == "overlay" })?.value, !list.isEmpty else { return [] }
        do {
            return try Overlays(parsing: list)
        } catch {
            throw PlaygroundError("'overlay': \(error.message)")
        }
    }

    private nonisolated static func baseName(_ fileName: String) -> String {
        ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
