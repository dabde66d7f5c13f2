import ArgumentParser
import LayoutRendering

/// `openautolayout check SPEC`.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report unsatisfiable and ambiguous constraints; exit 1 if there are any.",
        discussion: """
            Unsatisfiable constraints are shown as UIKit logs them, then as the minimal \
            conflicting set written with the spec's names, marking the constraint the engine \
            broke. Named views whose x, y, width or height the constraints leave open are listed \
            as ambiguous. The exit status is 0 for a sound screen and 1 otherwise, for CI.

            Example:
              openautolayout check Examples/priorities-width-beats-edges.yaml
            """)

    @Argument(help: "The screen spec (YAML or JSON).")
    var spec: String

    @MainActor func run() async throws {
        let loaded = try ScreenLoading.loadForCommand(spec)
        let check = LayoutCheck(loaded.scene, messages: loaded.messages)
        try OutputWriting.write(check.text, to: nil)
        if check.hasProblems { throw CommandFailure.problemsFound }
    }
}
