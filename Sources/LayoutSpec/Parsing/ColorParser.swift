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

    static func color(_ node: SpecNode) throws(SpecError) -> UIColor {
        let text = try node.string()
        if let match = named.first(where: { $0.0 == text }) { return match.1 }
        if text.hasPrefix("#"), let color = hex(String(text.dropFirst())) { return color }
        throw node.error(
            "unknown colour '\(text)'; expected #RGB, #RRGGBB, #RRGGBBAA or one of: "
                + named.map(\.0).joined(separator: ", "), at: node.textLocation)
    }

    private static func hex(_ digits: String) -> UIColor? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = digits + "ff"
        case 8: expanded = digits
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        func component(_ shift: UInt32) -> CGFloat { CGFloat((value >> shift) & 0xff) / 255 }
        return UIColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }
}
