/// Writing evaluated values into the caller's ``Variable`` objects.
///
/// A store into a variable dirties its object's cache line, which is fetched first and written
/// back later; with thousands of views those lines no longer fit in the cache. So values are
/// written only where they differ from what this solver last wrote (`writtenValues`): after a
/// linear pass every value is compared, a contiguous sweep over two arrays, and only the objects
/// whose value moved are touched (a resize of W1 moves a quarter of its variables); after a
/// downstream evaluation only the variables it changed are visited.
///
/// That is exact for a variable only this solver writes. One that other solvers write too (a
/// view that moved to another layout engine and back) may hold their value since, so shared
/// variables are written at every update, as kiwi writes every variable: those this solver
/// registered after another solver had claimed them, and those it claimed that another solver
/// reported writing (through the claim's token, once per variable).
extension SolverState {
    /// What `writtenValues` holds for a variable this solver has not written since it was
    /// registered: a NaN whose payload no arithmetic produces, so it differs from every value.
    static let unwrittenValue = Double(bitPattern: 0x7FF8_5EED_0000_0001)

    /// Makes `writtenValues` cover every variable, the ones new since the last call unwritten.
    /// Called by evaluate() where it grows `values`: a rolled-back addition shrinks both, so an
    /// index used again is unwritten again.
    mutating func coverWrittenValues(from first: Int) {
        if writtenValues.count > first { writtenValues.removeSubrange(first...) }
        writtenValues.append(contentsOf: repeatElement(Self.unwrittenValue, count: variables.count - first))
    }

    /// Writes the evaluated values that differ from the last ones written, and every shared one,
    /// calling `changed` with each variable whose value this changes.
    mutating func writeValues(_ changed: (Variable) -> Void) {
        let values = self.values, objects = variableObjects
        if allVariablesUnwritten {
            values.withUnsafeBufferPointer { values in
                objects.withUnsafeBufferPointer { objects in
                    writtenValues.withUnsafeMutableBufferPointer { written in
                        for index in objects.indices where written[index].bitPattern != values[index].bitPattern {
                            written[index] = values[index]
                            let variable = objects[index]
                            if variable.storedValue.bitPattern != values[index].bitPattern {
                                variable.storedValue = values[index]
                                changed(variable)
                            }
                        }
                    }
                }
            }
        } else {
            for index in unwrittenVariables {
                let i = Int(index)
                writtenValues[i] = values[i]
                let variable = objects[i]
                if variable.storedValue.bitPattern != values[i].bitPattern {
                    variable.storedValue = values[i]
                    changed(variable)
                }
            }
        }
        unwrittenVariables.removeAll(keepingCapacity: true)
        allVariablesUnwritten = false

        if !token.writtenElsewhere.isEmpty {
            sharedVariables.append(contentsOf: token.writtenElsewhere)
            token.writtenElsewhere.removeAll()
        }
        for index in sharedVariables {
            let i = Int(index)
            let variable = objects[i]
            writtenValues[i] = values[i]
            if variable.storedValue.bitPattern != values[i].bitPattern {
                variable.storedValue = values[i]
                changed(variable)
            }
            if let owner = variable.owner, owner !== token, owner.isLive, !variable.isReportedToOwner {
                variable.isReportedToOwner = true
                owner.writtenElsewhere.append(variable.ownerIndex)
            }
        }
    }
}
