import Foundation
import OpenUIKit

/// A segmented control as iOS draws it, in its alignment rectangle (the frame less the bottom
/// point), the segments stretched to fill it (equally, or in proportion to their widths when
/// they have their own). From iOS 13: a grey rounded track (`tertiarySystemFill`, 9-point
/// corners), the selected segment a white (dark: grey) rounded thumb 2 points inside it, thin
/// separators between unselected segments, titles in 13-point text (bold when selected). Before
/// iOS 13: a tint-coloured outline with 4-point corners, the selected segment filled with the tint
/// and its title white, the others' titles in the tint.
struct SegmentedControlPainter: ViewPainting {
    static let thumb = UIColor.dynamic(light: .white, dark: .rgb255(99, 99, 102))
    static let titleFont = UIFont.systemFont(ofSize: 13)
    static let selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    func paint(_ control: UISegmentedControl, in context: PaintContext, _ svg: inout SVGWriter) {
        let body = CGRect(
            x: context.rect.minX, y: context.rect.minY, width: context.rect.width,
            height: max(0, context.rect.height - 1))
        let frames = Self.segmentFrames(control, in: body)
        guard !frames.isEmpty else { return }
        let modern = control.controlSystemVersion >= 13
        let tint = context.resolve(control.tintColor)
        if modern {
            svg.rect(body, radius: 9, fill: context.paint(.tertiarySystemFill))
        } else {
            svg.rect(body.insetBy(dx: 0.5, dy: 0.5), radius: 4, fill: nil, stroke: SVGPaint(tint), strokeWidth: 1)
        }
        let selected = control.selectedSegmentIndex
        for (index, frame) in frames.enumerated() {
            if index == selected {
                if modern {
                    svg.rect(
                        frame.insetBy(dx: 2, dy: 2), radius: 7,
                        fill: context.paint(control.selectedSegmentTintColor ?? Self.thumb),
                        stroke: SVGPaint(hex: "#000000", opacity: 0.04), strokeWidth: 0.5)
                } else {
                    svg.rect(frame.insetBy(dx: 0.5, dy: 0.5), radius: 3, fill: SVGPaint(tint))
                }
            }
            let nextIsSelected = index + 1 == selected
            if index + 1 < frames.count, !modern || (index != selected && !nextIsSelected) {
                let x = frame.maxX
                let inset: CGFloat = modern ? 8 : 0
                svg.line(
                    from: CGPoint(x: x, y: frame.minY + inset), to: CGPoint(x: x, y: frame.maxY - inset),
                    stroke: modern ? context.paint(.systemGray4) : SVGPaint(tint), width: 1)
            }
        }
        for (index, frame) in frames.enumerated() {
            let isSelected = index == selected
            var color = modern ? context.resolve(.label) : (isSelected ? .white : tint)
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { color = context.resolve(.tertiaryLabel) }
            if let title = control.titleForSegment(at: index) {
                TextBox.draw(
                    title, font: isSelected && modern ? Self.selectedTitleFont : Self.titleFont, color: color,
                    in: frame.insetBy(dx: 4, dy: 0), alignment: .center, &svg)
            } else if let image = control.imageForSegment(at: index) {
                let side = min(image.size.width, image.size.height, frame.height - 8)
                let box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
                Glyphs.symbol(named: image.name, in: box, color: SVGPaint(color), filled: false, &svg)
            }
        }
    }

    /// Each segment's frame in `body`: the control's segment widths stretched to its width.
    static func segmentFrames(_ control: UISegmentedControl, in body: CGRect) -> [CGRect] {
        let widths = control.segmentWidths
        let total = widths.reduce(0, +)
        guard !widths.isEmpty else { return [] }
        var x = body.minX
        return widths.map { width in
            let share = total > 0 ? width / total * body.width : body.width / CGFloat(widths.count)
            defer { x += share }
            return CGRect(x: x, y: body.minY, width: share, height: body.height)
        }
    }
}
