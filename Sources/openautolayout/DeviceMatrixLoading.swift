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

    /// One picture of a matrix: its scene, the device and orientation it was laid out on, the
    /// matrix's title, and the screen that keeps the scene's views alive.
    private typealias Picture = (
        scene: LayoutScene, device: ScreenModel.Device, orientation: ScreenModel.Orientation, title: String,
        screen: LoadedScreen
    )

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
        let model: ScreenModel
        do {
            model = try ScreenSpecLoader.model(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure.report(error.description)
        }
        let devices = matrix.devices.isEmpty ? [model.device] : matrix.devices
        let orientations = matrix.orientations.isEmpty ? [model.orientation] : matrix.orientations
        return try grid(path, devices, orientations) { device, orientation throws(ExitCode) in
            var variant = model
            variant.device = device
            variant.orientation = orientation
            let screen: LoadedScreen
            do throws(SpecError) {
                screen = try ScreenBuilder.build(variant, fileName: path)
            } catch {
                throw CommandFailure.report(error.description)
            }
            let scene = LayoutScene(
                title: "\(screen.name) on \(device.rawValue), \(orientation.rawValue)", summary: screen.summary,
                window: screen.window, namedViews: screen.namedViews, namedGuides: screen.namedGuides)
            return (scene, device, orientation, screen.name, screen)
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
        return try grid(path, devices, orientations) { device, orientation throws(ExitCode) in
            var cellOptions = settings
            cellOptions.device = device
            cellOptions.orientation = orientation
            let unit = try laidOutUnit(of: document, path: path, picked: options.unit, options: cellOptions)
            let scene = ScreenLoading.scene(of: unit, file: path).scene
            return (scene, unit.unit.model.device, unit.unit.model.orientation, scene.title, unit.screen)
        }
    }

    /// A row of pictures per orientation, a picture per device, each captioned with the device
    /// and orientation it was laid out on.
    private static func grid<Device, Orientation>(
        _ path: String, _ devices: [Device], _ orientations: [Orientation],
        picture: (Device, Orientation) throws(ExitCode) -> Picture
    ) throws(ExitCode) -> Matrix {
        var result: Matrix = ([], path, [])
        for orientation in orientations {
            var row: [DeviceMatrixRenderer.Cell] = []
            for device in devices {
                let made = try picture(device, orientation)
                result.title = made.title
                row.append(
                    DeviceMatrixRenderer.Cell(
                        caption: "\(made.device.rawValue) · \(made.orientation.rawValue)", scene: made.scene))
                result.screens.append(made.screen)
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
}
