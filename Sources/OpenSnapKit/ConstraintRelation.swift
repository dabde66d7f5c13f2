import OpenAutoLayout

/// The relation of one line of the DSL.
enum ConstraintRelation {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    var layoutRelation: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
