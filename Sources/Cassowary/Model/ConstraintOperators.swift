// Building constraints with ==, <= and >= between expressions, terms, variables and numbers.
// `lhs relation rhs` becomes the constraint `lhs - rhs relation 0` at required priority.

/// Anything that can stand on one side of a constraint operator.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
    /// Appends this value's terms, each multiplied by `factor`, and returns its constant
    /// multiplied by `factor`: the operators build a constraint's expression in place.
    func appendTerms(to expression: inout LinearExpression, multipliedBy factor: Double) -> Double
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    @inlinable
    public var linearExpression: LinearExpression { self }
    @inlinable
    public func appendTerms(to expression: inout LinearExpression, multipliedBy factor: Double) -> Double {
        expression.storage = expression.storage.appending(factor == 1 ? storage : storage.scaled(by: factor))
        return constant * factor
    }
}
extension Term: LinearExpressionConvertible {
    /// The expression made of this term alone.
    @inlinable
    public var linearExpression: LinearExpression { LinearExpression(self) }
    @inlinable
    public func appendTerms(to expression: inout LinearExpression, multipliedBy factor: Double) -> Double {
        expression.append(Term(variable, coefficient * factor))
        return 0
    }
}
extension Variable: LinearExpressionConvertible {
    /// The expression `1 · variable`.
    @inlinable
    public var linearExpression: LinearExpression { LinearExpression(self) }
    @inlinable
    public func appendTerms(to expression: inout LinearExpression, multipliedBy factor: Double) -> Double {
        expression.append(Term(self, factor))
        return 0
    }
}

@inlinable func make<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    _ lhs: L, _ relation: Relation, _ rhs: R
) -> Constraint {
    var expression = LinearExpression()
    let constant =
        lhs.appendTerms(to: &expression, multipliedBy: 1) + rhs.appendTerms(to: &expression, multipliedBy: -1)
    expression.constant = constant
    return Constraint(expression, relation)
}

@inlinable func make<L: LinearExpressionConvertible>(_ lhs: L, _ relation: Relation, _ rhs: Double) -> Constraint {
    var expression = LinearExpression()
    expression.constant = lhs.appendTerms(to: &expression, multipliedBy: 1) - rhs
    return Constraint(expression, relation)
}

@inlinable func make<R: LinearExpressionConvertible>(_ lhs: Double, _ relation: Relation, _ rhs: R) -> Constraint {
    var expression = LinearExpression()
    expression.constant = lhs + rhs.appendTerms(to: &expression, multipliedBy: -1)
    return Constraint(expression, relation)
}

/// The required constraint `lhs - rhs == 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint
{
    make(lhs, .equal, rhs)
}
/// The required constraint `lhs - rhs <= 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint
{
    make(lhs, .lessThanOrEqual, rhs)
}
/// The required constraint `lhs - rhs >= 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint
{
    make(lhs, .greaterThanOrEqual, rhs)
}

/// The required constraint `lhs - rhs == 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs, .equal, rhs)
}
/// The required constraint `lhs - rhs <= 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs, .lessThanOrEqual, rhs)
}
/// The required constraint `lhs - rhs >= 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs, .greaterThanOrEqual, rhs)
}
/// The required constraint `lhs - rhs == 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(lhs, .equal, rhs)
}
/// The required constraint `lhs - rhs <= 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(lhs, .lessThanOrEqual, rhs)
}
/// The required constraint `lhs - rhs >= 0`; ``Constraint/priority(_:)`` copies it at another priority.
@inlinable public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(lhs, .greaterThanOrEqual, rhs)
}
