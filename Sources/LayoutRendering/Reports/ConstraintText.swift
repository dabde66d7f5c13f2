import Foundation
import OpenUIKit

/// Constraints written the way a person writes them in a spec, with names instead of
/// addresses: `blue.leading == root.leadingMargin + 16 @750`.
@MainActor
struct ConstraintText {
    let naming: ViewNaming

    func equation(_ constraint: NSLayoutConstraint) -> String {
        let first = term(constraint.firstItem, constraint.firstAttribute)
        var right: [String] = []
        // Engine-made constraints relate to their superview with multiplier 0: a plain constant.
        if let second = constraint.secondItem, constraint.multiplier != 0 {
            let multiplier = constraint.multiplier == 1 ? "" : "\(NumberText.table(constraint.multiplier)) × "
            right.append(multiplier + term(second, constraint.secondAttribute))
        }
        let constant = constraint.constant
        if right.isEmpty {
            right.append(NumberText.table(constant))
        } else if constant != 0 {
            right.append(constant < 0 ? "- \(NumberText.table(-constant))" : "+ \(NumberText.table(constant))")
        }
        var text = "\(first) \(Self.relation(constraint.relation)) \(right.joined(separator: " "))"
        if constraint.priority != .required { text += " @\(NumberText.table(CGFloat(constraint.priority.rawValue)))" }
        if let identifier = constraint.identifier, !identifier.isEmpty { text += " \"\(identifier)\"" }
        return text
    }

    /// The short label a constraint line carries in pictures: its relation (unless equal), its
    /// constant, its multiplier and its priority when not required.
    func label(_ constraint: NSLayoutConstraint) -> String {
        var parts: [String] = []
        if constraint.relation != .equal { parts.append(Self.relation(constraint.relation)) }
        if constraint.secondItem != nil, constraint.multiplier != 1, constraint.multiplier != 0 {
            parts.append("×\(NumberText.table(constraint.multiplier))")
            if constraint.constant != 0 { parts.append(constantText(constraint.constant, signed: true)) }
        } else {
            parts.append(constantText(constraint.constant, signed: false))
        }
        if constraint.priority != .required {
            parts.append("@\(NumberText.table(CGFloat(constraint.priority.rawValue)))")
        }
        return parts.joined(separator: " ")
    }

    private func constantText(_ value: CGFloat, signed: Bool) -> String {
        guard signed else { return NumberText.table(value) }
        return value < 0 ? "- \(NumberText.table(-value))" : "+ \(NumberText.table(value))"
    }

    private func term(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        guard let item else { return Self.name(of: attribute) }
        return "\(naming.name(of: item)).\(Self.name(of: attribute))"
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The anchor name of an attribute (`leadingMargin`, `centerY`): UIKit's, as descriptions use.
    static func name(of attribute: NSLayoutConstraint.Attribute) -> String {
        attribute.description
    }
}
