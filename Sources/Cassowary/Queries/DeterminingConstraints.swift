/// Which constraints currently determine a variable: those whose markers appear in the
/// variable's row written over parametric symbols, i.e. the constraints whose constants or
/// presence the variable's value is sensitive to (a loose inequality is not among them).
extension SolverState {
    func constraintsDetermining(_ terms: [(Int32, Double)]) -> [Constraint] {
        recordsDetermining(terms).map { constraintObjects[$0] }
    }

    /// The records of the live added constraints that determine `Σ terms`, in order of addition.
    func recordsDetermining(_ terms: [(Int32, Double)]) -> [Int] {
        var copy = self
        copy.journal = nil
        copy.variableLogLimit = 0
        let row = copy.expand(terms, constant: 0)
        var recordIndices: [Int32] = []
        for cell in row.cells {
            switch copy.symbols[Int(cell.symbol)].kind {
            case .dummy, .slack, .error:
                recordIndices.append(copy.symbols[Int(cell.symbol)].owner)
            default:
                break
            }
        }
        return records(at: Set(recordIndices).map(Int.init)) { $0.isLive && !$0.isEdit }
    }
}
