import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// Stacks of labels, the way iOS screens use them; text widths from the oracle.
@MainActor @Suite struct StackWithLabelsTests {
    @Test func verticalStackWrapsMultiLineLabelsAtItsWidth() throws {
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        title.font = UIFont.boldSystemFont(ofSize: 20)
        body.numberOfLines = 0
        body.text = "one two three four five six"
        let w = try FontOracle.widths(["one two three", "one two three four", "four five six"], size: 17)
        let width = max(w[0], w[2]) + 2
        try #require(w[1] > width)
        let (_, stack) = makeStack([title, body], axis: .vertical, width: width) { $0.spacing = 4 }
        // Title: 20 × 2444 / 2048 = 23.8671875 → 24 on the 2× screen; body: 2 lines of
        // 20.287109375 → 41. The stack's right edge, 10 + width, snaps to the nearest half point.
        let snapped = pixelSnap(10 + width) - 10
        expectFrame(title, 0, 0, snapped, 24)
        expectFrame(body, 0, 28, snapped, 41)
        expectFrame(stack, 10, 20, snapped, 69)
    }

    @Test func stackMeasuredBySystemLayoutSizeFitting() {
        let a = IntrinsicBox(50, 30), b = IntrinsicBox(60, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.alignment = .center
        expectSize(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), 120, 40)
        stack.axis = .vertical
        expectSize(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), 60, 80)
    }

    @Test func rowOfControls() {
        // [switch 51 × 31][label][spinner 20 × 20] in a 300-wide row, centered: the label has
        // the lowest hugging (250 against 750) and takes the rest. The stack places the
        // switch's 49-wide alignment rectangle (its frame reaches 2 points further, into the
        // spacing): 300 − 49 − 20 − 2 × 8 = 215.
        let toggle = UISwitch(), label = UILabel(), spinner = UIActivityIndicatorView(style: .medium)
        label.text = "Wi-Fi"
        let (_, stack) = makeStack([toggle, label, spinner], width: 300) {
            $0.spacing = 8
            $0.alignment = .center
        }
        expectFrame(stack, 10, 20, 300, 31)
        expectFrame(toggle, 0, 0, 51, 31)
        // The label, 20.5 tall, centred at 5.25, snaps to 5.5.
        expectFrame(label, 57, 5.5, 215, 20.5)
        expectFrame(spinner, 280, 5.5, 20, 20)
    }

    /// docs/text-and-stacks.md's example.
    @Test func documentationExample() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let title = UILabel()
        title.text = "Wi-Fi"
        title.font = .boldSystemFont(ofSize: 20)
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [title, toggle])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        expectFrame(row, 16, 100, 343, 31)
        // The switch's alignment rectangle ends at the row's trailing edge, its frame 2 points
        // beyond, as Xcode stores switches pinned to a trailing edge.
        expectFrame(toggle, 294, 0, 51, 31)
        // 343 − 49 − 8 = 286 wide; 24 tall, centred at 3.5.
        expectFrame(title, 0, 3.5, 286, 24)
    }

    /// A self-sizing cell built from a stack: the body label wraps at the stack's width inside
    /// `systemLayoutSizeFitting` (the fitting solver's second pass).
    @Test func stackInASelfSizingContentView() throws {
        let w = try FontOracle.widths(["one two three", "one two three four", "four five six"], size: 17)
        let stackWidth = max(w[0], w[2]) + 2
        try #require(w[1] > stackWidth)
        let contentView = UIView()
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        body.numberOfLines = 0
        body.text = "one two three four five six"
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: stackWidth + 32, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 16 + 20.5 (title) + 4 + 41 (two body lines) + 16 = 97.5; the width snaps to the pixel grid.
        expectSize(size, pixelSnap(stackWidth + 32), 97.5)
    }
}
