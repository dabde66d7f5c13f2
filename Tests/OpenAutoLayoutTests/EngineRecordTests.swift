import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// The engine's records of its items: dense ids in tree order as views join, the same record
/// and variables for a view that leaves and comes back, a new record in another engine, the
/// queues a record says its view waits in, the constraints the engine made for its view, and
/// the record store itself.
@MainActor @Suite struct EngineRecordTests {
    final class CountingView: UIView {
        private(set) var layoutCount = 0

        override func layoutSubviews() {
            layoutCount += 1
            super.layoutSubviews()
        }
    }

    /// A root with `a` (holding `b`) and `c`, each pinned to a fixed rectangle in its superview,
    /// laid out.
    private func makeLaidOutTree() -> (root: UIView, a: UIView, b: UIView, c: UIView) {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: a)
        let c = makeConstrainedView(in: root)
        for (view, x) in [(a, 10.0), (b, 5.0), (c, 200.0)] {
            let superview = view.superview!
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: x),
                view.topAnchor.constraint(equalTo: superview.topAnchor, constant: x),
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        root.layoutIfNeeded()
        return (root, a, b, c)
    }

    /// A root holding `subviews`, laid out, and its engine.
    private func makeLaidOutRoot(holding subviews: UIView...) throws -> (root: UIView, engine: LayoutEngine) {
        let root = makeRoot()
        for subview in subviews { root.addSubview(subview) }
        root.layoutIfNeeded()
        return (root, try #require(root.ownEngine))
    }

    /// Places `view`'s top-leading corner `offset` points from `superview`'s on both axes.
    private func pinOrigin(of view: UIView, to superview: UIView, at offset: CGFloat) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: offset),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: offset),
        ])
    }

    @Test func viewsJoiningATreeGetDenseIdsInTreeOrder() throws {
        let (root, a, b, c) = makeLaidOutTree()
        let engine = try #require(root.ownEngine)
        #expect([root, a, b, c].map(\.engineSlot.id) == [0, 1, 2, 3])
        #expect([root, a, b, c].allSatisfy { $0.engineSlot.table == engine.tableNumber })
        expectFrame(a, 10, 10, 50, 40)
        expectFrame(b, 5, 5, 50, 40)
        expectFrame(c, 200, 200, 50, 40)
    }

    @Test func aGuideGetsTheNextIdWhenAConstraintFirstMentionsIt() throws {
        let (root, a, _, c) = makeLaidOutTree()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            guide.trailingAnchor.constraint(equalTo: c.leadingAnchor),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(guide.engineSlot.id == -1)
        root.layoutIfNeeded()
        #expect(guide.engineSlot.id == 4)
        #expect(guide.layoutFrame == CGRect(x: 60, y: 0, width: 140, height: 1))
    }

    @Test func aViewThatLeavesAndComesBackKeepsItsRecordAndVariables() throws {
        let (root, a, b, _) = makeLaidOutTree()
        let engine = try #require(root.ownEngine)
        let variables = engine.solver.variableCount
        a.removeFromSuperview()
        root.addSubview(a)
        pinOrigin(of: a, to: root, at: 30)
        root.layoutIfNeeded()
        #expect([a.engineSlot.id, b.engineSlot.id] == [1, 2])
        #expect(engine.solver.variableCount == variables)
        expectFrame(a, 30, 30, 50, 40)
        expectFrame(b, 5, 5, 50, 40)
    }

    @Test func aViewMovedToAnotherTreeGetsARecordThereAndThatTreesFrame() throws {
        let (root, a, b, _) = makeLaidOutTree()
        let other = makeRoot()
        let sibling = makeConstrainedView(in: other)
        other.layoutIfNeeded()
        let otherEngine = try #require(other.ownEngine)
        a.removeFromSuperview()
        other.addSubview(a)
        pinOrigin(of: a, to: other, at: 10)
        other.layoutIfNeeded()
        #expect([other, sibling, a, b].map(\.engineSlot.id) == [0, 1, 2, 3])
        #expect([a, b].allSatisfy { $0.engineSlot.table == otherEngine.tableNumber })
        // The same frames as in the first tree: the new engine writes them all the same.
        expectFrame(a, 10, 10, 50, 40)
        expectFrame(b, 5, 5, 50, 40)
    }

    @Test func aViewAskingAgainWaitsOnceAndLaysOutOnce() throws {
        let view = CountingView()
        let (root, engine) = try makeLaidOutRoot(holding: view)
        let first = view.layoutCount
        #expect(!engine.isQueued(view, in: .layout))
        for _ in 0..<3 { view.setNeedsLayout() }
        #expect(engine.isQueued(view, in: .layout))
        #expect(!engine.isQueued(view, in: .update))
        root.layoutIfNeeded()
        #expect(view.layoutCount == first + 1)
        #expect(!engine.isQueued(view, in: .layout))
    }

    @Test func aViewWaitingInOneTreeThatMovesToAnotherLaysOutThereOnly() throws {
        let view = CountingView()
        let (root, engine) = try makeLaidOutRoot(holding: view)
        let (other, otherEngine) = try makeLaidOutRoot()
        let first = view.layoutCount
        view.setNeedsLayout()
        other.addSubview(view)
        #expect(!engine.isQueued(view, in: .layout))
        #expect(otherEngine.isQueued(view, in: .layout))
        other.layoutIfNeeded()
        #expect(view.layoutCount == first + 1)
        root.layoutIfNeeded()
        #expect(view.layoutCount == first + 1)
        // Back in the first tree, it waits there again, in the record it kept.
        root.addSubview(view)
        #expect(engine.isQueued(view, in: .layout))
        #expect(view.engineSlot.table == engine.tableNumber)
        root.layoutIfNeeded()
        #expect(view.layoutCount == first + 2)
    }

    @Test func aViewMovedBeforeItsFirstTreeSyncsIsSyncedInItsNextTreeWhicheverFlushesFirst() throws {
        let (root, _) = try makeLaidOutRoot()
        let (other, _) = try makeLaidOutRoot()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        // Joining the first tree queues the view for its engine-made constraints there; it
        // moves on before that engine flushes, and the first engine flushes first.
        root.addSubview(view)
        other.addSubview(view)
        root.layoutIfNeeded()
        other.layoutIfNeeded()
        #expect(other.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }.count == 4)
        expectFrame(view, 10, 20, 30, 40)
    }

    @Test func theConstraintsAnEngineMadeForAViewGoWhenTheViewLeavesAndAreMadeInItsNextTree() throws {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let (root, engine) = try makeLaidOutRoot(holding: view)
        #expect(engine.autoresizingConstraints(of: view).count == 4)
        #expect(root.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }.count == 4)
        view.removeFromSuperview()
        #expect(engine.autoresizingConstraints(of: view).isEmpty)
        #expect(root.constraints.isEmpty)
        let (other, otherEngine) = try makeLaidOutRoot(holding: view)
        #expect(otherEngine.autoresizingConstraints(of: view).count == 4)
        #expect(other.constraints.filter { $0 is NSAutoresizingMaskLayoutConstraint }.count == 4)
        expectFrame(view, 10, 20, 30, 40)
    }

    @Test func theRecordStoreKeepsEveryRecordAsItGrows() {
        var records = EngineItemRecords()
        for index in 0..<100 {
            #expect(records.append() == index)
            records[index].handles[.width] = Int32(index)
            let isNew = records[index].replaceLastFrame(with: CGRect(x: Double(index), y: 0, width: 1, height: 1))
            #expect(isNew)
        }
        records.reserve(1000)
        #expect(records.count == 100)
        #expect(records.capacity == 1000)
        #expect((0..<100).allSatisfy { records[$0].handles[.width] == Int32($0) })
        #expect((0..<100).allSatisfy { records[$0].lastFrame.origin.x == Double($0) })
        #expect(records[99].handles[.minX] == -1)
    }

    @Test func aFirstFrameDiffersFromNoneAndARepeatedFrameDoesNot() {
        var record = EngineItemRecord()
        let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let changes = [
            record.replaceLastFrame(with: frame), record.replaceLastFrame(with: frame),
            record.replaceLastFrame(with: CGRect(x: 1, y: 2, width: 3, height: 5)),
            record.replaceResolvedBounds(with: .zero), record.replaceResolvedBounds(with: .zero),
        ]
        #expect(changes == [true, false, true, true, false])
    }
}
