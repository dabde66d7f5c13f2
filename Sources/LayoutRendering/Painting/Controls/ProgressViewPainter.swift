import Foundation
import OpenUIKit

/// A progress view as iOS draws it: a rounded track as tall as the view (`trackTintColor`, a
/// system fill; none in the bar style), filled to `progress` from the leading edge with
/// `progressTintColor` (the tint colour).
struct ProgressViewPainter: ViewPainting {
    func paint(_ view: UIProgressView, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        let radius = rect.height / 2
        if let track = view.trackTintColor ?? (view.progressViewStyle == .bar ? nil : .systemFill) {
            svg.rect(rect, radius: radius, fill: context.paint(track))
        }
        let width = rect.width * CGFloat(view.progress)
        guard width > 0 else { return }
        let x = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? rect.maxX - width : rect.minX
        svg.rect(
            CGRect(x: x, y: rect.minY, width: width, height: rect.height), radius: radius,
            fill: context.paint(view.progressTintColor ?? view.tintColor))
    }
}
