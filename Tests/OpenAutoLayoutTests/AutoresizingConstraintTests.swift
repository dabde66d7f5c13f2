import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// Views that translate their autoresizing mask into constraints
/// (docs/reference/priorities.md#translatesautoresizingmaskintoconstraints).
@MainActor @Suite struct AutoresizingConstraintTests {
    @Test func frameAndMaskBecomeConstraintsThatFollowAConstrainedSuperview() {
        let root = makeRoot(width: 400, height: 400)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(container)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        child.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        container.addSubview(child)
        let fixedChild = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        container.addSubview(fixedChild)
        container.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 20, 30, 200, 300)
        // Width flexible, margins fixed: 10 + w + 40 = 200. Top flexible: 300 − 30 − 60 = 210.
        expectFrame(child, 10, 210, 150, 30)
        expectFrame(fixedChild, 5, 5, 20, 20)
        let affecting = fixedChild.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.count == 2)
        #expect(affecting.allSatisfy { $0 is NSAutoresizingMaskLayoutConstraint })
        let texts = affecting.map { normalizeAddresses($0.description) }
        #expect(
            texts == [
                "<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 5   (active, names: '|':UIView:0x… )>",
                "<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….width == 20   (active)>",
            ])
        #expect(!child.hasAmbiguousLayout && !fixedChild.hasAmbiguousLayout)
        let flexible = child.constraintsAffectingLayout(for: .horizontal).map { normalizeAddresses($0.description) }
        #expect(
            flexible == [
                "<NSAutoresizingMaskLayoutConstraint:0x… h=-&- v=&-- UIView:0x….minX == 10   (active, names: '|':UIView:0x… )>",
                "<NSAutoresizingMaskLayoutConstraint:0x… h=-&- v=&-- UIView:0x….width == '|'.width - 50   (active, names: '|':UIView:0x… )>",
                // The flexible width follows the container's width.
                "<NSLayoutConstraint:0x… UIView:0x….width == 200   (active)>",
            ])

        // Setting the frame re-derives the constraints (an edit of their constants).
        fixedChild.frame = CGRect(x: 7, y: 8, width: 9, height: 10)
        root.layoutIfNeeded()
        expectFrame(fixedChild, 7, 8, 9, 10)
    }

    @Test func forgettingToTurnOffTranslationConflicts() {
        let root = makeRoot()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "box"
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 200)
        width.isActive = true
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("h=--& v=--& UIView:0x7f") == true)
        #expect(log.messages.first?.contains("'box'.width == 200   (active)") == true)
        // The frame was set before the app's constraint was activated, so the app's constraint
        // is the newest of the conflicting set and is the one broken.
        #expect(log.messages.first?.hasSuffix("'box'.width == 200   (active)>") == true)
        #expect(LayoutDiagnostics.brokenConstraints.contains { $0 === width })
        expectFrame(view, 0, 0, 100, 100)
    }
}
