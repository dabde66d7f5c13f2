import Foundation
import OpenUIKit

/// A text field's border as iOS draws each style (its text or placeholder is drawn through
/// ``RenderableText``): `roundedRect` a white (dark: dark grey) field with 5-point corners and a
/// thin grey border; `line` a thin rectangle in the label colour; `bezel` a grey rectangle with a
/// darker top edge; `none` nothing.
struct TextFieldPainter: ViewPainting {
    /// The rounded field's background and border.
    static let roundedFill = UIColor.dynamic(light: .white, dark: .rgb255(28, 28, 30))
    static let roundedBorder = UIColor.dynamic(light: .rgb255(204, 204, 204), dark: .rgb255(56, 56, 58))

    func paint(_ view: UITextField, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        switch view.borderStyle {
        case .none:
            break
        case .roundedRect:
            let fill = view.backgroundColor == nil ? context.paint(Self.roundedFill) : nil
            svg.rect(
                rect.insetBy(dx: 0.25, dy: 0.25), radius: 5, fill: fill, stroke: context.paint(Self.roundedBorder),
                strokeWidth: 0.5)
        case .line:
            svg.rect(rect.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: context.paint(.label), strokeWidth: 1)
        case .bezel:
            svg.rect(rect.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: context.paint(.systemGray), strokeWidth: 1)
            svg.line(
                from: CGPoint(x: rect.minX, y: rect.minY + 1), to: CGPoint(x: rect.maxX, y: rect.minY + 1),
                stroke: context.paint(.systemGray2), width: 1)
        }
    }
}
