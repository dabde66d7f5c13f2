import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Stack view distributions (docs/reference/stack-views.md#distributions), horizontal stacks; every expected frame worked out by hand in the
/// comments (frames of arranged views are in the stack view's coordinates).
@MainActor @Suite struct StackDistributionTests {
    @Test func fillStretchesTheFirstOfTiedLowestHugging() {
        // 300 − 50 − 60 − spacing 10 = 180 to spare; both hug at 250: the first grows.
        // Heights: alignment fill, 30 and 40 → the taller compression (750) beats hugging (250).
        let a = IntrinsicBox(50, 30), b = IntrinsicBox(60, 40)
        let (_, stack) = makeStack([a, b], width: 300) { $0.spacing = 10 }
        expectFrame(stack, 10, 20, 300, 40)
        expectFrame(a, 0, 0, 230, 40)
        expectFrame(b, 240, 0, 60, 40)
    }

    @Test func fillStretchesTheLowestHugging() {
        let a = IntrinsicBox(50, 30), b = IntrinsicBox(60, 30), c = IntrinsicBox(40, 30)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let (_, _) = makeStack([a, b, c], width: 300) { $0.spacing = 10 }
        // b takes all 300 − 150 − 20 = 130 to spare: 60 + 130 = 190.
        expectFrame(a, 0, 0, 50, 30)
        expectFrame(b, 60, 0, 190, 30)
        expectFrame(c, 260, 0, 40, 30)
    }

    @Test func fillShrinksTheLowestCompressionResistance() {
        let a = IntrinsicBox(100, 30), b = IntrinsicBox(100, 30)
        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let (_, _) = makeStack([a, b], width: 150)
        // 50 too little; a resists less and gives it all.
        expectFrame(a, 0, 0, 50, 30)
        expectFrame(b, 50, 0, 100, 30)
    }

    @Test func fillWithoutAWidthHugsTheContent() {
        let a = IntrinsicBox(50, 30), b = IntrinsicBox(60, 30)
        let (_, stack) = makeStack([a, b]) { $0.spacing = 8 }
        expectFrame(stack, 10, 20, 118, 30)
        expectFrame(b, 58, 0, 60, 30)
    }

    @Test func fillProportionallySharesByIntrinsicWidth() {
        // UIKit's multipliers: length / (sum of lengths + spacing) = 50, 100, 150 over 320, at
        // 999, 998, 997 (docs/reference/stack-views.md#fill-proportionally). In 330 points:
        // 51.5625 and 103.125; the last view's constraint gives way: 330 − 20 − 154.6875 =
        // 155.3125. Edges 51.5625, 61.5625, 164.6875 and 174.6875 snap to the half point (2×
        // screen): 51.5, 61.5, 164.5 and 174.5.
        let views = [IntrinsicBox(50, 20), IntrinsicBox(100, 20), IntrinsicBox(150, 20)]
        let (root, stack) = makeStack(views, width: 330) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        expectFrame(views[0], 0, 0, 51.5, 20)
        expectFrame(views[1], 61.5, 0, 103, 20)
        expectFrame(views[2], 174.5, 0, 155.5, 20)
        let priorities = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(
            \.priority.rawValue)
        #expect(priorities == [999, 998, 997])
        #expect(root.subviews == [stack])
    }

    @Test func fillProportionallyFollowsAChangedIntrinsicSize() {
        let a = IntrinsicBox(100, 20), b = IntrinsicBox(100, 20)
        let (root, _) = makeStack([a, b], width: 200) { $0.distribution = .fillProportionally }
        expectFrame(a, 0, 0, 100, 20)
        b.contentSize = CGSize(width: 300, height: 20)
        root.layoutIfNeeded()
        // 100 : 300 of 200.
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 50, 0, 150, 20)
    }

    @Test func equalSpacingWithoutAWidthUsesTheMinimumSpacing() {
        let views = [IntrinsicBox(50, 20), IntrinsicBox(60, 20), IntrinsicBox(70, 20)]
        let (_, stack) = makeStack(views) {
            $0.distribution = .equalSpacing
            $0.spacing = 5
        }
        expectFrame(stack, 10, 20, 190, 20)
        expectFrame(views[2], 120, 0, 70, 20)
    }

    /// Three views 20 points tall in a horizontal stack 300 points wide.
    struct ThreeViews: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let distribution: UIStackView.Distribution
        let spacing: CGFloat
        /// The views' intrinsic widths.
        let widths: [CGFloat]
        /// Where the views end up, worked out by hand.
        let frames: [(x: CGFloat, width: CGFloat)]
    }

    nonisolated static let threeViews = [
        // (300 − 2 × 15) / 3 = 90 each.
        ThreeViews(
            testDescription: "fill equally gives equal widths", distribution: .fillEqually, spacing: 15,
            widths: [10, 50, 200], frames: [(0, 90), (105, 90), (210, 90)]),
        // 300 − (50 + 60 + 70) = 120 → two gaps of 60.
        ThreeViews(
            testDescription: "equal spacing pads the gaps evenly", distribution: .equalSpacing, spacing: 5,
            widths: [50, 60, 70], frames: [(0, 50), (110, 60), (230, 70)]),
        // Centers 20 and 300 − 50 = 250 → middle center 135, x = 105.
        ThreeViews(
            testDescription: "equal centering spaces the centers evenly", distribution: .equalCentering, spacing: 5,
            widths: [40, 60, 100], frames: [(0, 40), (105, 60), (200, 100)]),
    ]

    @Test(arguments: threeViews)
    func aDistributionPlacesThreeViewsAcrossTheStack(_ stacked: ThreeViews) {
        let views = stacked.widths.map { IntrinsicBox($0, 20) }
        let (_, _) = makeStack(views, width: 300) {
            $0.distribution = stacked.distribution
            $0.spacing = stacked.spacing
        }
        #expect(stacked.frames.count == views.count)
        for (view, frame) in zip(views, stacked.frames) {
            expectFrame(view, frame.x, 0, frame.width, 20)
        }
    }

    @Test func verticalFillEquallyWithSpacing() {
        // (200 − 2 × 4) / 3 = 64 each.
        let views = [IntrinsicBox(30, 10), IntrinsicBox(30, 20), IntrinsicBox(30, 30)]
        let (_, stack) = makeStack(views, axis: .vertical, height: 200) {
            $0.distribution = .fillEqually
            $0.spacing = 4
        }
        expectFrame(stack, 10, 20, 30, 200)
        expectFrame(views[0], 0, 0, 30, 64)
        expectFrame(views[1], 0, 68, 30, 64)
        expectFrame(views[2], 0, 136, 30, 64)
    }
}
