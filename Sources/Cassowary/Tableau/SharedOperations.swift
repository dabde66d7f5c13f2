/// What the object and the handle operations share once they have found the constraint or the
/// variable they address: changing a constant, and keeping edit variables.
extension SolverState {
    /// The order in which a batch is inserted, as positions in the batch: its required
    /// equalities first, then the others, each in the caller's order. Equalities that introduce
    /// a variable become definitions, and the rows of the other constraints then see them (and
    /// cancel their chains) whatever order the caller listed them in. The batch is atomic, so
    /// the order is not observable.
    static func insertionOrder<C>(of batch: [C], isRequiredEquality: (C) -> Bool) -> [Int] {
        batch.indices.filter { isRequiredEquality(batch[$0]) } + batch.indices.filter { !isRequiredEquality(batch[$0]) }
    }

    /// Changes an added constraint's constant, re-optimising incrementally. A non-required
    /// constraint absorbs any constant; for a required one, a conflict is rolled back and
    /// thrown as what `refusal` makes of the state after the rollback and the other required
    /// records the failed row named. Always inlined, so that the refusal's closure is formed
    /// only on the failing path (outlined, a leaf constant change cost 3 % more).
    @inline(__always)
    mutating func changeConstant<Refusal: Error>(
        record index: Int32, to constant: Double, refusal: (SolverState, [Int]) -> Refusal
    ) throws(Refusal) {
        if !records[Int(index)].isRequired {
            do { try updateConstant(record: index, to: constant) } catch { preconditionFailure("Cassowary: \(error)") }
            checkAccuracy()
            return
        }
        beginTransaction()
        do {
            try updateConstant(record: index, to: constant)
        } catch {
            let named = requiredRecords(namedBy: error.evidence, recordLimit: journal!.recordCount).filter {
                $0 != Int(index)
            }
            rollbackTransaction()
            throw refusal(self, named)
        }
        commitTransaction()
        checkAccuracy()
    }

    /// Registers the edit whose constraint was just inserted, and commits.
    mutating func finishEdit(of variable: Int32, record: Int32) {
        edits[variable] = EditRecord(record: record)
        finishTransaction()
        checkAccuracy()
    }

    mutating func removeEdit(ofVariable variable: Int32) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        remove(record: edit.record)
        checkAccuracy()
    }

    /// Moves an edit's constraint to the suggested value: a non-required constraint, so this
    /// cannot fail.
    mutating func suggest(_ value: Double, to edit: EditRecord) {
        do {
            try updateConstant(record: edit.record, to: -value)
        } catch {
            preconditionFailure("Cassowary: a non-required edit cannot make required constraints conflict")
        }
        checkAccuracy()
    }
}
