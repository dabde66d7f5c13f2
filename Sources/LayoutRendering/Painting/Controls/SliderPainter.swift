import Foundation
import OpenUIKit

/// A slider as iOS 13–17 draw it, in its alignment rectangle (the frame less 2 points at the
/// sides and 1 below): a 4-point rounded track, filled with `minimumTrackTintColor` (the tint)
/// up to the thumb and `maximumTrackTintColor` (a system fill) after it, and a white 28-point
/// thumb with a soft shadow at the value's place (mirrored right to left).
struct SliderPainter: ViewPainting {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    func paint(_ slider: UISlider, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        let body = CGRect(
            x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - 4), height: max(0, rect.height - 1))
        let range = slider.maximumValue - slider.minimumValue
        var fraction = range > 0 ? CGFloat((slider.value - slider.minimumValue) / range) : 0
        if slider.effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
        let radius = Self.thumbDiameter / 2
        let center = CGPoint(x: body.minX + radius + fraction * max(0, body.width - Self.thumbDiameter), y: body.midY)
        let track = CGRect(
            x: body.minX, y: body.midY - Self.trackHeight / 2, width: body.width, height: Self.trackHeight)
        let rightToLeft = slider.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minimum = context.paint(slider.minimumTrackTintColor ?? slider.tintColor)
        let maximum = context.paint(slider.maximumTrackTintColor ?? .systemFill)
        svg.rect(track, radius: Self.trackHeight / 2, fill: rightToLeft ? minimum : maximum)
        let filled = CGRect(x: track.minX, y: track.minY, width: center.x - track.minX, height: track.height)
        svg.rect(filled, radius: Self.trackHeight / 2, fill: rightToLeft ? maximum : minimum)
        if !slider.isEnabled { svg.open("g", [("opacity", "0.5")]) }
        svg.circle(
            center: CGPoint(x: center.x, y: center.y + 2), radius: radius + 0.5,
            fill: SVGPaint(hex: "#000000", opacity: 0.1))
        svg.circle(
            center: center, radius: radius, fill: context.paint(slider.thumbTintColor ?? .white),
            stroke: SVGPaint(hex: "#000000", opacity: 0.06), strokeWidth: 0.5)
        if !slider.isEnabled { svg.close("g") }
    }
}
