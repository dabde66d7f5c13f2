import Testing

@testable import OpenUIKit

/// The compact tables the font metrics are generated into: hexadecimal code points, a decimal
/// value last, entries by commas; malformed entries are left out.
@Suite struct MetricsTableParserTests {
    typealias Entry = MetricsTableParser.Entry

    @Test func advancesAreCodePointAndValue() {
        let entries = MetricsTableParser.entries(of: "41:1401,42:-5,zz:1,43:7,,44:1:2,1F600:2048,", fieldCount: 2)
        #expect(
            entries == [
                Entry(first: 0x41, second: 0, value: 1401), Entry(first: 0x42, second: 0, value: -5),
                Entry(first: 0x43, second: 0, value: 7), Entry(first: 0x1F600, second: 0, value: 2048),
            ])
    }

    @Test func kerningPairsAreTwoCodePointsAndAValue() {
        let entries = MetricsTableParser.entries(of: "41:56:-156,4c:54:-20,41:56,-41:56:3,41:56:1A", fieldCount: 3)
        #expect(
            entries == [Entry(first: 0x41, second: 0x56, value: -156), Entry(first: 0x4C, second: 0x54, value: -20)])
    }

    @Test func anEmptyTableHasNoEntries() {
        #expect(MetricsTableParser.entries(of: "", fieldCount: 2).isEmpty)
    }
}
