/// Finding a minimal set of required constraints that conflict with a new one.
///
/// The failed row is a certificate: the markers in it name the constraints it combined. That
/// set is checked, widened to the new constraint's connected component if it does not prove
/// the conflict on its own, then shrunk by a deletion filter (drop a member whenever the rest
/// still conflicts), which leaves an irreducible set: removing any one member resolves it.
struct ConflictExplanation<Member, Key: Hashable> {
    /// Sets larger than this skip the deletion filter (it costs one small solve per member)
    /// and are reported as the certificate gave them.
    static var filterLimit: Int { 256 }

    /// Whether these required constraints cannot all hold (the new one is last).
    let conflicts: ([Member]) -> Bool
    /// The variables a constraint names, to follow shared variables.
    let variables: (Member) -> [Key]

    func minimalSet(for constraint: Member, certificate: [Member], required: [Member]) -> [Member] {
        var set = certificate
        if !conflicts(set + [constraint]) {
            set = connectedComponent(of: constraint, in: required)
            if !conflicts(set + [constraint]) { return set }
        }
        if set.count > Self.filterLimit { return set }
        var index = 0
        while index < set.count {
            var without = set
            without.remove(at: index)
            if conflicts(without + [constraint]) {
                set = without
            } else {
                index += 1
            }
        }
        return set
    }

    /// The required constraints linked to `constraint` through shared variables.
    func connectedComponent(of constraint: Member, in required: [Member]) -> [Member] {
        var byVariable: [Key: [Int]] = [:]
        for (index, member) in required.enumerated() {
            for variable in variables(member) {
                byVariable[variable, default: []].append(index)
            }
        }
        var included = [Bool](repeating: false, count: required.count)
        var seenVariables: Set<Key> = []
        var pending = variables(constraint)
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !included[index] {
                included[index] = true
                pending.append(contentsOf: variables(required[index]))
            }
        }
        return required.indices.filter { included[$0] }.map { required[$0] }
    }
}

extension ConflictExplanation where Member == Constraint, Key == ObjectIdentifier {
    /// For a ``Solver``: each check adds required copies of the constraints to a scratch state.
    static var objects: Self {
        Self(
            conflicts: { set in
                var state = SolverState(token: SolverToken(), claimsOwnership: false)
                do {
                    for member in set {
                        try state.insert(Constraint(member.expression, member.relation))
                    }
                    return false
                } catch {
                    return true
                }
            },
            variables: { $0.expression.terms.map { ObjectIdentifier($0.variable) } })
    }
}

extension SolverState {
    /// The live, user-visible required constraints that the evidence symbols belong to, in
    /// order of addition, leaving out records made after `recordLimit`.
    func requiredConstraints(namedBy evidence: [Int32], recordLimit: Int) -> [Constraint] {
        requiredRecords(namedBy: evidence, recordLimit: recordLimit).map { constraintObjects[$0] }
    }

    /// The records of ``requiredConstraints(namedBy:recordLimit:)``.
    func requiredRecords(namedBy evidence: [Int32], recordLimit: Int) -> [Int] {
        var indices: Set<Int32> = []
        for symbol in evidence where symbol >= 0 && Int(symbol) < symbols.count {
            switch symbols[Int(symbol)].kind {
            case .dummy, .slack, .free:
                let owner = symbols[Int(symbol)].owner
                if owner >= 0 && Int(owner) < recordLimit { indices.insert(owner) }
            default:
                break
            }
        }
        return records(at: indices.map(Int.init)) { $0.isLive && $0.isRequired && !$0.isEdit }
    }

    /// Every live required user constraint, in order of addition.
    var requiredConstraints: [Constraint] {
        constraints(at: records.indices) { $0.isLive && $0.isRequired && !$0.isEdit }
    }

    /// Every live user constraint, in order of addition.
    var liveConstraints: [Constraint] {
        constraints(at: records.indices) { $0.isLive && !$0.isEdit }
    }

    /// The constraints of the records at `indices` that pass `isIncluded`, in order of addition.
    func constraints(
        at indices: some Sequence<Int>, where isIncluded: (ConstraintRecord) -> Bool
    ) -> [Constraint] {
        records(at: indices, where: isIncluded).map { constraintObjects[$0] }
    }

    /// The records at `indices` that pass `isIncluded`, in order of addition.
    func records(at indices: some Sequence<Int>, where isIncluded: (ConstraintRecord) -> Bool) -> [Int] {
        let included = indices.filter { isIncluded(records[$0]) }
        if batchSequences.isEmpty { return included.sorted() }
        return included.sorted { sequence(ofRecord: $0) < sequence(ofRecord: $1) }
    }

    /// A record's place in the order of addition.
    func sequence(ofRecord index: Int) -> Int {
        batchSequences[Int32(index)].map(Int.init) ?? index
    }
}
