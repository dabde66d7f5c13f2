import Foundation
import OpenAutoLayout
import OpenSnapKit
import Testing

/// Masonry's `mas_distributeViewsAlongAxis` in Swift's shape.
@Suite struct DistributionTests {
    /// Three views, 10 apart, 20 from the left and 25 from the right of a 375-point root:
    /// (375 − 20 − 25 − 2 × 10) / 3 = 103.333… wide each.
    @Test func fixedSpacingHorizontally() {
        let root = makeRoot()
        let views = [addView(to: root), addView(to: root), addView(to: root)]
        views.snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 25)
        views.snp.makeConstraints { make in
            make.top.equalTo(5)
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        let width: CGFloat = 310.0 / 3
        expectFrame(views[0], 20, 5, width, 30)
        expectFrame(views[1], 30 + width, 5, width, 30)
        expectFrame(views[2], 40 + 2 * width, 5, width, 30)
        #expect(facts(views[1].snp.prepareConstraints { _ in }.flatMap(\.layoutConstraints)).isEmpty)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    /// Four views 50 high, 10 from the top and 20 from the bottom of a 667-point root, equal
    /// gaps of (667 − 30 − 4 × 50) / 3 = 145.666…
    @Test func fixedItemLengthVertically() {
        let root = makeRoot()
        let views = (0..<4).map { _ in addView(to: root) }
        views.snp.distributeViewsAlong(axisType: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        views.snp.makeConstraints { make in
            make.left.equalTo(0)
            make.width.equalTo(40)
        }
        root.layoutIfNeeded()
        let gap: CGFloat = 437.0 / 3
        for (index, view) in views.enumerated() {
            expectFrame(view, 0, 10 + CGFloat(index) * (50 + gap), 40, 50)
        }
    }

    /// The same frames when the superview is not at the window's origin.
    @Test func fixedItemLengthInAnOffsetSuperview() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 100))
        root.addSubview(container)
        let views = (0..<3).map { _ in addView(to: container) }
        views.snp.distributeViewsAlong(axisType: .horizontal, fixedItemLength: 60)
        views.snp.makeConstraints { make in make.top.bottom.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 60, 100)
        expectFrame(views[1], 120, 0, 60, 100)
        expectFrame(views[2], 240, 0, 60, 100)
    }

    @Test func distributingNeedsTwoViewsWithASuperview() {
        let root = makeRoot()
        #expect(throws: LayoutError(message: "views to distribute need to bigger than one")) {
            try [addView(to: root)].snp.checkedDistributeViewsAlong(axisType: .horizontal, fixedSpacing: 8)
        }
        let message =
            "Can't constrain views that do not share a common superview. Make sure that all the views in this array have been added into the same view hierarchy."
        #expect(throws: LayoutError(message: message)) {
            try [addView(to: root), addView(to: makeRoot())].snp.checkedDistributeViewsAlong(
                axisType: .vertical, fixedItemLength: 8)
        }
    }
}
