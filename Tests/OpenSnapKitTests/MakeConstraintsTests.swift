import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenSnapKit
import Testing

/// What `makeConstraints` makes: counts, attributes, constants (inset sign rules on every edge),
/// multipliers, priorities, and where each constraint is installed.
@MainActor @Suite struct MakeConstraintsTests {
    @Test func edgesMakeFourConstraintsOnTheSuperview() {
        let root = makeRoot()
        let box = addView(to: root)
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        var made: Constraint?
        box.snp.makeConstraints { make in made = make.edges.equalToSuperview().constraint }
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        let layoutConstraints = made?.layoutConstraints ?? []
        #expect(
            facts(layoutConstraints) == [
                Facts(.left, .equal, .left, 0), Facts(.top, .equal, .top, 0), Facts(.right, .equal, .right, 0),
                Facts(.bottom, .equal, .bottom, 0),
            ])
        #expect(layoutConstraints.allSatisfy { $0.firstItem === box && $0.secondItem === root && $0.isActive })
        #expect(root.constraints.count == 4 && box.constraints.isEmpty)
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 375, 667)
    }

    /// SnapKit's own suite, run on iOS, relates one view's left to another's top; UIKit makes
    /// and installs such a constraint, and the engine places the left edge at the other top.
    @Test func aLeftEdgeMayBeTiedToAnotherViewsTop() {
        let root = makeRoot()
        let first = addView(to: root), second = addView(to: root)
        var mixed: Constraint?
        first.snp.makeConstraints { make in
            make.top.equalTo(second.snp.top).offset(50)
            mixed = make.left.equalTo(second.snp.top).offset(50).constraint
            make.size.equalTo(CGSize(width: 10, height: 10))
        }
        second.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(30)
            make.left.equalToSuperview()
            make.size.equalTo(CGSize(width: 20, height: 20))
        }
        #expect(facts(mixed?.layoutConstraints ?? []) == [Facts(.left, .equal, .top, 50)])
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(first, 80, 80, 10, 10)
    }

    @Test func insetPushesInwardsOnEveryEdge() {
        let root = makeRoot()
        let box = addView(to: root)
        var made: Constraint?
        box.snp.makeConstraints { make in
            made = make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).constraint
        }
        #expect(facts(made?.layoutConstraints ?? []).map(\.constant) == [2, 1, -4, -3])
        root.layoutIfNeeded()
        expectFrame(box, 2, 1, 369, 663)
    }

    @Test func scalarInsetOnEdgesSizeAndCenter() {
        let root = makeRoot()
        let box = addView(to: root), sized = addView(to: root), centered = addView(to: root)
        var edges: Constraint?, size: Constraint?, center: Constraint?
        box.snp.makeConstraints { make in edges = make.edges.equalToSuperview().inset(10).constraint }
        sized.snp.makeConstraints { make in
            size = make.size.equalToSuperview().inset(10).constraint
            make.left.top.equalToSuperview()
        }
        centered.snp.makeConstraints { make in
            center = make.center.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).constraint
            make.size.equalTo(CGSize(width: 10, height: 10))
        }
        #expect(facts(edges?.layoutConstraints ?? []).map(\.constant) == [10, 10, -10, -10])
        #expect(
            facts(size?.layoutConstraints ?? []) == [
                Facts(.width, .equal, .width, -20), Facts(.height, .equal, .height, -20),
            ])
        #expect(facts(center?.layoutConstraints ?? []).map(\.constant) == [-1, -1])
        root.layoutIfNeeded()
        expectFrame(box, 10, 10, 355, 647)
        expectFrame(sized, 0, 0, 355, 647)
        expectFrame(centered, 181.5, 327.5, 10, 10)
    }

    @Test func directionalInsetsAndMargins() {
        let root = makeRoot()
        let box = addView(to: root), inMargins = addView(to: root)
        var directional: Constraint?, margins: Constraint?
        box.snp.makeConstraints { make in
            directional =
                make.directionalEdges.equalToSuperview()
                .inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).constraint
        }
        inMargins.snp.makeConstraints { make in margins = make.edges.equalTo(root.snp.margins).constraint }
        #expect(
            facts(directional?.layoutConstraints ?? []) == [
                Facts(.top, .equal, .top, 1), Facts(.bottom, .equal, .bottom, -3), Facts(.leading, .equal, .leading, 2),
                Facts(.trailing, .equal, .trailing, -4),
            ])
        #expect(
            facts(margins?.layoutConstraints ?? []) == [
                Facts(.left, .equal, .leftMargin, 0), Facts(.top, .equal, .topMargin, 0),
                Facts(.right, .equal, .rightMargin, 0), Facts(.bottom, .equal, .bottomMargin, 0),
            ])
        root.layoutIfNeeded()
        expectFrame(box, 2, 1, 369, 663)
        expectFrame(inMargins, 8, 8, 359, 651)
    }

    /// Insets on margin attributes follow the same signs, and margins pair with edges both ways.
    @Test func insetsOnMarginsAndMarginsToEdges() {
        let root = makeRoot()
        let inner = addView(to: root), outer = addView(to: root)
        var toMargins: Constraint?, fromMargins: Constraint?
        inner.snp.makeConstraints { make in
            toMargins =
                make.edges.equalTo(root.snp.margins).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                .constraint
        }
        outer.snp.makeConstraints { make in fromMargins = make.margins.equalTo(root.snp.edges).constraint }
        #expect(
            facts(toMargins?.layoutConstraints ?? []) == [
                Facts(.left, .equal, .leftMargin, 2), Facts(.top, .equal, .topMargin, 1),
                Facts(.right, .equal, .rightMargin, -4), Facts(.bottom, .equal, .bottomMargin, -3),
            ])
        #expect(
            facts(fromMargins?.layoutConstraints ?? []) == [
                Facts(.leftMargin, .equal, .left, 0), Facts(.rightMargin, .equal, .right, 0),
                Facts(.topMargin, .equal, .top, 0), Facts(.bottomMargin, .equal, .bottom, 0),
            ])
        root.layoutIfNeeded()
        expectFrame(inner, 10, 9, 353, 647)
        expectFrame(outer, -8, -8, 391, 683)
    }

    /// SnapKit's global switch: in right-to-left, leading reads the right inset and trailing the
    /// left one, and directional insets give left and right the other way round. (No other test
    /// reads asymmetric insets through it, so flipping it here cannot disturb them.)
    @Test func interfaceLayoutDirectionReadsInsets() {
        let root = makeRoot()
        let box = addView(to: root)
        let insets = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 4)
        let directional = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 4)
        ConstraintConfig.interfaceLayoutDirection = .rightToLeft
        defer { ConstraintConfig.interfaceLayoutDirection = .leftToRight }
        let prepared = box.snp.prepareConstraints { make in
            make.leading.trailing.equalToSuperview().inset(insets)
            make.left.right.equalToSuperview().inset(directional)
        }
        #expect(prepared.flatMap(\.layoutConstraints).map(\.constant) == [4, -2, 4, -2])
    }

    @Test func offsetIsTheConstantAsItIs() {
        let root = makeRoot()
        let box = addView(to: root)
        var made: Constraint?
        box.snp.makeConstraints { make in
            made = make.left.right.equalToSuperview().offset(5).constraint
            make.top.height.equalTo(20)
        }
        #expect(
            facts(made?.layoutConstraints ?? []) == [Facts(.left, .equal, .left, 5), Facts(.right, .equal, .right, 5)])
        root.layoutIfNeeded()
        expectFrame(box, 5, 20, 375, 20)
    }

    /// SnapKit's constant targets: a size gives width and height with no second item; a point
    /// relates centerX and centerY to the superview's left and top; a number relates a location
    /// to the same attribute of the superview.
    @Test func constantTargets() {
        let root = makeRoot()
        let box = addView(to: root)
        var size: Constraint?, center: Constraint?
        box.snp.makeConstraints { make in
            size = make.size.equalTo(CGSize(width: 30, height: 40)).constraint
            center = make.center.equalTo(CGPoint(x: 50, y: 60)).constraint
        }
        let sizes = size?.layoutConstraints ?? []
        #expect(
            facts(sizes) == [Facts(.width, .equal, .notAnAttribute, 30), Facts(.height, .equal, .notAnAttribute, 40)])
        #expect(sizes.allSatisfy { $0.secondItem == nil })
        let centers = center?.layoutConstraints ?? []
        #expect(facts(centers) == [Facts(.centerX, .equal, .left, 50), Facts(.centerY, .equal, .top, 60)])
        #expect(centers.allSatisfy { $0.secondItem === root })
        root.layoutIfNeeded()
        expectFrame(box, 35, 40, 30, 40)
    }

    @Test func everyNumericTypeIsAConstant() {
        let root = makeRoot()
        let box = addView(to: root)
        var made: [Constraint] = []
        box.snp.makeConstraints { make in
            made.append(make.left.equalTo(Int8(1)).constraint)
            made.append(make.top.equalTo(UInt16(2)).constraint)
            made.append(make.width.equalTo(Float(3.5)).constraint)
            made.append(make.height.equalTo(CGFloat(4.5)).constraint)
            made.append(make.right.lessThanOrEqualTo(Int64(-5)).constraint)
            made.append(make.bottom.lessThanOrEqualToSuperview().offset(UInt(6)).constraint)
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [1, 2, 3.5, 4.5, -5, 6])
    }

    @Test func multiplierAndDivisor() {
        let root = makeRoot()
        let half = addView(to: root), quarter = addView(to: root)
        var halfConstraint: Constraint?, quarterConstraint: Constraint?
        half.snp.makeConstraints { make in
            halfConstraint = make.width.equalToSuperview().multipliedBy(0.5).constraint
            make.height.equalTo(10)
            make.left.top.equalTo(0)
        }
        quarter.snp.makeConstraints { make in
            quarterConstraint = make.width.equalTo(root).dividedBy(4).offset(1).constraint
            make.height.equalTo(10)
            make.left.top.equalTo(0)
        }
        #expect(halfConstraint?.layoutConstraints.first?.multiplier == 0.5)
        #expect(
            quarterConstraint.map { facts($0.layoutConstraints) } == [
                Facts(.width, .equal, .width, multiplier: 0.25, 1)
            ])
        root.layoutIfNeeded()
        expectFrame(half, 0, 0, 187.5, 10)
        // 375 / 4 + 1 = 94.75, on the 2× pixel grid 95.
        expectFrame(quarter, 0, 0, 95, 10)
    }

    @Test func prioritiesHaveSnapKitsValues() {
        let root = makeRoot()
        let box = addView(to: root)
        var made: [Constraint] = []
        box.snp.makeConstraints { make in
            made.append(make.width.equalTo(1).priority(.required).constraint)
            made.append(make.width.equalTo(2).priority(.high).constraint)
            made.append(make.width.equalTo(3).priority(.medium).constraint)
            made.append(make.width.equalTo(4).priority(.low).constraint)
            made.append(make.height.equalTo(5).priority(600).constraint)
            made.append(make.height.equalTo(6).priority(UILayoutPriority.defaultLow + 1).constraint)
            made.append(make.height.equalTo(7).priority(Double(450.5)).constraint)
        }
        #expect(
            made.flatMap(\.layoutConstraints).map(\.priority.rawValue) == [1000, 750, 500, 250, 600, 251, 450.5])
        #expect(ConstraintPriority.high.advanced(by: 1).value == 751)
    }

    @Test func chainedAttributesShareTheTarget() {
        let root = makeRoot()
        let anchor = addView(to: root), box = addView(to: root)
        var made: Constraint?
        box.snp.makeConstraints { make in made = make.top.bottom.equalTo(anchor.snp.centerY).constraint }
        #expect(
            facts(made?.layoutConstraints ?? []) == [
                Facts(.top, .equal, .centerY, 0), Facts(.bottom, .equal, .centerY, 0),
            ])
        #expect(made?.layoutConstraints.allSatisfy { $0.secondItem === anchor } == true)
    }

    @Test func installedOnTheClosestCommonAncestor() {
        let root = makeRoot()
        let parent = addView(to: root)
        let child = addView(to: parent), sibling = addView(to: parent)
        child.snp.makeConstraints { make in
            make.width.equalTo(10)
            make.left.equalTo(sibling.snp.right)
            make.top.equalTo(root)
        }
        #expect(child.constraints.map(\.firstAttribute) == [.width])
        #expect(parent.constraints.map(\.firstAttribute) == [.left])
        #expect(root.constraints.map(\.firstAttribute) == [.top])
    }

    @Test func arrayTargetsMakeOneConstraintEach() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root), box = addView(to: root)
        var made: [Constraint] = []
        box.snp.makeConstraints { make in made = make.height.equalTo([a, b]).offset(2).constraints }
        #expect(made.count == 2)
        #expect(made.map { $0.layoutConstraints.first?.secondItem }.map { $0 === a } == [true, false])
        #expect(made.map { $0.layoutConstraints.first?.secondItem }.map { $0 === b } == [false, true])
        #expect(
            facts(made.flatMap(\.layoutConstraints)) == [
                Facts(.height, .equal, .height, 2), Facts(.height, .equal, .height, 2),
            ])
    }

    @Test func superviewClosureAndSafeAreaTargets() {
        let root = makeSafeAreaRoot()
        let box = addView(to: root)
        box.snp.makeConstraints { make in
            make.top.equalToSuperviewSafeAreaLayoutGuide { $0.snp.top }.offset(6)
            make.bottom.equalToSuperview { $0.snp.centerY }
            make.left.right.equalToSuperview()
        }
        root.layoutIfNeeded()
        expectFrame(box, 0, 50, 375, 356)
    }

    @Test func layoutGuidesUseTheDSL() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let box = addView(to: root)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        box.snp.makeConstraints { make in make.edges.equalTo(guide) }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 20, y: 20, width: 335, height: 627))
        expectFrame(box, 20, 20, 335, 627)
    }

    @Test func labelsNameConstraintsAndViews() {
        let root = makeRoot()
        let box = addView(to: root)
        box.snp.setLabel("box")
        var made: Constraint?
        box.snp.makeConstraints { make in made = make.width.equalTo(10).labeled("boxWidth").constraint }
        let constraint = made?.layoutConstraints.first
        #expect(box.snp.label() == "box")
        #expect(constraint?.label == "boxWidth" && constraint?.identifier == "boxWidth")
        #expect(
            constraint?.description.hasSuffix("'boxWidth' UIView:\(box.debugAddress)'box'.width == 10   (active)>")
                == true)
    }
}
