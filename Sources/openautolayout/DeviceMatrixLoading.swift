import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutRendering
import LayoutSpec

/// Lays one screen out once per device and orientation of a matrix, for `render --devices`: a
/// spec, or one unit of a storyboard or xib (the one `--unit` picks, or the document's only one).
@MainActor
enum DeviceMatrixLoading {
    /// The pictures of a matrix: a row per orientation, a column per device, each captioned with
    /// its device and orientation; the loaded screens keep what the scenes' views hold weakly
    /// alive.
    typealias Matrix = (rows: [[DeviceMatrixRenderer.Cell]], title: String, screens: [LoadedScreen])

    /// The matrix of the spec or document at `path`; an empty list in `matrix` keeps what the
    /// spec or document says.
    static func load(_ path: String, _ matrix: DeviceMatrixArguments, options: LayoutOptions) throws(ExitCode)
        -> Matrix
    {
        if InterfaceBuilderLayout.fileExtensions.contains((path as NSString).pathExtension.lowercased()) {
            return try loadDocument(path, matrix, options: options)
        }
        if options.unit != nil || options.contentSize != "measured" || options.mode != "runtime" {
            throw CommandFailure.report("--unit, --content-size and --mode are for storyboards and xibs, not \(path)")
        }
        do {
            let model = try ScreenSpecLoader.model(contentsOf: URL(fileURLWithPath: path))
            let devices = matrix.devices.isEmpty ? [model.device] : matrix.devices
            let orientations = matrix.orientations.isEmpty ? [model.orientation] : matrix.orientations
            var result: Matrix = ([], path, [])
            for orientation in orientations {
                var row: [DeviceMatrixRenderer.Cell] = []
                for device in devices {
                    var variant = model
                    variant.device = device
                    variant.orientation = orientation
                    let screen = try ScreenBuilder.build(variant, fileName: path)
                    result.title = screen.name
                    let scene = LayoutScene(
                        title: "\(screen.name) on \(device.rawValue), \(orientation.rawValue)", summary: screen.summary,
                        window: screen.window, namedViews: screen.namedViews, namedGuides: screen.namedGuides)
                    row.append(cell(scene, device, orientation))
                    result.screens.append(screen)
                }
                result.rows.append(row)
            }
            return result
        } catch {
            throw CommandFailure.report(error.description)
        }
    }

    /// The matrix of one unit of the storyboard or xib at `path`, laid out with `options`' unit,
    /// content sizes and mode on each device and orientation.
    private static func loadDocument(_ path: String, _ matrix: DeviceMatrixArguments, options: LayoutOptions)
        throws(ExitCode) -> Matrix
    {
        let settings = try options.interfaceBuilderOptions()
        let document: IBDocument
        do {
            document = try InterfaceBuilderLayout.read(URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure.report(error.description)
        }
        let devices: [ScreenModel.Device?] = matrix.devices.isEmpty ? [settings.device] : matrix.devices
        let orientations: [ScreenModel.Orientation?] =
            matrix.orientations.isEmpty ? [settings.orientation] : matrix.orientations
        var result: Matrix = ([], path, [])
        for orientation in orientations {
            var row: [DeviceMatrixRenderer.Cell] = []
            for device in devices {
                var cellOptions = settings
                cellOptions.device = device
                cellOptions.orientation = orientation
                let unit = try laidOutUnit(of: document, path: path, picked: options.unit, options: cellOptions)
                let loaded = ScreenLoading.scene(of: unit, file: path)
                result.title = loaded.scene.title
                row.append(cell(loaded.scene, unit.unit.model.device, unit.unit.model.orientation))
                result.screens.append(unit.screen)
            }
            result.rows.append(row)
        }
        return result
    }

    /// The unit `selector` picks in `document` (or its only unit), laid out with `options`.
    private static func laidOutUnit(
        of document: IBDocument, path: String, picked selector: String?, options: InterfaceBuilderOptions
    ) throws(ExitCode) -> LaidOutUnit {
        let all = InterfaceBuilderLayout.units(of: document, options: options)
        let units = selector.map { selector in all.filter { $0.isPicked(by: selector) } } ?? all
        guard units.count == 1, let unit = units.first else {
            let names = all.map { unit in unit.name.map { "\(unit.id) (\($0))" } ?? unit.id }
            if let selector {
                throw CommandFailure.report(
                    "\(path) has no unit '\(selector)' (its units: \(names.joined(separator: ", ")))")
            }
            throw CommandFailure.report(
                "\(path) has \(all.count) units; pick the one to draw on each device with --unit (its units: "
                    + "\(names.joined(separator: ", ")))")
        }
        do {
            return try InterfaceBuilderLayout.layOut(unit)
        } catch {
            throw CommandFailure.report(error.description)
        }
    }

    private static func cell(
        _ scene: LayoutScene, _ device: ScreenModel.Device, _ orientation: ScreenModel.Orientation
    ) -> DeviceMatrixRenderer.Cell {
        DeviceMatrixRenderer.Cell(caption: "\(device.rawValue) · \(orientation.rawValue)", scene: scene)
    }
}
