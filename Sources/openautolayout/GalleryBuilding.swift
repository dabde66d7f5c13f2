import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// Lays the gallery's screens out and writes their pictures and detail pages: a spec is one
/// screen filed under its topic, a storyboard or xib a group of its own with a screen per unit.
/// Each screen is laid out on its own device and orientation first, then on the others the
/// command names; what cannot be loaded is collected for the index.
@MainActor
struct GalleryBuilding {
    /// One layout of a screen: on which device and orientation, and the laid-out scene.
    private struct Variant {
        var device: ScreenModel.Device
        var orientation: ScreenModel.Orientation
        var caption: String { GalleryBuilding.caption(device, orientation) }
        var scene: LayoutScene
        /// Keeps what the scene's views hold weakly alive.
        var screen: LoadedScreen
    }

    let output: String
    let renderer: SVGRenderer
    let appearance: AppearanceArgument?
    let matrix: DeviceMatrixArguments

    private(set) var groups: [GalleryPage.Group] = []
    private(set) var failures: [(source: String, error: String)] = []
    private(set) var pictureCount = 0
    /// What the documents could not lay out as they say, each once, in the order met.
    private(set) var warnings: [String] = []
    private var fileNames: Set<String> = ["index"]

    init(output: String, renderer: SVGRenderer, appearance: AppearanceArgument?, matrix: DeviceMatrixArguments) {
        self.output = output
        self.renderer = renderer
        self.appearance = appearance
        self.matrix = matrix
    }

    /// Adds the spec at `path` under its topic's heading.
    mutating func addSpec(_ path: String) throws(ExitCode) {
        let model: ScreenModel
        do {
            model = try ScreenSpecLoader.model(contentsOf: URL(fileURLWithPath: path))
        } catch {
            failures.append((path, error.description))
            return
        }
        var variants: [Variant] = []
        for (device, orientation) in layouts(device: model.device, orientation: model.orientation) {
            var variant = model
            variant.device = device
            variant.orientation = orientation
            do {
                let loaded = ScreenLoading.scene(of: try ScreenBuilder.build(variant, fileName: path))
                variants.append(
                    Variant(device: device, orientation: orientation, scene: loaded.scene, screen: loaded.screen))
            } catch {
                failures.append(("\(path) (\(Self.caption(device, orientation)))", error.description))
            }
        }
        guard let first = variants.first else { return }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let entry = try write(
            variants, baseName: name, title: first.scene.title, summary: first.scene.summary, source: path)
        add(entry, under: GalleryTopics.heading(forFileNamed: name))
    }

    /// Adds the storyboard or xib at `path` as a group of its own, a screen per unit.
    mutating func addDocument(_ path: String) throws(ExitCode) {
        let url = URL(fileURLWithPath: path)
        var loads: [String: LaidOutDocument] = [:]
        let own: LaidOutDocument
        do {
            own = try InterfaceBuilderLayout.load(contentsOf: url, unit: nil, options: InterfaceBuilderOptions())
        } catch {
            failures.append((path, error.description))
            return
        }
        for failure in own.failures { failures.append(("\(path) \(failure.unit.id)", failure.error.description)) }
        note(own.document.warnings.map(\.description) + own.units.flatMap { $0.warnings.map(\.description) })
        let fileName = (path as NSString).lastPathComponent
        var entries: [GalleryPage.Entry] = []
        for unit in own.units {
            var variants: [Variant] = []
            for (device, orientation) in layouts(
                device: unit.unit.model.device, orientation: unit.unit.model.orientation)
            {
                let laidOut: LaidOutUnit?
                if device == unit.unit.model.device, orientation == unit.unit.model.orientation {
                    laidOut = unit
                } else {
                    laidOut = load(url, device, orientation, into: &loads, source: path)?.units.first {
                        $0.unit.id == unit.unit.id
                    }
                }
                guard let laidOut else { continue }
                let loaded = ScreenLoading.scene(of: laidOut, file: path)
                variants.append(
                    Variant(device: device, orientation: orientation, scene: loaded.scene, screen: loaded.screen))
            }
            let title = unit.unit.name.map { "\(unit.unit.id) (\($0))" } ?? unit.unit.id
            entries.append(
                try write(
                    variants, baseName: "\(fileName)-\(unit.unit.id)", title: title,
                    summary: "\(unit.unit.kind.rawValue) \(unit.unit.className)", source: path))
        }
        if !entries.isEmpty { groups.append(GalleryPage.Group(heading: fileName, entries: entries)) }
    }

    private mutating func note(_ lines: [String]) {
        for line in lines where !warnings.contains(line) { warnings.append(line) }
    }

    /// The document at `url` laid out on `device` in `orientation`, loaded once per layout.
    private mutating func load(
        _ url: URL, _ device: ScreenModel.Device, _ orientation: ScreenModel.Orientation,
        into loads: inout [String: LaidOutDocument], source: String
    ) -> LaidOutDocument? {
        let key = Self.caption(device, orientation)
        if let loaded = loads[key] { return loaded }
        var options = InterfaceBuilderOptions()
        options.device = device
        options.orientation = orientation
        do {
            let loaded = try InterfaceBuilderLayout.load(contentsOf: url, unit: nil, options: options)
            for failure in loaded.failures {
                failures.append(("\(source) \(failure.unit.id) (\(key))", failure.error.description))
            }
            note(loaded.units.flatMap { $0.warnings.map(\.description) })
            loads[key] = loaded
            return loaded
        } catch {
            failures.append(("\(source) (\(key))", error.description))
            return nil
        }
    }

    /// The layouts to draw: the screen's own first, then each of the command's orientations
    /// and devices.
    private func layouts(device: ScreenModel.Device, orientation: ScreenModel.Orientation) -> [(
        ScreenModel.Device, ScreenModel.Orientation
    )] {
        let devices = [device] + matrix.devices.filter { $0 != device }
        let orientations = [orientation] + matrix.orientations.filter { $0 != orientation }
        return orientations.flatMap { orientation in devices.map { ($0, orientation) } }
    }

    /// Writes each variant's picture and detail page; returns the thumbnail of the first.
    private mutating func write(
        _ variants: [Variant], baseName: String, title: String, summary: String?, source: String
    ) throws(ExitCode) -> GalleryPage.Entry {
        let names = variants.enumerated().map { index, variant in
            uniqueName(
                index == 0 ? baseName : "\(baseName)--\(variant.device.rawValue)-\(variant.orientation.rawValue)")
        }
        let links = zip(variants, names).map { GalleryPage.Link(caption: $0.caption, page: $1 + ".html") }
        for (variant, name) in zip(variants, names) {
            appearance?.apply(to: variant.scene.window)
            let svg = renderer.render(variant.scene)
            try OutputWriting.write(svg, to: path(name + ".svg"))
            let page = GalleryDetailPage(
                scene: variant.scene, picture: svg, source: source, caption: variant.caption, variants: links)
            try OutputWriting.write(page.html, to: path(name + ".html"))
            pictureCount += 1
        }
        withExtendedLifetime(variants) {}
        return GalleryPage.Entry(
            title: title, summary: summary, source: source, image: names[0] + ".svg", page: names[0] + ".html",
            variants: links)
    }

    private mutating func add(_ entry: GalleryPage.Entry, under heading: String) {
        if let index = groups.firstIndex(where: { $0.heading == heading }) {
            groups[index].entries.append(entry)
        } else {
            groups.append(GalleryPage.Group(heading: heading, entries: [entry]))
        }
    }

    /// `name` made safe for a file name and told apart from the names already written.
    private mutating func uniqueName(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let safe = String(name.map { allowed.contains($0) ? $0 : "-" })
        var candidate = safe
        var number = 2
        while !fileNames.insert(candidate.lowercased()).inserted {
            candidate = "\(safe)-\(number)"
            number += 1
        }
        return candidate
    }

    private func path(_ name: String) -> String { (output as NSString).appendingPathComponent(name) }

    nonisolated fileprivate static func caption(_ device: ScreenModel.Device, _ orientation: ScreenModel.Orientation)
        -> String
    {
        "\(device.rawValue) · \(orientation.rawValue)"
    }
}
