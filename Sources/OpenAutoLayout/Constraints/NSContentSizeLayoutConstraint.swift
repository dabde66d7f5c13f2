import Foundation

/// One of the four constraints an intrinsic content size becomes (docs/reference/priorities.md):
/// `width <= w @hugging`, `width >= w @compressionResistance`, and the same vertically.
package final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    /// True for the hugging (<=) half, false for compression resistance (>=).
    let isHugging: Bool

    init(view: UIView, axis: NSLayoutConstraint.Axis, hugging: Bool, size: CGFloat, priority: UILayoutPriority) {
        self.isHugging = hugging
        super.init()
        origin = .engine
        setEquation(
            first: AnchorReference(item: view, attribute: axis == .horizontal ? .width : .height),
            relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil, multiplier: 1, constant: size)
        storedPriority = priority
        active = true
    }

    override var className: String { "NSContentSizeLayoutConstraint" }
    override var isEngineInternal: Bool { true }

    override var equationText: String {
        let label = isHugging ? "Hug" : "CompressionResistance"
        return "\(first.text) \(relation) \(formatNumber(constant)) \(label):\(formatNumber(priority.rawValue))"
    }
}
