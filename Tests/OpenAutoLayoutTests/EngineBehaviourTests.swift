import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// The engine: constant edits, removal and reactivation, deep trees, constraints across
/// branches, hidden views, legacy installation, and where constraints are installed.
@MainActor @Suite struct EngineBehaviourTests {
    @Test func constantEditsAreSolverEditsNotRebuilds() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        expectFrame(view, 20, 30, 100, 40)
        let solverConstraint = leading.solverConstraint
        #expect(solverConstraint != nil)
        leading.constant = 55
        root.layoutIfNeeded()
        expectFrame(view, 55, 30, 100, 40)
        #expect(leading.solverConstraint == solverConstraint)
        leading.constant = -5
        root.layoutIfNeeded()
        expectFrame(view, -5, 30, 100, 40)
    }

    @Test func removalAndReactivation() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let constraints = [
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 100),
        ]
        NSLayoutConstraint.activate(constraints)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 100, 100)
        NSLayoutConstraint.deactivate([constraints[2]])
        #expect(!constraints[2].isActive)
        #expect(!view.constraints.contains(constraints[2]))
        wide.isActive = true
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 300, 100)
        constraints[2].isActive = true
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 100, 100)
        // Optional → optional priority changes are allowed on active constraints.
        wide.priority = .required - 1
        constraints[2].isActive = false
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 300, 100)

        // A view removed and added back keeps the constraints installed on itself, loses the
        // ones to the old superview, and takes new ones.
        view.removeFromSuperview()
        #expect(!constraints[0].isActive && !constraints[1].isActive)
        #expect(constraints[3].isActive && wide.isActive)
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        expectFrame(view, 70, 562, 300, 100)
    }

    /// A constraint deactivated before the engine added it, moved between required and optional
    /// while inactive and activated again, is added once, at its new priority.
    @Test(arguments: [true, false]) func aConstraintChangingPriorityBeforeItIsAddedIsAddedOnce(wasRequired: Bool) {
        let root = makeRoot()
        let context = LayoutContext()
        root.layoutContext = context
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        width.priority = wasRequired ? .required : .defaultLow
        // Required: it gives way to the required `other`; optional: it wins over it.
        let other =
            wasRequired
            ? view.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
            : view.widthAnchor.constraint(equalToConstant: 60)
        other.priority = wasRequired ? .required : .defaultHigh
        width.isActive = true
        width.isActive = false
        width.priority = wasRequired ? .defaultLow : .required
        NSLayoutConstraint.activate([width, other])
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, wasRequired ? 60 : 100, 40)
        #expect(width.solverConstraint != nil && other.solverConstraint != nil)
        #expect(context.brokenConstraints.isEmpty)
        guard !wasRequired else { return }
        // Without it, the optional 60 is met.
        width.isActive = false
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 60, 40)
    }

    @Test func deepTreeOfInsetViews() {
        let root = makeRoot(width: 400, height: 400)
        var parent = root
        var chain: [UIView] = []
        for _ in 0..<50 {
            let child = makeConstrainedView(in: parent)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ])
            chain.append(child)
            parent = child
        }
        root.layoutIfNeeded()
        for (index, view) in chain.enumerated() {
            let size = CGFloat(400 - 2 * (index + 1))
            expectFrame(view, 1, 1, size, size)
        }
        #expect(chain[49].convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(chain[49].constraints.isEmpty)
        #expect(chain[48].constraints.count == 4)
        // Resizing the root resizes the whole chain.
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        root.layoutIfNeeded()
        expectFrame(chain[49], 1, 1, 400, 200)
    }

    @Test func constraintsAcrossBranchesAreInstalledOnTheCommonAncestor() {
        let root = makeRoot()
        let a = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        let a1 = makeConstrainedView(in: a)
        let b1 = makeConstrainedView(in: b)
        let crossLeading = b1.leadingAnchor.constraint(equalTo: a1.leadingAnchor)
        let crossTop = b1.topAnchor.constraint(equalTo: a1.bottomAnchor, constant: 5)
        NSLayoutConstraint.activate([
            a1.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10),
            a1.topAnchor.constraint(equalTo: a.topAnchor, constant: 10),
            a1.widthAnchor.constraint(equalToConstant: 20),
            a1.heightAnchor.constraint(equalToConstant: 20),
            crossLeading, crossTop,
            b1.widthAnchor.constraint(equalToConstant: 30),
            b1.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(root.constraints == [crossLeading, crossTop])
        #expect(a.constraints.count == 2)
        #expect(a1.constraints.count == 2)
        root.layoutIfNeeded()
        expectFrame(a1, 10, 10, 20, 20)
        // b1 sits at (110, 35) in the root, i.e. (110, −165) in b.
        expectFrame(b1, 110, -165, 30, 30)
        // Moving branch a moves b1 with it.
        a.frame.origin = CGPoint(x: 50, y: 40)
        root.layoutIfNeeded()
        expectFrame(b1, 60, -125, 30, 30)
    }

    @Test func hiddenViewsAreStillLaidOut() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        view.isHidden = true
        view.alpha = 0
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        root.layoutIfNeeded()
        // The solution (93.75, 281.625, 187.5, 103.75) on the 2× pixel grid: edges 93.75,
        // 281.25, 281.625 and 385.375 snap to 94, 281.5, 281.5 and 385.5.
        expectFrame(view, 94, 281.5, 187.5, 104)
    }

    @Test func legacyAddConstraintOnTheCommonAncestor() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        root.addSubview(container)
        let view = makeConstrainedView(in: container)
        let constraints = [
            NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leading,
                multiplier: 1, constant: 16),
            NSLayoutConstraint(
                item: view, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailing,
                multiplier: 1, constant: -16),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1,
                constant: 8),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 44),
        ]
        // Installed on the root (an ancestor, not the closest one): legal, and listed there.
        root.addConstraints(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(root.constraints == constraints)
        #expect(constraints[0].firstItem === view && constraints[0].secondItem === container)
        #expect(constraints[3].secondItem == nil && constraints[3].secondAttribute == .notAnAttribute)
        root.layoutIfNeeded()
        expectFrame(view, 16, 8, 343, 44)
        // After a pass the root also lists, as UIKit does, the autoresizing-mask constraints
        // the engine made for its subview `container` (which translates its frame).
        #expect(root.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }.count == 4)
        root.removeConstraint(constraints[3])
        #expect(!constraints[3].isActive)
        #expect(root.constraints.filter { !($0 is NSAutoresizingMaskLayoutConstraint) } == Array(constraints[0..<3]))
        // addConstraint on a view that does not contain the items is refused.
        let stranger = UIView()
        #expect(throws: LayoutError.self) { try stranger.checkedAddConstraint(constraints[3]) }
    }

    @Test func marginAttributesReadEightPointMargins() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            view.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 2),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(view, 8, 10, 359, 10)
        expectRect(root.layoutMarginsGuide.layoutFrame, 8, 8, 359, 651)
        expectRect(root.safeAreaLayoutGuide.layoutFrame, 0, 0, 0, 0)
        root.layoutIfNeeded()
        expectRect(root.safeAreaLayoutGuide.layoutFrame, 0, 0, 375, 667)
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
        root.layoutIfNeeded()
        expectFrame(view, 16, 22, 343, 10)
    }

    @Test func rightToLeftLeadingIsTheRightEdge() {
        let root = makeRoot(width: 300, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let view = makeConstrainedView(in: root)
        view.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: view.right == root.right − 10 (x is measured from the left).
        expectFrame(view, 240, 0, 50, 50)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Centered between the root's leading edge and a point 100 pt further in.
        let other = makeConstrainedView(in: root)
        other.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            other.centerXAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            other.topAnchor.constraint(equalTo: root.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 20),
            other.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(other, 240, 0, 20, 20)
        // Left-to-right again: the same constraints measure from the left.
        view.semanticContentAttribute = .forceLeftToRight
        root.semanticContentAttribute = .forceLeftToRight
        other.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        expectFrame(view, 10, 0, 50, 50)
        expectFrame(other, 40, 0, 20, 20)
    }

    @Test func systemSpacingAndAnchorOffsets() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            // b is as wide as the distance from a's leading edge to the root's center.
            b.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: root.centerXAnchor)),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 66, 58, 177.5, 20)
    }

    @Test func layoutCycleOrderAndUpdateConstraints() {
        final class Card: UIView {
            var log: [String] = []
            var extra: NSLayoutConstraint?
            override func updateConstraints() {
                log.append("update")
                if extra == nil, let superview {
                    extra = leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 30)
                    extra?.isActive = true
                }
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log.append("layout \(Int(frame.minX))")
            }
        }
        let root = makeRoot()
        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 10),
            card.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(card.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(card.log == ["update", "layout 30"])
        #expect(!card.needsUpdateConstraints())
        card.extra?.constant = 40
        root.layoutIfNeeded()
        #expect(card.log == ["update", "layout 30"])  // moved, not resized: no layoutSubviews
        expectFrame(card, 40, 0, 10, 10)
        card.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(card.log.last == "update")
    }

    @Test func layoutSubviewsThatNeverSettlesIsReported() {
        final class Restless: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                frame.size.width += 1
            }
        }
        let root = makeRoot()
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let log = MessageLog()
        LayoutDiagnostics.withSink({ log.append($0) }) {
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasPrefix("Layout did not settle after 32 passes") == true)
    }

    @Test func baselinesOfViewsWithoutTextAreTheirEdges() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 10, 40, 10, 10)
    }

    @Test func removingALayoutGuideDeactivatesItsConstraints() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        guide.identifier = "column"
        root.addLayoutGuide(guide)
        let view = makeConstrainedView(in: root)
        let toGuide = view.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
            toGuide,
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // x = 93.75 lands on the 2× pixel grid at 94; the guide reports the exact value.
        expectFrame(view, 94, 0, 10, 10)
        expectRect(guide.layoutFrame, 0, 0, 93.75, 1)
        #expect(
            normalizeAddresses(guide.description).hasPrefix(
                "<UILayoutGuide: 0x… - \"column\", layoutFrame = {{0, 0}, {93.75, 1}}"))
        root.removeLayoutGuide(guide)
        #expect(!toGuide.isActive && guide.owningView == nil && root.layoutGuides.isEmpty)
        #expect(view.hasAmbiguousLayout)
    }

    /// More than 64 views waiting for layoutSubviews (the bucketed path): shallowest first,
    /// siblings in the order they asked.
    @Test func manyViewsAreLaidOutShallowestFirst() {
        final class Recording: UIView {
            nonisolated(unsafe) static var log: [Int] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                Recording.log.append(tag)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var widths: [NSLayoutConstraint] = []
        for k in 0..<50 {
            let outer = Recording()
            outer.tag = 1000 + k
            outer.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(outer)
            let inner = Recording()
            inner.tag = 2000 + k
            inner.translatesAutoresizingMaskIntoConstraints = false
            outer.addSubview(inner)
            let width = outer.widthAnchor.constraint(equalToConstant: 10)
            widths.append(width)
            NSLayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                outer.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(k)),
                width, outer.heightAnchor.constraint(equalToConstant: 10),
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                inner.topAnchor.constraint(equalTo: outer.topAnchor),
                inner.widthAnchor.constraint(equalTo: outer.widthAnchor),
                inner.heightAnchor.constraint(equalTo: outer.heightAnchor),
            ])
        }
        root.layoutIfNeeded()
        Recording.log = []
        for width in widths { width.constant = 20 }
        root.layoutIfNeeded()
        #expect(Recording.log == (0..<50).map { 1000 + $0 } + (0..<50).map { 2000 + $0 })
    }

    /// A tree's first layout: its views join the engine in the order a walk of the tree visits
    /// them, which is by depth only when each view with subviews is the last of its depth.
    @Test(arguments: [false, true]) func aTreeJoiningItsEngineIsLaidOutShallowestFirst(onlyTheLastBranchIsDeep: Bool) {
        final class Recording: UIView {
            nonisolated(unsafe) static var log: [Int] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                Recording.log.append(tag)
            }
        }
        Recording.log = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var expected: ([Int], [Int]) = ([], [])
        var parent = root
        for k in 0..<70 {
            let outer = Recording()
            outer.tag = 1000 + k
            parent.addSubview(outer)
            expected.0.append(outer.tag)
            let inner = Recording()
            inner.tag = 2000 + k
            outer.addSubview(inner)
            expected.1.append(inner.tag)
            // The deep variant nests every pair in the last one; the other keeps them side by side.
            if onlyTheLastBranchIsDeep { parent = outer }
        }
        root.layoutIfNeeded()
        let shallowestFirst =
            onlyTheLastBranchIsDeep ? zip(expected.0, expected.1).flatMap { [$0, $1] } : expected.0 + expected.1
        #expect(Recording.log == shallowestFirst)
    }

    /// A thousand levels: no recursion deep enough to exhaust a test thread's stack.
    @Test func thousandLevelsDeep() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 3000, height: 3000))
        var parent = root
        for _ in 0..<1000 {
            let child = makeConstrainedView(in: parent)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ])
            parent = child
        }
        root.layoutIfNeeded()
        expectFrame(parent, 1, 1, 1000, 1000)
        #expect(root.viewWithTag(5) == nil)
        parent.tag = 5
        #expect(root.viewWithTag(5) === parent)
        #expect(parent.convert(CGPoint.zero, to: nil) == CGPoint(x: 1000, y: 1000))
    }

    /// Views that go away leave no dangling links behind.
    @Test func deallocatedSuperviewsAndContainersAreForgotten() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var constraint: NSLayoutConstraint?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            constraint = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
            constraint?.priority = .defaultHigh  // loses to the child's autoresizing width
            constraint?.isActive = true
            parent.layoutIfNeeded()
            child.removeFromSuperview()
            parent.addSubview(child)
        }
        #expect(child.superview == nil)
        #expect(constraint?.isActive == false)
        // The child keeps its frame and lays out as a root of its own.
        child.layoutIfNeeded()
        expectFrame(child, 0, 0, 10, 10)
    }

    /// A laid-out tree whose root goes away while parts of it live on: the engine goes with the
    /// root, and the surviving subtree, laid out again as a tree of its own, brings all its
    /// constraints to its new engine (its intrinsic size, its own constraints, its margins guide).
    /// A constraint that was installed on the root comes back when activated in another tree.
    @Test func subtreesThatOutliveTheirRootBringTheirConstraintsToTheirNextEngine() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        let badge = ContentView(contentSize: CGSize(width: 10, height: 10))
        let other = ContentView(contentSize: CGSize(width: 30, height: 12))
        let across: NSLayoutConstraint
        do {
            let root = makeRoot()
            root.addSubview(card)
            root.addSubview(other)
            card.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                badge.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor, constant: 3),
            ])
            across = other.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 5)
            NSLayoutConstraint.activate([across, other.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            root.layoutIfNeeded()
            expectFrame(badge, 6, 7, 10, 10)
            expectFrame(other, 0, 22, 30, 12)
        }
        #expect(card.superview == nil && !across.isActive)
        // The card is a root now; its intrinsic-size, margin and own constraints are all solved.
        badge.contentSize = CGSize(width: 40, height: 20)
        card.layoutIfNeeded()
        expectFrame(badge, 6, 7, 40, 20)
        // Both views in a new tree, and the old root's constraint activated there.
        let screen = makeRoot()
        screen.addSubview(card)
        screen.addSubview(other)
        NSLayoutConstraint.activate([
            across, other.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 2),
        ])
        screen.layoutIfNeeded()
        expectFrame(other, 2, 32, 30, 12)
    }

    /// A view that goes to another tree and comes back takes the frame its first tree gives it
    /// again, although that tree's solver computes the same values for it as before it left
    /// (the other tree wrote its own values into the view's variables meanwhile).
    @Test func viewReturningFromAnotherTreeTakesItsFrameAgain() {
        let first = makeRoot(width: 300, height: 300), second = makeRoot(width: 300, height: 300)
        func pin(_ view: UIView, in root: UIView, at rect: CGRect) {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: rect.minX),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: rect.minY),
                view.widthAnchor.constraint(equalToConstant: rect.width),
                view.heightAnchor.constraint(equalToConstant: rect.height),
            ])
        }
        let anchor = makeConstrainedView(in: first)
        pin(anchor, in: first, at: CGRect(x: 10, y: 10, width: 10, height: 10))
        let view = makeConstrainedView(in: first)
        pin(view, in: first, at: CGRect(x: 50, y: 40, width: 30, height: 20))
        first.layoutIfNeeded()
        expectFrame(view, 50, 40, 30, 20)

        second.addSubview(view)
        pin(view, in: second, at: CGRect(x: 0, y: 0, width: 30, height: 20))
        second.layoutIfNeeded()
        expectFrame(view, 0, 0, 30, 20)

        first.addSubview(view)
        pin(view, in: first, at: CGRect(x: 50, y: 40, width: 30, height: 20))
        first.layoutIfNeeded()
        expectFrame(view, 50, 40, 30, 20)
        expectFrame(anchor, 10, 10, 10, 10)
    }

    /// A laid-out tree joins another tree: its engine is dissolved and its constraints move to
    /// the new tree's engine; constraints to the old superview are dropped.
    @Test func subtreesMoveBetweenTreesWithTheirConstraints() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = makeConstrainedView(in: card)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.layoutIfNeeded()
        expectFrame(title, 12, 6, 176, 20)

        let screen = makeRoot()
        screen.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        let cardConstraints = [
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 80),
        ]
        NSLayoutConstraint.activate(cardConstraints)
        screen.layoutIfNeeded()
        expectFrame(card, 20, 100, 335, 80)
        expectFrame(title, 12, 6, 311, 20)

        let other = makeRoot(width: 320, height: 480)
        other.addSubview(card)
        // Constraints to the old superview are gone; those inside the subtree stay (the card's
        // own height and the title's three constraints to the card).
        #expect(cardConstraints[0..<3].allSatisfy { !$0.isActive } && cardConstraints[3].isActive)
        #expect(card.constraints.count == 4)
        cardConstraints[3].constant = 50
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: other.leadingAnchor),
            card.widthAnchor.constraint(equalTo: other.widthAnchor),
            card.topAnchor.constraint(equalTo: other.topAnchor),
        ])
        other.layoutIfNeeded()
        expectFrame(card, 0, 0, 320, 50)
        expectFrame(title, 12, 6, 296, 20)
        #expect(!title.hasAmbiguousLayout)
        // The first tree is unaffected.
        screen.layoutIfNeeded()
        #expect(screen.subviews.isEmpty)
    }

    /// A laid-out tree with constraints, guides, margins, intrinsic sizes, a conflict and a
    /// fitting query goes away when nothing holds it: no retain cycles.
    @Test func treesDoNotLeak() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakGuide: UILayoutGuide?
        weak var weakConstraint: NSLayoutConstraint?
        LayoutDiagnostics.withSink({ _ in }) {
            let root = makeRoot()
            let child = ContentView(contentSize: CGSize(width: 20, height: 20))
            root.addSubview(child)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            let constraint = child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            NSLayoutConstraint.activate([
                constraint,
                child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                guide.widthAnchor.constraint(equalTo: child.widthAnchor),
                child.widthAnchor.constraint(equalToConstant: 30),
                root.widthAnchor.constraint(equalToConstant: 10),  // conflicts with the root's frame
            ])
            root.layoutIfNeeded()
            _ = child.hasAmbiguousLayout
            _ = child.constraintsAffectingLayout(for: .horizontal)
            _ = root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            weakRoot = root
            weakChild = child
            weakGuide = guide
            weakConstraint = constraint
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakGuide == nil)
        #expect(weakConstraint == nil)
    }
}
