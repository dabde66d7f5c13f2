import Foundation
import OpenUIKit

/// A gallery page of one screen on one device and orientation: the picture, large and inline so
/// that its views answer the pointer, the frame table, the author's constraints, and for every
/// named view the explanation of its frame (``LayoutExplanation``, written with names only so that
/// the page is the same on every run). Pointing at a view shows its name, class and frame;
/// clicking it, or its row of the table, shows its explanation. Self-contained (inline style and
/// script), deterministic, and usable opened from disk.
@MainActor
public struct GalleryDetailPage {
    /// What the page shows about one named view.
    public struct ViewDetail: Equatable, Sendable, Codable {
        /// The view's name in the scene, as the picture's `data-name` carries it.
        public var name: String
        /// The line shown while the pointer is over the view: `orange (UIView) frame (50, 70, 275, 547)`.
        public var hover: String
        /// Why the frame is what it is, as `openautolayout explain` prints it without UIKit's descriptions.
        public var explanation: String
    }

    /// The screen's title, the page's heading.
    public var title: String
    /// A sentence about the screen, if any.
    public var summary: String?
    /// Where the screen came from (`Examples/margins-vfl-right-to-left.yaml`).
    public var source: String
    /// The device and orientation of this page (`iPhone8 · portrait`).
    public var caption: String
    /// The picture's SVG text, written into the page.
    public var picture: String
    /// The screen's numbers.
    public var frameTable: FrameTable
    /// The author's active constraints written with names, broken ones marked.
    public var constraints: [String]
    /// The named views, in the scene's order, each name once.
    public var views: [ViewDetail]
    /// The screen's pages on every device and orientation drawn, this one included.
    public var variants: [GalleryPage.Link]
    /// The index page's file name, relative to this page.
    public var index: String

    /// The page of `scene` drawn as `picture`, linking to `variants` and back to `index`.
    public init(
        scene: LayoutScene, picture: String, source: String, caption: String, variants: [GalleryPage.Link] = [],
        index: String = "index.html"
    ) {
        title = scene.title
        summary = scene.summary
        self.source = source
        self.caption = caption
        self.picture = picture
        frameTable = FrameTable(scene)
        constraints = scene.authoredConstraints.map { constraint in
            scene.equation(of: constraint) + (constraint.isBrokenByEngine ? "  (broken by the engine)" : "")
        }
        var seen: Set<String> = []
        views = scene.subjects.compactMap { subject in
            guard seen.insert(subject.name).inserted else { return nil }
            let explanation = LayoutExplanation(view: subject.view, in: scene)
            return ViewDetail(
                name: subject.name,
                hover: "\(explanation.name) (\(explanation.className)) frame \(GeometryText.rect(explanation.frame))",
                explanation: explanation.text(includingDescriptions: false))
        }
        self.variants = variants
        self.index = index
    }

    /// The page as a self-contained HTML document.
    public var html: String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>\(escape(title)) · \(escape(caption))</title>",
            "<style>",
            GalleryStyle.common,
            GalleryDetailPage.style,
            "</style>",
            "</head>",
            "<body>",
            "<p><a id=\"back\" href=\"\(escape(index))\">All screens</a></p>",
            "<h1>\(escape(title))</h1>",
        ]
        if let summary { lines.append("<p>\(escape(summary))</p>") }
        lines.append("<p class=\"source\">\(escape(source)) · \(escape(caption))</p>")
        if variants.count > 1 { lines.append(variantLinks) }
        lines += [
            "<div class=\"screen\">",
            "<div id=\"picture\">",
            picture.hasSuffix("\n") ? String(picture.dropLast()) : picture,
            "</div>",
            "<div class=\"side\">",
            "<p id=\"hover\" data-hint=\"\(Self.hoverHint)\">\(Self.hoverHint)</p>",
            "<h2>Why this frame</h2>",
            "<pre id=\"explanation\">\(Self.explanationHint)</pre>",
            "</div>",
            "</div>",
        ]
        lines += frameRows
        lines.append("<h2>Constraints</h2>")
        if constraints.isEmpty {
            lines.append("<p>The author made no constraints (frames, autoresizing masks or the system's).</p>")
        } else {
            lines.append("<ol id=\"constraints\">")
            lines += constraints.map { "<li><code>\(escape($0))</code></li>" }
            lines.append("</ol>")
        }
        lines.append("<script type=\"application/json\" id=\"views\">\(viewsJSON)</script>")
        lines.append("<script>")
        lines.append(GalleryDetailPage.script)
        lines.append("</script>")
        lines.append("</body>")
        lines.append("</html>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static let hoverHint = "Point at a view to see its frame; click it to see why."
    private static let explanationHint = "Click a view in the picture, or a row of the frame table."

    private var variantLinks: String {
        let links = variants.map { variant in
            variant.caption == caption
                ? "<strong>\(escape(variant.caption))</strong>"
                : "<a href=\"\(escape(variant.page))\">\(escape(variant.caption))</a>"
        }
        return "<p class=\"variants\">Also drawn on: \(links.joined(separator: " | "))</p>"
    }

    private var frameRows: [String] {
        var lines = [
            "<h2>Frames</h2>",
            "<table id=\"frames\">",
            "<tr><th>view</th><th>class</th><th>frame (x, y, width, height)</th><th>in the window</th>"
                + "<th>safe area {t, l, b, r}</th><th>margins {t, l, b, r}</th></tr>",
        ]
        let explained = Set(views.map(\.name))
        for row in frameTable.views {
            let hidden = row.isHidden ? " (hidden)" : ""
            let cells = [
                row.name + hidden, row.className, GeometryText.rect(row.frame.cgRect),
                GeometryText.rect(row.frameInWindow.cgRect), GeometryText.insets(row.safeAreaInsets.edgeInsets),
                GeometryText.insets(row.layoutMargins.edgeInsets),
            ]
            let link = explained.contains(row.name) ? " data-view=\"\(escape(row.name))\"" : ""
            lines.append("<tr\(link)>" + cells.map { "<td>\(escape($0))</td>" }.joined() + "</tr>")
        }
        lines.append("</table>")
        if !frameTable.guides.isEmpty {
            lines.append("<h2>Layout guides</h2>")
            lines.append("<table id=\"guides\">")
            lines.append("<tr><th>guide</th><th>owner</th><th>layoutFrame</th></tr>")
            for guide in frameTable.guides {
                let cells = [guide.name, guide.owner, GeometryText.rect(guide.layoutFrame.cgRect)]
                lines.append("<tr>" + cells.map { "<td>\(escape($0))</td>" }.joined() + "</tr>")
            }
            lines.append("</table>")
        }
        return lines
    }

    /// The views as a JSON object by name, with `<` written as an escape so that no text in it
    /// can end the script element.
    private var viewsJSON: String {
        let byName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(byName)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    private func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
