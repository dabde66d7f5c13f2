/// Constraints to add to a ``HandleSolver`` as one batch, with their terms in one shared
/// buffer.
///
/// An array of ``LinearConstraint`` keeps one array of terms per constraint: a caller that
/// builds thousands of constraints for one addition allocates and frees one array per
/// constraint. A batch appends every constraint's terms to one buffer instead.
/// `HandleSolver.addConstraints(_:)` adds a batch with the same guarantees as an array: one
/// optimisation, all or nothing, handles in the batch's order.
public struct LinearConstraintBatch: Sendable, Hashable {
    /// Where one constraint's terms are in ``terms``, and the rest of it.
    struct Entry: Sendable, Hashable {
        var termStart: Int32
        var termCount: Int32
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    private var terms: [HandleTerm] = []
    private var entries: [Entry] = []

    /// An empty batch.
    public init() {}

    /// A batch of `constraints`, in order.
    public init(_ constraints: [LinearConstraint]) {
        reserveCapacity(constraints: constraints.count, terms: constraints.reduce(0) { $0 + $1.terms.count })
        for constraint in constraints {
            append(constraint.terms, constant: constraint.constant, constraint.relation, priority: constraint.priority)
        }
    }

    /// Room for this many more constraints and terms.
    public mutating func reserveCapacity(constraints: Int, terms termCount: Int) {
        entries.reserveCapacity(entries.count + constraints)
        terms.reserveCapacity(terms.count + termCount)
    }

    /// Appends the constraint `Σ terms + constant  relation  0` at `priority`.
    public mutating func append(
        _ terms: [HandleTerm], constant: Double = 0, _ relation: Relation, priority: Priority = .required
    ) {
        let start = self.terms.count
        for term in terms { self.terms.append(term) }
        entries.append(
            Entry(
                termStart: Int32(start), termCount: Int32(self.terms.count - start), constant: constant,
                relation: relation, priority: priority))
    }

    /// The number of constraints.
    public var count: Int { entries.count }

    /// The constraint at `position`, as a ``LinearConstraint`` of its own.
    public subscript(position: Int) -> LinearConstraint {
        let entry = entries[position]
        return LinearConstraint(
            Array(terms(at: position)), constant: entry.constant, entry.relation, priority: entry.priority)
    }

    /// The terms of the constraint at `position`.
    func terms(at position: Int) -> ArraySlice<HandleTerm> {
        let entry = entries[position]
        return terms[Int(entry.termStart)..<Int(entry.termStart + entry.termCount)]
    }

    func entry(at position: Int) -> Entry { entries[position] }
}

/// What a batch addition reads of its constraints, from an array of ``LinearConstraint`` or from
/// a ``LinearConstraintBatch`` alike.
protocol LinearConstraintSource {
    var constraintCount: Int { get }
    func terms(at position: Int) -> ArraySlice<HandleTerm>
    func constant(at position: Int) -> Double
    func relation(at position: Int) -> Relation
    func priority(at position: Int) -> Priority
    func constraint(at position: Int) -> LinearConstraint
}

extension LinearConstraintBatch: LinearConstraintSource {
    var constraintCount: Int { count }
    func constant(at position: Int) -> Double { entries[position].constant }
    func relation(at position: Int) -> Relation { entries[position].relation }
    func priority(at position: Int) -> Priority { entries[position].priority }
    func constraint(at position: Int) -> LinearConstraint { self[position] }
}

extension Array: LinearConstraintSource where Element == LinearConstraint {
    var constraintCount: Int { count }
    func terms(at position: Int) -> ArraySlice<HandleTerm> { self[position].terms[...] }
    func constant(at position: Int) -> Double { self[position].constant }
    func relation(at position: Int) -> Relation { self[position].relation }
    func priority(at position: Int) -> Priority { self[position].priority }
    func constraint(at position: Int) -> LinearConstraint { self[position] }
}
