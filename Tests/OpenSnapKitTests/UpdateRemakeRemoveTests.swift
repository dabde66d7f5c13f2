import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenSnapKit
import Testing

/// `updateConstraints`, `remakeConstraints`, `removeConstraints`, `prepareConstraints` and the
/// `Constraint` handle, as SnapKit documents them, and the update failure's message.
@MainActor @Suite struct UpdateRemakeRemoveTests {
    @Test func updateChangesOnlyTheConstantOfTheSameConstraint() {
        let root = makeRoot()
        let box = addView(to: root)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.left.equalToSuperview().offset(10)
            make.size.equalTo(50)
        }
        let before = root.constraints + box.constraints
        box.snp.updateConstraints { make in make.top.equalToSuperview().offset(30) }
        let after = root.constraints + box.constraints
        #expect(after.count == 4 && zip(before, after).allSatisfy { $0 === $1 })
        #expect(root.constraints.map(\.constant) == [30, 10])
        root.layoutIfNeeded()
        expectFrame(box, 10, 30, 50, 50)
    }

    @Test func updateWithoutEarlierConstraintsMakesThem() {
        let root = makeRoot()
        let box = addView(to: root)
        box.snp.updateConstraints { make in make.edges.equalToSuperview().inset(5) }
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(box, 5, 5, 365, 657)
    }

    @Test func updateFailureNamesTheConstraintAndTheCandidates() {
        let root = makeRoot()
        let box = addView(to: root)
        root.snp.setLabel("root")
        box.snp.setLabel("box")
        box.snp.makeConstraints { make in
            make.top.equalTo(root).offset(10)
            make.height.equalTo(50)
        }
        let line: UInt = #line + 2
        #expect(throws: LayoutError.self) {
            try box.snp.checkedUpdateConstraints { make in make.top.equalTo(root).offset(20).priority(.high) }
        }
        do {
            try box.snp.checkedUpdateConstraints { make in make.top.equalTo(root).offset(20).priority(.high) }
        } catch {
            let boxName = "UIView:\(box.debugAddress)'box'", rootName = "UIView:\(root.debugAddress)'root'"
            let expected = """
                Updated constraint could not find existing matching constraint to update: \(boxName).top == \(rootName).top + 20 @750 (made at OpenSnapKitTests/UpdateRemakeRemoveTests.swift:\(line + 3))
                It was compared with the 2 active constraints made with SnapKit for the same item; a match needs the same items, attributes, relation, multiplier and priority:
                \t\(boxName).height == 50 (differs in first attribute, second item, second attribute, priority)
                \t\(boxName).top == \(rootName).top + 10 (differs in priority)
                """
            #expect(error.message == expected)
        }
        #expect(box.constraints.map(\.constant) == [50] && root.constraints.map(\.constant) == [10])
    }

    @Test func updateMatchesRelationAndMultiplier() {
        let root = makeRoot()
        let box = addView(to: root)
        box.snp.makeConstraints { make in
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
            make.height.equalTo(10)
        }
        #expect(throws: LayoutError.self) {
            try box.snp.checkedUpdateConstraints { make in make.width.equalToSuperview().multipliedBy(0.5).offset(-5) }
        }
        #expect(throws: LayoutError.self) {
            try box.snp.checkedUpdateConstraints { make in make.width.lessThanOrEqualToSuperview().offset(-5) }
        }
        try? box.snp.checkedUpdateConstraints { make in
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.5).offset(-5)
        }
        #expect(root.constraints.map(\.constant) == [-5])
    }

    @Test func remakeReplacesEveryConstraintOfTheView() {
        let root = makeRoot()
        let box = addView(to: root)
        var old: Constraint?
        box.snp.makeConstraints { make in
            old = make.edges.equalToSuperview().constraint
        }
        box.snp.remakeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(20)
        }
        #expect(old?.isActive == false)
        #expect(
            facts(root.constraints) == [Facts(.centerX, .equal, .centerX, 0), Facts(.centerY, .equal, .centerY, 0)])
        #expect(box.constraints.count == 2)
        root.layoutIfNeeded()
        expectFrame(box, 177.5, 323.5, 20, 20)
    }

    @Test func removeLeavesConstraintsMadeWithoutTheDSL() {
        let root = makeRoot()
        let box = addView(to: root)
        box.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let anchored = box.widthAnchor.constraint(equalToConstant: 10)
        anchored.isActive = true
        box.snp.removeConstraints()
        #expect(root.constraints.isEmpty)
        #expect(box.constraints.count == 1 && box.constraints.first === anchored)
    }

    @Test func prepareReturnsInactiveConstraints() {
        let root = makeRoot()
        let box = addView(to: root)
        let prepared = box.snp.prepareConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        #expect(prepared.count == 1 && prepared[0].layoutConstraints.count == 4 && !prepared[0].isActive)
        #expect(root.constraints.isEmpty && !box.translatesAutoresizingMaskIntoConstraints)
        prepared[0].activate()
        root.layoutIfNeeded()
        expectFrame(box, 10, 10, 355, 647)
    }

    @Test func constraintHandleUpdates() {
        let root = makeRoot()
        let box = addView(to: root)
        var edges: Constraint?, width: Constraint?
        box.snp.makeConstraints { make in
            edges = make.left.top.equalToSuperview().constraint
            width = make.width.height.equalTo(100).priority(.high).constraint
        }
        edges?.update(offset: 7)
        #expect(edges?.layoutConstraints.map(\.constant) == [7, 7])
        edges?.update(inset: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(edges?.layoutConstraints.map(\.constant) == [2, 1])
        width?.update(priority: .low).update(offset: 40)
        #expect(width?.layoutConstraints.map(\.priority.rawValue) == [250, 250])
        width?.update(priority: 1000)
        #expect(width?.layoutConstraints.map(\.priority.rawValue) == [250, 250])
        edges?.update(priority: ConstraintPriority.low)
        #expect(edges?.layoutConstraints.map(\.priority.rawValue) == [1000, 1000])
        root.layoutIfNeeded()
        expectFrame(box, 2, 1, 40, 40)
        edges?.isActive = false
        #expect(edges?.isActive == false && root.constraints.isEmpty)
        edges?.isActive = true
        #expect(root.constraints.count == 2)
    }

    @Test func checkedTwinsThrowTheTrapsMessages() {
        let orphan = UIView()
        #expect(
            throws: LayoutError(
                .missingSuperview,
                message: "Expected superview but found nil when attempting make constraint `equalToSuperview`.")
        ) {
            try orphan.snp.checkedMakeConstraints { make in make.edges.equalToSuperview() }
        }
        let root = makeRoot()
        let box = addView(to: root), other = addView(to: root)
        var thrown: LayoutError?
        let line: UInt = #line + 2
        do {
            try box.snp.checkedMakeConstraints { make in make.edges.equalTo(other.snp.size) }
        } catch {
            thrown = error
        }
        let file = "OpenSnapKitTests/UpdateRemakeRemoveTests.swift"
        #expect(thrown?.message == "Cannot constraint to multiple non identical attributes. (\(file), \(line))")
        #expect(root.constraints.isEmpty && box.constraints.isEmpty)
    }

    @Test func checkedMakeActivatesNothingWhenItemsShareNoAncestor() {
        let root = makeRoot()
        let box = addView(to: root)
        let stranger = addView(to: makeRoot())
        #expect(throws: LayoutError.self) {
            try box.snp.checkedMakeConstraints { make in
                make.width.equalTo(10)
                make.left.equalTo(stranger)
            }
        }
        #expect(box.constraints.isEmpty && root.constraints.isEmpty)
    }

    @Test func checkedRemakeKeepsTheOldConstraintsWhenItFails() {
        let root = makeRoot()
        let box = addView(to: root)
        let stranger = addView(to: makeRoot())
        box.snp.makeConstraints { make in make.edges.equalToSuperview() }
        #expect(throws: LayoutError.self) {
            try box.snp.checkedRemakeConstraints { make in make.left.equalTo(stranger) }
        }
        #expect(root.constraints.count == 4 && root.constraints.allSatisfy(\.isActive))
    }

    @Test func checkedHandleUpdatesRefuseWhatUIKitRefuses() throws {
        let root = makeRoot()
        let box = addView(to: root)
        var width: Constraint?
        box.snp.makeConstraints { make in width = make.width.equalTo(10).priority(.high).constraint }
        #expect(throws: LayoutError.self) { try width?.checkedUpdate(offset: CGFloat.nan) }
        #expect(throws: LayoutError.self) { try width?.checkedUpdate(priority: 0) }
        try width?.checkedUpdate(priority: 300).checkedUpdate(offset: 12)
        #expect(box.constraints.map(\.priority.rawValue) == [300] && box.constraints.map(\.constant) == [12])
    }

    @Test func arrayVerbsApplyToEveryView() throws {
        let root = makeRoot()
        let views = [addView(to: root), addView(to: root)]
        try views.snp.checkedMakeConstraints { make in make.top.left.equalToSuperview().offset(4) }
        try views.snp.checkedUpdateConstraints { make in make.top.left.equalToSuperview().offset(6) }
        #expect(root.constraints.map(\.constant) == [6, 6, 6, 6])
        try views.snp.checkedRemakeConstraints { make in make.size.equalTo(3) }
        #expect(root.constraints.isEmpty && views.allSatisfy { $0.constraints.count == 2 })
        views.snp.removeConstraints()
        #expect(views.allSatisfy { $0.constraints.isEmpty })
    }
}
