import Foundation
import OpenUIKit

/// Numbers as this library prints them, the same on every machine and run.
enum NumberText {
    /// For SVG coordinates: at most two decimals, no trailing zeros, never `-0`.
    static func svg(_ value: CGFloat) -> String {
        fixed(value, decimals: 2)
    }

    /// For text positions in SVG: three decimals, so a drawn baseline can be checked against
    /// the baseline anchors to a thousandth of a point.
    static func svgText(_ value: CGFloat) -> String {
        fixed(value, decimals: 3)
    }

    /// For tables and explanations: at most three decimals (a 3× screen's thirds read 33.333).
    static func table(_ value: CGFloat) -> String {
        fixed(value, decimals: 3)
    }

    private static func fixed(_ value: CGFloat, decimals: Int) -> String {
        guard value.isFinite else { return formatNumber(value) }
        let scale = pow(10, CGFloat(decimals))
        // A multiple of 10^-decimals prints in its shortest exact form with at most `decimals` digits.
        return formatNumber((value * scale).rounded() / scale)
    }
}
