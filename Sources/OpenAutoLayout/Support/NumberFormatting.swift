import Foundation

/// Numbers as UIKit prints them in descriptions: integers without a fraction (`20`, `-8`, and
/// `0` for negative zero), other values in Swift's shortest exact form (`0.5`,
/// `33.333333333333336`), and non-finite values as `inf`, `-inf` and `nan`, the spelling of
/// UIKit's `%g` formatting. Every module of the package prints numbers through this one function.
package func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        let integer = Int(value)
        return integer == 0 ? "0" : String(integer)
    }
    return String(value)
}

/// A `CGFloat` as `formatNumber` prints a `Double`.
package func formatNumber(_ value: CGFloat) -> String { formatNumber(Double(value)) }

/// A `Float` as `formatNumber` prints a `Double`.
package func formatNumber(_ value: Float) -> String { formatNumber(Double(value)) }
