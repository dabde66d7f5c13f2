/// A variable multiplied by a coefficient: one summand of a ``LinearExpression``.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { "\(coefficient) * \(variable.name)" }
}
