import OpenAutoLayout

/// The step of a DSL line that sets its priority.
@preconcurrency @MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// One of SnapKit's levels: `.required` 1000, `.high` 750, `.medium` 500, `.low` 250.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        constraintDescription.priority = amount.value
        return self
    }

    /// A number (1…1000) or a `UILayoutPriority`.
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        constraintDescription.priority = amount.constraintPriorityTargetValue
        return self
    }

    /// ``priority(_:)-(ConstraintPriority)`` at 1000, SnapKit's deprecated spelling.
    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }

    /// ``priority(_:)-(ConstraintPriority)`` at 750, SnapKit's deprecated spelling.
    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }

    /// ``priority(_:)-(ConstraintPriority)`` at 500, SnapKit's deprecated spelling.
    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }

    /// ``priority(_:)-(ConstraintPriority)`` at 250, SnapKit's deprecated spelling.
    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}
