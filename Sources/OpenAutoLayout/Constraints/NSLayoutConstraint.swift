internal import Cassowary
import Foundation

/// A linear relation between attributes of two layout items:
/// `first.attribute  relation  multiplier × second.attribute + constant`, at a priority.
///
/// Creating a constraint does nothing to layout; activating it (``isActive``,
/// ``activate(_:)``, or the legacy `UIView.addConstraint(_:)`) installs it on the closest
/// common ancestor of its items and hands it to that tree's layout engine.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    // Swift lays stored properties out in declaration order, each at its alignment. A constraint
    // is made for every relation on screen, so its size is much of the layout's memory: the
    // one-, four- and eight-byte fields are declared so that they fill the words the sides end
    // in, and the whole object is 136 bytes (a 144-byte heap block).
    let first: AnchorReference
    let storedRelation: Relation
    /// Waiting in its engine's queue of additions.
    var isQueued = false
    /// Broken to recover from a required conflict: active, but not in the solver.
    var isBroken = false
    /// The constraint's stand-in address number (DebugAddress); 0 until a description first
    /// prints it. Four bytes, to fit the word above; a context numbers far fewer objects.
    var debugSerial: Int32 = 0
    let second: AnchorReference?
    /// Who made the constraint; set by the engine and the system views that make their own.
    package var origin = ConstraintOrigin.author
    /// Kept for source compatibility; archiving does not exist here.
    open var shouldBeArchived = false
    /// Whether the constraint appears in its view's `constraints`. False for constraints a
    /// framework adds to keep the engine's system fully determined where UIKit lists nothing
    /// (a layout support guide's horizontal placement, a stack view's fill tie-break, a scroll
    /// view's layout guides); they are solved, checked for ambiguity and logged like any other.
    package var isListed = true
    var storedPriority: UILayoutPriority = .required
    let storedMultiplier: CGFloat

    /// How the first attribute relates to the second side.
    open var relation: Relation { storedRelation }
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { storedMultiplier }

    /// The offset added to the second attribute. Changing it on an active constraint is an edit
    /// of the solver (a constant update), never a rebuild.
    open var constant: CGFloat {
        get { storedConstant }
        set { setConstant(newValue) }
    }

    /// 1…1000. Between required and optional only while inactive (docs/reference/priorities.md).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            do { try checkedSetPriority(newValue) } catch { raise(error) }
        }
    }

    /// A name for debugging, shown in quotes in the description.
    open var identifier: String? {
        get { identifierBox?.identifier }
        set { identifierBox = newValue.map(IdentifierBox.init) }
    }
    /// The identifier, boxed: few constraints have one, and a box takes half the room of a
    /// `String?` in every constraint.
    private var identifierBox: IdentifierBox?

    var storedConstant: CGFloat

    // Engine state.
    /// The view whose `constraints` list holds this constraint while it is active. Set once per
    /// activation and read when the constraint is deactivated or its view moves.
    final var installedView: UIView? {
        get { installedViewLink?.takeUnretainedValue() }
        set {
            // Not `Optional.map`: a main-actor closure handed to it checks its executor.
            if let newValue { installedViewLink = Unmanaged.passUnretained(newValue) } else { installedViewLink = nil }
        }
    }
    /// ``installedView``, unretained. It never dangles: a view lists exactly the constraints
    /// that name it here (``InstalledConstraintList``), and clears them when it goes away
    /// (`UIView.deinit`). An `unowned` reference would count the view at every store, and the
    /// count made each store a run-time exclusivity check (a third of an activation's own cost).
    private var installedViewLink: Unmanaged<UIView>?
    /// Whether the constraint is installed on `view`, compared without retaining either view.
    final func isInstalled(on view: UIView) -> Bool {
        installedViewLink?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }
    /// The engine that holds (or is about to hold) this constraint.
    var engine: LayoutEngine? {
        get { engineLink?.engine }
        set { engineLink = newValue?.link }
    }
    private var engineLink: EngineLink?
    /// Whether the constraint is held by `engine`: a comparison of links, without retaining
    /// either engine.
    final func isHeld(by engine: LayoutEngine) -> Bool { engineLink === engine.link }
    /// The solver's handle of this constraint while the engine holds it.
    var solverConstraint: ConstraintHandle?
    /// Whether the constraint is active (installed on a view, or an engine-internal constraint in use).
    var active = false
    /// Where the constraint's entry is in its installed view's list (``InstalledConstraintList``).
    var installedIndex: Int32 = 0
    /// The solver expression's constant when `constant` is 0: solver constant = base − constant.
    var solverConstantBase: Double = 0
    /// Position in the process-wide activation order; it decides which constraint of a conflict is
    /// broken among equals (``ConflictVictim``).
    var activationOrder = 0

    /// An empty constraint, as `NSObject`'s initializer gives in UIKit: no items, both attributes
    /// `.notAnAttribute`, multiplier 1, constant 0. It cannot be activated. This is the
    /// designated initializer, as in UIKit, so that subclasses made in other modules inherit
    /// every initializer below.
    public override init() {
        first = AnchorReference(item: EmptyLayoutItem.shared, attribute: .notAnAttribute)
        second = nil
        storedRelation = .equal
        storedMultiplier = 1
        storedConstant = 0
        super.init()
    }

    /// The engine's and the system views' way to make a constraint from two sides.
    init(
        first: AnchorReference, relation: Relation, second: AnchorReference?, multiplier: CGFloat,
        constant: CGFloat
    ) {
        self.first = first
        self.second = second
        self.storedRelation = relation
        self.storedMultiplier = multiplier
        self.storedConstant = constant
        super.init()
        if !multiplier.isFinite { raise(ConstraintValidation.nonFiniteMultiplierError(multiplier)) }
        if !constant.isFinite { raise(ConstraintValidation.nonFiniteConstantError(constant, first, second)) }
    }

    /// UIKit's way to build a constraint from items and attributes. Invalid pairings trap with
    /// UIKit's message (docs/reference/attributes.md);
    /// ``checkedConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` throws
    /// instead. A width or height with no second item is a constant size whatever the second
    /// attribute says, and reads back ``secondAttribute`` `.notAnAttribute`, as in UIKit.
    ///
    /// Designated here (UIKit's is a convenience initializer over `init()`), so that the
    /// constraint's sides can be immutable; a subclass made in another module that adds only
    /// stored properties with initial values inherits it and `init()` all the same.
    public init(
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
        first = sides.0
        second = sides.1
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = c
        super.init()
    }

    /// The throwing form of `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
    /// for subclasses in this package (OpenSnapKit's `LayoutConstraint`).
    package init(
        checkedItem view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) throws(LayoutError) {
        let sides = try ConstraintValidation.validate(
            item: view1, attribute: attr1, toItem: view2, attribute: attr2, multiplier: multiplier, constant: c)
        first = sides.0
        second = sides.1
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = c
        super.init()
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

    /// Whether this is an empty constraint made by `init()`, with no items.
    var isEmpty: Bool { first.attribute == .notAnAttribute }

    /// The first view or layout guide; `nil` for an empty constraint.
    open var firstItem: AnyObject? { isEmpty ? nil : first.primaryItem }
    /// The second view or layout guide; `nil` for a constant.
    open var secondItem: AnyObject? { second?.primaryItem }
    /// The attribute of the first item.
    open var firstAttribute: Attribute { first.attribute }
    /// The attribute of the second item, or ``NSLayoutConstraint/Attribute/notAnAttribute`` for a
    /// constraint to a constant.
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }

    /// The first side as an anchor (UIKit returns one even for an empty constraint).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(first) }
    /// The second side as an anchor; `nil` for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>($0) } }

    /// Calls `body` with every item the constraint mentions, the first side's before the second's.
    func forEachItem<E: Error>(_ body: (LayoutItem) throws(E) -> Void) throws(E) {
        try first.forEachItem(body)
        try second?.forEachItem(body)
    }

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

    /// Appends the solver expression `first − multiplier × second`, without the constant (the
    /// engine adds `−constant`). Internal constraint kinds override it.
    func appendBase(to translation: inout Translation) {
        AttributeExpression.appendDifference(first, second, multiplier: Double(multiplier), to: &translation)
    }

    /// Whether the engine made this constraint for its own bookkeeping (autoresizing masks,
    /// intrinsic sizes, system guides) rather than the app.
    var isEngineInternal: Bool { false }

    /// Whether UIKit made this constraint rather than the app: the engine's own (autoresizing
    /// masks, intrinsic sizes, system guides) and those a UIKit view made for itself.
    /// Such constraints are kept over the app's in a required conflict
    /// (docs/reference/priorities.md#unsatisfiable-constraints).
    var isSystemConstraint: Bool { isEngineInternal || origin != .author }

    // MARK: Identity

    // Equality and hashing are NSObject's: identity.

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
    open override var description: String {
        MainActor.assumeIsolated { constraintDescription }
    }

    /// The same text as ``description``.
    open override var debugDescription: String { description }

    private var constraintDescription: String {
        var text = "<\(className):\(DebugAddress.objectAddress(serial)) "
        if let identifier { text += "'\(identifier)' " }
        text += equationText
        text += "   (\(active ? "active" : "inactive")\(stateSuffix))>"
        return text
    }
}

/// A constraint's identifier, in a box of its own (``NSLayoutConstraint/identifier``).
private final class IdentifierBox {
    let identifier: String
    init(_ identifier: String) { self.identifier = identifier }
}
