// The expansion's sums by id: order of first appearance, the same sums whether ids are
// searched or indexed, and reuse after emptying.

import Testing

@testable import Cassowary

@Suite struct AccumulatorTests {
    private func entries(_ sums: Accumulator) -> [(Int32, Double)] {
        (0..<sums.count).map { (sums.ids[$0], sums.sums[$0]) }
    }

    @Test func sumsKeepTheOrderOfFirstAppearance() {
        var sums = Accumulator()
        let added = [sums.add(7, 1.5), sums.add(3, 2), sums.add(7, -0.5), sums.add(5, 4)]
        #expect(added == [true, true, false, true])
        let result = entries(sums)
        #expect(result.map(\.0) == [7, 3, 5])
        #expect(result.map(\.1) == [1, 2, 4])
    }

    @Test func manyIdsSumAsAFewDoThroughEveryTableSize() {
        var random = SplitMix64(seed: 5)
        var sums = Accumulator()
        // Rounds of growing sizes, then a small one, on the same accumulator: its table grows
        // and is reused after each emptying.
        for distinct in [10, 60, 300, 2_000, 40, 17] {
            var model: [(Int32, Double)] = []
            for _ in 0..<(3 * distinct) {
                // Ids spread over the whole range, so that their low bits collide.
                let id = Int32(random.below(distinct)) &* 65_536 &+ 7, value = Double(random.int(in: -9...9)) / 4
                sums.add(id, value)
                if let position = model.firstIndex(where: { $0.0 == id }) {
                    model[position].1 += value
                } else {
                    model.append((id, 0 + value))
                }
                if random.chance(0.05) {
                    let taken = random.below(model.count)
                    let sum = sums.take(model[taken].0)
                    #expect(sum.bitPattern == model[taken].1.bitPattern)
                    model[taken].1 = 0
                }
            }
            #expect(entries(sums).map(\.0) == model.map(\.0), "\(distinct) ids")
            #expect(entries(sums).map(\.1.bitPattern) == model.map(\.1.bitPattern), "\(distinct) ids")
            sums.removeAll()
        }
    }

    @Test func takingASumLeavesZeroInItsPlace() {
        var sums = Accumulator()
        for id in Int32(0)..<20 { sums.add(id, Double(id)) }
        let taken = [sums.take(12), sums.take(12), sums.take(99)]
        #expect(taken == [12, 0, 0])
        sums.add(12, 1)
        #expect(entries(sums)[12].0 == 12 && entries(sums)[12].1 == 1)
        #expect(sums.count == 20)
    }

    @Test func anEmptiedAccumulatorStartsAfresh() {
        var sums = Accumulator()
        for id in Int32(0)..<30 { sums.add(id, 1) }
        sums.removeAll()
        #expect(sums.count == 0)
        let afterEmptying = (sums.take(4), sums.add(4, -0.0), sums.add(9, 2), sums.add(4, 3))
        #expect(afterEmptying == (0, true, true, false))
        #expect(entries(sums).map(\.0) == [4, 9])
        #expect(entries(sums).map(\.1) == [3, 2])
        // A first addition of −0 sums to +0, as adding to a zeroed accumulator does.
        sums.removeAll()
        sums.add(1, -0.0)
        #expect(sums.sums[0].sign == .plus)
    }
}
