import Foundation

/// A plain view with the intrinsic content size a spec gives it (`intrinsicContentSize`):
/// a stand-in for a label, an image or a control whose content is not modelled.
final class StandInView: UIView {
    var contentSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { contentSize }
}
