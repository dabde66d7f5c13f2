import Foundation

/// UIKit's string measuring (NSStringDrawing): `boundingRect(with:options:attributes:context:)`
/// and `size(withAttributes:)` on String, NSString and NSAttributedString.
///
/// With `.usesLineFragmentOrigin` the text is laid out in lines within `size.width` (the way
/// self-sizing cells measure a multi-line text: a fixed width, an unbounded height, then `ceil`); the
/// paragraph style's truncating and clipping modes keep each paragraph on one line, as TextKit
/// does. Without it, the text is set as one line and the width is ignored. The result's origin
/// is (0, 0) and its size is unrounded (UIKit's is fractional too). `.usesFontLeading` adds
/// each font's leading to its lines (DejaVu's leading is 0). Heights beyond `size.height` are
/// not cut, as in UIKit, except with `.truncatesLastVisibleLine`, which keeps the lines that fit.
enum StringDrawing {
    static func boundingRect(
        _ text: StyledText, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) -> CGRect {
        var request = TextLayout.Request()
        request.usesFontLeading = options.contains(.usesFontLeading)
        let mode = text.paragraphStyle.lineBreakMode
        request.lineBreakMode = mode
        if options.contains(.usesLineFragmentOrigin) {
            request.width = size.width > 0 ? size.width : .greatestFiniteMagnitude
            request.wraps = mode == .byWordWrapping || mode == .byCharWrapping
            if options.contains(.truncatesLastVisibleLine) {
                request.maximumLines = visibleLineCount(text, request, height: size.height)
                request.lineBreakMode = .byTruncatingTail
            }
        } else {
            request.wraps = false
            request.maximumLines = 1
        }
        let layout = TextLayout(text, request)
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.record(bounds: rect)
        return rect
    }

    /// How many lines fit `height` (at least one; 0 for no limit when the height is unbounded).
    private static func visibleLineCount(_ text: StyledText, _ request: TextLayout.Request, height: CGFloat) -> Int {
        guard height > 0 && height < .greatestFiniteMagnitude / 2 else { return 0 }
        let layout = TextLayout(text, request)
        var used: CGFloat = 0
        for (index, line) in layout.lines.enumerated() {
            used += line.ascender - line.descender + (request.usesFontLeading ? line.leading : 0)
            if index > 0 { used += layout.lineSpacing }
            if used > height + 1e-9 { return max(1, index) }
        }
        return 0
    }
}

extension String {
    /// The rectangle the text takes when drawn within `size` with `attributes` (see
    /// `StringDrawing`); measured with ``TextMeasurement/measurer``.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            StyledText(self, attributes: attributes), size: size, options: options, context: context)
    }

    /// The size of the text set on one line with `attributes`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: [],
            attributes: attrs, context: nil
        ).size
    }
}

extension NSString {
    /// The rectangle the text takes when drawn within `size` with `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the text set on one line with `attributes`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension NSAttributedString {
    /// The rectangle the attributed text takes when drawn within `size` (runs without a font
    /// use the system font at 12 points).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        StringDrawing.boundingRect(StyledText(self), size: size, options: options, context: context)
    }

    /// The size of the attributed text set on one line.
    public func size() -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: [],
            context: nil
        ).size
    }
}
