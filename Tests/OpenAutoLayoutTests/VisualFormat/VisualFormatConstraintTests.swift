import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

@MainActor @Suite("Visual Format Language: constraints(withVisualFormat:…)")
struct VisualFormatConstraintTests {
    private func vfl(
        _ format: String, _ views: [String: Any], options: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]? = nil
    ) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    private func pinVertically(_ view: UIView, y: CGFloat = 0, height: CGFloat = 10) {
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: view.superview!.topAnchor, constant: y),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    @Test("|-[subview]-| pins to the default 8-pt margins")
    func barConnectionsPinToTheDefaultMargins() {
        let root = makeRoot()
        let subview = makeConstrainedView(in: root)
        pinVertically(subview)
        let constraints = vfl("|-[subview]-|", ["subview": subview])
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(constraints[0].firstAttribute == .leading && constraints[0].secondAttribute == .leadingMargin)
        #expect(constraints[1].firstAttribute == .trailingMargin && constraints[1].secondAttribute == .trailing)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(subview, 8, 0, 359, 10)
    }

    @Test func edgesSizesAndStandardSpacing() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        pinVertically(a)
        pinVertically(b)
        NSLayoutConstraint.activate(vfl("H:|-20-[a(100)]-[b]-20-|", ["a": a, "b": b]))
        root.layoutIfNeeded()
        expectFrame(a, 20, 0, 100, 10)
        expectFrame(b, 128, 0, 227, 10)
    }

    @Test func verticalWithInequalityAndEqualHeights() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        NSLayoutConstraint.activate(vfl("H:|[a]|", ["a": a]) + vfl("H:|[b]|", ["b": b]))
        a.heightAnchor.constraint(equalToConstant: 100).isActive = true
        let constraints = vfl("V:|-[a]-(>=10)-[b(==a)]-|", ["a": a, "b": b])
        #expect(constraints.count == 4)
        #expect(constraints[1].relation == .greaterThanOrEqual && constraints[1].constant == 10)
        #expect(constraints[2].firstAttribute == .height && constraints[2].secondItem === a)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(a, 0, 8, 375, 100)
        expectFrame(b, 0, 559, 375, 100)
    }

    @Test func priorities() {
        let root = makeRoot()
        let w = makeConstrainedView(in: root)
        pinVertically(w)
        let constraints = vfl("H:|[w(>=60@700)]", ["w": w])
        #expect(constraints[1].priority == UILayoutPriority(700))
        #expect(constraints[0].priority == .required)
        NSLayoutConstraint.activate(constraints + vfl("H:[w(<=40)]", ["w": w]))
        root.layoutIfNeeded()
        expectFrame(w, 0, 0, 40, 10)
    }

    @Test func metrics() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        pinVertically(a)
        let metrics: [String: Any] = ["m": 30, "w": NSNumber(value: 50.5), "p": CGFloat(250)]
        let constraints = vfl("H:|-m-[a(w@p)]", ["a": a], metrics: metrics)
        #expect(constraints[1].priority == UILayoutPriority(250))
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(a, 30, 0, 50.5, 10)
    }

    @Test func alignAllCenterY() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        pinVertically(a, y: 100, height: 40)
        b.heightAnchor.constraint(equalToConstant: 20).isActive = true
        let constraints = vfl("H:|[a(50)][b(50)]", ["a": a, "b": b], options: .alignAllCenterY)
        #expect(constraints.count == 5)
        #expect(constraints.last!.firstAttribute == .centerY && constraints.last!.secondAttribute == .centerY)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        expectFrame(a, 0, 100, 50, 40)
        expectFrame(b, 50, 110, 50, 20)
    }

    @Test func flushConnectionsCountAndAttributes() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        let c = vfl("H:|[a][b]|", ["a": a, "b": b])
        #expect(c.count == 3)
        #expect(c[0].firstItem === a && c[0].firstAttribute == .leading)
        #expect(c[0].secondItem === root && c[0].secondAttribute == .leading)
        #expect(c[1].firstItem === b && c[1].firstAttribute == .leading)
        #expect(c[1].secondItem === a && c[1].secondAttribute == .trailing)
        #expect(c[2].firstItem === root && c[2].firstAttribute == .trailing)
        #expect(c[2].secondItem === b && c[2].secondAttribute == .trailing)
        #expect(c.allSatisfy { $0.constant == 0 && $0.relation == .equal })
    }

    @Test func directionLeftToRightUsesLeftAndRight() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let c = vfl("H:|-10-[a]-|", ["a": a], options: .directionLeftToRight)
        #expect(c[0].firstAttribute == .left && c[0].secondAttribute == .left && c[0].constant == 10)
        #expect(c[1].firstAttribute == .rightMargin && c[1].secondAttribute == .right)
    }

    @Test func checkedUnknownViewThrowsParserMessage() {
        let root = makeRoot()
        let w = makeConstrainedView(in: root)
        #expect(
            throws: LayoutError(
                .visualFormat,
                message: "Unable to parse constraint format: \n"
                    + "blackBox is not a key in the views dictionary. \n|[whiteBox2][blackBox] \n                     ^"
            )
        ) {
            try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: "|[whiteBox2][blackBox]", options: [], metrics: nil, views: ["whiteBox2": w])
        }
    }

    @Test func checkedBarWithoutSuperviewThrows() {
        let view = UIView()
        #expect(
            throws: LayoutError(
                .visualFormat,
                message: "Unable to parse constraint format: \n"
                    + "Unable to interpret '|' character, because the related view doesn't have a superview \n|[view]| \n"
                    + "       ^")
        ) {
            try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: "|[view]|", options: [], metrics: nil, views: ["view": view])
        }
    }

    @Test func alignmentAlongTheLayoutAxisThrows() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        do {
            _ = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: "H:[a][b]", options: .alignAllLeft, metrics: nil, views: ["a": a, "b": b])
            Issue.record("expected an error")
        } catch {
            #expect(
                error.message.contains(
                    "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                ))
        }
    }

    @Test func directionRightToLeftLaysOutFromTheRight() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root)
        let b = makeConstrainedView(in: root)
        pinVertically(a)
        pinVertically(b)
        NSLayoutConstraint.activate(
            vfl("H:|-10-[a(50)]-[b(60)]", ["a": a, "b": b], options: .directionRightToLeft))
        root.layoutIfNeeded()
        expectFrame(a, 315, 0, 50, 10)
        expectFrame(b, 247, 0, 60, 10)
    }
}
