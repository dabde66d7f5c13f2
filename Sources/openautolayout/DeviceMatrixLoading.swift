import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// Lays one spec out once per device and orientation of a matrix, for `render --devices`.
@MainActor
enum DeviceMatrixLoading {
    /// A row of pictures per orientation, a column per device, each captioned with the device
    /// and orientation; an empty list in `matrix` keeps what the spec says. The loaded screens
    /// are returned too: they keep what the scenes' views hold weakly alive.
    static func load(_ path: String, _ matrix: DeviceMatrixArguments) throws(ExitCode) -> (
        rows: [[DeviceMatrixRenderer.Cell]], title: String, screens: [LoadedScreen]
    ) {
        do {
            let model = try ScreenSpecLoader.model(contentsOf: URL(fileURLWithPath: path))
            let devices = matrix.devices.isEmpty ? [model.device] : matrix.devices
            let orientations = matrix.orientations.isEmpty ? [model.orientation] : matrix.orientations
            var rows: [[DeviceMatrixRenderer.Cell]] = []
            var screens: [LoadedScreen] = []
            var title = path
            for orientation in orientations {
                var row: [DeviceMatrixRenderer.Cell] = []
                for device in devices {
                    var variant = model
                    variant.device = device
                    variant.orientation = orientation
                    let screen = try ScreenBuilder.build(variant, fileName: path)
                    title = screen.name
                    let scene = LayoutScene(
                        title: "\(screen.name) on \(device.rawValue), \(orientation.rawValue)", summary: screen.summary,
                        window: screen.window, namedViews: screen.namedViews, namedGuides: screen.namedGuides)
                    row.append(
                        DeviceMatrixRenderer.Cell(caption: "\(device.rawValue) · \(orientation.rawValue)", scene: scene)
                    )
                    screens.append(screen)
                }
                rows.append(row)
            }
            return (rows, title, screens)
        } catch {
            throw CommandFailure.report(error.description)
        }
    }
}
