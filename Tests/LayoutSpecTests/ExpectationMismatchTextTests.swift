import Foundation
import LayoutSpec
import Testing

/// A mismatch prints numbers to a thousandth of a point, and prints non-finite measurements
/// instead of trapping on them.
@MainActor @Suite struct ExpectationMismatchTextTests {
    static func mismatch(actual: [CGFloat]) -> ExpectationMismatch {
        let expectation = SpecExpectation(
            subject: "box", property: .frame, values: [0, 0.5, nil, 100.0 / 3],
            location: SourceLocation(line: 7, column: 9))
        return ExpectationMismatch(file: "screen.yaml", expectation: expectation, actual: actual)
    }

    @Test func numbersPrintToAThousandth() {
        let text = Self.mismatch(actual: [-0.0001, 0.5, 20, 33.3334]).description
        #expect(
            text == "screen.yaml:7:9: error: box.frame: expected [0, 0.5, ~, 33.333], got [0, 0.5, 20, 33.333]")
    }

    @Test func nonFiniteMeasurementsPrintAsInfAndNan() {
        let text = Self.mismatch(actual: [.infinity, -.infinity, .nan, 1]).description
        #expect(
            text == "screen.yaml:7:9: error: box.frame: expected [0, 0.5, ~, 33.333], got [inf, -inf, nan, 1]")
    }
}
