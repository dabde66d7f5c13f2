import Foundation

/// Process-wide activation order: the engine breaks the newest constraint of a conflicting set.
/// Constraints and views are main-actor objects, so the clock is one too, and needs no lock.
@MainActor
enum ActivationClock {
    private static var counter = 0
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
            // Sides that name their items (no span, the common case) are read once for both the
            // ancestor and the items' lists.
            if !isEmpty, let firstItem = first.item {
                let secondSide = second
                if let secondSide {
                    if let secondItem = secondSide.item { return try activate(firstItem, secondItem) }
                } else {
                    return try activate(firstItem, nil)
                }
            }
            let container = try closestCommonAncestor()
            install(on: container)
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

    /// docs/reference/attributes.md: the closest view that contains every item of the constraint.
    func closestCommonAncestor() throws(LayoutError) -> UIView {
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

    /// Installs a constraint whose sides are `first`'s and `second`'s attributes on their
    /// closest common ancestor, as ``closestCommonAncestor()`` and ``install(on:)`` would.
    private func activate(_ first: LayoutItem, _ second: LayoutItem?) throws(LayoutError) {
        guard let firstHost = first.hostView else { throw ConstraintValidation.noCommonAncestorError(self) }
        var container = firstHost
        if let second {
            guard let secondHost = second.hostView, let common = UIView.closestCommonAncestor(firstHost, secondHost)
            else { throw ConstraintValidation.noCommonAncestorError(self) }
            container = common
        }
        let wasActivatedBefore = beginInstallation(on: container)
        first.addReference(self, wasActivatedBefore: wasActivatedBefore)
        second?.addReference(self, wasActivatedBefore: wasActivatedBefore)
        container.existingEngine?.enqueue(self)
    }

    /// Marks the constraint active, lists it on `view` and hands it to the view's engine.
    func install(on view: UIView) {
        let wasActivatedBefore = beginInstallation(on: view)
        forEachItem { $0.addReference(self, wasActivatedBefore: wasActivatedBefore) }
        view.existingEngine?.enqueue(self)
    }

    /// Marks the constraint active and lists it on `view`; returns whether it was activated
    /// before (and so may have old entries in its items' lists).
    private func beginInstallation(on view: UIView) -> Bool {
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
