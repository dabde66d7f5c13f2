import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// UILabel in Auto Layout: intrinsic size, UIKit's two-pass wrapping, baselines. Expected
/// values worked out by hand: heights from the system font's San Francisco line (em 2048,
/// ascender 1950, descender −494, as UIKit reports them), widths from the oracle's DejaVu
/// widths; sizes round up to the default 2× screen's pixels, frames snap to them.
@MainActor @Suite struct LabelLayoutTests {
    @Test func defaultsFollowUIKit() throws {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        expectSize(label.intrinsicContentSize, 0, 0)
        label.text = "Hi"
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "Hi")
        #expect(attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    }

    @Test func intrinsicSizeIsTheTextSizeRoundedUp() throws {
        let label = UILabel()
        label.text = "Hello, World"
        let w = try FontOracle.widths(["Hello, World"], size: 17)
        // 17 × 2444 / 2048 = 20.287109375 → 20.5, a 17-point label's height on a 2× iPhone.
        expectSize(label.intrinsicContentSize, pixelCeil(w[0]), 20.5)
        label.font = UIFont.boldSystemFont(ofSize: 24)
        let bold = try FontOracle.widths(["Hello, World"], font: "DejaVu Sans:bold", size: 24)
        // 24 × 2444 / 2048 = 28.640625 → 29.
        expectSize(label.intrinsicContentSize, pixelCeil(bold[0]), 29)
    }

    @Test func attributedTextUsesItsRuns() throws {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.append(NSAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        label.attributedText = text
        #expect(label.text == "Bigsmall")
        let big = try FontOracle.widths(["Big"], size: 30)
        let small = try FontOracle.widths(["small"], size: 10)
        // One line as tall as the larger font: 30 × 2444 / 2048 = 35.80078125 → 36.
        expectSize(label.intrinsicContentSize, pixelCeil(big[0] + small[0]), 36)
    }

    @Test func preferredMaxLayoutWidthWraps() throws {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four"
        let w = try FontOracle.widths(["one two", "one two three", "three four"], size: 17)
        label.preferredMaxLayoutWidth = max(w[0], w[2]) + 1
        try #require(w[1] > label.preferredMaxLayoutWidth)
        // 2 lines: 2 × 20.287109375 = 40.57421875 → 41.
        expectSize(label.intrinsicContentSize, pixelCeil(max(w[0], w[2])), 41)
    }

    @Test func twoPassWrapsAtTheWidthTheLayoutGave() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four five six"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let w = try FontOracle.widths(["one two three", "one two three four", "four five six"], size: 17)
        let width = max(w[0], w[2]) + 2
        try #require(w[1] > width)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: width),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, pixelSnap(10 + width) - 10, 41)
        #expect(label.displayedLines == ["one two three ", "four five six"])
    }

    @Test func sizeThatFitsWrapsOnlyMultiLineLabels() throws {
        // As the article "iOS layout summary" says: numberOfLines 0 wraps at the given width;
        // numberOfLines 1 ignores it.
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        let w = try FontOracle.widths(
            [
                "The quick brown fox jumps over the lazy dog", "The quick brown fox", "The quick brown fox jumps",
                "jumps over the lazy dog",
            ],
            size: 17)
        expectSize(label.sizeThatFits(CGSize(width: 50, height: 10)), pixelCeil(w[0]), 20.5)
        expectSize(label.sizeThatFits(CGSize(width: 1000, height: 1000)), pixelCeil(w[0]), 20.5)
        label.numberOfLines = 0
        let width = max(w[1], w[3]) + 1
        try #require(w[2] > width)
        expectSize(
            label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)), pixelCeil(max(w[1], w[3])), 41)
        // The same as the article's bounding rect, then ceil.
        let rect = (label.text! as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
        expectSize(CGSize(width: ceil(rect.width), height: ceil(rect.height)), ceil(max(w[1], w[3])), 41)
        label.frame = CGRect(x: 7, y: 8, width: width, height: 5)
        label.sizeToFit()
        expectFrame(label, 7, 8, pixelCeil(max(w[1], w[3])), 41)
    }

    @Test func textRectLimitsLines() throws {
        let label = UILabel()
        label.text = "one two three four five six"
        let w = try FontOracle.widths(["one two three", "one two three four", "four five six"], size: 17)
        let width = max(w[0], w[2]) + 2
        let bounds = CGRect(x: 3, y: 4, width: width, height: 100)
        let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(one.origin == CGPoint(x: 3, y: 4))
        expectValue(one.height, 20.5)
        let two = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        expectSize(two.size, pixelCeil(max(w[0], w[2])), 41)
        let short = label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 25), limitedToNumberOfLines: 0)
        expectValue(short.height, 25)
    }

    @Test func baselinesAlignLabelsInAStack() {
        // First-baseline offset = (h rounded up to the pixel − h) / 2 + ascender:
        // 17 pt: h = 20.287109375, ascender 16.1865234375 → 0.1064453125 + 16.1865234375 = 16.29296875;
        // 30 pt: h = 35.80078125, ascender 28.564453125 → 0.099609375 + 28.564453125 = 28.6640625.
        let small = UILabel(), large = UILabel()
        small.text = "small"
        large.text = "Large"
        large.font = UIFont.systemFont(ofSize: 30)
        // As in UIKit, the stack's top edge is the first label's: the larger label rises 12.5
        // points above the stack (docs/reference/stack-views.md#baseline-alignments), and the
        // stack is 36 − 12.5 = 23.5 tall.
        let (root, stack) = makeStack([small, large]) { $0.alignment = .firstBaseline }
        expectValue(large.frame.minY, -pixelSnap(28.6640625 - 16.29296875))
        expectValue(small.frame.minY, 0)
        expectValue(stack.frame.height, 23.5)
        // A new font moves the baseline.
        small.font = UIFont.systemFont(ofSize: 40)
        root.layoutIfNeeded()
        // 40 pt: h = 47.734375 → 48, pad 0.1328125, ascender 38.0859375 → 38.21875.
        expectValue(small.frame.minY, 0)
        expectValue(large.frame.minY, pixelSnap(38.21875 - 28.6640625))
    }

    @Test func lastBaselineAnchorOfAMultiLineLabel() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let label = UILabel(), note = UILabel()
        label.numberOfLines = 0
        label.text = "first\nsecond"
        note.text = "note"
        for view in [label, note] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            note.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            note.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // label: 2 lines, h = 40.57421875 → 41, pad 0.212890625; last baseline from bottom =
        // pad + descent (4.1005859375) → baseline at 10 + 41 − 4.3134765625 = 46.6865234375.
        // note: 20.5 tall, pad 0.1064453125, descent 4.1005859375 → top = baseline − 20.5 + 4.20703125.
        expectValue(note.frame.minY, pixelSnap(46.6865234375 - 20.5 + 4.20703125))
        // Twice the font size moves the note's own last baseline: its metrics double, h =
        // 40.57421875 → 41, pad 0.212890625, descent 8.201171875, so its top goes to the
        // label's baseline − 41 + 8.4140625.
        note.font = UIFont.systemFont(ofSize: 34)
        root.layoutIfNeeded()
        expectValue(note.frame.height, 41)
        expectValue(note.frame.minY, pixelSnap(46.6865234375 - 41 + 8.4140625))
    }
}

/// Layout settles (no "did not settle" diagnostic) around multi-line labels.
@MainActor @Suite struct LabelSettlingTests {
    final class Messages: Sendable {
        private let stored = Locked<[String]>([])
        func append(_ message: String) { stored.withLock { $0.append(message) } }
        var all: [String] { stored.current }
    }

    @Test func hiddenMultiLineLabelInARowSettles() {
        let messages = Messages()
        LayoutDiagnostics.withSink({ messages.append($0) }) {
            let label = UILabel(), box = IntrinsicBox(40, 20)
            label.numberOfLines = 0
            label.text = "one two three four five six seven"
            let (root, stack) = makeStack([label, box], width: 200) { $0.spacing = 8 }
            label.isHidden = true
            root.layoutIfNeeded()
            expectFrame(label, 0, 0, 0, 20.5)
            expectFrame(box, 0, 0, 200, 20.5)
            label.isHidden = false
            root.layoutIfNeeded()
            #expect(stack.frame.width == 200)
        }
        #expect(messages.all.isEmpty, "\(messages.all)")
    }
}
