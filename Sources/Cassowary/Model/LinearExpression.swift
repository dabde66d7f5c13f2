/// A sum of terms plus a constant: `c₁·x₁ + … + cₙ·xₙ + constant`.
///
/// Named `LinearExpression` rather than kiwi's `Expression`, because Foundation on Linux
/// declares its own `Expression` and the two would clash in every file importing both.
/// A variable may appear in several terms; the solver adds them up.
public struct LinearExpression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(_ term: Term) {
        self.init(terms: [term])
    }

    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The expression's value with each variable's current ``Variable/value``.
    public var value: Double {
        var total = constant
        for term in terms { total += term.coefficient * term.variable.value }
        return total
    }

    public var description: String {
        var parts = terms.map { "\($0.coefficient) * \($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
