import Foundation

/// The gallery's `index.html`: one section per screen with its picture beside its frame table,
/// and a list of screens that failed to load with their errors. Self-contained (inline style),
/// deterministic, and readable without JavaScript.
@MainActor
public struct GalleryPage {
    /// One screen of the gallery.
    public struct Entry {
        /// The screen's title, the section's heading.
        public var title: String
        /// A sentence under the heading, if any.
        public var summary: String?
        /// Where the spec came from, as shown to the reader (`Examples/margins-vfl-right-to-left.yaml`).
        public var source: String
        /// The picture's file name, relative to the page.
        public var image: String
        /// The screen's numbers, shown beside the picture.
        public var frameTable: FrameTable

        /// An entry showing `image` beside `frameTable`.
        public init(title: String, summary: String?, source: String, image: String, frameTable: FrameTable) {
            self.title = title
            self.summary = summary
            self.source = source
            self.image = image
            self.frameTable = frameTable
        }
    }

    /// The page's title and heading.
    public var title: String
    /// The screens, in order.
    public var entries: [Entry]
    /// Specs that could not be shown, with their one-line errors.
    public var failures: [(source: String, error: String)]

    /// A page of `entries`, followed by the `failures`.
    public init(
        title: String = "OpenAutoLayout gallery", entries: [Entry], failures: [(source: String, error: String)] = []
    ) {
        self.title = title
        self.entries = entries
        self.failures = failures
    }

    /// The page as a self-contained HTML document.
    public var html: String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(escape(title))</title>",
            "<style>",
            "body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #1c1c1e; }",
            "section { display: flex; gap: 2em; align-items: flex-start; margin-bottom: 3em; flex-wrap: wrap; }",
            "section img { max-height: 720px; }",
            "pre { font-size: 12px; background: #f2f2f7; padding: 1em; overflow-x: auto; }",
            ".source { color: #6c6c70; font-size: 0.9em; }",
            ".error { color: #d70015; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(escape(title))</h1>",
            "<p>Each screen as OpenAutoLayout lays it out, with its frame table (frames in the superview's",
            "coordinates). Hover over a view in a picture to see its name and frame.</p>",
        ]
        if !entries.isEmpty {
            lines.append("<ul>")
            for (index, entry) in entries.enumerated() {
                lines.append("<li><a href=\"#screen\(index + 1)\">\(escape(entry.title))</a></li>")
            }
            lines.append("</ul>")
        }
        for (index, entry) in entries.enumerated() {
            lines.append("<h2 id=\"screen\(index + 1)\">\(escape(entry.title))</h2>")
            if let summary = entry.summary { lines.append("<p>\(escape(summary))</p>") }
            lines.append("<p class=\"source\">\(escape(entry.source))</p>")
            lines.append("<section>")
            lines.append("<object type=\"image/svg+xml\" data=\"\(escape(entry.image))\">")
            lines.append("<img src=\"\(escape(entry.image))\" alt=\"\(escape(entry.title))\">")
            lines.append("</object>")
            lines.append("<pre>\(escape(entry.frameTable.text))</pre>")
            lines.append("</section>")
        }
        if !failures.isEmpty {
            lines.append("<h2>Specs that did not load</h2>")
            lines.append("<ul>")
            for failure in failures {
                lines.append(
                    "<li><span class=\"source\">\(escape(failure.source))</span>: <span class=\"error\">\(escape(failure.error))</span></li>"
                )
            }
            lines.append("</ul>")
        }
        lines.append("</body>")
        lines.append("</html>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
