import Foundation
import OpenAutoLayout

/// The step of a DSL line after its target: multiplier and constant.
@preconcurrency @MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// `first = second × amount + constant`.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        constraintDescription.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    /// `first = second ÷ amount + constant`.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        multipliedBy(1 / amount.constraintMultiplierTargetValue)
    }

    /// The constant of every constraint of the line, as it is (`make.right.equalToSuperview().offset(-8)`).
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        constraintDescription.setConstant(amount.constraintOffsetTargetValue)
        return self
    }

    /// Constants that push inwards: +n on left, top and leading, −n on right, bottom and
    /// trailing, −2n on width and height, 0 on centers (see ``ConstraintConstantTarget``).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        constraintDescription.setConstant(amount.constraintInsetTargetValue)
        return self
    }

    /// Directional insets: leading and trailing as given, left and right through
    /// ``ConstraintConfig/interfaceLayoutDirection``.
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        constraintDescription.setConstant(amount.constraintDirectionalInsetTargetValue)
        return self
    }
}
