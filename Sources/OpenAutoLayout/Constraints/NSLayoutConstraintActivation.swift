import Foundation

/// Process-wide activation order: the engine breaks the newest constraint of a conflicting set.
/// Constraints and views are main-actor objects, so the clock is one too, and needs no lock; nor
/// does it need Swift's run-time exclusivity check, which cost more than the count (no access to
/// the counter calls out while it lasts).
@MainActor
enum ActivationClock {
    @exclusivity(unchecked) private static var counter = 0
    static func tick() -> Int {
        counter += 1
        return counter
    }
}

extension NSLayoutConstraint {
    /// Active constraints are installed on the closest common ancestor of their items and take
    /// part in layout. Activating a constraint whose items share no ancestor traps with UIKit's
    /// message; ``checkedSetActive(_:)`` throws instead.
    public var isActive: Bool {
        get { active }
        set {
            do { try checkedSetActive(newValue) } catch { raise(error) }
        }
    }

    /// The throwing twin of setting ``isActive``.
    public func checkedSetActive(_ newValue: Bool) throws(LayoutError) {
        if newValue {
            guard !active else { return }
            // Sides that name their items (the common case) are read once, for both the
            // ancestor and the items' lists.
            if let items = sideItems {
                install(on: try closestCommonAncestor(of: items), items: items)
            } else {
                install(on: try closestCommonAncestor())
            }
        } else {
            guard active else { return }
            uninstall()
        }
    }

    /// Activates each constraint (UIKit's efficient batch form; the engine solves once per pass anyway).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The throwing twin of ``activate(_:)``: checks every constraint first, so that either all
    /// are activated or none is.
    public static func checkedActivate(_ constraints: [NSLayoutConstraint]) throws(LayoutError) {
        var containers: [UIView] = []
        containers.reserveCapacity(constraints.count)
        for constraint in constraints { containers.append(try constraint.closestCommonAncestor()) }
        for (constraint, container) in zip(constraints, containers) where !constraint.active {
            constraint.install(on: container)
        }
    }

    /// The throwing twin of ``deactivate(_:)`` (deactivation cannot fail; kept for symmetry).
    public static func checkedDeactivate(_ constraints: [NSLayoutConstraint]) throws(LayoutError) {
        deactivate(constraints)
    }

    /// The items of a constraint whose sides name their items, read once; nil for an empty
    /// constraint or one with an `anchorWithOffset(to:)` span, whose items are visited with
    /// ``forEachItem(_:)``.
    struct SideItems {
        let first: LayoutItem
        let second: LayoutItem?
    }

    var sideItems: SideItems? {
        guard !isEmpty, let firstItem = first.item else { return nil }
        guard let second else { return SideItems(first: firstItem, second: nil) }
        guard let secondItem = second.item else { return nil }
        return SideItems(first: firstItem, second: secondItem)
    }

    /// docs/reference/attributes.md: the closest view that contains every item of the constraint.
    func closestCommonAncestor() throws(LayoutError) -> UIView {
        if let items = sideItems { return try closestCommonAncestor(of: items) }
        if isEmpty { throw ConstraintValidation.missingItemsError(self) }
        var result: UIView?
        try forEachItem { item throws(LayoutError) in
            guard let host = item.hostView else { throw ConstraintValidation.noCommonAncestorError(self) }
            if let current = result {
                guard let common = UIView.closestCommonAncestor(current, host) else {
                    throw ConstraintValidation.noCommonAncestorError(self)
                }
                result = common
            } else {
                result = host
            }
        }
        guard let result else { throw ConstraintValidation.noCommonAncestorError(self) }
        return result
    }

    /// ``closestCommonAncestor()`` of items read already.
    private func closestCommonAncestor(of items: SideItems) throws(LayoutError) -> UIView {
        guard let firstHost = items.first.hostView else { throw ConstraintValidation.noCommonAncestorError(self) }
        // The second item is read in place, not bound to a copy (a retain and a release).
        guard items.second != nil else { return firstHost }
        guard let secondHost = items.second?.hostView, let common = UIView.closestCommonAncestor(firstHost, secondHost)
        else { throw ConstraintValidation.noCommonAncestorError(self) }
        return common
    }

    /// Marks the constraint active, lists it on `view` and on its items, and hands it to the
    /// view's engine.
    func install(on view: UIView) {
        if let items = sideItems { return install(on: view, items: items) }
        let wasActivatedBefore = markInstalled(on: view)
        forEachItem { $0.addReference(self, wasActivatedBefore: wasActivatedBefore) }
        view.existingEngine?.enqueue(self)
    }

    /// ``install(on:)`` with the items the caller has read.
    func install(on view: UIView, items: SideItems) {
        let wasActivatedBefore = markInstalled(on: view)
        items.first.addReference(self, wasActivatedBefore: wasActivatedBefore)
        items.second?.addReference(self, wasActivatedBefore: wasActivatedBefore)
        view.existingEngine?.enqueue(self)
    }

    /// Marks the constraint active and lists it on `view`; returns whether it had been activated
    /// before (and so may have old entries in its items' lists).
    private func markInstalled(on view: UIView) -> Bool {
        active = true
        isBroken = false
        installedView = view
        // A constraint takes its place in the activation order when it is first installed (or,
        // made by the engine, adopted).
        let wasActivatedBefore = activationOrder != 0
        activationOrder = ActivationClock.tick()
        view.installedList.append(self)
        return wasActivatedBefore
    }

    /// Takes a constraint the engine or a system view made out of use: out of `engine`, inactive,
    /// and out of the lists of a view it is installed on (an app may have installed one it took
    /// from `UIView.constraints`).
    func retire(from engine: LayoutEngine) {
        engine.removeNow(self)
        if installedView != nil { uninstall() } else { active = false }
    }

    /// Removes the constraint from its view, its items and its engine.
    func uninstall() {
        active = false
        isBroken = false
        installedView?.installedList.remove(self)
        installedView = nil
        forEachItem { $0.removeReference(self) }
        engine?.removeNow(self)
    }
}
