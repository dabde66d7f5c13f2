import Foundation
import OpenUIKit
import Testing

/// `checkedInsertArrangedSubview(_:at:)` refuses a bad index or a cycle before it changes
/// anything; a good index inserts or moves as `insertArrangedSubview(_:at:)` does.
@MainActor @Suite struct StackInsertionCheckTests {
    @Test func indexPastTheEndThrowsAndChangesNothing() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(
            throws: LayoutError(
                .indexOutOfRange,
                message: "-[UIStackView insertArrangedSubview:atIndex:]: index 3 out of bounds (count 2)")
        ) {
            try stack.checkedInsertArrangedSubview(c, at: 3)
        }
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(c.superview == nil && c.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func movingAnArrangedViewPastTheEndKeepsItInPlace() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(
            throws: LayoutError(
                .indexOutOfRange,
                message: "-[UIStackView insertArrangedSubview:atIndex:]: index 2 out of bounds (count 1)")
        ) {
            try stack.checkedInsertArrangedSubview(a, at: 2)
        }
        #expect(stack.arrangedSubviews == [a, b])
    }

    @Test func negativeIndexThrows() {
        let stack = UIStackView()
        #expect(throws: LayoutError.self) { try stack.checkedInsertArrangedSubview(UIView(), at: -1) }
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.isEmpty)
    }

    @Test func insertingAnAncestorThrowsTheHierarchyError() {
        let outer = UIView(), stack = UIStackView()
        outer.addSubview(stack)
        do {
            try stack.checkedInsertArrangedSubview(outer, at: 0)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .viewHierarchyCycle)
        }
        #expect(stack.arrangedSubviews.isEmpty && outer.superview == nil)
    }

    @Test func validIndexInsertsAndMoves() throws {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        try stack.checkedInsertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [a, c, b])
        #expect(stack.subviews == [a, b, c])
        #expect(!c.translatesAutoresizingMaskIntoConstraints)
        try stack.checkedInsertArrangedSubview(a, at: 2)
        #expect(stack.arrangedSubviews == [c, b, a])
    }
}
