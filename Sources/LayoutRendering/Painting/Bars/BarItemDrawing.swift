import Foundation
import OpenUIKit

/// A bar button item in a navigation bar or toolbar as iOS draws it: a title in 17-point text
/// (bold for the `done` style) in the tint colour, an image (a symbol's glyph, or a picture's
/// stand-in) at its size, a system item as its title ("Done", "Cancel", …) or glyph (+, ⓧ, …),
/// a custom view as an outline of its size; disabled items are grey.
@MainActor
enum BarItemDrawing {
    /// The font of item titles.
    static func font(for item: UIBarButtonItem) -> UIFont {
        UIFont.systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    }

    /// The side of a glyph or symbol image in a bar.
    static let glyphSide: CGFloat = 22

    /// The title UIKit shows for a system item, if it shows one.
    static func systemTitle(_ item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The SF Symbol a system item's glyph stands for.
    static func systemSymbol(_ item: UIBarButtonItem.SystemItem) -> String {
        switch item {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .close: "xmark.circle.fill"
        default: "questionmark"
        }
    }

    /// The title the item shows, if it shows text.
    static func title(of item: UIBarButtonItem) -> String? {
        if let system = item.systemItem { return systemTitle(system) }
        if item.image != nil || item.customView != nil { return nil }
        return item.title
    }

    /// The item's width (0 for a flexible space, which takes what is left).
    static func width(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem == .fixedSpace { return item.width }
        if item.systemItem == .flexibleSpace { return 0 }
        if item.width > 0 { return item.width }
        if let view = item.customView { return view.frame.width }
        if let title = title(of: item) { return TextBox.width(of: title, font: font(for: item)) }
        if let image = item.image { return image.isSymbolImage ? glyphSide : image.size.width }
        return glyphSide
    }

    /// Draws the item between `minX` and `minX + width` of `row` (window coordinates), in `tint`.
    static func draw(
        _ item: UIBarButtonItem, minX: CGFloat, width: CGFloat, row: CGRect, tint: UIColor, _ context: PaintContext,
        _ svg: inout SVGWriter
    ) {
        guard !item.isSpace else { return }
        let color = context.resolve(item.isEnabled ? (item.tintColor ?? tint) : .tertiaryLabel)
        let slot = CGRect(x: minX, y: row.minY, width: width, height: row.height)
        if let view = item.customView {
            let size = view.frame.size
            svg.rect(
                CGRect(x: slot.minX, y: slot.midY - size.height / 2, width: size.width, height: size.height),
                radius: 4, fill: nil, stroke: SVGPaint(color), strokeWidth: 0.5)
        } else if let title = title(of: item) {
            TextBox.draw(title, font: font(for: item), color: color, in: slot, &svg)
        } else if let image = item.image, !image.isSymbolImage {
            let frame = CGRect(
                x: slot.minX, y: slot.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
            svg.rect(frame, radius: 3, fill: nil, stroke: SVGPaint(color), strokeWidth: 1)
        } else {
            let name = item.systemItem.map(systemSymbol) ?? item.image?.name
            let box = CGRect(
                x: slot.midX - glyphSide / 2, y: slot.midY - glyphSide / 2, width: glyphSide, height: glyphSide)
            Glyphs.symbol(named: name, in: box, color: SVGPaint(color), filled: false, &svg)
        }
    }

    /// Lays out `items` leading first from `minX`, `gap` apart (spaces add their own width;
    /// flexible spaces share what is left up to `maxX`); returns each item's x and width.
    static func positions(
        of items: [UIBarButtonItem], from minX: CGFloat, to maxX: CGFloat, gap: CGFloat
    ) -> [(item: UIBarButtonItem, x: CGFloat, width: CGFloat)] {
        let widths = items.map(width(of:))
        var gaps: CGFloat = 0
        for index in items.indices.dropFirst() where !items[index].isSpace && !items[index - 1].isSpace {
            gaps += gap
        }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let spare = max(0, maxX - minX - widths.reduce(0, +) - gaps)
        var x = minX
        var result: [(item: UIBarButtonItem, x: CGFloat, width: CGFloat)] = []
        for (index, item) in items.enumerated() {
            if index > 0 && !item.isSpace && !items[index - 1].isSpace { x += gap }
            let width = item.systemItem == .flexibleSpace ? spare / CGFloat(flexible) : widths[index]
            result.append((item, x, width))
            x += width
        }
        return result
    }
}
