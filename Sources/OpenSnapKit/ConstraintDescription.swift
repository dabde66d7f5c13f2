import Foundation
import OpenAutoLayout

/// Everything one line of the DSL has said so far (`make.top.equalTo(x).offset(8)`): the
/// builder types each fill in their part, and ``constraints`` turns it into ``Constraint``s —
/// one per target (an array target gives several), each with one layout constraint per
/// attribute.
@MainActor
final class ConstraintDescription {
    let item: LayoutConstraintItem
    let failures: ConstraintFailures
    var attributes: ConstraintAttributes
    var relation: ConstraintRelation?
    var sourceLocation: (file: String, line: UInt)?
    var label: String?
    /// The other side of each constraint, and its constant.
    var related: [(item: ConstraintItem, constant: ConstraintConstantTarget)] = []
    var multiplier: CGFloat = 1
    var priority: Float = ConstraintPriority.required.value

    init(item: LayoutConstraintItem, attributes: ConstraintAttributes, failures: ConstraintFailures) {
        self.item = item
        self.attributes = attributes
        self.failures = failures
    }

    /// Gives every constraint of the line the same constant (`offset`, `inset`).
    func setConstant(_ constant: ConstraintConstantTarget) {
        related = related.map { ($0.item, constant) }
    }

    /// Made once, on first use: the constraints `make` activates are the ones a `.constraint`
    /// inside the closure returned.
    lazy var constraints: [Constraint] = {
        guard let relation, let sourceLocation else { return [] }
        let from = ConstraintItem(target: item, attributes: attributes)
        var made: [Constraint] = []
        for (to, constant) in related {
            do throws(LayoutError) {
                made.append(
                    try Constraint.make(
                        from: from, to: to, relation: relation, sourceLocation: sourceLocation, label: label,
                        multiplier: multiplier, constant: constant, priority: priority))
            } catch {
                failures.report(error)
            }
        }
        return made
    }()
}
