import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// Constraints act on a view's alignment rectangle; its frame is `frame(forAlignmentRect:)`
/// of it (docs/reference/fitting.md#alignment-rectangles).
@MainActor @Suite struct AlignmentRectTests {
    /// A view whose alignment rectangle lies 2 points inside its frame at the top, 4 at the
    /// left, 6 at the bottom and 8 at the right, with an intrinsic size of 30 × 20.
    @MainActor final class InsetView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
    }

    @Test func conversionsInsetAndOutsetByTheInsets() {
        let view = InsetView()
        expectRect(view.alignmentRect(forFrame: CGRect(x: 10, y: 20, width: 100, height: 50)), 14, 22, 88, 42)
        expectRect(view.frame(forAlignmentRect: CGRect(x: 14, y: 22, width: 88, height: 42)), 10, 20, 100, 50)
        let plain = UIView()
        #expect(plain.alignmentRectInsets == .zero)
        expectRect(plain.alignmentRect(forFrame: CGRect(x: 1, y: 2, width: 3, height: 4)), 1, 2, 3, 4)
        expectRect(plain.frame(forAlignmentRect: CGRect(x: 1, y: 2, width: 3, height: 4)), 1, 2, 3, 4)
    }

    @Test func edgeToEdgeConstraintsPlaceTheAlignmentRectangle() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        root.addSubview(container)
        let inset = InsetView()
        inset.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inset)
        NSLayoutConstraint.activate([
            inset.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            inset.topAnchor.constraint(equalTo: container.topAnchor),
            inset.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // Alignment rectangle (0, 0, 100, 50): the frame reaches past it by the insets.
        expectFrame(inset, -4, -2, 112, 58)
    }

    @Test func intrinsicSizeIsTheAlignmentRectanglesSize() {
        let root = makeRoot()
        let inset = InsetView()
        inset.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(inset)
        NSLayoutConstraint.activate([
            inset.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Alignment rectangle (10, 10, 30, 20); frame 30 + 4 + 8 wide, 20 + 2 + 6 tall.
        expectFrame(inset, 6, 8, 42, 28)
    }

    @Test func subviewsMarginsAndAutoresizingAreMeasuredFromTheFrame() {
        let root = makeRoot()
        let inset = InsetView()
        inset.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(inset)
        NSLayoutConstraint.activate([
            inset.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            inset.widthAnchor.constraint(equalToConstant: 88),
            inset.heightAnchor.constraint(equalToConstant: 42),
        ])
        let pinned = makeConstrainedView(in: inset)
        let fixed = UIView(frame: CGRect(x: 10, y: 12, width: 20, height: 10))
        inset.addSubview(fixed)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: inset.layoutMarginsGuide.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: inset.layoutMarginsGuide.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 5),
            pinned.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // Alignment rectangle (100, 100, 88, 42), frame (96, 98, 100, 50).
        expectFrame(inset, 96, 98, 100, 50)
        // Margins (8) measured from the bounds, as in every view.
        expectRect(inset.layoutMarginsGuide.layoutFrame, 8, 8, 84, 34)
        expectFrame(pinned, 8, 8, 5, 5)
        // A frame set by hand stays where it was set.
        expectFrame(fixed, 10, 12, 20, 10)
    }

    @Test func aViewPlacedByItsFrameKeepsTheFrame() {
        let root = makeRoot()
        let inset = InsetView(frame: CGRect(x: 50, y: 60, width: 70, height: 40))
        root.addSubview(inset)
        let follower = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            // Constraints see the alignment rectangle (54, 62, 58, 32).
            follower.leadingAnchor.constraint(equalTo: inset.trailingAnchor),
            follower.topAnchor.constraint(equalTo: inset.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(inset, 50, 60, 70, 40)
        expectFrame(follower, 112, 94, 10, 10)
    }
}
