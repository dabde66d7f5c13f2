import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UISegmentedControl's size, alignment rectangle and segments (docs/reference/controls.md#segmented-control).
@MainActor @Suite struct SegmentedControlTests {
    /// Titles are measured at 13 points, rounded up to the 2× pixel grid, and padded by 8 on each side.
    private func segmentWidth(_ titleWidth: CGFloat) -> CGFloat { pixelCeil(titleWidth) + 16 }

    @Test func everySegmentIsAsWideAsTheWidestTitle() throws {
        let control = UISegmentedControl(items: ["First", "Second"])
        let w = try FontOracle.widths(["First", "Second"], size: 13)
        let widest = segmentWidth(max(w[0], w[1]))
        #expect(control.segmentWidths.count == 2)
        expectValue(control.segmentWidths[0], widest)
        expectValue(control.segmentWidths[1], widest)
        expectSize(control.intrinsicContentSize, 2 * widest, 31)
        // The frame is one point taller than the alignment rectangle.
        expectSize(control.sizeThatFits(.zero), 2 * widest, 32)
        expectFrame(control, 0, 0, 2 * widest, 32)
        expectInsets(control.alignmentRectInsets, 0, 0, 1, 0)
        #expect(control.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(control.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func placedByPositionOnlyTheFrameReachesOnePointBelowItsAlignmentRectangle() throws {
        let control = UISegmentedControl(items: ["First", "Second"])
        let w = try FontOracle.widths(["First", "Second"], size: 13)
        let width = 2 * segmentWidth(max(w[0], w[1]))
        layOut(control, placedAt20And100)
        expectFrame(control, 20, 100, width, 32)
        let centred = UISegmentedControl(items: ["First", "Second"])
        layOut(centred) { control, root in
            [
                control.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                control.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ]
        }
        // The alignment rectangle (31 tall) is centred: 333.5 − 15.5 = 318.
        expectFrame(centred, pixelSnap((375 - width) / 2), 318, width, 32)
    }

    @Test func apportionedSegmentsTakeTheirOwnWidthsAndSetWidthsWin() throws {
        let control = UISegmentedControl(items: ["A", "Longer title", "B"])
        let w = try FontOracle.widths(["A", "Longer title", "B"], size: 13)
        control.apportionsSegmentWidthsByContent = true
        expectValue(control.intrinsicContentSize.width, w.map(segmentWidth).reduce(0, +))
        control.setWidth(50, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == 50)
        expectValue(control.intrinsicContentSize.width, segmentWidth(w[0]) + 50 + segmentWidth(w[2]))
        control.apportionsSegmentWidthsByContent = false
        // The others share the widest width among segments without a set width.
        let shared = segmentWidth(max(w[0], w[2]))
        expectValue(control.intrinsicContentSize.width, shared + 50 + shared)
    }

    @Test func imageSegmentsAreAsWideAsTheirImages() {
        let control = UISegmentedControl(items: [UIImage(size: CGSize(width: 30, height: 20))])
        control.apportionsSegmentWidthsByContent = true
        control.insertSegment(with: UIImage(size: CGSize(width: 10, height: 10)), at: 5, animated: false)
        expectSize(control.intrinsicContentSize, 46 + 26, 31)
        #expect(control.imageForSegment(at: 1)?.size == CGSize(width: 10, height: 10))
        #expect(control.titleForSegment(at: 0) == nil)
    }

    @Test func insertionIndexesArePinnedAndTheSelectionFollowsItsSegment() {
        let control = UISegmentedControl(items: ["a", "b"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "end", at: 99, animated: false)
        control.insertSegment(withTitle: "start", at: 0, animated: true)
        #expect(control.numberOfSegments == 4)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["start", "a", "b", "end"])
        #expect(control.selectedSegmentIndex == 2)
        control.setTitle("last", forSegmentAt: 10)
        #expect(control.titleForSegment(at: 3) == "last")
        #expect(control.titleForSegment(at: 4) == nil)
    }

    @Test func anIndexOutsideTheSegmentsLeavesTheSelectionAsItWas() {
        let control = UISegmentedControl(items: ["a", "b"])
        control.selectedSegmentIndex = 0
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 0)
        control.selectedSegmentIndex = -2
        #expect(control.selectedSegmentIndex == 0)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 1
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 0)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 0)
        expectSize(control.intrinsicContentSize, 0, 31)
    }

    @Test func beforeIOS13TheControlIs28PointsTall() throws {
        let control = UISegmentedControl(items: ["First", "Second"])
        let w = try FontOracle.widths(["First", "Second"], size: 13)
        let width = 2 * segmentWidth(max(w[0], w[1]))
        let window = show(control, systemVersion: 12, placedAt20And100)
        withExtendedLifetime(window) {
            expectSize(control.intrinsicContentSize, width, 28)
            expectFrame(control, 20, 100, width, 29)
        }
    }
}
