// Building constraints with ==, <= and >= between expressions, terms, variables and numbers.
// `lhs relation rhs` becomes the constraint `lhs - rhs relation 0` at required priority.

/// Anything that can stand on one side of a constraint operator.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}
extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

private func make(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, relation)
}

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    make(lhs.linearExpression, .equal, rhs.linearExpression)
}
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    make(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    make(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs.linearExpression, .equal, LinearExpression(rhs))
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs.linearExpression, .lessThanOrEqual, LinearExpression(rhs))
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(rhs))
}
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(LinearExpression(lhs), .equal, rhs.linearExpression)
}
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(LinearExpression(lhs), .lessThanOrEqual, rhs.linearExpression)
}
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(LinearExpression(lhs), .greaterThanOrEqual, rhs.linearExpression)
}
