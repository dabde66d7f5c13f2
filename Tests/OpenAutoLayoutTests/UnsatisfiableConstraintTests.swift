import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// Required conflicts are logged in UIKit's format and recovered from by breaking the app's
/// newest constraint of the minimal conflicting set, keeping UIKit's own
/// (docs/reference/priorities.md#unsatisfiable-constraints).
@MainActor @Suite struct UnsatisfiableConstraintTests {
    @Test func anOlderAppConstraintIsBrokenRatherThanANewerAutoresizingTranslation() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        container.accessibilityIdentifier = "container"
        root.addSubview(container)
        let content = makeConstrainedView(in: container, name: "content")
        let height = content.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            height,
        ])
        root.layoutIfNeeded()
        // The container's frame, translated after the app's constraints, now conflicts.
        container.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) { root.layoutIfNeeded() }
        #expect(log.messages.count == 1)
        let message = log.messages.first.map(normalizeAddresses) ?? ""
        #expect(message.contains("h=--& v=--& UIView:0x…'container'.height == 44"))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint:0x… UIView:0x…'content'.height == 100   (active)>"
            ))
        #expect(height.isBrokenByEngine)
        expectFrame(content, 0, 0, 320, 44)
    }

    @Test func logTextAndRecovery() {
        let root = makeRoot()
        let box = makeConstrainedView(in: root, name: "box")
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
        narrow.isActive = true
        wide.isActive = true
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            root.layoutIfNeeded()
        }
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<NSLayoutConstraint:0x… UIView:0x…'box'.width == 100   (active)>",
                "<NSLayoutConstraint:0x… UIView:0x…'box'.width >= 400   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x… UIView:0x…'box'.width >= 400   (active)>
            """
        #expect(log.messages.map(normalizeAddresses) == [expected])
        #expect(LayoutDiagnostics.brokenConstraints.contains { $0 === wide })
        #expect(wide.isActive)
        expectFrame(box, 0, 0, 100, 10)
        // The layout is otherwise determined.
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func onlyTheMinimalConflictingSetIsListed() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root, name: "a")
        let b = makeConstrainedView(in: root, name: "b")
        let unrelated = [
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalToConstant: 5),
        ]
        let chain = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5),
        ]
        NSLayoutConstraint.activate(unrelated + chain)
        root.layoutIfNeeded()
        let conflicting = a.widthAnchor.constraint(equalToConstant: 50)
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            conflicting.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        let message = log.messages.first.map(normalizeAddresses) ?? ""
        // Root's width (autoresizing), a's leading and trailing, and the new width.
        #expect(message.contains("'a'.leading == UIView:0x….leading + 10"))
        #expect(message.contains("'a'.trailing == UIView:0x….trailing - 10"))
        #expect(message.contains("h=--& v=--& UIView:0x….width == 375"))
        #expect(!message.contains("'b'"))
        #expect(!message.contains("'a'.top"))
        #expect(
            message.hasSuffix(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint:0x… UIView:0x…'a'.width == 50   (active)>"
            ))
        expectFrame(a, 10, 0, 355, 5)
        // Deactivating the broken constraint and activating a compatible one works normally.
        conflicting.isActive = false
        chain[1].isActive = false
        conflicting.isActive = true
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 50, 5)
    }

    /// A constant edit that makes required constraints conflict is reported and recovered from
    /// like an addition.
    @Test func conflictingConstantEdit() {
        let root = makeRoot()
        let box = makeConstrainedView(in: root, name: "box")
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            width, cap,
        ])
        root.layoutIfNeeded()
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            width.constant = 200
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        let message = log.messages.first.map(normalizeAddresses) ?? ""
        #expect(message.contains("\"<NSLayoutConstraint:0x… UIView:0x…'box'.width == 200   (active)>\""))
        // The cap was activated after the width: it is the one broken.
        #expect(message.hasSuffix("<NSLayoutConstraint:0x… UIView:0x…'box'.width <= 150   (active)>"))
        expectFrame(box, 0, 0, 200, 10)
    }
}
