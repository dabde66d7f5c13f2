// Building constraints with ==, <= and >= between expressions, terms, variables and numbers.
// `lhs relation rhs` becomes the constraint `lhs - rhs relation 0` at required priority.

/// Anything that can stand on one side of a constraint operator.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
    /// How many terms ``appendTerms(to:multipliedBy:)`` appends.
    var termCount: Int { get }
    /// Appends this value's terms, each multiplied by `factor`, and returns its constant
    /// multiplied by `factor`: the operators build a constraint with a single allocation.
    func appendTerms(to terms: inout [Term], multipliedBy factor: Double) -> Double
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
    public var termCount: Int { terms.count }
    public func appendTerms(to terms: inout [Term], multipliedBy factor: Double) -> Double {
        if factor == 1 {
            terms.append(contentsOf: self.terms)
        } else {
            for term in self.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        }
        return constant * factor
    }
}
extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
    public var termCount: Int { 1 }
    public func appendTerms(to terms: inout [Term], multipliedBy factor: Double) -> Double {
        terms.append(Term(variable, coefficient * factor))
        return 0
    }
}
extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
    public var termCount: Int { 1 }
    public func appendTerms(to terms: inout [Term], multipliedBy factor: Double) -> Double {
        terms.append(Term(self, factor))
        return 0
    }
}

private func make<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    _ lhs: L, _ relation: Relation, _ rhs: R
) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.termCount + rhs.termCount)
    let constant = lhs.appendTerms(to: &terms, multipliedBy: 1) + rhs.appendTerms(to: &terms, multipliedBy: -1)
    return Constraint(LinearExpression(terms: terms, constant: constant), relation)
}

private func make<L: LinearExpressionConvertible>(_ lhs: L, _ relation: Relation, _ rhs: Double) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.termCount)
    let constant = lhs.appendTerms(to: &terms, multipliedBy: 1) - rhs
    return Constraint(LinearExpression(terms: terms, constant: constant), relation)
}

private func make<R: LinearExpressionConvertible>(_ lhs: Double, _ relation: Relation, _ rhs: R) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(rhs.termCount)
    let constant = lhs + rhs.appendTerms(to: &terms, multipliedBy: -1)
    return Constraint(LinearExpression(terms: terms, constant: constant), relation)
}

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    make(lhs, .equal, rhs)
}
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    make(lhs, .lessThanOrEqual, rhs)
}
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    make(lhs, .greaterThanOrEqual, rhs)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs, .equal, rhs)
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs, .lessThanOrEqual, rhs)
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    make(lhs, .greaterThanOrEqual, rhs)
}
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(lhs, .equal, rhs)
}
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(lhs, .lessThanOrEqual, rhs)
}
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    make(lhs, .greaterThanOrEqual, rhs)
}
