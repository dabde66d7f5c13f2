import ArgumentParser
import LayoutRendering

/// `openautolayout check FILE [--unit ID] [--device D] [--orientation O] [--content-size S]`.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report unsatisfiable and ambiguous constraints; exit 1 if there are any.",
        discussion: """
            Unsatisfiable constraints are shown as UIKit logs them, then as the minimal \
            conflicting set written with the spec's names, marking the constraint the engine \
            broke. Named views whose x, y, width or height the constraints leave open are listed \
            as ambiguous. A storyboard or xib is checked unit by unit, its views named by their \
            Interface Builder ids. The exit status is 0 for sound screens, 1 otherwise, and 2 \
            when a file or unit cannot be loaded, for CI.

            Example:
              openautolayout check Examples/priorities-width-beats-edges.yaml
              openautolayout check Storyboards/ --device iPhone8
            """)

    @Argument(help: "A screen spec (YAML or JSON), a storyboard or xib, or a folder of storyboards and xibs.")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @MainActor func run() async throws {
        let batch = try ScreenLoading.loadForCommand(file, options: layout)
        let checks = batch.screens.map { LayoutCheck($0.scene, events: $0.events) }
        try OutputWriting.write(checks.map(\.text).joined(separator: "\n"), to: nil)
        try batch.finish()
        if checks.contains(where: \.hasProblems) { throw CommandFailure.problemsFound }
    }
}
