import Foundation
import OpenUIKit

/// An image view's image, placed by `contentMode` (scaled to fill, to fit or to fill keeping
/// the aspect ratio, or unscaled at the centre, an edge or a corner), as a stand-in of Apple's
/// pixels: a symbol image as a stroked glyph in the tint colour (a few common symbols are
/// recognisable, see ``Glyphs/symbol(named:in:color:filled:_:)``); any other image as a light
/// grey panel with a picture glyph and, when there is room, the image's name and size.
struct ImageViewPainter: ViewPainting {
    func paint(_ view: UIImageView, in context: PaintContext, _ svg: inout SVGWriter) {
        guard let image = view.image, image.size.width > 0, image.size.height > 0 else { return }
        let frame = Self.imageRect(of: image.size, in: context.rect, mode: view.contentMode)
        if image.isSymbolImage {
            let tint = (view.superview as? UIButton).map(ButtonPainter.titleColor(of:)) ?? view.tintColor!
            Glyphs.symbol(named: image.name, in: frame, color: context.paint(tint), filled: false, &svg)
            return
        }
        svg.rect(
            frame, fill: context.paint(.tertiarySystemFill), stroke: context.paint(.systemGray3), strokeWidth: 0.5)
        let glyphSize = min(frame.width, frame.height) * 0.4
        let caption = [image.name, "\(NumberText.svg(image.size.width)) × \(NumberText.svg(image.size.height))"]
            .compactMap { $0 }
        let captionFont = UIFont.systemFont(ofSize: 10)
        let captionHeight: CGFloat = 13
        let showsCaption = frame.height >= 60 && frame.width >= 50
        let glyphCenter = CGPoint(
            x: frame.midX, y: frame.midY - (showsCaption ? CGFloat(caption.count) * captionHeight / 2 : 0))
        if glyphSize >= 8 {
            Glyphs.photo(center: glyphCenter, size: min(glyphSize, 44), color: context.paint(.systemGray), &svg)
        }
        guard showsCaption else { return }
        for (index, line) in caption.enumerated() {
            let top = glyphCenter.y + min(glyphSize, 44) * 0.4 + 4 + CGFloat(index) * captionHeight
            TextBox.draw(
                line, font: captionFont, color: context.resolve(.secondaryLabel),
                in: CGRect(x: frame.minX + 2, y: top, width: frame.width - 4, height: captionHeight),
                alignment: .center, &svg)
        }
    }

    /// Where an image of `size` is drawn in `bounds` by `mode`.
    static func imageRect(of size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let widthRatio = bounds.width / size.width
            let heightRatio = bounds.height / size.height
            let ratio = mode == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(
                x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
                height: scaled.height)
        default:
            let x: CGFloat
            let y: CGFloat
            switch mode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch mode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
