import ArgumentParser
import Foundation
import LayoutRendering

/// `openautolayout render FILE [-o out.svg|png|dir] [--overlay …] [--appearance …] [--unit ID] [--device D] [--devices …] …`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a spec's screen, or a storyboard's or xib's units, as SVG or PNG.",
        discussion: """
            Views are drawn as iOS draws them (controls, bars with their items, tables and \
            cells; other views in their colours, outlined when they have none) inside the \
            device's outline, with the status bar, the sensor housing and the home indicator, \
            light or, with --appearance dark, dark. Hover over a view in a browser to see its \
            name and frame. PNG needs rsvg-convert (apt-get install librsvg2-bin). A storyboard \
            or xib with several units needs --unit, or -o naming a directory, into which each \
            unit is written as FILE-ID.svg.

            With --devices and/or --orientations, the screen (a spec's, or one unit of a \
            storyboard or xib) is laid out once per device and orientation and drawn as one \
            picture: a column per device, a row per orientation.

            Example:
              openautolayout render Examples/margins-vfl-right-to-left.yaml -o margins.png --overlay margins,safe-area

            In the dark appearance:
              openautolayout render Examples/bars-large-titles.yaml -o dark.png --appearance dark

            A device matrix:
              openautolayout render Examples/margins-vfl-right-to-left.yaml -o matrix.svg \
                --devices iPhoneSE1,iPhone8,iPhone14Pro,iPad --orientations portrait,landscape
            """)

    @Argument(help: "A screen spec (YAML or JSON), a storyboard or xib, or a folder of storyboards and xibs.")
    var file: String

    @Option(
        name: .shortAndLong,
        help: "The picture to write: .svg or .png, or a directory for several units (default: SVG on standard output).")
    var output: String?

    @Option(help: "Overlays to draw, comma-separated: margins, safe-area, guides, constraints, or all.")
    var overlay: OverlayArgument?

    @Option(help: "Pixels per point for PNG.")
    var scale: Double = 2

    @Option(help: "Draw in the light or the dark appearance: light or dark.")
    var appearance: AppearanceArgument?

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Draw the screen on each of these devices side by side (comma-separated spec device names).")
    var devices: String?

    @Option(
        help: "Draw the screen in each of these orientations, a row each: portrait, landscape, … (comma-separated).")
    var orientations: String?

    @MainActor func run() async throws {
        let overlays = try overlay.overlays()
        if let matrix = try DeviceMatrixArguments.parse(devices: devices, orientations: orientations) {
            let loaded = try DeviceMatrixLoading.load(file, matrix, options: layout)
            for cell in loaded.rows.joined() { appearance?.apply(to: cell.scene.window) }
            let svg = DeviceMatrixRenderer(overlays: overlays).render(title: loaded.title, rows: loaded.rows)
            withExtendedLifetime(loaded.screens) {}
            if let output {
                try OutputWriting.writePicture(svg, to: output, scale: scale)
            } else {
                try OutputWriting.write(svg, to: nil)
            }
            return
        }
        let batch = try ScreenLoading.loadForCommand(file, options: layout)
        for loaded in batch.screens { appearance?.apply(to: loaded.scene.window) }
        let renderer = SVGRenderer(overlays: overlays)
        if batch.screens.count == 1 {
            let svg = renderer.render(batch.screens[0].scene)
            if let output {
                try OutputWriting.writePicture(svg, to: output, scale: scale)
            } else {
                try OutputWriting.write(svg, to: nil)
            }
        } else {
            guard let output, (output as NSString).pathExtension.isEmpty else {
                throw CommandFailure.report(
                    "\(file) has \(batch.screens.count) units; pick one with --unit, or name a directory with -o")
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure.report("cannot make the directory \(output): \(error.localizedDescription)")
            }
            for loaded in batch.screens {
                let name = loaded.scene.title.replacingOccurrences(of: " ", with: "-")
                let base = ((name as NSString).deletingPathExtension as NSString).lastPathComponent
                let unitID = loaded.unit?.unit.id ?? ""
                let picture = (output as NSString).appendingPathComponent("\(base)-\(unitID).svg")
                try OutputWriting.write(renderer.render(loaded.scene), to: picture)
            }
        }
        try batch.finish()
    }
}
