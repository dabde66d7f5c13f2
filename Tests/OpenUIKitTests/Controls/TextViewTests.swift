import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// UITextView's size from its text when it does not scroll (docs/reference/controls.md#text-view).
@MainActor @Suite struct TextViewTests {
    /// 12 × 2444 / 2048: one line of the 12-point system font.
    private let lineHeight: CGFloat = 12.0 * 2444 / 2048

    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        let textView = UITextView()
        textView.text = "Hello"
        expectSize(textView.intrinsicContentSize, UIView.noIntrinsicMetric, UIView.noIntrinsicMetric)
        expectInsets(textView.textContainerInset, 8, 0, 8, 0)
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.isScrollEnabled)
    }

    @Test func withoutScrollingTheTextDecidesTheSize() throws {
        let textView = UITextView()
        textView.text = "Hello"
        textView.isScrollEnabled = false
        let w = try FontOracle.widths(["Hello"], size: 12)
        // 5 points of line padding at each end; 8 points of inset above and below.
        expectSize(textView.intrinsicContentSize, pixelCeil(w[0]) + 10, pixelCeil(lineHeight) + 16)
        layOut(textView, placedAt20And100)
        expectFrame(textView, 20, 100, pixelCeil(w[0]) + 10, 30.5)
        textView.textContainerInset = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        textView.textContainer.lineFragmentPadding = 0
        expectSize(textView.intrinsicContentSize, pixelCeil(w[0]) + 8, 20.5)
    }

    @Test func aTextViewUsesTheContainerItIsGiven() throws {
        let container = NSTextContainer()
        container.lineFragmentPadding = 0
        let textView = UITextView(frame: .zero, textContainer: container)
        #expect(textView.textContainer === container)
        textView.text = "Hello"
        textView.isScrollEnabled = false
        let w = try FontOracle.widths(["Hello"], size: 12)
        expectSize(textView.intrinsicContentSize, pixelCeil(w[0]), 30.5)
        container.lineFragmentPadding = 2
        expectSize(textView.intrinsicContentSize, pixelCeil(w[0]) + 4, 30.5)
    }

    @Test func anEmptyTextViewIsOneLineTall() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        // 12 × 2444 / 2048 = 14.32 → 14.5, plus 16.
        expectSize(textView.intrinsicContentSize, 10, 30.5)
        textView.font = UIFont.systemFont(ofSize: 17)
        // 17 × 2444 / 2048 = 20.29 → 20.5, plus 16.
        expectSize(textView.intrinsicContentSize, 10, 36.5)
    }

    @Test func aWidthFromLayoutWrapsTheText() throws {
        let textView = UITextView()
        textView.text = "Hello Hello"
        textView.isScrollEnabled = false
        let w = try FontOracle.widths(["Hello"], size: 12)
        let width = pixelCeil(w[0]) + 10 + 4
        layOut(textView) { textView, root in
            [
                textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                textView.widthAnchor.constraint(equalToConstant: width),
            ]
        }
        // Two lines: 2 × 14.32 = 28.64 → 29, plus 16.
        expectFrame(textView, 20, 100, width, 45)
        expectSize(textView.sizeThatFits(CGSize(width: width, height: 0)), pixelCeil(w[0]) + 10, 45)
    }

    @Test func baselinesAreInsetByTheTextContainer() {
        let textView = UITextView()
        textView.text = "Hello"
        textView.isScrollEnabled = false
        let label = UILabel()
        label.text = "Name"
        layOut(textView) { textView, root in
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            return [
                textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
                textView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.firstBaselineAnchor.constraint(equalTo: textView.firstBaselineAnchor),
            ]
        }
        // The text view's first baseline: 100 + 8 + 12 × 1950 / 2048. The label's is its ascender at
        // 17 points below the top of its text, which is centred in its pixel-rounded height.
        let baseline = 100 + 8 + 12.0 * 1950 / 2048
        let labelText = 17.0 * 2444 / 2048
        let labelBaseline = (pixelCeil(labelText) - labelText) / 2 + 17.0 * 1950 / 2048
        expectValue(label.frame.minY, pixelSnap(baseline - labelBaseline))
    }
}
