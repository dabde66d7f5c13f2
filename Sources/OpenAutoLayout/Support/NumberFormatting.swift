import Foundation

/// Numbers as UIKit prints them in descriptions: integers without a fraction (`20`, `-8`),
/// other values in Swift's shortest exact form (`0.5`, `33.333333333333336`).
func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        let integer = Int(value)
        return integer == 0 ? "0" : String(integer)
    }
    return String(value)
}

func formatNumber(_ value: CGFloat) -> String { formatNumber(Double(value)) }
func formatNumber(_ value: Float) -> String { formatNumber(Double(value)) }
