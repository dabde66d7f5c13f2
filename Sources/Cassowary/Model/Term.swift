/// A variable multiplied by a coefficient: one summand of a ``LinearExpression``.
public struct Term: CustomStringConvertible {
    /// The unknown this term scales.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// The term `coefficient · variable`.
    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `coefficient * name`, for instance `2.0 * width`.
    public var description: String { "\(coefficient) * \(variable.name)" }
}
