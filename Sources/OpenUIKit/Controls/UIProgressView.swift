import Foundation

/// A bar that shows how far a task has come, as UIKit's UIProgressView
/// (docs/reference/controls.md#progress-view).
///
/// Size: no intrinsic width (`UIView.noIntrinsicMetric`); a frame 4 points tall in the default
/// style from iOS 14 (2 before), read from the screen's `systemVersion`, and 2.5 in the bar
/// style, whose frame reaches 1 point below its alignment rectangle (`alignmentRectInsets`
/// `{0, 0, 1, 0}`, an intrinsic height of 1.5). `sizeThatFits` keeps the proposed width (the
/// current width for a proposal of 0) with the frame's height. Hugging 250 horizontally and 750
/// vertically (the value Interface Builder stores for it; our reading for views made in code),
/// compression resistance 750.
///
/// ``progress`` is pinned to 0 … 1, as in UIKit.
open class UIProgressView: UIView {
    /// UIKit's progress view styles (the same raw values).
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The style for toolbars.
        case bar = 1
    }

    /// The style: the bar style is 2.5 points tall, the default style 4 from iOS 14 and 2 before.
    open var progressViewStyle: Style {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// How far the task has come, 0 … 1 (values outside are pinned to the nearer limit).
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }

    private var storedProgress: Float = 0

    /// The colour of the filled part; nil draws it in the tint colour.
    open var progressTintColor: UIColor?
    /// The colour of the rest of the track; nil draws it in a system fill.
    open var trackTintColor: UIColor?

    /// A progress view of `style`, as tall as its style and 0 wide until layout sizes it.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setUpPriorities()
        frame.size.height = contentHeight
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUpPriorities()
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        setUpPriorities()
    }

    private func setUpPriorities() {
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets ``progress`` (pinned as usual; nothing is animated).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The frame's height: 2.5 points in the bar style; 4 in the default style from iOS 14, 2
    /// before.
    var contentHeight: CGFloat {
        if progressViewStyle == .bar { return 2.5 }
        return controlSystemVersion >= 14 ? 4 : 2
    }

    /// The bar style's frame reaches 1 point below its alignment rectangle; the default style's
    /// is its alignment rectangle.
    open override var alignmentRectInsets: UIEdgeInsets {
        progressViewStyle == .bar ? UIProgressView.barInsets : .zero
    }

    private static let barInsets = UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

    /// The alignment rectangle's height: the frame's less the style's insets.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight - alignmentRectInsets.bottom)
    }

    /// The proposed width (the current one when 0 is proposed) and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: contentHeight)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
