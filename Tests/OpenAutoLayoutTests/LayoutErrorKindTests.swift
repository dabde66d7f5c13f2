import Foundation
import OpenAutoLayout
import Testing

/// Each `checked…` twin throws an error whose kind names the mistake, beside UIKit's text.
@MainActor @Suite struct LayoutErrorKindTests {
    /// The kind of the `LayoutError` `body` throws, or nil when it throws none.
    func kind(_ body: () throws -> Void) -> LayoutError.Kind? {
        do {
            try body()
            return nil
        } catch {
            return (error as? LayoutError)?.kind
        }
    }

    @Test func outOfRangePriorityIsInvalidPriority() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(kind { try constraint.checkedSetPriority(UILayoutPriority(0)) } == .invalidPriority)
        #expect(kind { try constraint.checkedSetPriority(UILayoutPriority(1001)) } == .invalidPriority)
    }

    @Test func requiredToOptionalOnAnActiveConstraintIsPriorityMutation() {
        let root = makeRoot(), view = UIView()
        root.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        #expect(kind { try constraint.checkedSetPriority(.defaultHigh) } == .priorityMutation)
    }

    @Test func infiniteConstantIsNonFiniteValue() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(kind { try constraint.checkedSetConstant(.infinity) } == .nonFiniteValue)
        #expect(kind { try constraint.checkedSetConstant(.nan) } == .nonFiniteValue)
        #expect(kind { try constraint.checkedSetConstant(20) } == nil)
    }

    @Test func viewsInDifferentHierarchiesHaveNoCommonAncestor() {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        #expect(kind { try constraint.checkedSetActive(true) } == .noCommonAncestor)
    }

    @Test func emptyConstraintIsMissingItems() {
        #expect(kind { try NSLayoutConstraint().checkedSetActive(true) } == .missingItems)
    }

    @Test func constraintAddedOutsideItsItemsIsUnpreparedHierarchy() {
        let root = makeRoot(), child = UIView(), other = UIView()
        root.addSubview(child)
        root.addSubview(other)
        let constraint = other.widthAnchor.constraint(equalToConstant: 10)
        #expect(kind { try child.checkedAddConstraint(constraint) } == .unpreparedHierarchy)
    }

    @Test func addingAnAncestorOrItselfIsAViewHierarchyCycle() {
        let root = makeRoot(), child = UIView()
        root.addSubview(child)
        #expect(kind { try child.checkedAddSubview(root) } == .viewHierarchyCycle)
        #expect(kind { try child.checkedAddSubview(child) } == .viewHierarchyCycle)
    }

    @Test func unknownViewNameIsVisualFormat() {
        let error = kind {
            _ = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: "|[missing]|", options: [], metrics: nil, views: [:])
        }
        #expect(error == .visualFormat)
    }
}
