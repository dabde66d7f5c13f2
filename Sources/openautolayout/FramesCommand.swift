import ArgumentParser
import LayoutRendering

/// `openautolayout frames SPEC [--json]`.
struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print every named view's frame, safe area and layout margins.",
        discussion: """
            Frames are in the superview's coordinates, as UIKit's `frame` is; insets are \
            {top, left, bottom, right}. Named layout guides follow with their layout frames.

            Example:
              openautolayout frames Examples/margins-subview-fills-superview-margins.yaml --json
            """)

    @Argument(help: "The screen spec (YAML or JSON).")
    var spec: String

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @MainActor func run() async throws {
        let loaded = try ScreenLoading.loadForCommand(spec)
        let table = FrameTable(loaded.scene)
        try OutputWriting.write(json ? table.json : table.text, to: nil)
    }
}
