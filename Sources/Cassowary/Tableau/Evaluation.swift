/// Computing every variable's value: tableau symbols first, then definitions in order.
extension SolverState {
    mutating func evaluate() {
        if valuesAreCurrent { return }
        for i in variables.indices where variables[i].definition < 0 {
            let symbol = variables[i].symbol
            values[i] = symbol >= 0 ? symbolValue(symbol) : 0
        }
        for definition in definitions {
            var value = definition.constant
            let start = Int(definition.termStart)
            for k in start..<(start + Int(definition.termCount)) {
                value += definitionTermCoefficients[k] * values[Int(definitionTermVariables[k])]
            }
            if definition.marker >= 0 { value += symbolValue(definition.marker) }
            values[Int(definition.variable)] = value
        }
        valuesAreCurrent = true
    }
}
