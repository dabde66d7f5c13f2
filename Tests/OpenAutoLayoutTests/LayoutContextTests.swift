import Foundation
import OpenAutoLayout
import Testing

/// Each tree reports to its root's layout context: its own log, record, stand-in addresses,
/// direction and scale; UIKit's text is written from the events.
@MainActor @Suite struct LayoutContextTests {
    /// Collects what a context receives, as events or as UIKit's text.
    final class Collector: Sendable {
        private let stored = Locked<[LayoutEvent]>([])
        let log = MessageLog()

        var events: [LayoutEvent] { stored.current }

        func attach(to context: LayoutContext, asEvents: Bool) {
            if asEvents {
                context.eventHandler = { event in self.stored.withLock { $0.append(event) } }
            } else {
                context.log = { message in self.log.append(message) }
            }
        }
    }

    /// A root 200 × 100 on `context` with a box whose width is required to be both 100 and 150.
    private func makeConflict(on context: LayoutContext) -> (
        root: UIView, box: UIView, narrow: NSLayoutConstraint, wide: NSLayoutConstraint
    ) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.layoutContext = context
        let box = makeConstrainedView(in: root, name: "box")
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 150)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ])
        return (root, box, narrow, wide)
    }

    /// UIKit's message for the box's conflict on a context that printed nothing before: the
    /// newer width constraint (activated second) is broken.
    private let conflictText = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000020'box'.width == 100   (active)>",
            "<NSLayoutConstraint:0x600000000030 UIView:0x7f0000000020'box'.width == 150   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000000030 UIView:0x7f0000000020'box'.width == 150   (active)>
        """

    @Test func twoTreesOnDifferentContextsReportAndNumberIndependently() {
        let (first, second) = (LayoutContext(), LayoutContext())
        let (firstLog, secondLog) = (Collector(), Collector())
        firstLog.attach(to: first, asEvents: false)
        secondLog.attach(to: second, asEvents: false)
        let a = makeConflict(on: first)
        let b = makeConflict(on: second)
        // Interleaved: each context numbers only what it prints.
        a.root.layoutIfNeeded()
        b.root.layoutIfNeeded()
        #expect(firstLog.log.messages == [conflictText])
        #expect(secondLog.log.messages == [conflictText])
        #expect(a.box.debugAddress == "0x7f0000000020")
        #expect(b.box.debugAddress == "0x7f0000000020")
        #expect(a.root.debugAddress == "0x7f0000000040")
        #expect(first.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(a.wide)])
        #expect(second.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(b.wide)])
        #expect(!LayoutDiagnostics.brokenConstraints.contains { $0 === a.wide || $0 === b.wide })
        #expect(a.box.effectiveLayoutContext === first)
        #expect(b.box.effectiveLayoutContext === second)
    }

    @Test func theSameTreeBuiltTwiceLogsTheSameText() {
        var texts: [[String]] = []
        for _ in 0..<2 {
            let context = LayoutContext(settingsOf: .default)
            let collector = Collector()
            collector.attach(to: context, asEvents: false)
            makeConflict(on: context).root.layoutIfNeeded()
            texts.append(collector.log.messages)
        }
        #expect(texts[0] == [conflictText])
        #expect(texts[1] == texts[0])
    }

    @Test func anUnsatisfiableEventNamesTheMinimalConflictingSetAndTheBrokenConstraint() throws {
        let context = LayoutContext()
        let collector = Collector()
        collector.attach(to: context, asEvents: true)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutContext = context
        let a = makeConstrainedView(in: root, name: "a")
        let b = makeConstrainedView(in: root, name: "b")
        let c = makeConstrainedView(in: root, name: "c")
        let aWidth = a.widthAnchor.constraint(equalToConstant: 100)
        let same = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        let cWidth = c.widthAnchor.constraint(equalToConstant: 20)
        let bWidth = b.widthAnchor.constraint(equalToConstant: 150)
        NSLayoutConstraint.activate([aWidth, same, cWidth, bWidth])
        for view in [a, b, c] {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.layoutIfNeeded()
        #expect(collector.events.count == 1)
        guard case .unsatisfiable(let set, let broken) = try #require(collector.events.first) else {
            Issue.record("expected an unsatisfiable event, got \(collector.events)")
            return
        }
        #expect(set.map(ObjectIdentifier.init) == [aWidth, same, bWidth].map(ObjectIdentifier.init))
        #expect(broken === bWidth)
        #expect(bWidth.isBrokenByEngine)
        #expect(b.frame.width == 100)
        let text = try #require(collector.events.first?.logText)
        #expect(
            text.hasSuffix(
                """
                (
                    "\(aWidth)",
                    "\(same)",
                    "\(bWidth)"
                )

                Will attempt to recover by breaking constraint
                \(bWidth)
                """))
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(
            normalizeAddresses(bWidth.description) == "<NSLayoutConstraint:0x… UIView:0x…'b'.width == 150   (active)>")
        #expect(context.recordedConflicts.map(\.logText) == [text])
    }

    @Test func anAmbiguousViewIsReportedWhenTheContextAsks() throws {
        let context = LayoutContext()
        context.reportsAmbiguousLayout = true
        let collector = Collector()
        collector.attach(to: context, asEvents: true)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutContext = context
        let loose = makeConstrainedView(in: root, name: "loose")
        NSLayoutConstraint.activate([
            loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            loose.widthAnchor.constraint(equalToConstant: 40), loose.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(collector.events.count == 1, "reported once while it stays the same")
        guard case .ambiguous(let view, let components) = try #require(collector.events.first) else {
            Issue.record("expected an ambiguity event, got \(collector.events)")
            return
        }
        #expect(view === loose)
        #expect(components == [.x])
        #expect(loose.hasAmbiguousLayout(in: .x))
        #expect(collector.events.first?.logText == nil, "UIKit does not log ambiguity")
        #expect(
            collector.events.first.map { normalizeAddresses($0.summary) }
                == "Ambiguous layout: x of <UIView: 0x…; frame = (0 5; 40 10); identifier = 'loose'> not determined by the constraints"
        )
        // Determined now: nothing more is reported, and a new ambiguity is.
        loose.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(collector.events.count == 1)
    }

    @Test func aPassThatDoesNotSettleIsReportedWithTheViewsStillChanging() throws {
        final class Restless: UIView {
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                frame.origin.y = safeAreaInsets.top > 0 ? 40 : 0
            }
        }
        let context = LayoutContext()
        let collector = Collector()
        collector.attach(to: context, asEvents: true)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutContext = context
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "restless"
        root.addSubview(view)
        let processWideReports = LayoutDiagnostics.unsettledLayoutReports
        root.layoutIfNeeded()
        #expect(LayoutDiagnostics.unsettledLayoutReports == processWideReports)
        #expect(collector.events.count == 1)
        guard case .didNotSettle(let changes) = try #require(collector.events.first) else {
            Issue.record("expected a did-not-settle event, got \(collector.events)")
            return
        }
        #expect(changes.passes == 32)
        #expect(changes.root === root)
        #expect(changes.changingInsets.map(ObjectIdentifier.init) == [ObjectIdentifier(view)])
        #expect(changes.needingLayout.isEmpty)
        #expect(changes.needingConstraintUpdate.isEmpty)
        let text = try #require(collector.events.first?.logText)
        #expect(
            text
                == "Layout did not settle after 32 passes: the safe area or layout margins of \(view) keep changing the layout. The last frames are kept."
        )
        #expect(context.unsettledLayoutReports.count == 1)
    }

    @Test func aTreeReadsItsContextsDirectionAndScale() {
        let context = LayoutContext(layoutDirection: .rightToLeft, displayScale: 3)
        let root = makeRoot(width: 300, height: 100)
        root.layoutContext = context
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.displayScale == 3)
        // 300 − 10.2 − 50 = 239.8, on the 3× grid 239.666….
        #expect(abs(view.frame.minX - 719.0 / 3) < 0.001)
        // Back on the default context, the process-wide settings apply again.
        root.layoutContext = nil
        root.layoutIfNeeded()
        #expect(view.effectiveUserInterfaceLayoutDirection == LayoutEnvironment.userInterfaceLayoutDirection)
        #expect(
            abs(view.frame.minX - (LayoutEnvironment.userInterfaceLayoutDirection == .leftToRight ? 10 : 240)) < 0.001)
    }

    @Test func recordsLetGoOfConstraintsWhoseViewsAreGone() {
        let context = LayoutContext()
        context.log = { _ in }
        var conflict: (root: UIView, box: UIView, narrow: NSLayoutConstraint, wide: NSLayoutConstraint)? = makeConflict(
            on: context)
        conflict?.root.layoutIfNeeded()
        #expect(context.brokenConstraints.count == 1)
        conflict = nil
        #expect(context.brokenConstraints.isEmpty)
        #expect(context.recordedConflicts.isEmpty)
        #expect(
            normalizeAddresses(context.brokenConstraintDescriptions[0])
                == "<NSLayoutConstraint:0x… UIView:0x…'box'.width == 150   (active)>")
    }
}
