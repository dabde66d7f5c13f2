import Foundation

/// A view whose intrinsic content size is given rather than measured from its content.
@MainActor
protocol GivenContentSize: UIView {
    /// The size `intrinsicContentSize` returns; nil leaves the class's own measurement.
    var givenContentSize: CGSize? { get set }
}

/// A plain view with the intrinsic content size a spec gives it (`intrinsicContentSize`):
/// a stand-in for a label, an image or a control whose content is not modelled.
final class StandInView: UIView, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        givenContentSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// A label as large as its document says, whatever its font measures (Interface Builder's
/// stored content sizes). A multi-line label wraps its text at the given width, so that its
/// baselines stay those of the stored lines and fitting does not measure it again.
final class SizedLabel: UILabel, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet {
            if let width = givenContentSize?.width, width > 0 { preferredMaxLayoutWidth = width }
            invalidateIntrinsicContentSize()
        }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A button as large as its document says, whatever its title and image measure.
final class SizedButton: UIButton, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// An image view as large as its document says, whatever its image measures.
final class SizedImageView: UIImageView, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A text field as large as its document says, whatever its text measures.
final class SizedTextField: UITextField, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A text view as large as its document says, whatever its text measures: with scrolling off a
/// text view sizes itself to its text, as a label does.
final class SizedTextView: UITextView, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A stack view with the intrinsic content size its document gives it (Interface Builder's
/// placeholder size); UIKit's own stack view has none.
final class SizedStackView: UIStackView, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A scroll view (a collection view's stand-in too) with the intrinsic content size its document
/// gives it: a custom subclass's placeholder size, or any one's on Interface Builder's canvas.
/// UIKit's scroll views have none.
final class SizedScrollView: UIScrollView, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A table view with the intrinsic content size its document gives it, as a scroll view.
final class SizedTableView: UITableView, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { givenContentSize ?? super.intrinsicContentSize }
}

/// A segmented control as wide as its document says, whatever its titles measure; a length the
/// document leaves out (`UIView.noIntrinsicMetric`) is the control's own, its height for one.
final class SizedSegmentedControl: UISegmentedControl, GivenContentSize {
    var givenContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        let own = super.intrinsicContentSize
        guard let given = givenContentSize else { return own }
        return CGSize(
            width: given.width == UIView.noIntrinsicMetric ? own.width : given.width,
            height: given.height == UIView.noIntrinsicMetric ? own.height : given.height)
    }
}
