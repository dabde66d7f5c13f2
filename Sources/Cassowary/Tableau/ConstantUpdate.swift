/// Changing an added constraint's constant in place: the marker's column carries the change
/// into every row it shaped, then the dual simplex restores feasibility. Nothing is rebuilt.
extension SolverState {
    /// Inside an open transaction; throws ``Conflict`` when required constraints then conflict.
    mutating func updateConstant(record index: Int32, to constant: Double) throws(Conflict) {
        let record = records[Int(index)]
        let old = self.constant(ofRecord: index)
        let delta = constant - old
        if delta == 0 { return }
        journal?.constantChanges.append((index, old))
        setConstant(ofRecord: index, constant)
        let shift = constantShift(of: index) * delta

        var marker = record.marker
        if record.definition >= 0 {
            updateDefinition(record.definition) { $0.constant += shift }
            invalidate(definition: record.definition)
            marker = definitions[Int(record.definition)].marker
            if marker < 0 { return }
        }
        let basicSlot = basicRows[Int(marker)]
        if basicSlot >= 0 {
            touchRow(basicSlot)
            rows[Int(basicSlot)].constant -= shift
            noteIfInfeasible(basicSlot)
            invalidate(basic: rows[Int(basicSlot)].basic)
        } else {
            forEachRow(containing: marker) { state, slot in
                state.touchRow(slot)
                state.rows[Int(slot)].constant += state.rows[Int(slot)].coefficient(of: marker) * shift
                state.noteIfInfeasible(slot)
                state.invalidate(basic: state.rows[Int(slot)].basic)
            }
        }
        if let failed = dualOptimize() {
            let row = rows[Int(failed)]
            throw Conflict(evidence: [row.basic] + row.cells.map(\.symbol) + [marker])
        }
    }

    /// How a change δ of a record's constant moves its marker (m_old = m_new + shift·δ), or
    /// for a definition its constant: ±1 for a tableau row; for a definition of `v` through
    /// `c·v + … = 0`, −1/c, with c summed over the expression's terms as `mergeTerms` sums it.
    func constantShift(of index: Int32) -> Double {
        let record = records[Int(index)]
        guard record.definition >= 0 else { return record.markerMovesAgainstConstant ? -1 : 1 }
        let variable = definitions[Int(record.definition)].variable
        var coefficient = 0.0
        forEachTerm(ofRecord: index) { term, c in
            if term == variable { coefficient += c }
        }
        return -1 / coefficient
    }
}
