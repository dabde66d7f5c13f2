import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// A text field's baselines are those of a line of its font centred in its intrinsic height,
/// whether it shows text, a placeholder or nothing (docs/reference/attributes.md#baselines).
/// San Francisco at 17 points: ascender 1950/2048 × 17 = 16.1865, line 2444/2048 × 17 = 20.2871.
@MainActor @Suite struct TextFieldBaselineTests {
    /// A 17-point label pinned 100.25 points down and a field aligned with it by `attribute`.
    /// The label is 20.5 tall (its line on the 2× grid), its first baseline 0.1064 + 16.1865 =
    /// 16.2929 below its top; a rounded-rect field is 34 tall on iOS 17, its baseline
    /// (34 − 20.2871) / 2 + 16.1865 = 23.0430 below its top, so its top is 6.75 above the label's.
    private func alignedField(
        _ field: UITextField, by attribute: NSLayoutConstraint.Attribute
    ) -> (label: UILabel, window: UIWindow) {
        let label = UILabel()
        label.text = "Room"
        label.font = .systemFont(ofSize: 17)
        field.borderStyle = .roundedRect
        label.translatesAutoresizingMaskIntoConstraints = false
        let window = show(field, systemVersion: 17) { field, root in
            root.addSubview(label)
            return [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100.25),
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 86),
                NSLayoutConstraint(
                    item: field, attribute: attribute, relatedBy: .equal, toItem: label, attribute: attribute,
                    multiplier: 1, constant: 0),
            ]
        }
        return (label, window)
    }

    @Test(arguments: [NSLayoutConstraint.Attribute.firstBaseline, .lastBaseline])
    func anEmptyFieldSitsOnTheLabelsBaseline(attribute: NSLayoutConstraint.Attribute) {
        let field = UITextField()
        let (label, window) = alignedField(field, by: attribute)
        #expect(window.screen.systemVersion == 17)
        expectValue(field.frame.minY, 93.5)
        expectValue(field.frame.height, 34)
        expectValue(label.frame.height, 20.5)
    }

    @Test func aFieldWithTextHasTheSameBaselines() {
        let field = UITextField()
        field.text = "Lobby"
        let (_, window) = alignedField(field, by: .firstBaseline)
        #expect(window.screen.systemVersion == 17)
        expectValue(field.frame.minY, 93.5)
    }

    @Test func aNewFontMovesTheBaselines() {
        let field = UITextField()
        let (_, window) = alignedField(field, by: .firstBaseline)
        // 30 points: line 2444/2048 × 30 = 35.8008, ascender 28.5645; the field is its line on the
        // 2× grid (36) plus 10, 46 tall, its baseline (46 − 35.8008) / 2 + 28.5645 = 33.6641 down:
        // its top at 100.25 + 16.2929 − 33.6641 = 82.8788, 83 on the 2× grid.
        field.font = .systemFont(ofSize: 30)
        window.layoutIfNeeded()
        expectValue(field.frame.height, 46)
        expectValue(field.frame.minY, 83)
    }
}
