import Foundation
import Testing

@testable import OpenUIKit

/// The lines a label, a text field draw (what pictures show): the measured line breaks, the
/// truncation, baselines equal to the baseline anchors' offsets, vertical centring, and
/// alignment resolved by layout direction. The system font's line at 17 points: ascender
/// 17 × 1950 / 2048, descender 17 × 494 / 2048.
@MainActor @Suite struct LabelDrawingTests {
    let ascender: CGFloat = 17 * 1950 / 2048
    let descender: CGFloat = 17 * 494 / 2048
    var lineHeight: CGFloat { ascender + descender }

    /// A wrapping label laid out at `width` in a 400 × 600 root, as tall as its text.
    func wrappedLabel(_ text: String, width: CGFloat) -> UILabel {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: width),
        ])
        root.layoutIfNeeded()
        return label
    }

    @Test func wrappedLinesAreTheMeasuredLinesWithTheAnchorsBaselines() throws {
        let w = try FontOracle.widths(["one two three", "one two three four", "four five six"], size: 17)
        let label = wrappedLabel("one two three four five six", width: max(w[0], w[2]) + 2)
        let lines = label.drawnLines
        #expect(lines.map(\.text) == ["one two three ", "four five six"])
        #expect(abs(lines[0].width - w[0]) < 0.01)
        #expect(abs(lines[1].width - w[2]) < 0.01)
        // 41 points tall for 40.57421875 of text: 0.212890625 above and below.
        let padding = (41 - 2 * lineHeight) / 2
        #expect(abs(lines[0].baseline - (padding + ascender)) < 0.001)
        #expect(abs(lines[1].baseline - (padding + lineHeight + ascender)) < 0.001)
        #expect(abs(lines[0].baseline - label.firstBaselineOffsetFromTop) < 0.001)
        #expect(abs(label.bounds.height - lines[1].baseline - label.lastBaselineOffsetFromBottom) < 0.001)
    }

    @Test func aTallerLabelCentresItsText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Centred"
        let line = label.drawnLines[0]
        #expect(abs(line.baseline - ((60 - lineHeight) / 2 + ascender)) < 0.001)
    }

    @Test func aSingleLineTooWideEndsInAnEllipsis() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "A rather long title"
        let lines = label.drawnLines
        #expect(lines.count == 1)
        #expect(lines[0].text.hasSuffix("\u{2026}"))
        #expect(lines[0].width <= 80)
        let shown = try FontOracle.widths([lines[0].text], size: 17)
        #expect(abs(lines[0].width - shown[0]) < 0.01)
    }

    @Test func numberOfLinesCutsTheLastLineWithAnEllipsis() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        label.numberOfLines = 2
        label.text = "one two three four five six seven eight"
        let lines = label.drawnLines
        #expect(lines.count == 2)
        #expect(lines[1].text.hasSuffix("\u{2026}"))
    }

    @Test func aLabelTooShortForItsLinesShowsTheLinesThatFit() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 2 * lineHeight + 5))
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight"
        let lines = label.drawnLines
        #expect(lines.count == 2)
        #expect(lines[1].text.hasSuffix("\u{2026}"))
        #expect(abs(lines[0].baseline - (2.5 + ascender)) < 0.001)
    }

    @Test func emptyTextDrawsNothing() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(label.drawnLines.isEmpty)
        label.text = ""
        #expect(label.drawnLines.isEmpty)
    }

    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let label = UILabel()
        #expect(label.drawnTextAlignment == .left)
        label.semanticContentAttribute = .forceRightToLeft
        #expect(label.drawnTextAlignment == .right)
        label.textAlignment = .justified
        #expect(label.drawnTextAlignment == .right)
        label.textAlignment = .left
        #expect(label.drawnTextAlignment == .left)
        label.textAlignment = .center
        #expect(label.drawnTextAlignment == .center)
    }

    @Test func aTextFieldDrawsItsTextOrElseItsPlaceholderInItsTextRect() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.borderStyle = .roundedRect
        #expect(field.drawnLines.isEmpty)
        field.placeholder = "Name"
        #expect(field.isShowingPlaceholder)
        #expect(field.drawnLines.map(\.text) == ["Name"])
        field.text = "Ada"
        #expect(!field.isShowingPlaceholder)
        let line = field.drawnLines[0]
        #expect(line.text == "Ada")
        #expect(abs(line.baseline - ((40 - lineHeight) / 2 + ascender)) < 0.001)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 7, width: 186, height: 26))
    }
}
