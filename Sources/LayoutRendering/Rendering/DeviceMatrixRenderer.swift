import Foundation
import OpenUIKit

/// Draws one screen laid out several times — on several devices, in several orientations — as
/// one SVG picture: a grid with a column per device and a row per orientation, each picture
/// captioned, each drawn as ``SVGRenderer`` draws it (hover titles included).
@MainActor
public struct DeviceMatrixRenderer {
    /// One picture of the grid: a laid-out screen and the caption written above it.
    public struct Cell {
        /// The caption, e.g. "iPhone 8 · portrait".
        public var caption: String
        /// The laid-out screen.
        public var scene: LayoutScene

        /// A picture of `scene` captioned `caption`.
        public init(caption: String, scene: LayoutScene) {
            self.caption = caption
            self.scene = scene
        }
    }

    /// What each picture draws on top of its views.
    public var overlays: Overlays

    /// Space between pictures and around the grid, in points.
    static let gap: CGFloat = 24
    /// Height of a caption line above each picture.
    static let captionHeight: CGFloat = 20

    /// A renderer drawing `overlays` on every picture (none by default).
    public init(overlays: Overlays = []) {
        self.overlays = overlays
    }

    /// The SVG document for `rows` of pictures (each row one orientation, each column one
    /// device), titled `title`, ending with a newline. Columns are as wide as their widest
    /// picture and rows as tall as their tallest, so pictures of one device line up.
    public func render(title: String, rows: [[Cell]]) -> String {
        let sizes = rows.map { row in
            row.map { cell -> CGSize in
                cell.scene.window.layoutIfNeeded()
                return DeviceChrome(window: cell.scene.window).canvasSize
            }
        }
        let columnCount = rows.map(\.count).max() ?? 0
        let columnWidths = (0..<columnCount).map { column in
            sizes.compactMap { column < $0.count ? $0[column].width : nil }.max() ?? 0
        }
        let rowHeights = sizes.map { ($0.map(\.height).max() ?? 0) + Self.captionHeight }
        let width = columnWidths.reduce(Self.gap) { $0 + $1 + Self.gap }
        let height = rowHeights.reduce(Self.gap) { $0 + $1 + Self.gap }

        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("width", NumberText.svg(width)), ("height", NumberText.svg(height)),
                ("viewBox", "0 0 \(NumberText.svg(width)) \(NumberText.svg(height))"),
            ])
        svg.element("title", [], text: title)
        let renderer = SVGRenderer(overlays: overlays)
        var y = Self.gap
        for (rowIndex, row) in rows.enumerated() {
            var x = Self.gap
            for (columnIndex, cell) in row.enumerated() {
                svg.element(
                    "text",
                    [
                        ("x", NumberText.svg(x)), ("y", NumberText.svg(y + Self.captionHeight - 6)),
                        ("font-family", "sans-serif"), ("font-size", "14"), ("fill", "#333"),
                    ], text: cell.caption)
                svg.open(
                    "g", [("transform", "translate(\(NumberText.svg(x)) \(NumberText.svg(y + Self.captionHeight)))")])
                svg.embed(renderer.render(cell.scene, clipIdentifier: "screen-\(rowIndex + 1)-\(columnIndex + 1)"))
                svg.close("g")
                x += columnWidths[columnIndex] + Self.gap
            }
            y += rowHeights[rowIndex] + Self.gap
        }
        svg.close("svg")
        return svg.text
    }
}
