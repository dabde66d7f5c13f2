import Foundation

extension UILabel {
    /// The lines the label shows in its bounds, where UIKit's `drawText(in:)` puts them.
    ///
    /// The text is laid out as the label measures it: wrapped at the bounds' width, on at most
    /// ``numberOfLines`` lines, the last one cut by ``lineBreakMode`` (tail truncation adds
    /// "…"). When the bounds are too short for those lines, only the lines that fit are shown
    /// (at least one), the last of them cut the same way. The block of lines is centred
    /// vertically in the bounds, so in a label as tall as its intrinsic height the first and
    /// last baselines are exactly the offsets of `firstBaselineAnchor` and `lastBaselineAnchor`.
    /// Empty text has no lines.
    public var drawnLines: [TextLine] {
        guard !measuredText.text.isEmpty else { return [] }
        var fitted = layout(width: bounds.width, lines: numberOfLines)
        // The solver's heights may miss a pixel-grid value by rounding noise.
        let available = bounds.height + 0.001
        if fitted.size.height > available && fitted.lines.count > 1 {
            let fitting = (1...fitted.lines.count).last { fitted.height(ofFirst: $0) <= available } ?? 1
            fitted = layout(width: bounds.width, lines: fitting)
        }
        return fitted.textLines(belowTop: (bounds.height - fitted.size.height) / 2)
    }

    /// Where the lines sit across the bounds: ``textAlignment`` resolved by the label's
    /// `effectiveUserInterfaceLayoutDirection` (see ``NSTextAlignment/drawn(in:)``).
    public var drawnTextAlignment: NSTextAlignment {
        textAlignment.drawn(in: effectiveUserInterfaceLayoutDirection)
    }
}

extension NSTextAlignment {
    /// `left`, `center` or `right`: `natural` is `right` in a right-to-left layout and `left`
    /// otherwise; `justified` lines are placed as natural ones (only their spacing differs).
    public func drawn(in direction: UIUserInterfaceLayoutDirection) -> NSTextAlignment {
        switch self {
        case .left, .center, .right: self
        case .natural, .justified: direction == .rightToLeft ? .right : .left
        }
    }
}
