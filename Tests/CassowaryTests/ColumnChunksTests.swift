// The column index's shared pool: every column reads back its slots in order of addition
// through appends, compactions and clearing, and freed chunks are reused.

import Testing

@testable import Cassowary

@Suite struct ColumnChunksTests {
    private func slots(_ column: Column, _ pool: ColumnChunks) -> [Int32] {
        var result: [Int32] = []
        pool.forEach(in: column) { result.append($0) }
        return result
    }

    @Test func slotsPastTheFirstTwoReadBackInOrderOfAddition() {
        var pool = ColumnChunks()
        var a = Column(), b = Column()
        for slot in Int32(0)..<10 {
            pool.append(slot, to: &a)
            pool.append(100 + slot, to: &b)
        }
        #expect(slots(a, pool) == Array(0..<10))
        #expect(slots(b, pool) == Array(100..<110))
        // Eight slots past the first two of each column: three chunks each.
        #expect(pool.storage.count == 2 * 3 * 4)
    }

    @Test func compactionKeepsTheOrderAndFreesTheChunksItEmptied() {
        var pool = ColumnChunks()
        var column = Column()
        for slot in Int32(0)..<11 { pool.append(slot, to: &column) }
        pool.compact(&column) { $0 % 3 != 0 }
        #expect(slots(column, pool) == [1, 2, 4, 5, 7, 8, 10])
        // Five slots past the first two now fill two chunks; the third is free and is reused.
        let size = pool.storage.count
        var other = Column()
        for slot in Int32(50)..<53 { pool.append(slot, to: &other) }
        #expect(pool.storage.count == size)
        #expect(slots(other, pool) == [50, 51, 52])
        pool.append(11, to: &column)
        #expect(slots(column, pool) == [1, 2, 4, 5, 7, 8, 10, 11])
    }

    @Test func compactionToTwoSlotsOrFewerLeavesNoChunks() {
        var pool = ColumnChunks()
        var column = Column()
        for slot in Int32(0)..<6 { pool.append(slot, to: &column) }
        pool.compact(&column) { $0 == 4 || $0 == 5 }
        #expect(slots(column, pool) == [4, 5])
        #expect(column.lastChunk == -1)
        pool.compact(&column) { _ in false }
        #expect(column.isEmpty && slots(column, pool).isEmpty)
    }

    @Test func clearedColumnsGiveTheirChunksToTheNextColumns() {
        var pool = ColumnChunks()
        var columns = [Column](repeating: Column(), count: 4)
        for round in 0..<5 {
            for c in columns.indices {
                for slot in 0..<(3 + 4 * c) { pool.append(Int32(1000 * round + slot), to: &columns[c]) }
            }
            for c in columns.indices {
                #expect(slots(columns[c], pool) == (0..<(3 + 4 * c)).map { Int32(1000 * round + $0) })
                pool.removeAll(of: &columns[c])
            }
        }
        // 1, 5, 9 and 13 slots past the first two, in 1 + 2 + 3 + 5 chunks of three, whatever
        // the number of rounds.
        #expect(pool.storage.count == 11 * 4)
    }

    @Test func randomOperationsMatchAPlainListPerColumn() {
        var random = SplitMix64(seed: 42)
        var pool = ColumnChunks()
        var columns = [Column](repeating: Column(), count: 8)
        var model = [[Int32]](repeating: [], count: 8)
        for step in 0..<4_000 {
            let c = random.below(8)
            switch random.below(10) {
            case 0:
                pool.removeAll(of: &columns[c])
                model[c] = []
            case 1, 2:
                let modulus = Int32(random.int(in: 2...5)), remainder = Int32(random.below(2))
                pool.compact(&columns[c]) { $0 % modulus != remainder }
                model[c].removeAll { $0 % modulus == remainder }
            default:
                pool.append(Int32(step), to: &columns[c])
                model[c].append(Int32(step))
            }
            #expect(slots(columns[c], pool) == model[c], "step \(step), column \(c)")
        }
        for c in columns.indices { #expect(slots(columns[c], pool) == model[c]) }
    }
}
