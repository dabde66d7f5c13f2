import Foundation
import OpenUIKit

/// A switch as iOS 13–17 draw it: a 51 × 31 capsule track, grey when off and `onTintColor`
/// (system green) when on, and a white 27-point knob 2 points inside the track, on the leading
/// side when off (the trailing side when on; mirrored right to left), with a soft shadow. A
/// disabled switch is drawn at half opacity.
struct SwitchPainter: ViewPainting {
    /// The off track: UIKit's secondary system fill over the background, opaque.
    static let offTrack = UIColor.dynamic(light: .rgb255(233, 233, 234), dark: .rgb255(57, 57, 61))
    /// The knob's diameter and its inset from the track's edge.
    static let knobDiameter: CGFloat = 27
    static let knobInset: CGFloat = 2

    func paint(_ view: UISwitch, in context: PaintContext, _ svg: inout SVGWriter) {
        let track = CGRect(origin: context.rect.origin, size: CGSize(width: 51, height: 31))
        if !view.isEnabled { svg.open("g", [("opacity", "0.5")]) }
        let trackColor = view.isOn ? (view.onTintColor ?? .systemGreen) : Self.offTrack
        svg.rect(track, radius: track.height / 2, fill: context.paint(trackColor))
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let atTrailingEnd = view.isOn != rightToLeft
        let radius = Self.knobDiameter / 2
        let centerX = atTrailingEnd ? track.maxX - Self.knobInset - radius : track.minX + Self.knobInset + radius
        let center = CGPoint(x: centerX, y: track.midY)
        svg.circle(
            center: CGPoint(x: center.x, y: center.y + 1.5), radius: radius + 0.5,
            fill: SVGPaint(hex: "#000000", opacity: 0.12))
        svg.circle(
            center: center, radius: radius, fill: context.paint(view.thumbTintColor ?? .white),
            stroke: SVGPaint(hex: "#000000", opacity: 0.04), strokeWidth: 0.5)
        if !view.isEnabled { svg.close("g") }
    }
}
