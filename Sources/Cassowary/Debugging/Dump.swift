/// A readable, deterministic text of the solver's state: definitions, rows (sorted by basic
/// symbol), objective levels (highest priority first) and edit variables.
extension SolverState {
    func dump() -> String {
        var lines: [String] = []
        lines.append("Definitions:")
        for (index, definition) in definitions.enumerated() {
            var text = "  \(variableName(definition.variable)) := \(format(definition.constant))"
            for k in termRange(ofDefinition: Int32(index)) {
                text += " + \(format(definitionTermCoefficients[k])) * \(variableName(definitionTermVariables[k]))"
            }
            if definition.marker >= 0 { text += " + \(symbolName(definition.marker))" }
            if !records[Int(record(ofDefinition: Int32(index)))].isLive { text += "  (removed)" }
            lines.append(text)
        }
        lines.append("Rows:")
        let live = rows.filter { $0.basic >= 0 }.sorted { $0.basic < $1.basic }
        for row in live {
            lines.append("  \(symbolName(row.basic)) = \(format(row.constant))\(cellsText(row.cells))")
        }
        lines.append("Objective:")
        for level in levelOrder {
            let coefficients = levels[Int(level)].coefficients
            let cells = coefficients.indices.filter { coefficients[$0] != 0 }
                .map { Cell(symbol: Int32($0), coefficient: coefficients[$0]) }
            lines.append("  @\(format(levels[Int(level)].priority)):\(cellsText(cells))")
        }
        lines.append("Edit variables:")
        for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
            lines.append(
                "  \(variableName(variable)) = \(format(-constant(ofRecord: edit.record))) @\(format(priority(ofRecord: edit.record).value))"
            )
        }
        lines.append("Constraints: \(liveConstraintCount)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func cellsText(_ cells: [Cell]) -> String {
        cells.map { " + \(format($0.coefficient)) * \(symbolName($0.symbol))" }.joined()
    }

    private func variableName(_ index: Int32) -> String {
        let name = name(ofVariable: index)
        return name.isEmpty ? "v\(index)" : name
    }

    private func symbolName(_ symbol: Int32) -> String {
        switch symbols[Int(symbol)].kind {
        case .external: return "[\(variableName(symbols[Int(symbol)].owner))]"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        case .free: return "f\(symbol)"
        case .artificial: return "a\(symbol)"
        }
    }

    private func format(_ value: Double) -> String {
        if let integer = Int64(exactly: value) { return String(integer) }
        return "\(value)"
    }
}
