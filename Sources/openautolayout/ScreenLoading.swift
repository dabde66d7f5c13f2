import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// Loads a spec file into a laid-out scene for the rendering library, with what the layout
/// engine reported while laying it out.
@MainActor
enum ScreenLoading {
    /// A loaded spec: the scene and the engine's messages.
    struct Loaded {
        var scene: LayoutScene
        var messages: [String]
        /// Keeps the loaded screen (and what its views hold weakly) alive with the scene.
        var screen: LoadedScreen
    }

    /// Loads the spec at `path`, or throws a ``SpecError`` naming the file, line and column.
    static func load(_ path: String) throws(SpecError) -> Loaded {
        let screen = try ScreenSpecLoader.load(contentsOf: URL(fileURLWithPath: path))
        let scene = LayoutScene(
            title: screen.name, summary: screen.summary, window: screen.window, namedViews: screen.namedViews,
            namedGuides: screen.namedGuides, classNames: screen.classNames)
        return Loaded(scene: scene, messages: screen.diagnostics, screen: screen)
    }

    /// Loads the spec at `path` for a command: a load error ends the command with its one line.
    static func loadForCommand(_ path: String) throws(ExitCode) -> Loaded {
        do {
            return try load(path)
        } catch {
            throw CommandFailure.report(error.description)
        }
    }
}
