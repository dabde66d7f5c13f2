import Foundation

/// The gallery's `index.html`: the screens as thumbnails grouped under headings (a topic, or an
/// Interface Builder document), each opening its ``GalleryDetailPage``, and a list of screens
/// that failed to load with their errors. Self-contained (inline style, no script), deterministic,
/// and usable opened from disk.
@MainActor
public struct GalleryPage {
    /// A page of one screen on one device and orientation.
    public struct Link: Equatable, Sendable {
        /// What tells it apart from the screen's other pages (`iPhone8 · portrait`).
        public var caption: String
        /// The detail page's file name, relative to the index.
        public var page: String

        /// A link to `page`, shown as `caption`.
        public init(caption: String, page: String) {
            self.caption = caption
            self.page = page
        }
    }

    /// One screen of the gallery: a thumbnail that opens its detail page.
    public struct Entry: Equatable, Sendable {
        /// The screen's title, shown under the thumbnail.
        public var title: String
        /// A sentence about the screen, if any (the thumbnail's tooltip).
        public var summary: String?
        /// Where the screen came from, as shown to the reader (`Examples/margins-vfl-right-to-left.yaml`).
        public var source: String
        /// The thumbnail picture's file name, relative to the page.
        public var image: String
        /// The detail page the thumbnail opens.
        public var page: String
        /// The screen's pages on every device and orientation drawn, the thumbnail's first;
        /// listed under the thumbnail when there is more than one.
        public var variants: [Link]

        /// An entry whose thumbnail `image` opens `page`.
        public init(
            title: String, summary: String?, source: String, image: String, page: String, variants: [Link] = []
        ) {
            self.title = title
            self.summary = summary
            self.source = source
            self.image = image
            self.page = page
            self.variants = variants
        }
    }

    /// Screens under one heading: a topic of the examples, or one storyboard or xib.
    public struct Group: Equatable, Sendable {
        /// The group's heading (`Margins`, `Profile.storyboard`).
        public var heading: String
        /// The group's screens, in order.
        public var entries: [Entry]

        /// A group of `entries` under `heading`.
        public init(heading: String, entries: [Entry]) {
            self.heading = heading
            self.entries = entries
        }
    }

    /// The page's title and heading.
    public var title: String
    /// The groups, in order.
    public var groups: [Group]
    /// Screens that could not be shown, with their one-line errors.
    public var failures: [(source: String, error: String)]

    /// A page of `groups`, followed by the `failures`.
    public init(
        title: String = "OpenAutoLayout gallery", groups: [Group], failures: [(source: String, error: String)] = []
    ) {
        self.title = title
        self.groups = groups
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
            GalleryStyle.common,
            ".topics { columns: 3 14em; padding-left: 1.2em; }",
            ".thumbnails { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }",
            ".thumbnail { width: 150px; margin: 0; }",
            ".thumbnail img { display: block; width: 150px; height: auto; border: 1px solid #d1d1d6; }",
            ".thumbnail a { color: inherit; text-decoration: none; }",
            ".thumbnail .name { font-size: 0.9em; margin: 0.4em 0 0.1em; }",
            ".variants { font-size: 0.8em; padding: 0; margin: 0.2em 0; list-style: none; }",
            ".thumbnail .variants a { color: #0066cc; }",
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(escape(title))</h1>",
            "<p>Each screen as OpenAutoLayout lays it out. Open a picture to see it large with its frame table and",
            "constraints; there, point at a view to see its frame and click it to see why the frame is what it is.</p>",
        ]
        if groups.count > 1 {
            lines.append("<ul class=\"topics\">")
            for (index, group) in groups.enumerated() {
                lines.append(
                    "<li><a href=\"#group\(index + 1)\">\(escape(group.heading))</a> (\(group.entries.count))</li>")
            }
            lines.append("</ul>")
        }
        for (index, group) in groups.enumerated() {
            lines.append("<h2 id=\"group\(index + 1)\">\(escape(group.heading))</h2>")
            lines.append("<div class=\"thumbnails\">")
            for entry in group.entries { lines += thumbnail(entry) }
            lines.append("</div>")
        }
        if !failures.isEmpty {
            lines.append("<h2>Screens that did not load</h2>")
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

    private func thumbnail(_ entry: Entry) -> [String] {
        let tooltip = entry.summary.map { " title=\"\(escape($0))\"" } ?? ""
        var lines = [
            "<figure class=\"thumbnail\"\(tooltip)>",
            "<a class=\"open\" href=\"\(escape(entry.page))\"><img src=\"\(escape(entry.image))\" alt=\"\(escape(entry.title))\"></a>",
            "<figcaption><div class=\"name\"><a href=\"\(escape(entry.page))\">\(escape(entry.title))</a></div>",
            "<div class=\"source\">\(escape((entry.source as NSString).lastPathComponent))</div>",
        ]
        if entry.variants.count > 1 {
            lines.append("<ul class=\"variants\">")
            for variant in entry.variants {
                lines.append("<li><a href=\"\(escape(variant.page))\">\(escape(variant.caption))</a></li>")
            }
            lines.append("</ul>")
        }
        lines.append("</figcaption>")
        lines.append("</figure>")
        return lines
    }

    private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
