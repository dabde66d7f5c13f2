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

        // How far the marker moves (m_old = m_new + shift): for a definition, as far as its
        // constant, which is recomputed as the definition was made rather than shifted.
        var marker = record.marker
        let shift: Double
        if record.definition >= 0 {
            let definedConstant = -constant / definedCoefficient(ofRecord: index)
            shift = definedConstant - definitions[Int(record.definition)].constant
            updateDefinition(record.definition) { $0.constant = definedConstant }
            invalidate(definition: record.definition)
            marker = definitions[Int(record.definition)].marker
            if marker < 0 { return }
        } else {
            shift = record.markerMovesAgainstConstant ? -delta : delta
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

    /// For a definition of `v` made from `c·v + … = 0`: c, summed over the expression's terms
    /// as `mergeTerms` sums it, so that −constant / c is the definition's constant.
    func definedCoefficient(ofRecord index: Int32) -> Double {
        let variable = definitions[Int(records[Int(index)].definition)].variable
        var coefficient = 0.0
        forEachTerm(ofRecord: index) { term, c in
            if term == variable { coefficient += c }
        }
        return coefficient
    }
}
