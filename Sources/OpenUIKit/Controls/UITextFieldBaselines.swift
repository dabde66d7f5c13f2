import Foundation

/// A text field's baselines are those of its line, whether it shows text, a placeholder or
/// nothing: a line of its font centred in the field's intrinsic height
/// (docs/reference/attributes.md#baselines). A field as tall as its intrinsic size, the common
/// case, has them where UIKit draws its text.
extension UITextField: BaselineOffsetProvider {
    package var firstBaselineOffsetFromTop: CGFloat { lineBaselines.fromTop }
    package var lastBaselineOffsetFromBottom: CGFloat { lineBaselines.fromBottom }

    private var lineBaselines: (fromTop: CGFloat, fromBottom: CGFloat) {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let height = intrinsicContentSize.height
        let baseline = (height - font.lineHeight) / 2 + font.ascender
        return (baseline, height - baseline)
    }
}
