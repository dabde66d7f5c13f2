import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutRendering
import LayoutSpec

/// Loads spec files and Interface Builder documents into laid-out scenes for the rendering
/// library, with what the layout engine reported while laying them out.
@MainActor
enum ScreenLoading {
    /// A loaded screen: the scene and the engine's events.
    struct Loaded {
        var scene: LayoutScene
        var events: [LayoutEvent]
        /// Keeps the loaded screen (and what its views hold weakly) alive with the scene.
        var screen: LoadedScreen
        /// The storyboard's or xib's unit, for documents.
        var unit: LaidOutUnit?
    }

    /// What a command loads: the screens, and whether some file or unit could not be loaded
    /// (already reported on standard error).
    struct Batch {
        var screens: [Loaded]
        var hadErrors: Bool

        /// The status to end with after the command's output: 2 when something did not load.
        func finish() throws(ExitCode) {
            if hadErrors { throw CommandFailure.unusable }
        }
    }

    /// Loads the spec at `path`, or throws a ``SpecError`` naming the file, line and column.
    static func load(_ path: String) throws(SpecError) -> Loaded {
        scene(of: try ScreenSpecLoader.load(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Loads `path` for a command: a spec (with `options`' device and orientation), a
    /// storyboard or xib (each unit, or the one `options` picks), or a folder of storyboards and
    /// xibs. Warnings go to standard error; a spec that cannot be loaded, or nothing to lay out,
    /// ends the command with one line.
    static func loadForCommand(_ path: String, options: LayoutOptions) throws(ExitCode) -> Batch {
        let settings = try options.interfaceBuilderOptions()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let isDocument = InterfaceBuilderLayout.fileExtensions.contains((path as NSString).pathExtension.lowercased())
        guard isDocument || (exists && isDirectory.boolValue) else {
            if options.unit != nil || options.contentSize != "measured" || options.mode != "runtime" {
                throw CommandFailure.report(
                    "--unit, --content-size and --mode are for storyboards and xibs, not \(path)")
            }
            return Batch(screens: [try loadSpec(path, settings)], hadErrors: false)
        }
        let files = isDocument ? [path] : try documents(in: path)
        var batch = Batch(screens: [], hadErrors: false)
        var warnings: [String] = []
        var available: [String] = []
        for file in files {
            let laidOut: LaidOutDocument
            do {
                laidOut = try InterfaceBuilderLayout.load(
                    contentsOf: URL(fileURLWithPath: file), unit: options.unit, options: settings)
            } catch {
                report(error.description)
                batch.hadErrors = true
                continue
            }
            warnings += laidOut.document.warnings.map(\.description)
            for unit in laidOut.units {
                warnings += unit.warnings.map(\.description)
                batch.screens.append(scene(of: unit, file: file))
            }
            for failure in laidOut.failures {
                report(failure.error.description)
                batch.hadErrors = true
            }
            if options.unit != nil, laidOut.units.isEmpty, laidOut.failures.isEmpty {
                available += InterfaceBuilderLayout.units(of: laidOut.document, options: settings).map { unit in
                    unit.name.map { "\(unit.id) (\($0))" } ?? unit.id
                }
            }
        }
        var seen: Set<String> = []
        for warning in warnings where seen.insert(warning).inserted { report(warning) }
        if batch.screens.isEmpty, !batch.hadErrors {
            if let unit = options.unit {
                throw CommandFailure.report(
                    "\(path) has no unit '\(unit)' (its units: \(available.joined(separator: ", ")))")
            }
            throw CommandFailure.report("\(path) holds no storyboard or xib with a scene, view or cell to lay out")
        }
        if batch.screens.isEmpty { throw CommandFailure.unusable }
        return batch
    }

    /// The spec at `path` with `settings`' device and orientation, laid out.
    private static func loadSpec(_ path: String, _ settings: InterfaceBuilderOptions) throws(ExitCode) -> Loaded {
        do {
            let url = URL(fileURLWithPath: path)
            var model = try ScreenSpecLoader.model(contentsOf: url)
            if let device = settings.device { model.device = device }
            if let orientation = settings.orientation { model.orientation = orientation }
            return scene(of: try ScreenBuilder.build(model, fileName: url.relativePath))
        } catch {
            throw CommandFailure.report(error.description)
        }
    }

    /// The storyboards and xibs under `directory`, sorted by path.
    private static func documents(in directory: String) throws(ExitCode) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw CommandFailure.report("cannot read the directory \(directory)")
        }
        let names = enumerator.compactMap { $0 as? String }.filter {
            InterfaceBuilderLayout.fileExtensions.contains(($0 as NSString).pathExtension.lowercased())
        }
        guard !names.isEmpty else { throw CommandFailure.report("\(directory) holds no .storyboard or .xib files") }
        return names.sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    static func scene(of screen: LoadedScreen) -> Loaded {
        let scene = LayoutScene(
            title: screen.name, summary: screen.summary, window: screen.window, namedViews: screen.namedViews,
            namedGuides: screen.namedGuides, classNames: screen.classNames)
        return Loaded(scene: scene, events: screen.events, screen: screen, unit: nil)
    }

    /// A unit's scene: its own views by their ids, titled with the file's name and the unit's id.
    static func scene(of unit: LaidOutUnit, file: String) -> Loaded {
        let title = "\((file as NSString).lastPathComponent) \(unit.unit.id)"
        let scene = LayoutScene(
            title: title, summary: unit.unit.name, window: unit.screen.window,
            namedViews: unit.views.map { ($0.id, $0.view) }, classNames: unit.screen.classNames,
            provisionalConstraints: unit.provisionalConstraints)
        return Loaded(scene: scene, events: unit.screen.events, screen: unit.screen, unit: unit)
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
