import Foundation
import OpenAutoLayout
import OpenSnapKit
import Testing

/// `[a, b, c].snp.checked…` changes nothing when one view fails: the views before the failing
/// one are put back as they were.
@MainActor @Suite struct ArrayAllOrNothingTests {
    @Test func failedMakeLeavesTheEarlierViewsUnconstrained() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root), orphan = UIView()
        #expect(throws: LayoutError.self) {
            try [a, b, orphan].snp.checkedMakeConstraints { make in make.edges.equalToSuperview() }
        }
        #expect(root.constraints.isEmpty)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test func failedRemakeKeepsTheEarlierViewsOldConstraints() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root), orphan = UIView()
        [a, b].snp.makeConstraints { make in make.width.equalTo(10) }
        #expect(throws: LayoutError.self) {
            try [a, b, orphan].snp.checkedRemakeConstraints { make in make.edges.equalToSuperview() }
        }
        #expect(root.constraints.isEmpty)
        #expect(a.constraints.map(\.constant) == [10] && b.constraints.map(\.constant) == [10])
        #expect(a.constraints.allSatisfy(\.isActive) && a.constraints.first?.firstAttribute == .width)
    }

    @Test func failedUpdateKeepsTheEarlierViewsConstants() {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root), c = addView(to: root)
        [a, b].snp.makeConstraints { make in make.width.equalTo(10) }
        c.snp.makeConstraints { make in make.height.equalTo(10) }
        #expect(throws: LayoutError.self) {
            try [a, b, c].snp.checkedUpdateConstraints { make in make.width.equalTo(30) }
        }
        #expect(a.constraints.map(\.constant) == [10] && b.constraints.map(\.constant) == [10])
        #expect(c.constraints.map(\.firstAttribute) == [.height])
    }

    @Test func successfulArrayUpdateChangesEveryView() throws {
        let root = makeRoot()
        let a = addView(to: root), b = addView(to: root)
        [a, b].snp.makeConstraints { make in make.width.equalTo(10) }
        try [a, b].snp.checkedUpdateConstraints { make in make.width.equalTo(30) }
        #expect(a.constraints.map(\.constant) == [30] && b.constraints.map(\.constant) == [30])
    }
}
