import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// From the articles "UILayoutGuide" and "Auto Layout with Masonry" (1): two views whose gaps to the superview and to each other stay equal,
/// built once with three layout guides and once with three spacer views. 667 − 100 − 50 = 517
/// points of space in three equal gaps of 172.333… Frames land on the 2× pixel grid, as on an
/// iPhone 8 (PixelGrid): edges at 172.333 and 444.667 snap to 172.5 and 444.5. Layout guides
/// report the engine's exact values.
@MainActor @Suite struct LayoutGuideSpacingTests {
    let gap: CGFloat = 517.0 / 3

    @Test func threeLayoutGuidesEqualiseTheSpacing() {
        let superView = makeRoot()
        let subView1 = makeConstrainedView(in: superView)
        let subView2 = makeConstrainedView(in: superView)
        let space1 = UILayoutGuide(), space2 = UILayoutGuide(), space3 = UILayoutGuide()
        superView.addLayoutGuide(space1)
        superView.addLayoutGuide(space2)
        superView.addLayoutGuide(space3)
        #expect(space1.owningView === superView)
        #expect(superView.layoutGuides == [space1, space2, space3])
        NSLayoutConstraint.activate([
            space1.topAnchor.constraint(equalTo: superView.topAnchor),
            space1.bottomAnchor.constraint(equalTo: subView1.topAnchor),
            space2.topAnchor.constraint(equalTo: subView1.bottomAnchor),
            space2.bottomAnchor.constraint(equalTo: subView2.topAnchor),
            space3.topAnchor.constraint(equalTo: subView2.bottomAnchor),
            space3.bottomAnchor.constraint(equalTo: superView.bottomAnchor),
            space1.heightAnchor.constraint(equalTo: space2.heightAnchor),
            space2.heightAnchor.constraint(equalTo: space3.heightAnchor),
            subView1.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
            subView1.widthAnchor.constraint(equalToConstant: 100),
            subView1.heightAnchor.constraint(equalToConstant: 100),
            subView2.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
            subView2.widthAnchor.constraint(equalToConstant: 50),
            subView2.heightAnchor.constraint(equalToConstant: 50),
        ])
        superView.layoutIfNeeded()
        expectFrame(subView1, 137.5, 172.5, 100, 100)
        expectFrame(subView2, 162.5, 444.5, 50, 50)
        expectRect(space1.layoutFrame, 0, 0, 0, gap)
        expectRect(space2.layoutFrame, 0, gap + 100, 0, gap)
        expectRect(space3.layoutFrame, 0, 2 * gap + 150, 0, gap)
        #expect(!subView1.hasAmbiguousLayout && !subView2.hasAmbiguousLayout)

        // The gaps follow the views' sizes: a taller first view shrinks every gap equally.
        let height = subView1.constraints.first { $0.firstAttribute == .height }
        height?.constant = 160
        superView.layoutIfNeeded()
        // Gaps of 152.333…: edges at 152.333 and 464.667 snap to 152.5 and 464.5.
        expectFrame(subView1, 137.5, 152.5, 100, 160)
        expectFrame(subView2, 162.5, 464.5, 50, 50)
    }

    @Test func threeSpacerViewsGiveTheSameFrames() {
        let superView = makeRoot()
        let subView1 = makeConstrainedView(in: superView)
        let subView2 = makeConstrainedView(in: superView)
        let spacers = (0..<3).map { _ in makeConstrainedView(in: superView) }
        for spacer in spacers {
            spacer.isHidden = true
            NSLayoutConstraint.activate([
                spacer.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
                spacer.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        NSLayoutConstraint.activate([
            spacers[0].topAnchor.constraint(equalTo: superView.topAnchor),
            spacers[0].bottomAnchor.constraint(equalTo: subView1.topAnchor),
            spacers[0].heightAnchor.constraint(equalTo: spacers[1].heightAnchor),
            spacers[0].heightAnchor.constraint(equalTo: spacers[2].heightAnchor),
            subView1.topAnchor.constraint(equalTo: spacers[0].bottomAnchor),
            subView1.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
            subView1.heightAnchor.constraint(equalToConstant: 100),
            subView1.widthAnchor.constraint(equalToConstant: 100),
            subView1.bottomAnchor.constraint(equalTo: spacers[1].topAnchor),
            spacers[1].topAnchor.constraint(equalTo: subView1.bottomAnchor),
            spacers[1].bottomAnchor.constraint(equalTo: subView2.topAnchor),
            spacers[1].heightAnchor.constraint(equalTo: spacers[0].heightAnchor),
            spacers[1].heightAnchor.constraint(equalTo: spacers[2].heightAnchor),
            subView2.topAnchor.constraint(equalTo: spacers[1].bottomAnchor),
            subView2.centerXAnchor.constraint(equalTo: superView.centerXAnchor),
            subView2.bottomAnchor.constraint(equalTo: spacers[2].topAnchor),
            subView2.heightAnchor.constraint(equalToConstant: 50),
            subView2.widthAnchor.constraint(equalToConstant: 50),
            spacers[2].topAnchor.constraint(equalTo: subView2.bottomAnchor),
            spacers[2].bottomAnchor.constraint(equalTo: superView.bottomAnchor),
            spacers[2].heightAnchor.constraint(equalTo: spacers[0].heightAnchor),
            spacers[2].heightAnchor.constraint(equalTo: spacers[1].heightAnchor),
        ])
        LayoutDiagnostics.withSink({ message in Issue.record("unexpected diagnostic: \(message)") }) {
            superView.layoutIfNeeded()
        }
        expectFrame(subView1, 137.5, 172.5, 100, 100)
        expectFrame(subView2, 162.5, 444.5, 50, 50)
        // Hidden spacer views are still laid out; their snapped edges give 172.5, 172 and 172.5.
        expectFrame(spacers[0], 182.5, 0, 10, 172.5)
        expectFrame(spacers[1], 182.5, 272.5, 10, 172)
        expectFrame(spacers[2], 182.5, 494.5, 10, 172.5)
        #expect(spacers.allSatisfy { !$0.hasAmbiguousLayout })
    }

    /// The article "UILayoutGuide": a guide groups items without grouping their constraints: its constraints rank
    /// with every other constraint by priority. A guide that would like to be 200 wide (@750)
    /// around a view that must be 120 wide, inside a container that allows at most 150.
    @Test func guideConstraintsRankWithAllOthersByPriority() {
        let container = makeRoot(width: 150, height: 100)
        let group = UILayoutGuide()
        group.identifier = "group"
        container.addLayoutGuide(group)
        let view = makeConstrainedView(in: container)
        let preferred = group.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            group.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor),
            group.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            group.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            group.topAnchor.constraint(equalTo: container.topAnchor),
            group.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            preferred,
            view.centerXAnchor.constraint(equalTo: group.centerXAnchor),
            view.widthAnchor.constraint(equalToConstant: 120),
            view.widthAnchor.constraint(lessThanOrEqualTo: group.widthAnchor),
            view.topAnchor.constraint(equalTo: group.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // The required edges win over the preferred width: the guide fills the 150 points.
        expectRect(group.layoutFrame, 0, 0, 150, 100)
        expectFrame(view, 15, 0, 120, 10)
        // Lowering the container's demands lets the preference win.
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        container.layoutIfNeeded()
        expectRect(group.layoutFrame, 100, 0, 200, 100)
        expectFrame(view, 140, 0, 120, 10)
        #expect(!view.hasAmbiguousLayout)
    }
}
