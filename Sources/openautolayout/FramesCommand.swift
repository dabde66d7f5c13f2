import ArgumentParser
import LayoutRendering

/// `openautolayout frames FILE [--json] [--unit ID] [--device D] [--orientation O] [--content-size S]`.
struct FramesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print every named view's frame, safe area and layout margins.",
        discussion: """
            Frames are in the superview's coordinates, as UIKit's `frame` is; insets are \
            {top, left, bottom, right}. Named layout guides follow with their layout frames. \
            A storyboard or xib prints a table per unit (scene, top-level view, cell) with its \
            views by Interface Builder id; with --json, every unit with its id and each view's \
            id, class and frame.

            Example:
              openautolayout frames Examples/margins-subview-fills-superview-margins.yaml --json
              openautolayout frames Main.storyboard --unit Profile --device iPhoneX --content-size document
            """)

    @Argument(help: "A screen spec (YAML or JSON), a storyboard or xib, or a folder of storyboards and xibs.")
    var file: String

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var layout: LayoutOptions

    @MainActor func run() async throws {
        let batch = try ScreenLoading.loadForCommand(file, options: layout)
        let isDocument = batch.screens.contains { $0.unit != nil }
        if json {
            try OutputWriting.write(
                isDocument ? UnitFrames(batch.screens).json : FrameTable(batch.screens[0].scene).json, to: nil)
        } else if isDocument {
            let tables = batch.screens.map { UnitFrames.heading($0) + "\n" + FrameTable($0.scene).text }
            try OutputWriting.write(tables.joined(separator: "\n"), to: nil)
        } else {
            try OutputWriting.write(FrameTable(batch.screens[0].scene).text, to: nil)
        }
        try batch.finish()
    }
}
