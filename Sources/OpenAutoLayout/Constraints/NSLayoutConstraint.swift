internal import Cassowary
import Foundation

/// A linear relation between attributes of two layout items:
/// `first.attribute  relation  multiplier × second.attribute + constant`, at a priority.
///
/// Creating a constraint does nothing to layout; activating it (``isActive``,
/// ``activate(_:)``, or the legacy `UIView.addConstraint(_:)`) installs it on the closest
/// common ancestor of its items and hands it to that tree's layout engine.
open class NSLayoutConstraint: CustomStringConvertible, CustomDebugStringConvertible, Hashable {
    let first: AnchorReference
    let second: AnchorReference?

    public let relation: Relation
    public let multiplier: CGFloat

    /// The offset added to the second attribute. Changing it on an active constraint is an edit
    /// of the solver (a constant update), never a rebuild.
    public var constant: CGFloat {
        get { storedConstant }
        set { setConstant(newValue) }
    }

    /// 1…1000. Between required and optional only while inactive (SPEC §1).
    public var priority: UILayoutPriority {
        get { storedPriority }
        set {
            do { try checkedSetPriority(newValue) } catch { raise(error) }
        }
    }

    /// A name for debugging, shown in quotes in the description.
    public var identifier: String?

    /// Kept for source compatibility; archiving does not exist here.
    public var shouldBeArchived = false

    var storedConstant: CGFloat
    var storedPriority: UILayoutPriority = .required
    let serial: Int

    // Engine state.
    /// Whether the constraint is active (installed on a view, or an engine-internal constraint in use).
    var active = false
    /// The view whose `constraints` list holds this constraint while it is active.
    /// Unowned: the view clears it when it goes away (see `UIView.deinit`).
    unowned(unsafe) var installedView: UIView?
    /// The engine that holds (or is about to hold) this constraint.
    weak var engine: LayoutEngine?
    /// The solver's constraint while the engine holds this one.
    var solverConstraint: Constraint?
    /// The solver expression's constant when `constant` is 0: solver constant = base − constant.
    var solverConstantBase: Double = 0
    /// Position in the process-wide activation order; the newest of a conflicting set is broken.
    var activationOrder = 0
    /// Waiting in its engine's queue of additions.
    var isQueued = false
    /// Broken to recover from a required conflict: active, but not in the solver.
    var isBroken = false
    /// Changes at every installation, so that lists can tell a reinstalled constraint's old
    /// entries from its current one.
    var installToken = 0

    init(
        first: AnchorReference, relation: Relation, second: AnchorReference?, multiplier: CGFloat,
        constant: CGFloat
    ) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        self.serial = DebugAddress.next()
        if !constant.isFinite { raise(ConstraintValidation.nonFiniteConstantError(constant, first, second)) }
    }

    /// UIKit's designated way to build a constraint from items and attributes. Invalid pairings
    /// (SPEC §2) trap with UIKit's message; ``checkedConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
    /// throws instead.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let sides: (AnchorReference, AnchorReference?)
        do {
            sides = try ConstraintValidation.validate(
                item: view1, attribute: attr1, toItem: view2, attribute: attr2, multiplier: multiplier, constant: c)
        } catch {
            raise(error)
        }
        self.init(first: sides.0, relation: relation, second: sides.1, multiplier: multiplier, constant: c)
    }

    /// The throwing twin of `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public static func checkedConstraint(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) throws(LayoutError) -> NSLayoutConstraint {
        let sides = try ConstraintValidation.validate(
            item: view1, attribute: attr1, toItem: view2, attribute: attr2, multiplier: multiplier, constant: c)
        return NSLayoutConstraint(
            first: sides.0, relation: relation, second: sides.1, multiplier: multiplier, constant: c)
    }

    public var firstItem: AnyObject? { first.primaryItem }
    public var secondItem: AnyObject? { second?.primaryItem }
    public var firstAttribute: Attribute { first.attribute }
    public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }

    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(first) }
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>($0) } }

    /// Every item the constraint mentions.
    var items: [LayoutItem] { first.items + (second?.items ?? []) }

    // MARK: Constant and priority

    /// The throwing twin of setting ``constant``: NaN and infinities are refused.
    public func checkedSetConstant(_ newValue: CGFloat) throws(LayoutError) {
        guard newValue.isFinite else { throw ConstraintValidation.nonFiniteConstantError(newValue, first, second) }
        guard newValue != storedConstant else { return }
        storedConstant = newValue
        engine?.constantDidChange(self)
    }

    func setConstant(_ newValue: CGFloat) {
        do { try checkedSetConstant(newValue) } catch { raise(error) }
    }

    /// The throwing twin of setting ``priority``: out-of-range priorities and a change between
    /// required and optional on an active constraint are refused with UIKit's messages.
    public func checkedSetPriority(_ newValue: UILayoutPriority) throws(LayoutError) {
        guard newValue.isValid else { throw ConstraintValidation.invalidPriorityError(newValue) }
        if active && newValue.isRequired != storedPriority.isRequired {
            throw ConstraintValidation.priorityMutationError(passed: newValue, existing: storedPriority)
        }
        guard newValue != storedPriority else { return }
        storedPriority = newValue
        engine?.priorityDidChange(self)
    }

    /// The solver expression `first − multiplier × second`, without the constant (the engine
    /// adds `−constant`). Internal constraint kinds override it.
    func baseExpression() -> LinearExpression {
        AttributeExpression.difference(first, second, multiplier: Double(multiplier))
    }

    /// Whether the engine made this constraint for its own bookkeeping (autoresizing masks,
    /// intrinsic sizes, system guides) rather than the app.
    var isEngineInternal: Bool { false }

    // MARK: Identity

    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Description

    /// The class name UIKit prints.
    var className: String { "NSLayoutConstraint" }

    /// The part between the address and the state, e.g. `UIView:0x7f….width == 100`.
    var equationText: String {
        var text = "\(first.text) \(relation)"
        let hasSecond = second != nil
        if let second {
            text += " "
            if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
            text += second.text
        }
        if hasSecond {
            if constant > 0 { text += " + \(formatNumber(constant))" }
            if constant < 0 { text += " - \(formatNumber(-constant))" }
        } else {
            text += " \(formatNumber(constant))"
        }
        if !storedPriority.isRequired { text += " @\(formatNumber(storedPriority.rawValue))" }
        return text
    }

    /// Extra text after the state, e.g. `, names: '|':UIView:0x…`.
    var stateSuffix: String { "" }

    /// `<NSLayoutConstraint:0x6000… 'id' UIView:0x7f….width == 100   (active)>`, as UIKit prints it.
    public var description: String {
        var text = "<\(className):\(DebugAddress.objectAddress(serial)) "
        if let identifier { text += "'\(identifier)' " }
        text += equationText
        text += "   (\(active ? "active" : "inactive")\(stateSuffix))>"
        return text
    }

    public var debugDescription: String { description }
}
