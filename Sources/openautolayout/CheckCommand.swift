import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// `openautolayout check FILE [--unit ID] [--device D] [--orientation O] [--content-size S] [--mode M]`.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report unsatisfiable and ambiguous constraints and misplaced views; exit 1 if there are any.",
        discussion: """
            Unsatisfiable constraints are shown as UIKit logs them, then as the minimal \
            conflicting set written with the spec's names, marking the constraint the engine \
            broke. Named views whose x, y, width or height the constraints leave open are listed \
            as ambiguous. A storyboard or xib is checked unit by unit, its views named by their \
            Interface Builder ids. With --mode canvas, views laid out more than half a point \
            from the frame the document stores are listed as misplaced, in Interface Builder's \
            words (use --content-size document so that fonts we do not have do not count); a \
            view the constraints leave open keeps its stored frame there, as Xcode draws it, and \
            is listed as ambiguous rather than misplaced. The \
            exit status is 0 for sound screens, 1 otherwise, and 2 when a file or unit cannot be \
            loaded, for CI.

            Example:
              openautolayout check Examples/priorities-width-beats-edges.yaml
              openautolayout check Storyboards/ --device iPhone8
              openautolayout check Main.storyboard --mode canvas --content-size document
            """)

    @Argument(help: "A screen spec (YAML or JSON), a storyboard or xib, or a folder of storyboards and xibs.")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @MainActor func run() async throws {
        let batch = try ScreenLoading.loadForCommand(file, options: layout)
        let comparesFrames = try layout.interfaceBuilderOptions().mode == .canvas
        let checks = batch.screens.map { loaded in
            LayoutCheck(
                loaded.scene, events: loaded.events,
                misplacedViews: comparesFrames ? loaded.unit.map(Self.misplacedViews) : nil)
        }
        try OutputWriting.write(checks.map(\.text).joined(separator: "\n"), to: nil)
        try batch.finish()
        if checks.contains(where: \.hasProblems) { throw CommandFailure.problemsFound }
    }

    /// The unit's misplaced views for the report.
    @MainActor private static func misplacedViews(of unit: LaidOutUnit) -> [LayoutCheck.MisplacedView] {
        func rect(_ rect: ScreenModel.Rect) -> CGRect {
            CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
        return unit.misplacedViews.map { view in
            LayoutCheck.MisplacedView(
                name: view.id, message: view.message, storedFrame: rect(view.storedFrame),
                computedFrame: rect(view.computedFrame))
        }
    }
}
