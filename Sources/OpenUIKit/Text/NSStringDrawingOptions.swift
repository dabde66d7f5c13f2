import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays text out, as UIKit's
/// NSStringDrawingOptions (the same raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// UIKit's bit pattern.
    public let rawValue: Int
    /// The options with UIKit's bit pattern `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines within the given width (multi-line); without it, the text is
    /// set on one line and the width is ignored.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the font's leading to each line's height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' image bounds instead of their advances (not supported: advances are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits the height and end it with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Drawing context of UIKit's string drawing; only the scale factors are kept.
open class NSStringDrawingContext {
    /// Kept for source compatibility: text is never scaled down here.
    open var minimumScaleFactor: CGFloat = 0
    /// Always 1: text is never scaled down here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle of the last measurement made with this context.
    open private(set) var totalBounds: CGRect = .zero

    /// A context with a minimum scale factor of 0.
    public init() {}

    func record(bounds: CGRect) {
        totalBounds = bounds
    }
}
