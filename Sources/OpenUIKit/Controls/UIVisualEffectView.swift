import Foundation

/// A view that blurs what lies behind it, as UIKit's UIVisualEffectView
/// (docs/reference/controls.md#visual-effect-view), reduced to layout: its ``contentView``
/// fills it (an autoresizing subview, as a cell's content view), and content goes there. It has
/// no intrinsic size. UIKit warns when subviews are added to the effect view itself; here they
/// are simply added.
open class UIVisualEffectView: UIView {
    /// The view that holds the content; add subviews and constrain them to it.
    public let contentView = UIView()

    /// The effect (nil: none).
    open var effect: UIVisualEffect?

    /// An effect view showing `effect`, with an empty content view.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUpContentView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        addFillingSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
