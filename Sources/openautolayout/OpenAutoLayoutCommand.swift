import ArgumentParser

/// `openautolayout`: looks into screen specs laid out by OpenAutoLayout.
@main
struct OpenAutoLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openautolayout",
        abstract: "Lay out screen specs as UIKit would, and look at the result.",
        discussion: """
            A screen spec (YAML or JSON, docs/spec-format.md) describes a device, its view \
            controllers, views and constraints; storyboards and xibs (docs/interface-builder.md) \
            are read as one screen per scene, top-level view and cell. Each command loads one, \
            lays it out and shows it: as a picture, a table of frames, an explanation of one \
            view, or a check; `serve` shows specs in a web page where settings can be toggled.

            Exit status: 0 on success, 1 when `check` finds problems or `gallery` could not \
            show every spec, 2 when a spec or document cannot be loaded or an output cannot be written.

            Example:
              openautolayout gallery -o gallery
            """,
        subcommands: [
            RenderCommand.self, FramesCommand.self, ExplainCommand.self, CheckCommand.self, GalleryCommand.self,
            ServeCommand.self,
        ])
}
