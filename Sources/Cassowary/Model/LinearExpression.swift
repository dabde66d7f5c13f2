/// A sum of terms plus a constant: `c₁·x₁ + … + cₙ·xₙ + constant`.
///
/// Named `LinearExpression` rather than kiwi's `Expression`, because Foundation on Linux
/// declares its own `Expression` and the two would clash in every file importing both.
/// A variable may appear in several terms; the solver adds them up.
///
/// The first two terms are stored inline, so the expressions of layout constraints (`a = b + c`,
/// `a = c`) take no allocation of their own; longer ones keep the rest in an array.
public struct LinearExpression: CustomStringConvertible {
    @usableFromInline var storage: TermStorage
    /// The constant summand.
    public var constant: Double

    /// The expression `terms + constant`, the terms kept in the given order.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.storage = TermStorage(terms)
        self.constant = constant
    }

    /// The expression `1 · variable`.
    @inlinable
    public init(_ variable: Variable) {
        self.init(Term(variable))
    }

    /// The expression made of one term.
    @inlinable
    public init(_ term: Term) {
        self.storage = .one(term)
        self.constant = 0
    }

    /// The expression made of a constant alone.
    @inlinable
    public init(_ constant: Double) {
        self.storage = .none
        self.constant = constant
    }

    @inlinable
    init(storage: TermStorage, constant: Double) {
        self.storage = storage
        self.constant = constant
    }

    /// The terms, in the order they were written. Reading this makes an array; the solver
    /// reads the terms in place.
    public var terms: [Term] {
        get { storage.array }
        set { storage = TermStorage(newValue) }
    }

    /// How many terms the expression has (a variable written twice counts twice).
    public var termCount: Int { storage.count }

    /// Appends a term after the existing ones.
    @inlinable
    public mutating func append(_ term: Term) {
        storage.append(term)
    }

    /// The expression's value with each variable's current ``Variable/value``.
    public var value: Double {
        var total = constant
        storage.forEach { total += $0.coefficient * $0.variable.value }
        return total
    }

    /// Each term as `coefficient * name`, then the constant when it is not 0, joined by ` + `.
    public var description: String {
        var parts = terms.map { "\($0.coefficient) * \($0.variable.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
