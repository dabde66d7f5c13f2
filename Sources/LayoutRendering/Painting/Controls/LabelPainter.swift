import Foundation
import OpenUIKit

/// Labels show only their text (drawn through ``RenderableText``), as in UIKit: no outline.
struct LabelPainter: ViewPainting {
    func paint(_ view: UILabel, in context: PaintContext, _ svg: inout SVGWriter) {}
}
