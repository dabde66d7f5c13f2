import Foundation
import OpenUIKit

/// A stepper as iOS draws it: from iOS 13 a grey rounded rectangle (`tertiarySystemFill`,
/// 8-point corners) split by a short divider, with − and + in the label colour; before iOS 13 a
/// tint-coloured outline and divider with tinted − and +. A button that cannot step (the value at
/// its bound, without `wraps`) is grey.
struct StepperPainter: ViewPainting {
    func paint(_ stepper: UIStepper, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        let modern = stepper.controlSystemVersion >= 13
        let tint = context.resolve(stepper.tintColor)
        if modern {
            svg.rect(rect, radius: 8, fill: context.paint(.tertiarySystemFill))
        } else {
            svg.rect(rect.insetBy(dx: 0.5, dy: 0.5), radius: 4, fill: nil, stroke: SVGPaint(tint), strokeWidth: 1)
        }
        let inset: CGFloat = modern ? 8 : 0
        svg.line(
            from: CGPoint(x: rect.midX, y: rect.minY + inset), to: CGPoint(x: rect.midX, y: rect.maxY - inset),
            stroke: modern ? context.paint(.systemGray3) : SVGPaint(tint), width: 1)
        let enabled = modern ? context.resolve(.label) : tint
        let disabled = context.resolve(.tertiaryLabel)
        let canDecrement = stepper.isEnabled && (stepper.wraps || stepper.value > stepper.minimumValue)
        let canIncrement = stepper.isEnabled && (stepper.wraps || stepper.value < stepper.maximumValue)
        let minus = CGPoint(x: rect.minX + rect.width / 4, y: rect.midY)
        let plus = CGPoint(x: rect.maxX - rect.width / 4, y: rect.midY)
        svg.line(
            from: CGPoint(x: minus.x - 7, y: minus.y), to: CGPoint(x: minus.x + 7, y: minus.y),
            stroke: SVGPaint(canDecrement ? enabled : disabled), width: 2, roundCaps: true)
        Glyphs.plus(
            in: CGRect(x: plus.x - 7, y: plus.y - 7, width: 14, height: 14),
            color: SVGPaint(canIncrement ? enabled : disabled),
            width: 2, &svg)
    }
}
