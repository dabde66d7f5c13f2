import Foundation
import OpenAutoLayout

/// The layout constraints the DSL makes. In SnapKit a subclass of `NSLayoutConstraint`; here
/// `NSLayoutConstraint` itself (its initializers cannot be inherited across modules), with the
/// DSL's constraints remembered in `MadeConstraints` so that `updateConstraints` and
/// `removeConstraints` still touch only those.
public typealias LayoutConstraint = NSLayoutConstraint

extension NSLayoutConstraint {
    /// The label given with `labeled(_:)`: the constraint's `identifier`, shown in quotes in
    /// descriptions.
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// Makes a layout constraint, or throws UIKit's message for an invalid pairing, and
    /// remembers it as one of the DSL's.
    static func madeByDSL(
        item: AnyObject, attribute: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem: AnyObject?, attribute toAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat,
        constant: CGFloat
    ) throws(LayoutError) -> NSLayoutConstraint {
        let made = try NSLayoutConstraint.checkedConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
            multiplier: multiplier, constant: constant)
        MadeConstraints.shared.insert(made)
        return made
    }

    /// Whether the DSL made this constraint.
    var isMadeByDSL: Bool { MadeConstraints.shared.contains(self) }
}

/// The constraints the DSL has made, held weakly: SnapKit marks them by their class and keeps
/// them per item in associated objects; this table is the one piece of state the DSL keeps.
/// Entries of constraints that have gone away are swept when the table has doubled since the
/// last sweep, so it stays proportional to the constraints alive.
final class MadeConstraints: @unchecked Sendable {
    static let shared = MadeConstraints()

    private struct Entry {
        weak var constraint: NSLayoutConstraint?
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    func insert(_ constraint: NSLayoutConstraint) {
        lock.withLock {
            entries[ObjectIdentifier(constraint)] = Entry(constraint: constraint)
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.constraint != nil }
                sweepAt = max(64, entries.count * 2)
            }
        }
    }

    func contains(_ constraint: NSLayoutConstraint) -> Bool {
        lock.withLock { entries[ObjectIdentifier(constraint)]?.constraint === constraint }
    }
}
