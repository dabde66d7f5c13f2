import ArgumentParser
import Foundation
import LayoutRendering

/// `openautolayout gallery [-o dir] [--examples dir] [--overlay …] [--appearance …]`.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every example spec into a web page with its frame table.",
        discussion: """
            Reads every .yaml and .json spec in the examples directory (in name order), writes \
            each screen as an SVG picture into the output directory, and an index.html that shows \
            each picture beside its frame table. Specs that fail to load are listed on the page \
            with their errors, and the exit status is then 1.

            Example:
              openautolayout gallery -o gallery && xdg-open gallery/index.html
            """)

    @Option(name: .shortAndLong, help: "The directory to write into (made if missing).")
    var output: String = "gallery"

    @Option(help: "The directory of specs to show.")
    var examples: String = "Examples"

    @Option(
        help: "Overlays to draw on every picture, comma-separated: margins, safe-area, guides, constraints, or all.")
    var overlay: OverlayArgument?

    @Option(help: "Draw every picture in the light or the dark appearance: light or dark.")
    var appearance: AppearanceArgument?

    @MainActor func run() async throws {
        let overlays = try overlay.overlays()
        let specs = try specFiles()
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.report("cannot make the directory \(output): \(error.localizedDescription)")
        }
        var entries: [GalleryPage.Entry] = []
        var failures: [(source: String, error: String)] = []
        let renderer = SVGRenderer(overlays: overlays)
        for file in specs {
            let source = (examples as NSString).appendingPathComponent(file)
            let loaded: ScreenLoading.Loaded
            do {
                loaded = try ScreenLoading.load(source)
            } catch {
                failures.append((source, error.description))
                continue
            }
            appearance?.apply(to: loaded.scene.window)
            let image = (file as NSString).deletingPathExtension + ".svg"
            try OutputWriting.write(
                renderer.render(loaded.scene), to: (output as NSString).appendingPathComponent(image))
            entries.append(
                GalleryPage.Entry(
                    title: loaded.scene.title, summary: loaded.scene.summary, source: source, image: image,
                    frameTable: FrameTable(loaded.scene)))
        }
        let index = (output as NSString).appendingPathComponent("index.html")
        try OutputWriting.write(GalleryPage(entries: entries, failures: failures).html, to: index)
        print("Wrote \(entries.count) pictures and \(index)")
        if !failures.isEmpty {
            throw CommandFailure.report(
                "\(failures.count) of \(specs.count) specs did not load (listed in \(index))",
                status: CommandFailure.problemsFound)
        }
    }

    /// The spec files of the examples directory, sorted by name.
    private func specFiles() throws(ExitCode) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: examples)
        } catch {
            throw CommandFailure.report("cannot read the examples directory \(examples): \(error.localizedDescription)")
        }
        let specs = names.filter { ["yaml", "yml", "json"].contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted()
        if specs.isEmpty { throw CommandFailure.report("\(examples) holds no .yaml or .json specs") }
        return specs
    }
}
