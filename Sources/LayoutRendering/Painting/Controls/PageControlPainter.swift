import Foundation
import OpenUIKit

/// A page control as iOS draws it: one dot per page, 16 points apart and centred, the current
/// page's in `currentPageIndicatorTintColor` (the label colour) and the others in
/// `pageIndicatorTintColor` (a faded label colour); 7-point dots up to iOS 13, 8-point ones
/// from iOS 14. Nothing when UIKit hides the control (no page, or one with `hidesForSinglePage`).
struct PageControlPainter: ViewPainting {
    static let pitch: CGFloat = 16

    func paint(_ control: UIPageControl, in context: PaintContext, _ svg: inout SVGWriter) {
        let pages = control.numberOfPages
        guard pages > 0, !(control.hidesForSinglePage && pages == 1) else { return }
        let rect = context.rect
        let diameter: CGFloat = control.controlSystemVersion >= 14 ? 8 : 7
        let rowWidth = Self.pitch * CGFloat(pages - 1)
        let current = context.paint(control.currentPageIndicatorTintColor ?? .label)
        let other = context.paint(control.pageIndicatorTintColor ?? .tertiaryLabel)
        let rightToLeft = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for page in 0..<pages {
            let index = rightToLeft ? pages - 1 - page : page
            let center = CGPoint(x: rect.midX - rowWidth / 2 + CGFloat(index) * Self.pitch, y: rect.midY)
            svg.circle(center: center, radius: diameter / 2, fill: page == control.currentPage ? current : other)
        }
    }
}
