import LayoutAssertions
import OpenAutoLayout
import OpenSnapKit
import Testing

/// The DSL's constraints are `LayoutConstraint`s, a subclass of `NSLayoutConstraint`, as in
/// SnapKit: that is how `updateConstraints` and `removeConstraints` leave other constraints alone.
@MainActor @Suite struct LayoutConstraintClassTests {
    @Test func theDSLMakesLayoutConstraintsAndOnlyThose() {
        let root = makeRoot()
        let box = addView(to: root)
        let plainHeight = box.heightAnchor.constraint(equalToConstant: 30)
        plainHeight.isActive = true
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.width.equalTo(100).labeled("boxWidth")
        }
        let made =
            root.constraints.filter { $0 is LayoutConstraint } + box.constraints.filter { $0 is LayoutConstraint }
        #expect(made.count == 3)
        #expect(!(plainHeight is LayoutConstraint))
        let width = made.compactMap { $0 as? LayoutConstraint }.first { $0.firstAttribute == .width }
        #expect(width?.label == "boxWidth" && width?.identifier == "boxWidth")
        #expect(width?.secondItem == nil && width?.secondAttribute == .notAnAttribute)
        box.snp.updateConstraints { make in make.width.equalTo(120) }
        box.snp.removeConstraints()
        #expect(plainHeight.isActive)
        #expect(!root.constraints.contains { $0 is LayoutConstraint })
        #expect(!box.constraints.contains { $0 is LayoutConstraint })
    }
}
