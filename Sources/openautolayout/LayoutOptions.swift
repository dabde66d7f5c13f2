import ArgumentParser
import LayoutSpec

/// The options every command that lays out a file takes: which unit of a storyboard or xib,
/// and the device, orientation, content sizes and mode to lay it out with.
struct LayoutOptions: ParsableArguments {
    @Option(help: "The scene, view or cell of a storyboard or xib to lay out, by its Interface Builder id or name.")
    var unit: String?

    @Option(help: "The device: a profile name (iPhone8, iPhoneX …) or an Interface Builder id (retina4_7 …).")
    var device: String?

    @Option(help: "The orientation: portrait, landscape, landscapeLeft, landscapeRight or portraitUpsideDown.")
    var orientation: String?

    @Option(
        help: ArgumentHelp(
            "Where content sizes of storyboards and xibs come from: measured (our fonts) or document (stored frames).",
            valueName: "measured|document"))
    var contentSize: String = "measured"

    @Option(
        help: ArgumentHelp(
            "How storyboards and xibs are laid out: runtime (as the app shows them on the device) or canvas (as "
                + "Interface Builder's canvas showed them: simulated metrics, freeform sizes).",
            valueName: "runtime|canvas"))
    var mode: String = "runtime"

    /// The options as the Interface Builder front-end takes them, or the command's failure for a
    /// name it does not know.
    func interfaceBuilderOptions() throws(ExitCode) -> InterfaceBuilderOptions {
        var options = InterfaceBuilderOptions()
        if let device {
            guard let known = InterfaceBuilderOptions.device(named: device) else {
                throw CommandFailure.report(
                    "unknown device '\(device)'; expected one of: "
                        + ScreenModel.Device.allCases.map(\.rawValue).joined(separator: ", ")
                        + ", or an Interface Builder device id")
            }
            options.device = known
        }
        if let orientation {
            guard let known = InterfaceBuilderOptions.orientation(named: orientation) else {
                throw CommandFailure.report(
                    "unknown orientation '\(orientation)'; expected one of: landscape, "
                        + ScreenModel.Orientation.allCases.map(\.rawValue).joined(separator: ", "))
            }
            options.orientation = known
        }
        guard let size = InterfaceBuilderOptions.ContentSize(rawValue: contentSize) else {
            throw CommandFailure.report("unknown content size '\(contentSize)'; expected measured or document")
        }
        options.contentSize = size
        guard let mode = InterfaceBuilderOptions.Mode(rawValue: mode) else {
            throw CommandFailure.report("unknown mode '\(mode)'; expected runtime or canvas")
        }
        options.mode = mode
        return options
    }
}
