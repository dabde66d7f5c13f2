import Foundation
import Testing

@testable import OpenAutoLayout

/// The engine rounds pixel positions without calling the C library; the result must be the C
/// library's `round` (half away from zero) bit for bit, signed zeros and huge values included.
@Suite struct PixelRoundingTests {
    nonisolated static let samples: [Double] = [
        0, -0.0, 0.3, -0.3, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 2.4999999, -2.4999999, 377.75 * 3, 1_000_000.5,
        -1_000_000.5, 0x1p52 - 0.5, 0x1p52, 0x1p52 + 1, -0x1p52 - 1, 1e300, -1e300, .infinity, -.infinity,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    ]

    @Test(arguments: samples)
    func matchesTheCLibrary(_ value: Double) {
        let expected = value.rounded(.toNearestOrAwayFromZero)
        #expect(PixelGrid.roundedHalfAwayFromZero(value).bitPattern == expected.bitPattern)
    }

    @Test func matchesTheCLibraryOnAGridOfQuarterPixels() {
        var value = -2000.0
        while value <= 2000 {
            let expected = value.rounded(.toNearestOrAwayFromZero)
            #expect(PixelGrid.roundedHalfAwayFromZero(value).bitPattern == expected.bitPattern, "\(value)")
            value += 0.25
        }
    }

    @Test func notANumberStaysNotANumber() {
        #expect(PixelGrid.roundedHalfAwayFromZero(.nan).isNaN)
    }
}
