/// Finding a minimal set of required constraints that conflict with a new one.
///
/// The failed row is a certificate: the markers in it name the constraints it combined. That
/// set is checked, widened to the new constraint's connected component if it does not prove
/// the conflict on its own, then shrunk by a deletion filter (drop a member whenever the rest
/// still conflicts), which leaves an irreducible set: removing any one member resolves it.
enum ConflictExplanation {
    /// Sets larger than this skip the deletion filter (it costs one small solve per member)
    /// and are reported as the certificate gave them.
    static let filterLimit = 256

    static func minimalSet(
        for constraint: Constraint, certificate: [Constraint], required: [Constraint]
    ) -> [Constraint] {
        var set = certificate
        if !conflicts(set, with: constraint) {
            set = connectedComponent(of: constraint, in: required)
            if !conflicts(set, with: constraint) { return set }
        }
        if set.count > filterLimit { return set }
        var index = 0
        while index < set.count {
            var without = set
            without.remove(at: index)
            if conflicts(without, with: constraint) {
                set = without
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether the required constraints in `set`, plus `constraint`, cannot all hold.
    static func conflicts(_ set: [Constraint], with constraint: Constraint) -> Bool {
        var state = SolverState(token: SolverToken(), claimsOwnership: false)
        do {
            for member in set + [constraint] {
                try state.insert(Constraint(member.expression, member.relation))
            }
            return false
        } catch {
            return true
        }
    }

    /// The required constraints linked to `constraint` through shared variables.
    static func connectedComponent(of constraint: Constraint, in required: [Constraint]) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, member) in required.enumerated() {
            for term in member.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var included = [Bool](repeating: false, count: required.count)
        var seenVariables: Set<ObjectIdentifier> = []
        var pending = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !included[index] {
                included[index] = true
                pending.append(contentsOf: required[index].expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return required.indices.filter { included[$0] }.map { required[$0] }
    }
}

extension SolverState {
    /// The live, user-visible required constraints that the evidence symbols belong to, in
    /// order of addition, leaving out records made after `recordLimit`.
    func requiredConstraints(namedBy evidence: [Int32], recordLimit: Int) -> [Constraint] {
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
        return constraints(at: indices.map(Int.init)) { $0.isLive && $0.isRequired && !$0.isEdit }
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
        indices.filter { isIncluded(records[$0]) }
            .sorted { records[$0].sequence < records[$1].sequence }
            .map { constraintObjects[$0] }
    }
}
