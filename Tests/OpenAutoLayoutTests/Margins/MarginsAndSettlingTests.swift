import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// The margins API around the resolution rule (docs/reference/margins.md), the readable-content
/// guide, and the layout pass that repeats until frames, margins and the safe area settle
/// (docs/reference/safe-area.md#settling).
@MainActor @Suite struct MarginsAndSettlingTests {
    @Test func gettersAndCallbacksFollowSettersAtOnce() {
        let root = makeHostedRoot()
        let view = makeLoggingView(in: root, name: "view")
        pinEdges(view, to: root)
        root.layoutIfNeeded()
        #expect(view.layoutMargins.description == "{28, 8, 8, 8}")
        #expect(view.marginChanges == 1)
        #expect(view.safeAreaChanges == 1)
        view.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        // What was set plus the safe area, at once, and the callback from the setter as in UIKit.
        #expect(view.layoutMargins.description == "{70, 50, 50, 50}")
        #expect(view.marginChanges == 2)
        root.layoutIfNeeded()
        #expect(view.marginChanges == 2)
        #expect(view.lastMargins == "{70, 50, 50, 50}")
        // Setting the same value again changes nothing.
        view.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        root.layoutIfNeeded()
        #expect(view.marginChanges == 2)
        #expect(view.safeAreaChanges == 1)
    }

    @Test func marginAttributesUseTheEffectiveMargins() {
        let root = makeRoot()
        let container = makeConstrainedView(in: root)
        pinEdges(container, to: root)
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 100)
        let dot = makeConstrainedView(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: dot, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerXWithinMargins,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: dot, attribute: .centerY, relatedBy: .equal, toItem: container, attribute: .centerYWithinMargins,
                multiplier: 1, constant: 0),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Margins rectangle x 20…275, y 10…637.
        expectFrame(dot, 142.5, 318.5, 10, 10)
        root.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        // The container's top margin is now 10 + 20: y 30…637.
        expectFrame(dot, 142.5, 328.5, 10, 10)
    }

    @Test func marginChangesReachPreservingDescendantsInOnePass() {
        let root = makeHostedRoot()
        let blue = makeLoggingView(in: root, name: "blue")
        pinEdges(blue, to: root)
        let orange = makeLoggingView(in: blue, name: "orange")
        pinEdges(orange, to: blue)
        orange.preservesSuperviewLayoutMargins = true
        let red = makeLoggingView(in: orange, name: "red")
        pinEdgesToMargins(red, of: orange)
        root.layoutIfNeeded()
        // Orange: max(8 + 20, blue's 8 + 20) on top, 8 elsewhere.
        expectFrame(red, 8, 28, 359, 631)
        blue.layoutMargins = UIEdgeInsets(top: 100, left: 30, bottom: 8, right: 8)
        root.layoutIfNeeded()
        #expect(orange.layoutMargins.description == "{120, 30, 8, 8}")
        expectFrame(red, 30, 120, 337, 539)
        #expect(orange.lastMargins == "{120, 30, 8, 8}")
    }

    /// A view controller's root view (docs/reference/margins.md#root-view-margins): own margins at least the host's minimum
    /// (`systemMinimumLayoutMargins`), then the safe area added.
    @Test func hostMinimumMarginsForAViewControllersRootView() {
        let root = makeHostedRoot()
        root.layoutMargins = .zero
        root.hostMinimumLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        root.layoutIfNeeded()
        // iPhone 8 portrait, as measured: {20, 16, 0, 16}.
        #expect(root.layoutMargins.description == "{20, 16, 0, 16}")
        root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 4)
        #expect(root.layoutMargins.description == "{20, 30, 0, 16}")
        root.hostMinimumLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        root.environmentLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        // Leading minimum 20 on the right, trailing 10 on the left.
        #expect(root.layoutMargins.description == "{20, 30, 0, 20}")
    }

    /// A root view in the iOS 8–10 mode: its margins are the host's and cannot be set.
    @Test func hostFixedMarginsIgnoreWhatIsSet() {
        let root = makeRoot()
        root.hostFixedLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        root.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        #expect(root.layoutMargins.description == "{0, 16, 0, 16}")
        let child = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
                constant: 0),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 16, 0, 343, 10)
        root.hostFixedLayoutMargins = nil
        root.layoutIfNeeded()
        expectFrame(child, 50, 50, 275, 10)
    }

    /// ReadableContentWidth: at most 672 pt, centred in the margins guide.
    @Test func readableContentGuideOnWideAndNarrowViews() {
        let root = makeRoot(width: 1024, height: 768)
        let guide = root.readableContentGuide
        let text = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // Margins guide 8…1016 (1008 wide): 672 centred leaves 168 each side.
        expectRect(guide.layoutFrame, 176, 8, 672, 752)
        expectFrame(text, 176, 8, 672, 20)
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        // Narrower than 672: the margins guide itself.
        expectRect(guide.layoutFrame, 8, 8, 359, 651)
        expectFrame(text, 8, 8, 359, 20)
        #expect(guide.identifier == "UIViewReadableContentGuide")
        #expect(root.readableContentGuide === guide)
    }

    /// Three hundred views under the status bar: each hears about its safe area and margins
    /// once, with the final values (nothing transient is reported).
    @Test func manyViewsSettleWithOneCallbackEach() {
        let root = makeHostedRoot()
        var views: [InsetsLoggingView] = []
        for index in 0..<300 {
            let view = makeLoggingView(in: root, name: "v\(index)")
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index % 40)),
                view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: CGFloat(index)),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            views.append(view)
        }
        root.layoutIfNeeded()
        for (index, view) in views.enumerated() {
            let top = max(0, 20 - CGFloat(index % 40))
            expectInsets(view.safeAreaInsets, top, 0, 0, 0)
            #expect(view.safeAreaChanges == (top > 0 ? 1 : 0))
            #expect(view.marginChanges == (top > 0 ? 1 : 0))
            #expect(view.lastSafeArea == view.safeAreaInsets.description)
        }
    }

    /// A view that moves itself whenever its safe area changes never settles: the pass stops
    /// after its last round, reports what kept changing, and keeps the last frames.
    @Test func insetsThatNeverSettleAreReported() {
        final class Restless: UIView {
            var isRestless = true
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                if isRestless { frame.origin.y = safeAreaInsets.top > 0 ? 40 : 0 }
            }
        }
        let root = makeHostedRoot()
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "restless"
        root.addSubview(view)
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        let message = log.messages.first ?? ""
        #expect(
            message.hasPrefix("Layout did not settle after 32 passes: the safe area or layout margins of <Restless: "))
        #expect(message.contains("identifier = 'restless'"))
        #expect(LayoutDiagnostics.unsettledLayoutReports.contains(message))
        // The tree is usable afterwards: a later pass runs normally.
        view.isRestless = false
        view.frame.origin.y = 15
        LayoutDiagnostics.withSink({ log.append($0) }) {
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        expectInsets(view.safeAreaInsets, 5, 0, 0, 0)
    }

    /// Changing the direction of both ends of a constraint before the next pass re-adds it once.
    @Test func directionChangesOnBothEndsBeforeAPass() {
        let root = makeRoot(width: 300, height: 100)
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            for direction in [UISemanticContentAttribute.forceRightToLeft, .forceLeftToRight, .forceRightToLeft] {
                view.semanticContentAttribute = direction
                root.semanticContentAttribute = direction
                root.layoutIfNeeded()
            }
        }
        #expect(log.messages.isEmpty)
        expectFrame(view, 240, 0, 50, 50)
    }
}
