import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// A switch's frame reaches 2 points past its alignment rectangle on the trailing side
/// (docs/reference/fitting.md#alignment-rectangles).
@MainActor @Suite struct SwitchAlignmentTests {
    @Test func alignmentRectangleLeavesOutTwoTrailingPoints() {
        let toggle = UISwitch()
        #expect(toggle.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        expectRect(toggle.alignmentRect(forFrame: CGRect(x: 10, y: 10, width: 51, height: 31)), 10, 10, 49, 31)
        expectRect(toggle.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 49, height: 31)), 0, 0, 51, 31)
    }

    @Test func switchPinnedToATrailingEdgeAsXcodeStoresIt() {
        // From a saved storyboard: a 298.5 × 72 view holding a switch with
        // `view.trailing == switch.trailing` and equal centerY; Xcode stored the switch's frame
        // as (249.5, 20.5, 51, 31).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 382, height: 72))
        let container = UIView(frame: CGRect(x: 83.5, y: 0, width: 298.5, height: 72))
        root.addSubview(container)
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            container.trailingAnchor.constraint(equalTo: toggle.trailingAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(toggle, 249.5, 20.5, 51, 31)
    }

    @Test func rightToLeftSwitchLeavesOutItsLeftPoints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let container = UIView(frame: CGRect(x: 50, y: 0, width: 200, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        root.addSubview(container)
        let toggle = UISwitch()
        toggle.semanticContentAttribute = .forceRightToLeft
        toggle.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.topAnchor.constraint(equalTo: container.topAnchor),
            toggle.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // Trailing is the left edge: the alignment rectangle starts at 0, the frame 2 points left.
        #expect(toggle.alignmentRectInsets == UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 0))
        expectFrame(toggle, -2, 0, 51, 31)
    }

    @Test func fromIOS26ASwitchIs63By28() {
        let toggle = UISwitch()
        let window = show(toggle, systemVersion: 26, placedAt20And100)
        expectFrame(toggle, 20, 100, 63, 28)
        #expect(toggle.intrinsicContentSize == CGSize(width: 61, height: 28))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 63, height: 28))
        #expect(window.screen.systemVersion == 26)
    }

    @Test func fromIOS26ASwitchEndsARowTwoPointsPastTheStack() {
        // A storyboard of Xcode 26 stores a switch at (467, 0, 63, 28) beside a label stretched
        // to 467 × 28 in a horizontal stack 528 points wide.
        let label = ContentView(100, 20)
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, toggle])
        let window = show(row, systemVersion: 26) { row, root in
            [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 36),
                row.topAnchor.constraint(equalTo: root.topAnchor, constant: 236),
                row.widthAnchor.constraint(equalToConstant: 528),
            ]
        }
        expectFrame(row, 36, 236, 528, 28)
        expectFrame(label, 0, 0, 467, 28)
        expectFrame(toggle, 467, 0, 63, 28)
        #expect(window.screen.systemVersion == 26)
    }
}
