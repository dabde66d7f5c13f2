import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// Every example of the "Visual Format Language" chapter of Apple's Auto Layout Guide, activated
/// in a 375 × 667 root view (margins 8), with the frames worked out by hand. Each example only
/// constrains one axis; anchors fix the rest.
@MainActor @Suite("Visual Format Language: the Auto Layout Guide's examples")
struct VisualFormatGuideExampleTests {
    private func activate(
        _ format: String, _ views: [String: Any], options: NSLayoutConstraint.FormatOptions = []
    ) -> [NSLayoutConstraint] {
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Fixes a view's vertical place: y, height 10.
    private func pinY(_ view: UIView, _ y: CGFloat = 0) {
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: view.superview!.topAnchor, constant: y),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    /// Fixes a view's horizontal place: x, width.
    private func pinX(_ view: UIView, _ x: CGFloat, width: CGFloat) {
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: view.superview!.leftAnchor, constant: x),
            view.widthAnchor.constraint(equalToConstant: width),
        ])
    }

    private func optionalWidth(_ view: UIView, _ width: CGFloat, _ priority: UILayoutPriority = .defaultLow) {
        let constraint = view.widthAnchor.constraint(equalToConstant: width)
        constraint.priority = priority
        constraint.isActive = true
    }

    /// `[button]-[textField]`: standard spacing, 8 between siblings.
    @Test func standardSpace() {
        let root = makeRoot()
        let button = makeConstrainedView(in: root), textField = makeConstrainedView(in: root)
        pinY(button)
        pinY(textField)
        pinX(button, 20, width: 60)
        textField.widthAnchor.constraint(equalToConstant: 100).isActive = true
        let made = activate("[button]-[textField]", ["button": button, "textField": textField])
        #expect(made.count == 1)
        #expect(made[0].firstItem === textField && made[0].firstAttribute == .leading)
        #expect(made[0].secondItem === button && made[0].secondAttribute == .trailing && made[0].constant == 8)
        root.layoutIfNeeded()
        expectFrame(textField, 88, 0, 100, 10)
    }

    /// `[button(>=50)]`: a required minimum beats a weaker wish for 30, and allows 80.
    @Test func widthConstraint() {
        let root = makeRoot()
        let narrow = makeConstrainedView(in: root), wide = makeConstrainedView(in: root)
        for (view, wish) in [(narrow, 30.0), (wide, 80.0)] {
            pinY(view)
            view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            optionalWidth(view, wish)
            let made = activate("[button(>=50)]", ["button": view])
            #expect(made.count == 1 && made[0].relation == .greaterThanOrEqual && made[0].secondItem == nil)
        }
        root.layoutIfNeeded()
        expectFrame(narrow, 0, 0, 50, 10)
        expectFrame(wide, 0, 0, 80, 10)
    }

    /// `|-50-[purpleBox]-50-|`: fixed distances to the superview's edges (not its margins).
    @Test func connectionToSuperview() {
        let root = makeRoot()
        let purpleBox = makeConstrainedView(in: root)
        pinY(purpleBox)
        let made = activate("|-50-[purpleBox]-50-|", ["purpleBox": purpleBox])
        #expect(made.map(\.secondAttribute) == [.leading, .trailing])
        root.layoutIfNeeded()
        expectFrame(purpleBox, 50, 0, 275, 10)
    }

    /// `V:[topField]-10-[bottomField]`.
    @Test func verticalLayout() {
        let root = makeRoot()
        let topField = makeConstrainedView(in: root), bottomField = makeConstrainedView(in: root)
        pinX(topField, 0, width: 100)
        pinX(bottomField, 0, width: 100)
        NSLayoutConstraint.activate([
            topField.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            topField.heightAnchor.constraint(equalToConstant: 30),
            bottomField.heightAnchor.constraint(equalToConstant: 30),
        ])
        let made = activate("V:[topField]-10-[bottomField]", ["topField": topField, "bottomField": bottomField])
        #expect(made.count == 1 && made[0].firstAttribute == .top && made[0].secondAttribute == .bottom)
        root.layoutIfNeeded()
        expectFrame(bottomField, 0, 60, 100, 30)
    }

    /// `[maroonView][blueView]`: flush, no space.
    @Test func flushViews() {
        let root = makeRoot()
        let maroonView = makeConstrainedView(in: root), blueView = makeConstrainedView(in: root)
        pinY(maroonView)
        pinY(blueView)
        pinX(maroonView, 10, width: 40)
        blueView.widthAnchor.constraint(equalToConstant: 40).isActive = true
        let made = activate("[maroonView][blueView]", ["maroonView": maroonView, "blueView": blueView])
        #expect(made.count == 1 && made[0].constant == 0)
        root.layoutIfNeeded()
        expectFrame(blueView, 50, 0, 40, 10)
    }

    /// `[button(100@20)]`: a width of 100 at priority 20, alone, then losing to 60 at 250.
    @Test func priority() {
        let root = makeRoot()
        let alone = makeConstrainedView(in: root), outvoted = makeConstrainedView(in: root)
        for view in [alone, outvoted] {
            pinY(view)
            view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            let made = activate("[button(100@20)]", ["button": view])
            #expect(made.count == 1 && made[0].priority.rawValue == 20 && made[0].constant == 100)
        }
        optionalWidth(outvoted, 60)
        root.layoutIfNeeded()
        expectFrame(alone, 0, 0, 100, 10)
        expectFrame(outvoted, 0, 0, 60, 10)
    }

    /// `[button1(==button2)]`.
    @Test func equalWidths() {
        let root = makeRoot()
        let button1 = makeConstrainedView(in: root), button2 = makeConstrainedView(in: root)
        pinY(button1)
        pinY(button2, 20)
        pinX(button2, 0, width: 70)
        button1.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        let made = activate("[button1(==button2)]", ["button1": button1, "button2": button2])
        #expect(made.count == 1 && made[0].firstAttribute == .width && made[0].secondItem === button2)
        root.layoutIfNeeded()
        expectFrame(button1, 0, 0, 70, 10)
    }

    /// `[flexibleButton(>=70,<=100)]`: wishes of 50, 85 and 150 give 70, 85 and 100.
    @Test func multiplePredicates() {
        let root = makeRoot()
        var views: [UIView] = []
        for wish in [50.0, 85, 150] {
            let view = makeConstrainedView(in: root)
            pinY(view)
            view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
            optionalWidth(view, wish)
            let made = activate("[flexibleButton(>=70,<=100)]", ["flexibleButton": view])
            #expect(made.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
            views.append(view)
        }
        root.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 70, 10)
        expectFrame(views[1], 0, 0, 85, 10)
        expectFrame(views[2], 0, 0, 100, 10)
    }

    /// `|-[find]-[findNext]-[findField(>=20)]-|`: margins of 8 at both ends, 8 between, and
    /// the field takes the rest: 375 − 8 − 60 − 8 − 80 − 8 − 8 = 203.
    @Test func completeLineOfLayout() {
        let root = makeRoot()
        let find = makeConstrainedView(in: root), findNext = makeConstrainedView(in: root)
        let findField = makeConstrainedView(in: root)
        for view in [find, findNext, findField] { pinY(view) }
        find.widthAnchor.constraint(equalToConstant: 60).isActive = true
        findNext.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let made = activate(
            "|-[find]-[findNext]-[findField(>=20)]-|", ["find": find, "findNext": findNext, "findField": findField])
        #expect(made.count == 5)
        #expect(made.first?.secondAttribute == .leadingMargin && made.last?.firstAttribute == .trailingMargin)
        root.layoutIfNeeded()
        expectFrame(find, 8, 0, 60, 10)
        expectFrame(findNext, 76, 0, 80, 10)
        expectFrame(findField, 164, 0, 203, 10)
    }

    /// `V:|-[box]-|` uses the top and bottom margins.
    @Test func verticalStandardSpaceToTheSuperview() {
        let root = makeRoot()
        let box = makeConstrainedView(in: root)
        pinX(box, 0, width: 10)
        let made = activate("V:|-[box]-|", ["box": box])
        #expect(made.map(\.secondAttribute) == [.topMargin, .bottom])
        root.layoutIfNeeded()
        expectFrame(box, 0, 8, 10, 651)
    }
}

/// `spacingBaselineToBaseline` (iOS 11): vertical connections between views measure from the
/// upper view's last baseline to the lower view's first baseline.
@MainActor @Suite("Visual Format Language: baseline-to-baseline spacing")
struct VisualFormatBaselineSpacingTests {
    /// A 40-point-high view whose text runs from 10 to 30: first baseline at the top of its
    /// 10…30 text view, last baseline at that view's bottom.
    final class TextLikeView: UIView {
        let text = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            text.translatesAutoresizingMaskIntoConstraints = false
            addSubview(text)
            NSLayoutConstraint.activate([
                text.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                text.heightAnchor.constraint(equalToConstant: 20),
                text.leftAnchor.constraint(equalTo: leftAnchor),
                text.widthAnchor.constraint(equalToConstant: 10),
                heightAnchor.constraint(equalToConstant: 40),
                widthAnchor.constraint(equalToConstant: 50),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override var forFirstBaselineLayout: UIView { text }
        override var forLastBaselineLayout: UIView { text }
    }

    @Test func optionValues() {
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 524_288)
        #expect(NSLayoutConstraint.FormatOptions.spacingMask.rawValue == 524_288)
        #expect(NSLayoutConstraint.FormatOptions.spacingEdgeToEdge.rawValue == 0)
    }

    /// Upper view at y 20: its last baseline is at 50, so the lower view's first baseline is at
    /// 50 + 12 = 62 and its top at 52. Edge to edge it would be at 20 + 40 + 12 = 72.
    @Test func baselinesBetweenViews() {
        let root = makeRoot()
        let upper = TextLikeView(), lower = TextLikeView(), plain = makeConstrainedView(in: root)
        for view in [upper, lower] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            plain.leftAnchor.constraint(equalTo: root.leftAnchor),
            plain.widthAnchor.constraint(equalToConstant: 10),
            plain.heightAnchor.constraint(equalToConstant: 10),
        ])
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-20-[upper]-12-[lower]-[plain]", options: .spacingBaselineToBaseline, metrics: nil,
            views: ["upper": upper, "lower": lower, "plain": plain])
        #expect(made.map(\.firstAttribute) == [.top, .firstBaseline, .firstBaseline])
        #expect(made.map(\.secondAttribute) == [.top, .lastBaseline, .lastBaseline])
        NSLayoutConstraint.activate(made)
        root.layoutIfNeeded()
        expectFrame(upper, 0, 20, 50, 40)
        expectFrame(lower, 0, 52, 50, 40)
        // A view without text: its first baseline is its top; 8 below lower's last baseline (82).
        expectFrame(plain, 0, 90, 10, 10)
    }

    @Test func horizontalLayoutsIgnoreTheOption() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root), b = makeConstrainedView(in: root)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "[a]-[b]", options: .spacingBaselineToBaseline, metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 1 && made[0].firstAttribute == .leading && made[0].secondAttribute == .trailing)
    }
}

/// Messages checked against real UIKit text quoted in public reports.
@MainActor @Suite("Visual Format Language: messages seen in real output")
struct VisualFormatRealMessageTests {
    private func message(
        _ format: String, _ views: [String: Any], options: NSLayoutConstraint.FormatOptions = []
    ) -> String? {
        do {
            _ = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: format, options: options, metrics: nil, views: views)
            return nil
        } catch {
            return error.message
        }
    }

    /// A GitHub issue quotes `Unable to parse constraint format: Expected a view H:|-10-| ^`
    /// (line breaks lost): a bar, a connection and a bar with no view between.
    @Test func barToBarExpectsAView() {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        let text = message("H:|-10-|", ["view": view])
        #expect(text?.hasPrefix("Unable to parse constraint format: \nExpected a view \nH:|-10-| \n") == true)
    }

    /// The vertical twin of the alignment refusal: a vertical layout may not align views on a
    /// vertical edge; the caret sits just past the view after the first connection.
    @Test func verticalLayoutRefusesVerticalAlignment() {
        let root = makeRoot()
        let a = makeConstrainedView(in: root), b = makeConstrainedView(in: root)
        let text = message("V:[a]-[b]", ["a": a, "b": b], options: .alignAllTop)
        #expect(
            text
                == "Unable to parse constraint format: \n"
                + "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical. \n"
                + "V:[a]-[b] \n" + String(repeating: " ", count: 9) + "^")
        #expect(message("V:[a]-[b]", ["a": a, "b": b], options: .alignAllLeading) == nil)
    }
}
