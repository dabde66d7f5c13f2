import ArgumentParser
import Foundation
import LayoutSpec

/// `--devices iPhoneSE1,iPhone8` and `--orientations portrait,landscape`: the grid of a device
/// matrix. Names are the spec format's device and orientation names; `landscape` is
/// `landscapeLeft`, as for Interface Builder documents. Unknown names are reported when the
/// command runs, as the tool's other errors are.
struct DeviceMatrixArguments {
    var devices: [ScreenModel.Device]
    var orientations: [ScreenModel.Orientation]

    /// The grid the two options give, or nil when neither is given (a single picture). Either
    /// alone varies that one: the other stays as the spec says.
    static func parse(devices: String?, orientations: String?) throws -> DeviceMatrixArguments? {
        guard devices != nil || orientations != nil else { return nil }
        return DeviceMatrixArguments(
            devices: try names(devices).map(device), orientations: try names(orientations).map(orientation))
    }

    private static func names(_ list: String?) -> [String] {
        (list ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func device(_ name: String) throws -> ScreenModel.Device {
        guard let device = ScreenModel.Device(rawValue: name) else {
            throw CommandFailure.report(
                "unknown device '\(name)'; known devices: \(ScreenModel.Device.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return device
    }

    private static func orientation(_ name: String) throws -> ScreenModel.Orientation {
        if name == "landscape" { return .landscapeLeft }
        guard let orientation = ScreenModel.Orientation(rawValue: name) else {
            let known = ["landscape"] + ScreenModel.Orientation.allCases.map(\.rawValue)
            throw CommandFailure.report(
                "unknown orientation '\(name)'; known orientations: \(known.joined(separator: ", "))")
        }
        return orientation
    }
}
