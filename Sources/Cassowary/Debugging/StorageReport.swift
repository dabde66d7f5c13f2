/// Where a solver's memory is: the bytes each part of its state reserves, for measuring and
/// shrinking it (the benchmark prints it beside the handle API's bytes per view).
///
/// A part's bytes are its arrays' capacities times their elements' strides, plus 32 bytes of
/// header for each array a row or a column owns on its own; dictionaries count their capacity
/// times a key's and a value's stride. The allocator's own overhead is not counted, so the total
/// is somewhat below the heap growth a build measures.
package struct StoragePart: Sendable, Equatable {
    /// The part's name (`row cells`, `symbols`, …).
    package let name: String
    /// The bytes it reserves.
    package let bytes: Int
}

extension HandleSolver {
    /// The bytes each part of the solver's state reserves, largest first (ties by name).
    package func storageReport() -> [StoragePart] {
        state.storageReport()
    }
}

extension SolverState {
    /// The header Swift puts before an array's elements in its heap buffer.
    private static let arrayHeaderBytes = 32

    private func bytes<Element>(_ array: [Element]) -> Int {
        array.capacity * MemoryLayout<Element>.stride
    }

    private func bytes<Key, Value>(_ dictionary: [Key: Value]) -> Int {
        dictionary.capacity * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride)
    }

    /// An array owned alone (a row's cells, a column's overflow): its elements and header.
    private func ownedBytes<Element>(_ array: [Element]) -> Int {
        array.capacity == 0 ? 0 : Self.arrayHeaderBytes + bytes(array)
    }

    func storageReport() -> [StoragePart] {
        let parts = [
            StoragePart(name: "variable records", bytes: bytes(variables) + bytes(variableNames)),
            StoragePart(
                name: "definitions",
                bytes: bytes(definitions) + bytes(definitionTermVariables) + bytes(definitionTermCoefficients)
                    + bytes(dependents)),
            StoragePart(
                name: "constraint records",
                bytes: bytes(records) + bytes(storedIndices) + bytes(batchSequences) + bytes(edits)),
            StoragePart(
                name: "stored constraints",
                bytes: bytes(storedConstraints) + bytes(storedTermVariables) + bytes(storedTermCoefficients)),
            StoragePart(name: "symbols", bytes: bytes(symbols) + bytes(basicRows)),
            StoragePart(name: "columns past two rows", bytes: bytes(columnChunks.storage)),
            StoragePart(name: "rows", bytes: bytes(rows) + bytes(freeSlots)),
            StoragePart(name: "row cells", bytes: rows.reduce(0) { $0 + ownedBytes($1.cells) }),
            StoragePart(
                name: "objective", bytes: bytes(levels) + levels.reduce(0) { $0 + ownedBytes($1.coefficients) }),
            StoragePart(
                name: "values", bytes: bytes(values) + bytes(writtenValues) + bytes(definitionQueued)),
            StoragePart(
                name: "scratch",
                bytes: bytes(rowVisits) + bytes(mergedTerms)
                    + expansionVariableSums.reservedBytes + expansionSymbolSums.reservedBytes
                    + variableSums.reservedBytes
                    + bytes(candidates.items)
                    + bytes(expansionDefinitions.items) + bytes(infeasibleRows) + bytes(dirtyDefinitions)
                    + bytes(dirtyVariables) + bytes(unwrittenVariables) + bytes(sharedVariables)),
        ]
        return parts.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.name < $1.name }
    }
}
