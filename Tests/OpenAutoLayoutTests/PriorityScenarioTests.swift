import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// Scenarios (4) and (5) and the hugging test of the article "Auto Layout with Masonry": a
/// fallback constraint, toggled constraints, hugging and priorities deciding sizes.
@MainActor @Suite struct PriorityScenarioTests {
    /// (4) Three stacked views; the bottom one has a fallback `top == topView.bottom + 50 @750`
    /// that takes over when the middle view goes away.
    @Test func fallbackConstraintTakesOverWhenTheMiddleViewIsRemoved() {
        let view = makeRoot()
        let topView = makeConstrainedView(in: view)
        let midView = makeConstrainedView(in: view)
        let bottomView = makeConstrainedView(in: view)
        NSLayoutConstraint.activate([
            topView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            topView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            topView.widthAnchor.constraint(equalToConstant: 50),
            topView.heightAnchor.constraint(equalToConstant: 50),
            midView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 50),
            midView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            midView.widthAnchor.constraint(equalTo: topView.widthAnchor),
            midView.heightAnchor.constraint(equalTo: topView.heightAnchor),
            bottomView.widthAnchor.constraint(equalTo: topView.widthAnchor),
            bottomView.heightAnchor.constraint(equalTo: topView.heightAnchor),
            bottomView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bottomView.topAnchor.constraint(equalTo: midView.bottomAnchor, constant: 50),
        ])
        let fallback = bottomView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 50)
        fallback.priority = .defaultHigh
        fallback.isActive = true
        view.layoutIfNeeded()
        expectFrame(topView, 162.5, 100, 50, 50)
        expectFrame(midView, 162.5, 200, 50, 50)
        expectFrame(bottomView, 162.5, 300, 50, 50)

        midView.removeFromSuperview()
        view.layoutIfNeeded()
        expectFrame(topView, 162.5, 100, 50, 50)
        expectFrame(bottomView, 162.5, 200, 50, 50)
        #expect(fallback.isActive)
        #expect(!view.constraints.contains { $0.firstItem === midView || $0.secondItem === midView })
        #expect(!bottomView.hasAmbiguousLayout)
    }

    /// (5) One view, two vertical constraints; only one active at a time.
    @Test func movingAViewByActivatingOneConstraintAndDeactivatingAnother() {
        let view = makeRoot()
        let subView = makeConstrainedView(in: view)
        subView.backgroundColor = .blue
        let topConstraint = subView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
        let bottomConstraint = subView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -50)
        NSLayoutConstraint.activate([
            topConstraint,
            subView.widthAnchor.constraint(equalToConstant: 50),
            subView.heightAnchor.constraint(equalToConstant: 50),
            subView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        view.layoutIfNeeded()
        expectFrame(subView, 162.5, 100, 50, 50)

        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            // The article's order: activate first, then deactivate; one pass sees only the result.
            bottomConstraint.isActive = true
            topConstraint.isActive = false
            view.layoutIfNeeded()
            expectFrame(subView, 162.5, 567, 50, 50)

            bottomConstraint.isActive = false
            topConstraint.isActive = true
            view.layoutIfNeeded()
            expectFrame(subView, 162.5, 100, 50, 50)
        }
        #expect(log.messages.isEmpty)
    }

    /// Hugging test: two 50 × 50 views (intrinsic size) pinned to the top (64) and the bottom,
    /// with 40 points between them: one of them must stretch, and hugging decides which.
    @Test func huggingDecidesWhichOfTwoViewsStretches() {
        func build(topHugging: UILayoutPriority, bottomHugging: UILayoutPriority) -> (UIView, UIView, UIView) {
            let view = makeRoot()
            let topView = ContentView(contentSize: CGSize(width: 50, height: 50))
            let bottomView = ContentView(contentSize: CGSize(width: 50, height: 50))
            view.addSubview(topView)
            view.addSubview(bottomView)
            topView.setContentHuggingPriority(topHugging, for: .vertical)
            bottomView.setContentHuggingPriority(bottomHugging, for: .vertical)
            NSLayoutConstraint.activate([
                topView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                topView.topAnchor.constraint(equalTo: view.topAnchor, constant: 64),
                bottomView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                bottomView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                bottomView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 40),
            ])
            view.layoutIfNeeded()
            return (view, topView, bottomView)
        }
        // topView hugs at required: bottomView stretches over the remaining 667 − 154 points.
        let (root1, top1, bottom1) = build(topHugging: .required, bottomHugging: .defaultLow)
        expectFrame(top1, 162.5, 64, 50, 50)
        expectFrame(bottom1, 162.5, 154, 50, 513)
        #expect(!top1.hasAmbiguousLayout && !bottom1.hasAmbiguousLayout)
        // bottomView hugs harder than topView: topView stretches.
        let (root2, top2, bottom2) = build(topHugging: .defaultLow, bottomHugging: .defaultLow + 1)
        expectFrame(top2, 162.5, 64, 50, 513)
        expectFrame(bottom2, 162.5, 617, 50, 50)
        // Equal hugging: either could stretch, and the engine says so.
        let (root3, top3, bottom3) = build(topHugging: .defaultLow, bottomHugging: .defaultLow)
        #expect(top3.hasAmbiguousLayout && bottom3.hasAmbiguousLayout)
        // Subviews do not keep their superview alive (as in UIKit): keep the roots to here.
        withExtendedLifetime((root1, root2, root3)) {}
    }

    /// (2) A content view that grows with its rows: ten rows of 25, 50, … 250 points.
    @Test func constraintDrivenContentViewGrowsWithItsRows() {
        let scrollView = makeRoot()
        let contentView = makeConstrainedView(in: scrollView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ])
        var lastView: UIView?
        var height: CGFloat = 25
        var rows: [UIView] = []
        for _ in 0..<10 {
            let row = makeConstrainedView(in: contentView)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: lastView?.bottomAnchor ?? contentView.topAnchor),
                row.leftAnchor.constraint(equalTo: contentView.leftAnchor),
                row.widthAnchor.constraint(equalTo: contentView.widthAnchor),
                row.heightAnchor.constraint(equalToConstant: height),
            ])
            height += 25
            lastView = row
            rows.append(row)
        }
        let bottom = contentView.bottomAnchor.constraint(equalTo: lastView!.bottomAnchor)
        bottom.isActive = true
        scrollView.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 375, 1375)
        for (index, row) in rows.enumerated() {
            let i = CGFloat(index)
            expectFrame(row, 0, 25 * i * (i + 1) / 2, 375, 25 * (i + 1))
        }
        // One more row: the content view grows by its height.
        let extra = makeConstrainedView(in: contentView)
        bottom.isActive = false
        NSLayoutConstraint.activate([
            extra.topAnchor.constraint(equalTo: lastView!.bottomAnchor),
            extra.leftAnchor.constraint(equalTo: contentView.leftAnchor),
            extra.widthAnchor.constraint(equalTo: contentView.widthAnchor),
            extra.heightAnchor.constraint(equalToConstant: 275),
            contentView.bottomAnchor.constraint(equalTo: extra.bottomAnchor),
        ])
        scrollView.layoutIfNeeded()
        expectFrame(extra, 0, 1375, 375, 275)
        expectFrame(contentView, 0, 0, 375, 1650)
        #expect(!contentView.hasAmbiguousLayout)
    }

    /// The hugging test's second fix: explicit sizes, the bottom view's required and the top
    /// view's at a lower priority, so the top view gives way.
    @Test func lowerPrioritySizeGivesWay() {
        let view = makeRoot()
        let topView = makeConstrainedView(in: view)
        let bottomView = makeConstrainedView(in: view)
        let topWidth = topView.widthAnchor.constraint(equalToConstant: 50)
        let topHeight = topView.heightAnchor.constraint(equalToConstant: 50)
        topWidth.priority = .defaultHigh
        topHeight.priority = .defaultHigh
        NSLayoutConstraint.activate([
            topView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            topView.topAnchor.constraint(equalTo: view.topAnchor, constant: 64),
            topWidth, topHeight,
            bottomView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bottomView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bottomView.widthAnchor.constraint(equalToConstant: 50),
            bottomView.heightAnchor.constraint(equalToConstant: 50),
            topView.bottomAnchor.constraint(equalTo: bottomView.topAnchor, constant: -40),
        ])
        view.layoutIfNeeded()
        expectFrame(topView, 162.5, 64, 50, 513)
        expectFrame(bottomView, 162.5, 617, 50, 50)
        #expect(!topView.hasAmbiguousLayout && !bottomView.hasAmbiguousLayout)
    }

    /// The priorities example: left and right at medium priority, width at high. The width wins;
    /// left and right then pull equally in opposite directions, so the position is ambiguous
    /// (every x from 8 to 317 violates them by 309 points in total).
    @Test func highPriorityWidthBeatsMediumEdges() {
        let superView = makeRoot()
        let subView = makeConstrainedView(in: superView)
        let left = subView.leftAnchor.constraint(equalTo: superView.leftAnchor, constant: 8)
        let right = subView.rightAnchor.constraint(equalTo: superView.rightAnchor, constant: -8)
        let width = subView.widthAnchor.constraint(equalToConstant: 50)
        left.priority = .sceneSizeStayPut
        right.priority = .sceneSizeStayPut
        width.priority = .defaultHigh
        NSLayoutConstraint.activate([
            subView.topAnchor.constraint(equalTo: superView.topAnchor, constant: 10),
            left, right,
            subView.heightAnchor.constraint(equalToConstant: 100),
            width,
        ])
        superView.layoutIfNeeded()
        #expect(abs(subView.frame.width - 50) < 0.001)
        #expect(subView.frame.minX >= 8 - 0.001 && subView.frame.maxX <= 367 + 0.001)
        #expect(abs(subView.frame.minY - 10) < 0.001 && abs(subView.frame.height - 100) < 0.001)
        #expect(subView.hasAmbiguousLayout)
        // Raising one edge settles it.
        left.priority = .sceneSizeStayPut + 1
        superView.layoutIfNeeded()
        expectFrame(subView, 8, 10, 50, 100)
        #expect(!subView.hasAmbiguousLayout)
    }
}
