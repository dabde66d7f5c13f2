// Building linear expressions with +, -, * and / from variables, terms, expressions and numbers.

/// The variable with coefficient −1.
@inlinable public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// The term with its coefficient negated.
@inlinable public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
/// The expression with every coefficient and its constant negated.
@inlinable public prefix func - (expression: LinearExpression) -> LinearExpression { expression * -1 }

/// The variable as a term whose coefficient is the coefficient.
@inlinable public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
/// The variable as a term whose coefficient is the coefficient.
@inlinable public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
/// The variable as a term whose coefficient is 1 / divisor.
@inlinable public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// The term with its coefficient multiplied by the coefficient.
@inlinable public func * (term: Term, coefficient: Double) -> Term {
    Term(term.variable, term.coefficient * coefficient)
}
/// The term with its coefficient multiplied by the coefficient.
@inlinable public func * (coefficient: Double, term: Term) -> Term { term * coefficient }
/// The term with its coefficient divided by the divisor.
@inlinable public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }

/// The expression with every coefficient and its constant multiplied by the coefficient.
@inlinable public func * (expression: LinearExpression, coefficient: Double) -> LinearExpression {
    LinearExpression(storage: expression.storage.scaled(by: coefficient), constant: expression.constant * coefficient)
}
/// The expression with every coefficient and its constant multiplied by the coefficient.
@inlinable public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression {
    expression * coefficient
}
/// The expression with every coefficient and its constant divided by the divisor.
@inlinable public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression * (1 / divisor)
}

/// The sum of an expression and an expression: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(storage: lhs.storage.appending(rhs.storage), constant: lhs.constant + rhs.constant)
}
/// The difference of an expression and an expression: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }

/// The sum of an expression and a term: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(rhs) }
/// The sum of a term and an expression: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The difference of an expression and a term: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(-rhs) }
/// The difference of a term and an expression: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

/// The sum of an expression and a variable: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
/// The sum of a variable and an expression: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The difference of an expression and a variable: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(-rhs) }
/// The difference of a variable and an expression: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

/// The sum of an expression and a constant: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(storage: lhs.storage, constant: lhs.constant + rhs)
}
/// The sum of a constant and an expression: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// The difference of an expression and a constant: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// The difference of a constant and an expression: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

/// The sum of a term and a term: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(lhs, rhs), constant: 0)
}
/// The difference of a term and a term: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(lhs, -rhs), constant: 0)
}
/// The sum of a term and a variable: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(lhs, Term(rhs)), constant: 0)
}
/// The sum of a variable and a term: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), rhs), constant: 0)
}
/// The difference of a term and a variable: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(lhs, -rhs), constant: 0)
}
/// The difference of a variable and a term: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), -rhs), constant: 0)
}
/// The sum of a term and a constant: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(lhs), constant: rhs)
}
/// The sum of a constant and a term: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Double, rhs: Term) -> LinearExpression { rhs + lhs }
/// The difference of a term and a constant: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(lhs), constant: -rhs)
}
/// The difference of a constant and a term: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .one(-rhs), constant: lhs)
}

/// The sum of a variable and a variable: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), Term(rhs)), constant: 0)
}
/// The difference of a variable and a variable: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), -rhs), constant: 0)
}
/// The sum of a variable and a constant: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(Term(lhs)), constant: rhs)
}
/// The sum of a constant and a variable: the terms of `lhs`, then those of `rhs`.
@inlinable public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }
/// The difference of a variable and a constant: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(Term(lhs)), constant: -rhs)
}
/// The difference of a constant and a variable: the terms of `lhs`, then those of `rhs` negated.
@inlinable public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .one(-rhs), constant: lhs)
}
