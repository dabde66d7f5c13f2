// Building linear expressions with +, -, * and / from variables, terms, expressions and numbers.

@inlinable public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
@inlinable public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
@inlinable public prefix func - (expression: LinearExpression) -> LinearExpression { expression * -1 }

@inlinable public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
@inlinable public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
@inlinable public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
@inlinable public func * (term: Term, coefficient: Double) -> Term {
    Term(term.variable, term.coefficient * coefficient)
}
@inlinable public func * (coefficient: Double, term: Term) -> Term { term * coefficient }
@inlinable public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }

@inlinable public func * (expression: LinearExpression, coefficient: Double) -> LinearExpression {
    LinearExpression(storage: expression.storage.scaled(by: coefficient), constant: expression.constant * coefficient)
}
@inlinable public func * (coefficient: Double, expression: LinearExpression) -> LinearExpression {
    expression * coefficient
}
@inlinable public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression * (1 / divisor)
}

@inlinable public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(storage: lhs.storage.appending(rhs.storage), constant: lhs.constant + rhs.constant)
}
@inlinable public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }

@inlinable public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(rhs) }
@inlinable public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
@inlinable public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(-rhs) }
@inlinable public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

@inlinable public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
@inlinable public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
@inlinable public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(-rhs) }
@inlinable public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

@inlinable public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(storage: lhs.storage, constant: lhs.constant + rhs)
}
@inlinable public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
@inlinable public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
@inlinable public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

@inlinable public func + (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(lhs, rhs), constant: 0)
}
@inlinable public func - (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(lhs, -rhs), constant: 0)
}
@inlinable public func + (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(lhs, Term(rhs)), constant: 0)
}
@inlinable public func + (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), rhs), constant: 0)
}
@inlinable public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(lhs, -rhs), constant: 0)
}
@inlinable public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), -rhs), constant: 0)
}
@inlinable public func + (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(lhs), constant: rhs)
}
@inlinable public func + (lhs: Double, rhs: Term) -> LinearExpression { rhs + lhs }
@inlinable public func - (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(lhs), constant: -rhs)
}
@inlinable public func - (lhs: Double, rhs: Term) -> LinearExpression {
    LinearExpression(storage: .one(-rhs), constant: lhs)
}

@inlinable public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), Term(rhs)), constant: 0)
}
@inlinable public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .two(Term(lhs), -rhs), constant: 0)
}
@inlinable public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(Term(lhs)), constant: rhs)
}
@inlinable public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }
@inlinable public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(storage: .one(Term(lhs)), constant: -rhs)
}
@inlinable public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(storage: .one(-rhs), constant: lhs)
}
