import OpenAutoLayout

/// An item with attributes, used as the other side of a constraint: `view.snp.top`,
/// `guide.snp.edges`. As in SnapKit, the item is held weakly.
public final class ConstraintItem {
    weak var target: AnyObject?
    let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The view or layout guide, when the target is one.
    var layoutConstraintItem: LayoutConstraintItem? { target as? LayoutConstraintItem }
}

extension ConstraintItem: Equatable {
    /// Same target and same attributes, as SnapKit compares items.
    public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
        if lhs === rhs { return true }
        guard let left = lhs.target, let right = rhs.target else { return false }
        return left === right && lhs.attributes == rhs.attributes
    }
}
