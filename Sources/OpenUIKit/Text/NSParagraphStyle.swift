import Foundation

/// Paragraph attributes, as UIKit's NSParagraphStyle: the subset text measurement reads.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Extra space between the bottom of one line and the top of the next (not after the last).
    open internal(set) var lineSpacing: CGFloat = 0
    /// How lines are wrapped or cut (default byWordWrapping).
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// How lines are placed horizontally (default natural).
    open internal(set) var alignment: NSTextAlignment = .natural

    /// The style every text has when it names none.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with UIKit's defaults: no line spacing, word wrapping, natural alignment.
    public override init() {
        super.init()
    }

    init(copying other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        lineBreakMode = other.lineBreakMode
        alignment = other.alignment
        super.init()
    }

    /// An immutable copy with the same attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(copying: self)
    }

    /// An ``NSMutableParagraphStyle`` with the same attributes.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(copying: self)
    }

    /// Whether `object` is a paragraph style with the same line spacing, line break mode and
    /// alignment.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return lineSpacing == other.lineSpacing && lineBreakMode == other.lineBreakMode && alignment == other.alignment
    }

    /// A hash of the attributes, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(lineSpacing)
        hasher.combine(lineBreakMode)
        hasher.combine(alignment)
        return hasher.finalize()
    }
}

/// A paragraph style whose attributes can be set, as UIKit's NSMutableParagraphStyle.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Extra space between the bottom of one line and the top of the next; settable.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }

    /// How lines are wrapped or cut; settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    /// How lines are placed horizontally; settable.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    /// Copies every attribute of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        lineBreakMode = other.lineBreakMode
        alignment = other.alignment
    }
}
