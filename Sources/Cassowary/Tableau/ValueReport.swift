/// Naming the variables whose values changed, for a handle-based state: what
/// ``writeValues(_:)`` does for objects, against the values last reported instead of the
/// objects' fields.
///
/// `writtenValues` holds, for a handle-based state, the value each variable had at the last
/// report (0, a new variable's value, for those not covered yet). It is grown only here: a
/// caller that never asks for changes keeps no such array.
extension SolverState {
    /// Calls `changed` once with each variable whose evaluated value differs (bit for bit) from
    /// the last one reported, and records the values as reported. Evaluates first.
    mutating func reportChangedValues(_ changed: (Int32) -> Void) {
        evaluate()
        if writtenValues.count > values.count { writtenValues.removeSubrange(values.count...) }
        if writtenValues.count < values.count {
            let first = writtenValues.count
            writtenValues.append(contentsOf: repeatElement(0, count: values.count - first))
            // Variables made since the last report and met by no downstream evaluation since.
            if !allVariablesUnwritten { unwrittenVariables.append(contentsOf: Int32(first)..<Int32(values.count)) }
        }
        let values = self.values
        if allVariablesUnwritten {
            values.withUnsafeBufferPointer { values in
                writtenValues.withUnsafeMutableBufferPointer { reported in
                    for index in values.indices where reported[index].bitPattern != values[index].bitPattern {
                        reported[index] = values[index]
                        changed(Int32(index))
                    }
                }
            }
        } else {
            // A variable may be listed more than once; after its first report it matches.
            for index in unwrittenVariables {
                let i = Int(index)
                if writtenValues[i].bitPattern != values[i].bitPattern {
                    writtenValues[i] = values[i]
                    changed(index)
                }
            }
        }
        unwrittenVariables.removeAll(keepingCapacity: true)
        allVariablesUnwritten = false
    }
}
