import ArgumentParser
import LayoutRendering

/// `openautolayout render SPEC [-o out.svg|png] [--overlay …]`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a spec's screen as SVG or PNG.",
        discussion: """
            Views are drawn in their colours (outlined when they have none) inside the device's \
            outline, with bars, the status bar, the sensor housing and the home indicator. Hover \
            over a view in a browser to see its name and frame. PNG needs rsvg-convert \
            (apt-get install librsvg2-bin).

            Example:
              openautolayout render Examples/margins-vfl-right-to-left.yaml -o margins.png --overlay margins,safe-area
            """)

    @Argument(help: "The screen spec (YAML or JSON).")
    var spec: String

    @Option(name: .shortAndLong, help: "The picture to write: .svg or .png (default: SVG on standard output).")
    var output: String?

    @Option(help: "Overlays to draw, comma-separated: margins, safe-area, guides, constraints, or all.")
    var overlay: OverlayArgument?

    @Option(help: "Pixels per point for PNG.")
    var scale: Double = 2

    @MainActor func run() async throws {
        let overlays = try overlay.overlays()
        let loaded = try ScreenLoading.loadForCommand(spec)
        let svg = SVGRenderer(overlays: overlays).render(loaded.scene)
        if let output {
            try OutputWriting.writePicture(svg, to: output, scale: scale)
        } else {
            try OutputWriting.write(svg, to: nil)
        }
    }
}
