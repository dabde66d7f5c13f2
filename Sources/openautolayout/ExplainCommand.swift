import ArgumentParser
import LayoutRendering

/// `openautolayout explain SPEC VIEW`.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why a view's frame is what it is.",
        discussion: """
            For each of x, y, width and height: its value and the constraints that determine it \
            (written with the spec's names, then in UIKit's format); the layout margins and safe \
            areas those constraints read; the view's broken constraints; and any ambiguity.

            Example:
              openautolayout explain Examples/margins-subview-fills-superview-margins.yaml orange
            """)

    @Argument(help: "The screen spec (YAML or JSON).")
    var spec: String

    @Argument(help: "The name of a view in the spec.")
    var view: String

    @MainActor func run() async throws {
        let loaded = try ScreenLoading.loadForCommand(spec)
        guard let explanation = LayoutExplanation(viewNamed: view, in: loaded.scene) else {
            let names = loaded.scene.subjects.map(\.name).joined(separator: ", ")
            throw CommandFailure.report("\(spec) has no view named '\(view)' (its views: \(names))")
        }
        try OutputWriting.write(explanation.text, to: nil)
    }
}
