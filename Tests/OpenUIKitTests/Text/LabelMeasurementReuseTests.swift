import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// A label keeps the layouts of its text between measurements; every change that affects them
/// (text, font, line settings, the tree's context or its measurer) measures again.
@MainActor @Suite struct LabelMeasurementReuseTests {
    /// 10 points per character, 10-point lines.
    struct TenPointMeasurer: TextMeasurer {
        func advance(of character: Character, font: UIFont) -> CGFloat { 10 }
        func kerning(between left: Character, and right: Character, font: UIFont) -> CGFloat { 0 }
        func lineMetrics(for font: UIFont) -> TextLineMetrics {
            TextLineMetrics(ascender: 8, descender: -2, leading: 0)
        }
    }

    /// Counts the characters it measures; otherwise ``TenPointMeasurer``.
    final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        private(set) var advancesMeasured = 0
        func advance(of character: Character, font: UIFont) -> CGFloat {
            advancesMeasured += 1
            return 10
        }
        func kerning(between left: Character, and right: Character, font: UIFont) -> CGFloat { 0 }
        func lineMetrics(for font: UIFont) -> TextLineMetrics {
            TextLineMetrics(ascender: 8, descender: -2, leading: 0)
        }
    }

    @Test func aTextIsMeasuredOnceForEveryWidthItIsLaidOutAt() {
        let measurer = CountingMeasurer()
        let context = LayoutContext()
        context.textMeasurer = measurer
        let root = UIView()
        root.layoutContext = context
        let label = UILabel()
        label.numberOfLines = 0
        root.addSubview(label)
        label.text = "abcd efgh ijkl"
        // No engine reads the label's baselines: setting its text measures nothing yet.
        #expect(measurer.advancesMeasured == 0)
        expectSize(
            label.textRect(forBounds: CGRect(x: 0, y: 0, width: 45, height: 100), limitedToNumberOfLines: 0).size, 40,
            30)
        let measured = measurer.advancesMeasured
        #expect(measured == 14)
        expectSize(
            label.textRect(forBounds: CGRect(x: 0, y: 0, width: 95, height: 100), limitedToNumberOfLines: 0).size, 90,
            20)
        expectSize(label.intrinsicContentSize, 140, 10)
        #expect(measurer.advancesMeasured == measured)
        label.text = "abcd"
        expectSize(label.intrinsicContentSize, 40, 10)
        #expect(measurer.advancesMeasured == measured + 4)
    }

    @Test func textFontAndLineSettingsEachMeasureAgain() {
        let label = UILabel()
        label.text = "abcd efgh"
        let oneLine = label.intrinsicContentSize
        label.text = "abcd efgh ijkl"
        #expect(label.intrinsicContentSize.width > oneLine.width)
        label.font = UIFont.systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(large.height > oneLine.height)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = large.width / 2
        #expect(label.intrinsicContentSize.height > large.height)
        label.lineBreakMode = .byCharWrapping
        #expect(label.intrinsicContentSize.width <= large.width / 2)
    }

    /// UIKit copies the string it is given; here the label reads it as it is, never from a layout
    /// kept from before it changed.
    @Test func aMutableAttributedStringIsNeverMeasuredFromAnOldLayout() {
        let label = UILabel()
        let string = NSMutableAttributedString(string: "abcd")
        label.attributedText = string
        let short = label.intrinsicContentSize
        string.append(NSAttributedString(string: " efgh ijkl"))
        #expect(label.intrinsicContentSize.width > short.width)
    }

    @Test func anotherMeasurerOrAnotherTreeMeasuresAgain() {
        let label = UILabel()
        label.text = "abcd"
        let dejaVu = label.intrinsicContentSize
        let root = UIView()
        let context = LayoutContext()
        root.layoutContext = context
        root.addSubview(label)
        root.layoutIfNeeded()
        #expect(label.intrinsicContentSize == dejaVu)
        context.textMeasurer = TenPointMeasurer()
        expectSize(label.intrinsicContentSize, 40, 10)
        label.removeFromSuperview()
        #expect(label.intrinsicContentSize == dejaVu)
    }
}
