import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``); UIKit's default when absent is Helvetica 12, ours is
    /// the system font (DejaVu Sans) at 12 points.
    public static let font = NSAttributedString.Key("NSFont")
    /// The paragraph style of the text (an ``NSParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The text color (a `UIColor`); it does not affect measurement.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space added after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
}
