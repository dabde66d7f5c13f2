import Foundation

/// A spinner, as UIKit's UIActivityIndicatorView: 20 × 20 points in the medium style and
/// 37 × 37 in the large style (its intrinsic size and `sizeThatFits`), hugging at 750 on both
/// axes (docs/reference/priorities.md).
open class UIActivityIndicatorView: UIView {
    /// The indicator's styles (UIKit's raw values for the iOS 13 names).
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
    }

    /// The indicator's style; the intrinsic size follows it.
    open var style: Style {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the indicator hides when stopped (kept for source compatibility).
    open var hidesWhenStopped = true
    /// Whether ``startAnimating()`` was called last.
    open private(set) var isAnimating = false

    /// An indicator of `style`, sized to it; hugging 750 on both axes.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.size(of: style)))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A medium indicator with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Archives do not exist here; a decoded indicator is a medium one with a zero frame.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Marks the indicator as animating (nothing is drawn).
    open func startAnimating() { isAnimating = true }
    /// Marks the indicator as stopped.
    open func stopAnimating() { isAnimating = false }

    static func size(of style: Style) -> CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// The style's size: 20 × 20 or 37 × 37.
    open override var intrinsicContentSize: CGSize { UIActivityIndicatorView.size(of: style) }

    /// The style's size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIActivityIndicatorView.size(of: style) }
}
