import ArgumentParser
import LayoutRendering

/// `openautolayout render SPEC [-o out.svg|png] [--overlay …] [--appearance …] [--devices …] [--orientations …]`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a spec's screen as SVG or PNG.",
        discussion: """
            Views are drawn as iOS draws them (controls, bars with their items, tables and \
            cells; other views in their colours, outlined when they have none) inside the \
            device's outline, with the status bar, the sensor housing and the home indicator, \
            light or, with --appearance dark, dark. Hover over a view in a browser to see its \
            name and frame. PNG needs rsvg-convert (apt-get install librsvg2-bin).

            With --devices and/or --orientations, the screen is laid out once per device and \
            orientation and drawn as one picture: a column per device, a row per orientation.

            Example:
              openautolayout render Examples/margins-vfl-right-to-left.yaml -o margins.png --overlay margins,safe-area

            In the dark appearance:
              openautolayout render Examples/bars-large-titles.yaml -o dark.png --appearance dark

            A device matrix:
              openautolayout render Examples/margins-vfl-right-to-left.yaml -o matrix.svg \
                --devices iPhoneSE1,iPhone8,iPhone14Pro,iPad --orientations portrait,landscape
            """)

    @Argument(help: "The screen spec (YAML or JSON).")
    var spec: String

    @Option(name: .shortAndLong, help: "The picture to write: .svg or .png (default: SVG on standard output).")
    var output: String?

    @Option(help: "Overlays to draw, comma-separated: margins, safe-area, guides, constraints, or all.")
    var overlay: OverlayArgument?

    @Option(help: "Pixels per point for PNG.")
    var scale: Double = 2

    @Option(help: "Draw in the light or the dark appearance: light or dark.")
    var appearance: AppearanceArgument?

    @Option(help: "Draw the screen on each of these devices side by side (comma-separated spec device names).")
    var devices: String?

    @Option(
        help: "Draw the screen in each of these orientations, a row each: portrait, landscape, … (comma-separated).")
    var orientations: String?

    @MainActor func run() async throws {
        let overlays = try overlay.overlays()
        let svg: String
        if let matrix = try DeviceMatrixArguments.parse(devices: devices, orientations: orientations) {
            let loaded = try DeviceMatrixLoading.load(spec, matrix)
            for cell in loaded.rows.joined() { appearance?.apply(to: cell.scene.window) }
            svg = DeviceMatrixRenderer(overlays: overlays).render(title: loaded.title, rows: loaded.rows)
            withExtendedLifetime(loaded.screens) {}
        } else {
            let loaded = try ScreenLoading.loadForCommand(spec)
            appearance?.apply(to: loaded.scene.window)
            svg = SVGRenderer(overlays: overlays).render(loaded.scene)
        }
        if let output {
            try OutputWriting.writePicture(svg, to: output, scale: scale)
        } else {
            try OutputWriting.write(svg, to: nil)
        }
    }
}
