import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// `openautolayout gallery [FILE…] [-o dir] [--examples dir] [--overlay …] [--appearance …] [--devices …] [--orientations …]`.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render specs, storyboards and xibs into a folder of web pages.",
        discussion: """
            Shows every .yaml and .json spec of the examples directory (in name order), or the \
            specs, storyboards, xibs and folders named: a folder's specs, then its storyboards \
            and xibs (searched recursively, in path order). The output directory gets an SVG \
            picture and a page per screen, and an index.html of thumbnails grouped by topic (a \
            spec file name's first words: margins-…, safe-area-…) and by document (a thumbnail \
            per scene, view or cell). A screen's page shows the picture large with its frame \
            table and constraints; pointing at a view shows its frame, clicking it explains the \
            frame. The folder works opened from disk. With --devices and --orientations each \
            screen is also laid out on those devices and orientations, its own first. Screens \
            that fail to load are listed on the index with their errors, and the exit status is \
            then 1; what a storyboard or xib could not lay out as it says is a warning on standard \
            error.

            Example:
              openautolayout gallery -o gallery && xdg-open gallery/index.html

            Storyboards on two devices:
              openautolayout gallery Storyboards/ -o gallery --devices iPhone8,iPhoneX
            """)

    @Argument(help: "Specs, storyboards, xibs or folders of them (default: the examples directory).")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: "The directory to write into (made if missing).")
    var output: String = "gallery"

    @Option(help: "A directory of specs to show (default Examples when no file is named).")
    var examples: String?

    @Option(
        help: "Overlays to draw on every picture, comma-separated: margins, safe-area, guides, constraints, or all.")
    var overlay: OverlayArgument?

    @Option(help: "Draw every picture in the light or the dark appearance: light or dark.")
    var appearance: AppearanceArgument?

    @Option(help: "Also lay every screen out on these devices (comma-separated spec device names).")
    var devices: String?

    @Option(help: "Also lay every screen out in these orientations: portrait, landscape, … (comma-separated).")
    var orientations: String?

    @MainActor func run() async throws {
        let overlays = try overlay.overlays()
        let matrix =
            try DeviceMatrixArguments.parse(devices: devices, orientations: orientations)
            ?? DeviceMatrixArguments(devices: [], orientations: [])
        var specs: [String] = []
        var documents: [String] = []
        for input in inputs { try GallerySources.add(input, specs: &specs, documents: &documents) }
        if let examples = examples ?? (inputs.isEmpty ? "Examples" : nil) {
            try GallerySources.addExamples(examples, specs: &specs, documents: &documents)
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.report("cannot make the directory \(output): \(error.localizedDescription)")
        }
        var gallery = GalleryBuilding(
            output: output, renderer: SVGRenderer(overlays: overlays), appearance: appearance, matrix: matrix)
        for spec in specs { try gallery.addSpec(spec) }
        for document in documents { try gallery.addDocument(document) }
        for warning in gallery.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let index = (output as NSString).appendingPathComponent("index.html")
        try OutputWriting.write(GalleryPage(groups: gallery.groups, failures: gallery.failures).html, to: index)
        print("Wrote \(gallery.pictureCount) pictures and \(index)")
        if !gallery.failures.isEmpty {
            let count = specs.count + documents.count
            throw CommandFailure.report(
                "\(gallery.failures.count) of \(count) files did not load in full (listed in \(index))",
                status: CommandFailure.problemsFound)
        }
    }
}
