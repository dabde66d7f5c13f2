import Foundation
import OpenAutoLayout

/// SnapKit's rule for `updateConstraints`, and the message when a constraint has no match.
@MainActor
enum UpdateMatching {
    /// Same items, attributes, relation, multiplier and priority: the constant may differ.
    static func matches(_ existing: NSLayoutConstraint, _ new: NSLayoutConstraint) -> Bool {
        differences(existing, new).isEmpty
    }

    /// The parts of `existing` that differ from `new`, in the order the message names them.
    static func differences(_ existing: NSLayoutConstraint, _ new: NSLayoutConstraint) -> [String] {
        var result: [String] = []
        if existing.firstItem !== new.firstItem { result.append("first item") }
        if existing.firstAttribute != new.firstAttribute { result.append("first attribute") }
        if existing.relation != new.relation { result.append("relation") }
        if existing.secondItem !== new.secondItem { result.append("second item") }
        if existing.secondAttribute != new.secondAttribute { result.append("second attribute") }
        if existing.multiplier != new.multiplier { result.append("multiplier") }
        if existing.priority != new.priority { result.append("priority") }
        return result
    }

    /// SnapKit's first line (`Updated constraint could not find existing matching constraint
    /// to update: …`), where the constraint was written, and every candidate with what differs:
    ///
    ///     Updated constraint could not find existing matching constraint to update: UIView:0x7f….top == UIView:0x7f….top + 20 @750 (made at Module/File.swift:12)
    ///     It was compared with the 1 active constraint made with SnapKit for the same item; a match needs the same items, attributes, relation, multiplier and priority:
    ///         UIView:0x7f….top == UIView:0x7f….top + 10 (differs in priority)
    static func failure(
        _ unmatched: LayoutConstraint, from constraint: Constraint, candidates: [LayoutConstraint]
    ) -> LayoutError {
        let location = constraint.sourceLocation
        var lines = [
            "Updated constraint could not find existing matching constraint to update: \(equation(unmatched))"
                + " (made at \(location.file):\(location.line))",
            "It was compared with the \(candidates.count) active \(candidates.count == 1 ? "constraint" : "constraints")"
                + " made with SnapKit for the same item; a match needs the same items, attributes, relation,"
                + " multiplier and priority:",
        ]
        for candidate in candidates {
            let different = differences(candidate, unmatched).joined(separator: ", ")
            lines.append("\t\(equation(candidate)) (differs in \(different))")
        }
        return LayoutError(.noMatchingConstraintToUpdate, message: lines.joined(separator: "\n"))
    }

    /// UIKit's equation text, with the label in quotes first when there is one.
    private static func equation(_ constraint: NSLayoutConstraint) -> String {
        let label = constraint.identifier.map { "'\($0)' " } ?? ""
        return label + constraint.equationDescription
    }
}
