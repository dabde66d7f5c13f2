import Foundation
import OpenUIKit

/// Every named view's frame (in its superview, as UIKit prints it), its safe-area insets and
/// layout margins, and every named guide's layout frame: as aligned text or as JSON.
@MainActor
public struct FrameTable: Equatable, Sendable {
    /// One view's numbers.
    public struct ViewRow: Equatable, Sendable, Codable {
        /// The view's name in the scene.
        public var name: String
        /// The view's class, without its module (`UILabel`, `ProfileHeaderView`).
        public var className: String
        /// In the superview's coordinates (`view.frame`).
        public var frame: Rect
        /// In the window's coordinates.
        public var frameInWindow: Rect
        /// The view's `safeAreaInsets`.
        public var safeAreaInsets: Insets
        /// The view's effective `layoutMargins`.
        public var layoutMargins: Insets
        /// Whether the view is hidden; the text table marks such rows `(hidden)`.
        public var isHidden: Bool
    }

    /// One guide's numbers.
    public struct GuideRow: Equatable, Sendable, Codable {
        /// The guide's name in the scene.
        public var name: String
        /// The name of the guide's owning view, empty when it has none.
        public var owner: String
        /// In the owning view's coordinates (`guide.layoutFrame`).
        public var layoutFrame: Rect
    }

    /// A rectangle with named fields, for JSON.
    public struct Rect: Equatable, Sendable, Codable {
        /// The origin and size, in points.
        public var x: Double, y: Double, width: Double, height: Double

        init(_ rect: CGRect) {
            (x, y, width, height) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }

        var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }

    /// Insets with named fields, for JSON.
    public struct Insets: Equatable, Sendable, Codable {
        /// The four insets, in points.
        public var top: Double, left: Double, bottom: Double, right: Double

        init(_ insets: UIEdgeInsets) {
            (top, left, bottom, right) = (
                Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)
            )
        }

        var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    }

    /// The scene's title.
    public var title: String
    /// One row per subject view of the scene (``LayoutScene/subjects``), in order.
    public var views: [ViewRow]
    /// One row per named guide of the scene.
    public var guides: [GuideRow]

    /// The numbers of `scene`'s views and guides, read after laying its window out.
    public init(_ scene: LayoutScene) {
        let window = scene.window
        window.layoutIfNeeded()
        let naming = ViewNaming(scene: scene)
        title = scene.title
        views = scene.subjects.map { name, view in
            ViewRow(
                name: name, className: naming.className(of: view), frame: Rect(view.frame),
                frameInWindow: Rect(ViewTree.rectInWindow(view, window)), safeAreaInsets: Insets(view.safeAreaInsets),
                layoutMargins: Insets(view.layoutMargins), isHidden: view.isHidden)
        }
        guides = scene.subjectGuides.map { name, guide in
            GuideRow(
                name: name, owner: guide.owningView.map { naming.name(of: $0) } ?? "",
                layoutFrame: Rect(guide.layoutFrame))
        }
    }

    /// Aligned columns: view, class, frame, safe area, margins; then the guides.
    public var text: String {
        var rows = [["view", "class", "frame (x, y, width, height)", "safe area {t, l, b, r}", "margins {t, l, b, r}"]]
        for row in views {
            rows.append([
                row.name + (row.isHidden ? " (hidden)" : ""), row.className, GeometryText.rect(row.frame.cgRect),
                GeometryText.insets(row.safeAreaInsets.edgeInsets), GeometryText.insets(row.layoutMargins.edgeInsets),
            ])
        }
        var output = Self.aligned(rows)
        if !guides.isEmpty {
            var guideRows = [["guide", "owner", "layoutFrame (x, y, width, height)"]]
            for row in guides { guideRows.append([row.name, row.owner, GeometryText.rect(row.layoutFrame.cgRect)]) }
            output += "\n" + Self.aligned(guideRows)
        }
        return output
    }

    /// Pretty-printed JSON with sorted keys: `{"title", "views": […], "guides": […]}`.
    public var json: String {
        struct Document: Codable {
            var title: String
            var views: [ViewRow]
            var guides: [GuideRow]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(title: title, views: views, guides: guides))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Rows as left-aligned columns two spaces apart, each line ending with a newline.
    private static func aligned(_ rows: [[String]]) -> String {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
