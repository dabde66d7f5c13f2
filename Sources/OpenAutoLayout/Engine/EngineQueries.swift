internal import Cassowary

/// A term of a question about the solution: `coefficient ×` one of an item's variables.
@MainActor
struct ItemTerm {
    let item: LayoutItem
    let variable: ItemVariable
    let coefficient: Double

    init(_ item: LayoutItem, _ variable: ItemVariable, _ coefficient: Double = 1) {
        self.item = item
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// The debugging queries' questions to the solver, asked about items' variables. A variable no
/// constraint has mentioned has no handle: it is free (any value is optimal), and no constraint
/// determines it.
extension LayoutEngine {
    /// Another optimal value of `Σ terms`, or nil when the constraints fix it.
    func alternativeValue(of terms: [ItemTerm]) -> Double? {
        var handles: [HandleTerm] = []
        for term in terms where term.coefficient != 0 {
            guard let handle = existingHandle(of: term.item, term.variable) else {
                return terms.reduce(0) { $0 + $1.coefficient * value(of: $1.item, $1.variable) } + 1
            }
            handles.append(HandleTerm(handle, term.coefficient))
        }
        return solver.alternativeValue(for: handles)
    }

    /// Whether `Σ terms` can take another value without worsening any priority.
    func isAmbiguous(_ terms: [ItemTerm]) -> Bool {
        alternativeValue(of: terms) != nil
    }

    /// The solver constraints that currently determine `Σ terms`, in order of addition.
    func constraintsDetermining(_ terms: [ItemTerm]) -> [ConstraintHandle] {
        let handles = terms.compactMap { term in
            existingHandle(of: term.item, term.variable).map { HandleTerm($0, term.coefficient) }
        }
        return handles.isEmpty ? [] : solver.constraintsDetermining(handles)
    }
}
