/// Changing an added constraint's constant in place: the marker's column carries the change
/// into every row it shaped, then the dual simplex restores feasibility. Nothing is rebuilt.
extension SolverState {
    /// Inside an open transaction; throws ``Conflict`` when required constraints then conflict.
    mutating func updateConstant(record index: Int32, to constant: Double) throws(Conflict) {
        let record = records[Int(index)]
        let constraint = record.constraint
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        journal?.constantChanges.append((constraint, constraint.expression.constant))
        constraint.expression.constant = constant
        let shift = record.shift * delta

        var marker = record.marker
        if record.definition >= 0 {
            updateDefinition(record.definition) { $0.constant += shift }
            marker = definitions[Int(record.definition)].marker
            if marker < 0 {
                invalidate(definition: record.definition)
                return
            }
        }
        invalidateValues()
        let basicSlot = basicRows[Int(marker)]
        if basicSlot >= 0 {
            touchRow(basicSlot)
            rows[Int(basicSlot)].constant -= shift
            noteIfInfeasible(basicSlot)
        } else {
            forEachRow(containing: marker) { state, slot in
                state.touchRow(slot)
                state.rows[Int(slot)].constant += state.rows[Int(slot)].coefficient(of: marker) * shift
                state.noteIfInfeasible(slot)
            }
        }
        if let failed = dualOptimize() {
            let row = rows[Int(failed)]
            throw Conflict(evidence: [row.basic] + row.cells.map(\.symbol) + [marker])
        }
    }
}
