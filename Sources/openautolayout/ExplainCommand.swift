import ArgumentParser
import LayoutRendering

/// `openautolayout explain FILE VIEW [--unit ID] [--device D] [--orientation O] [--content-size S]`.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain why a view's frame is what it is.",
        discussion: """
            For each of x, y, width and height: its value and the constraints that determine it \
            (written with the spec's names, then in UIKit's format); the layout margins and safe \
            areas those constraints read; the view's broken constraints; and any ambiguity. In a \
            storyboard or xib, VIEW is an Interface Builder id, explained in the first unit that \
            has it (or in the unit --unit picks).

            Example:
              openautolayout explain Examples/margins-subview-fills-superview-margins.yaml orange
            """)

    @Argument(help: "A screen spec (YAML or JSON), a storyboard or xib, or a folder of storyboards and xibs.")
    var file: String

    @Argument(help: "The name of a view in the spec, or the Interface Builder id of a view.")
    var view: String

    @OptionGroup var layout: LayoutOptions

    @MainActor func run() async throws {
        let batch = try ScreenLoading.loadForCommand(file, options: layout)
        for loaded in batch.screens {
            guard let explanation = LayoutExplanation(viewNamed: view, in: loaded.scene) else { continue }
            try OutputWriting.write(explanation.text, to: nil)
            try batch.finish()
            return
        }
        let names = batch.screens.flatMap { $0.scene.subjects.map(\.name) }.joined(separator: ", ")
        throw CommandFailure.report("\(file) has no view named '\(view)' (its views: \(names))")
    }
}
