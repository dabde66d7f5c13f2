import Foundation
import OpenAutoLayout
import Testing

@MainActor @Suite struct PriorityAndAttributeTests {
    @Test func priorityConstants() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test func priorityArithmeticAndLiterals() {
        let high: UILayoutPriority = 999.5
        #expect(high.rawValue == 999.5)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UILayoutPriority(rawValue: 300) == UILayoutPriority(300))
    }

    @Test func attributeAndRelationRawValues() {
        let expected: [(NSLayoutConstraint.Attribute, Int)] = [
            (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6),
            (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12),
            (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
            (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
        ]
        for (attribute, raw) in expected { #expect(attribute.rawValue == raw) }
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    }

    @Test func contentPriorityDefaults() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }
}
