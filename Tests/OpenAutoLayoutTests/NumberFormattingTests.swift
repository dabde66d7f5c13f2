import Foundation
import OpenAutoLayout
import Testing

/// The one number formatter every module prints through: integers without a fraction, other
/// values in their shortest exact form, non-finite values as `%g` spells them.
@MainActor @Suite struct NumberFormattingTests {
    @Test func integersPrintWithoutAFraction() {
        #expect(formatNumber(20.0) == "20")
        #expect(formatNumber(-8.0) == "-8")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(CGFloat(17)) == "17")
        #expect(formatNumber(Float(1000)) == "1000")
    }

    @Test func fractionsPrintInTheirShortestExactForm() {
        #expect(formatNumber(0.5) == "0.5")
        #expect(formatNumber(100.0 / 3) == "33.333333333333336")
        #expect(formatNumber(CGFloat(17.5)) == "17.5")
        #expect(formatNumber(Float(0.25)) == "0.25")
    }

    @Test func nonFiniteValuesPrintAsPrintfSpellsThem() {
        #expect(formatNumber(Double.infinity) == "inf")
        #expect(formatNumber(-Double.infinity) == "-inf")
        #expect(formatNumber(Double.nan) == "nan")
        #expect(formatNumber(CGFloat.infinity) == "inf")
        #expect(formatNumber(-Float.infinity) == "-inf")
    }
}
