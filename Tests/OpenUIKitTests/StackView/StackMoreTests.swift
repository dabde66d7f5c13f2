import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Right-to-left stacks, vertical equal spacing and centering, and the conflict log of a
/// hidden view with a fixed height; expected frames by hand.
@MainActor @Suite struct StackMoreTests {
    final class Messages: Sendable {
        private let stored = Locked<[String]>([])
        func append(_ message: String) { stored.withLock { $0.append(message) } }
        var all: [String] { stored.current }
    }

    @Test func rightToLeftStackStartsAtTheRight() {
        // 200 wide: a (50) at the right edge, b (60) 10 to its left; b stretches (first of
        // the tied views is a, which grows: 200 − 60 − 10 = 130).
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(60, 20)
        let (_, _) = makeStack([a, b], width: 200) {
            $0.spacing = 10
            $0.semanticContentAttribute = .forceRightToLeft
        }
        expectFrame(a, 70, 0, 130, 20)
        expectFrame(b, 0, 0, 60, 20)
    }

    @Test func verticalEqualSpacingAndCentering() {
        // Heights 20, 40, 60 in 300: gaps (300 − 120) / 2 = 90.
        let views = [IntrinsicBox(30, 20), IntrinsicBox(30, 40), IntrinsicBox(30, 60)]
        let (root, stack) = makeStack(views, axis: .vertical, height: 300) { $0.distribution = .equalSpacing }
        expectFrame(views[1], 0, 110, 30, 40)
        expectFrame(views[2], 0, 240, 30, 60)
        // Centers 10 and 270 → the middle one at 140: y = 120.
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 30, 20)
        expectFrame(views[1], 0, 120, 30, 40)
        expectFrame(views[2], 0, 240, 30, 60)
    }

    @Test func hidingAViewWithARequiredHeightLogsTheConflict() {
        // The classic: a view with `height == 128` in a vertical stack, then hidden. UIKit keeps
        // the stack view's UISV-hiding constraint and breaks the app's height (as in the logs
        // of docs/reference/priorities.md#unsatisfiable-constraints): the view is 0 tall, flush
        // below a (a hidden view is out of the chain), and the stack is a's 20 points.
        let messages = Messages()
        LayoutDiagnostics.withSink({ messages.append($0) }) {
            let a = IntrinsicBox(50, 20), b = UIView()
            b.accessibilityIdentifier = "orange"
            let (root, stack) = makeStack([a, b], axis: .vertical) { $0.spacing = 8 }
            let height = b.heightAnchor.constraint(equalToConstant: 128)
            height.identifier = "OrangeLabelHeight"
            height.isActive = true
            root.layoutIfNeeded()
            expectFrame(b, 0, 28, 50, 128)
            b.isHidden = true
            root.layoutIfNeeded()
            expectFrame(b, 0, 20, 50, 0)
            expectValue(stack.frame.height, 20)
            #expect(height.isBrokenByEngine)
        }
        let log = messages.all.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("'UISV-hiding'"))
        #expect(log.contains("'OrangeLabelHeight'"))
        #expect(log.contains("Will attempt to recover by breaking constraint"))
    }

    @Test func belowRequiredTheHidingConstraintYieldsToARequiredHeight() {
        // The stack's package-level hidingPriority (Interface Builder's canvas lowers it to
        // 999.999): the hidden view keeps its 128 points at its place below a, nothing conflicts,
        // and a height at 999 still gives way to the hiding constraint.
        let messages = Messages()
        LayoutDiagnostics.withSink({ messages.append($0) }) {
            let a = IntrinsicBox(50, 20), b = UIView(), c = UIView()
            let (root, stack) = makeStack([a, b, c], axis: .vertical) {
                $0.spacing = 8
                $0.hidingPriority = UILayoutPriority(999.999)
            }
            let required = b.heightAnchor.constraint(equalToConstant: 128)
            let high = c.heightAnchor.constraint(equalToConstant: 64)
            high.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([required, high])
            b.isHidden = true
            c.isHidden = true
            root.layoutIfNeeded()
            expectFrame(b, 0, 20, 50, 128)
            expectFrame(c, 0, 20, 50, 0)
            expectValue(stack.frame.height, 20)
            #expect(!required.isBrokenByEngine)
        }
        #expect(messages.all.isEmpty)
    }
}
