import Foundation
import LayoutAssertions
import OpenAutoLayout
import OpenUIKit
import Testing

/// A baseline constraint on a button with a title aligns the title's text, as UIKit does: the
/// button's `forFirstBaselineLayout` and `forLastBaselineLayout` are its title label. A button
/// without a title keeps a view's default, its own edges. Frames lie on the pixel grid (one
/// point here, outside a window), so baselines read back from them agree to within half a point.
@MainActor @Suite struct ButtonBaselineTests {
    /// The baseline of `label` (its first or last one) in `root`'s coordinates.
    func baseline(of label: UILabel, in root: UIView, last: Bool = false) -> CGFloat {
        let frame = label.convert(label.bounds, to: root)
        return last ? frame.maxY - label.lastBaselineOffsetFromBottom : frame.minY + label.firstBaselineOffsetFromTop
    }

    /// A label 40 points down and a 60-point-tall button beside it, their first (or last)
    /// baselines equal.
    func alignedPair(last: Bool, buttonTitle: String?) -> (UIView, UILabel, UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let label = UILabel()
        label.text = "Some message"
        let button = UIButton(type: .system)
        button.setTitle(buttonTitle, for: .normal)
        for view in [label, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.heightAnchor.constraint(equalToConstant: 60),
            last
                ? button.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor)
                : button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        return (root, label, button)
    }

    @Test func aButtonsFirstBaselineIsItsTitles() throws {
        let (root, label, button) = alignedPair(last: false, buttonTitle: "Undo")
        let title = try #require(button.titleLabel)
        #expect(button.forFirstBaselineLayout === title)
        // The title is centred in the 60-point button, so the button's top is above the label's.
        #expect(button.frame.minY < label.frame.minY)
        #expect(abs(baseline(of: title, in: root) - baseline(of: label, in: root)) <= 0.5)
        expectValue(button.frame.height, 60)
    }

    @Test func aButtonsLastBaselineIsItsTitles() throws {
        let (root, label, button) = alignedPair(last: true, buttonTitle: "Undo")
        let title = try #require(button.titleLabel)
        #expect(button.forLastBaselineLayout === title)
        #expect(abs(baseline(of: title, in: root, last: true) - baseline(of: label, in: root, last: true)) <= 0.5)
    }

    @Test func aButtonWithoutATitleHasItsOwnEdgesAsBaselines() {
        let (root, label, button) = alignedPair(last: false, buttonTitle: nil)
        #expect(button.forFirstBaselineLayout === button)
        #expect(button.forLastBaselineLayout === button)
        #expect(abs(button.frame.minY - baseline(of: label, in: root)) <= 0.5)
    }
}
