import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenSnapKit
import Testing

/// Masonry's `mas_distributeViewsAlongAxis` in Swift's shape.
@MainActor @Suite struct DistributionTests {
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
        // On the 2× pixel grid the edges 123.333, 133.333, 236.667 and 246.667 snap to 123.5,
        // 133.5, 236.5 and 246.5.
        expectFrame(views[0], 20, 5, 103.5, 30)
        expectFrame(views[1], 133.5, 5, 103, 30)
        expectFrame(views[2], 246.5, 5, 103.5, 30)
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
        // Tops at 10, 205.667, 401.333 and 597, on the 2× pixel grid 10, 205.5, 401.5 and 597.
        for (view, top) in zip(views, [10, 205.5, 401.5, 597] as [CGFloat]) {
            expectFrame(view, 0, top, 40, 50)
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
        #expect(throws: LayoutError(.tooFewViewsToDistribute, message: "views to distribute need to bigger than one")) {
            try [addView(to: root)].snp.checkedDistributeViewsAlong(axisType: .horizontal, fixedSpacing: 8)
        }
        let message =
            "Can't constrain views that do not share a common superview. Make sure that all the views in this array have been added into the same view hierarchy."
        #expect(throws: LayoutError(.noCommonAncestor, message: message)) {
            try [addView(to: root), addView(to: makeRoot())].snp.checkedDistributeViewsAlong(
                axisType: .vertical, fixedItemLength: 8)
        }
    }
}
