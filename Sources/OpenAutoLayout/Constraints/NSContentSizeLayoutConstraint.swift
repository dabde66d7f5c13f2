import Foundation

/// One of the four constraints an intrinsic content size becomes (docs/reference/priorities.md):
/// `width <= w @hugging`, `width >= w @compressionResistance`, and the same vertically.
///
/// UIKit keeps one constraint per axis that carries both priorities; here the solver needs the
/// two halves, so the hugging half stands for the pair in `constraints`, and both print as
/// UIKit prints its one: `UILabel:0x….width == 42 Hug:250 CompressionResistance:750`.
package final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    /// True for the hugging (<=) half, false for compression resistance (>=).
    let isHugging: Bool

    init(view: UIView, axis: NSLayoutConstraint.Axis, hugging: Bool, size: CGFloat, priority: UILayoutPriority) {
        self.isHugging = hugging
        super.init(
            first: AnchorReference(item: view, attribute: axis == .horizontal ? .width : .height),
            relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil, multiplier: 1, constant: size)
        origin = .engine
        storedPriority = priority
        active = true
    }

    override var className: String { "NSContentSizeLayoutConstraint" }
    override var isEngineInternal: Bool { true }

    override var equationText: String {
        let axis: NSLayoutConstraint.Axis = first.attribute == .width ? .horizontal : .vertical
        let view = first.item as? UIView
        let hugging = isHugging ? priority : view?.contentHuggingPriority(for: axis) ?? priority
        let compression = isHugging ? view?.contentCompressionResistancePriority(for: axis) ?? priority : priority
        return
            "\(first.text) == \(formatNumber(constant)) Hug:\(formatNumber(hugging.rawValue)) CompressionResistance:\(formatNumber(compression.rawValue))"
    }
}
