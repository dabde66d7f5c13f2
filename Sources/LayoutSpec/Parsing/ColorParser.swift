import Foundation

/// Colours by name (UIKit's class properties: `blue`, `orange`, `systemBlue`, …) or as hex
/// (`#RGB`, `#RRGGBB`, `#RRGGBBAA`).
enum ColorParser {
    static let named: [(String, UIColor)] = [
        ("black", .black), ("darkGray", .darkGray), ("lightGray", .lightGray), ("white", .white), ("gray", .gray),
        ("red", .red), ("green", .green), ("blue", .blue), ("cyan", .cyan), ("yellow", .yellow),
        ("magenta", .magenta), ("orange", .orange), ("purple", .purple), ("brown", .brown), ("clear", .clear),
        ("systemRed", .systemRed), ("systemGreen", .systemGreen), ("systemBlue", .systemBlue),
        ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemPink", .systemPink),
        ("systemPurple", .systemPurple), ("systemTeal", .systemTeal), ("systemIndigo", .systemIndigo),
        ("systemGray", .systemGray), ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground), ("label", .label),
        ("secondaryLabel", .secondaryLabel), ("separator", .separator),
    ]

    static func color(_ node: SpecNode) throws(SpecError) -> ScreenModel.Color {
        let text = try node.string()
        if named.contains(where: { $0.0 == text }) { return .named(text) }
        if text.hasPrefix("#"), let color = hex(String(text.dropFirst())) { return color }
        throw node.error(
            "unknown colour '\(text)'; expected #RGB, #RRGGBB, #RRGGBBAA or one of: "
                + named.map(\.0).joined(separator: ", "), at: node.textLocation)
    }

    /// The colour a model names; nil for a name UIKit has no colour for.
    static func uiColor(_ color: ScreenModel.Color) -> UIColor? {
        switch color {
        case .named(let name): named.first { $0.0 == name }?.1
        case .rgba(let red, let green, let blue, let alpha): UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// `#RRGGBBAA`, as ``color(_:)`` reads it back: components are whole 255ths.
    static func hexText(red: Double, green: Double, blue: Double, alpha: Double) -> String {
        "#"
            + [red, green, blue, alpha].map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    private static func hex(_ digits: String) -> ScreenModel.Color? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = digits + "ff"
        case 8: expanded = digits
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        func component(_ shift: UInt32) -> Double { Double((value >> shift) & 0xff) / 255 }
        return .rgba(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }
}
