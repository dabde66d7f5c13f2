import Foundation

/// The region text is laid out in, as UIKit's NSTextContainer, reduced to what a text view's
/// size depends on: the padding at both ends of each line. Main-actor isolated here, as the
/// text view that owns it (UIKit's may be used on any thread).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space left empty at the start and at the end of every line (default 5 points, as in UIKit).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { onChange?() } }
    }

    /// Told when a setting that changes the text's size changes (the owning text view).
    var onChange: (@MainActor () -> Void)?

    public override init() {
        super.init()
    }
}
