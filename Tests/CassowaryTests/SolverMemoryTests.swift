// What a built system keeps besides its own records: the undo journal's logs after a
// transaction, and the room the solver's arrays are given when a caller reserves it.

import Testing

@testable import Cassowary

/// A chain x0 == 0, x(i) == x(i−1) + 1 over `count` new variables, as one batch.
private func addChain(_ count: Int, to solver: HandleSolver) throws -> [VariableHandle] {
    let x = (0..<count).map { _ in solver.makeVariable() }
    var batch = [LinearConstraint([HandleTerm(x[0])], .equal)]
    for i in 1..<count {
        batch.append(LinearConstraint([HandleTerm(x[i]), HandleTerm(x[i - 1], -1)], constant: -1, .equal))
    }
    _ = try solver.addConstraints(batch)
    return x
}

@Suite struct SolverMemoryTests {
    @Test func aBatchOfNewConstraintsLeavesTheJournalsLogsSmall() throws {
        let solver = HandleSolver()
        let x = try addChain(5_000, to: solver)
        #expect(solver.value(of: x[4_999]) == 4_999)
        let journal = try #require(solver.state.spareJournal)
        let capacities = [
            journal.variables.capacity, journal.records.capacity, journal.definitions.capacity,
            journal.kinds.capacity, journal.basicRows.capacity, journal.rows.capacity,
        ]
        #expect(capacities.allSatisfy { $0 <= Journal.keptCapacity }, "\(capacities)")
    }

    @Test func aFailedBatchOverExistingVariablesStillRollsBackExactly() throws {
        let solver = HandleSolver()
        let x = try addChain(2_000, to: solver)
        let y = solver.makeVariable()
        let before = solver.dump()
        let conflicting = [
            LinearConstraint([HandleTerm(y), HandleTerm(x[10], -1)], .equal),
            LinearConstraint([HandleTerm(x[1_999])], constant: -5, .equal),
        ]
        #expect(throws: HandleSolverError.self) { _ = try solver.addConstraints(conflicting) }
        #expect(solver.dump() == before)
        #expect(solver.value(of: x[1_999]) == 1_999)
    }

    @Test func reservingForABatchKeepsItsArraysFromDoubling() throws {
        let solver = HandleSolver()
        solver.reserveCapacity(forAdditionalVariables: 3_000, constraints: 3_000)
        _ = try addChain(3_000, to: solver)
        #expect(solver.state.variables.capacity < 3_300)
        #expect(solver.state.records.capacity < 3_300)
    }

    @Test func reservingForManySmallBatchesGrowsGeometrically() {
        let solver = HandleSolver()
        var capacities: Set<Int> = []
        for _ in 0..<10_000 {
            solver.reserveCapacity(forAdditionalVariables: 1, constraints: 1)
            _ = solver.makeVariable()
            capacities.insert(solver.state.variables.capacity)
        }
        // Growing by half each time: about log(10,000) / log(1.5) ≈ 23 sizes, not 10,000.
        #expect(capacities.count <= 30, "\(capacities.count) sizes")
    }
}

/// The storage report: every part of the state, largest first, each part its arrays'
/// reservations.
@Suite struct StorageReportTests {
    private func parts(_ solver: HandleSolver) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: solver.storageReport().map { ($0.name, $0.bytes) })
    }

    @Test func aChainOfDefinitionsKeepsNoRows() throws {
        let solver = HandleSolver()
        _ = try addChain(1_000, to: solver)
        let bytes = parts(solver)
        #expect(bytes["rows"] == 0 && bytes["row cells"] == 0 && bytes["objective"] == 0)
        #expect(bytes["definitions"]! >= 1_000 * MemoryLayout<Definition>.stride)
        #expect(bytes["variable records"]! >= 1_000 * MemoryLayout<VariableRecord>.stride)
        let report = solver.storageReport()
        #expect(report.map(\.bytes) == report.map(\.bytes).sorted(by: >))
    }

    @Test func rowCellsCountEachRowsOwnArray() throws {
        let solver = HandleSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.addConstraint(
            LinearConstraint([HandleTerm(x), HandleTerm(y, -1)], constant: -10, .greaterThanOrEqual))
        let rows = solver.state.rows.filter { $0.basic >= 0 }
        try #require(!rows.isEmpty)
        let expected = rows.reduce(0) {
            $0 + ($1.cells.capacity == 0 ? 0 : 32 + $1.cells.capacity * MemoryLayout<Cell>.stride)
        }
        #expect(parts(solver)["row cells"] == expected)
    }
}
