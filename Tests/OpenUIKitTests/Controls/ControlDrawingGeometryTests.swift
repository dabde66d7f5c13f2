import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Where controls put what pictures draw: a search field's text after its magnifying glass, a
/// text view's lines inside its container insets.
@MainActor @Suite struct ControlDrawingGeometryTests {
    @Test func aSearchFieldsTextStartsAfterItsMagnifyingGlass() {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
        // The rounded field's text rectangle is inset 7 points; the glass moves its start to 30.
        expectRect(field.textRect(forBounds: field.bounds), 30, 7, 163, 22)
        field.semanticContentAttribute = .forceRightToLeft
        expectRect(field.textRect(forBounds: field.bounds), 7, 7, 163, 22)
        // The intrinsic size keeps the rounded field's padding, 7 on each side of nothing, and
        // its height, 34 from iOS 13 (a 17-point line is 20.5 on the grid).
        expectSize(field.intrinsicContentSize, 14, 34)
    }

    @Test func aTextViewsLinesStartBelowItsInsetAndWrapInsideTheLinePadding() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 70))
        textView.font = .systemFont(ofSize: 14)
        textView.text = "A text view wraps its text inside its container's insets and scrolls."
        let lines = textView.drawnLines
        #expect(lines.map(\.text) == ["A text view wraps its text ", "inside its container's ", "insets and scrolls."])
        // The inset's 8 points plus the system font's ascender at 14 points (1950 / 2048 em).
        expectValue(lines[0].baseline, 8 + 14.0 * 1950 / 2048)
        expectRect(textView.drawnTextRect, 5, 0, 190, 70)
    }
}
