import Foundation

/// What a picture draws on top of the views.
public struct Overlays: OptionSet, Hashable, Sendable {
    /// The overlays as bits.
    public let rawValue: Int

    /// The overlays whose bits are set in `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Each named view's layout margins: the band between its bounds and its margins guide.
    public static let margins = Overlays(rawValue: 1 << 0)
    /// The content controller's safe area: the band outside its safe-area guide.
    public static let safeArea = Overlays(rawValue: 1 << 1)
    /// Layout guides, dashed, with their names.
    public static let guides = Overlays(rawValue: 1 << 2)
    /// Constraints as dimension lines with their constants.
    public static let constraints = Overlays(rawValue: 1 << 3)

    /// Every overlay.
    public static let all: Overlays = [.margins, .safeArea, .guides, .constraints]

    /// The names used on the command line, in a fixed order.
    public static let names: [(name: String, overlay: Overlays)] = [
        ("margins", .margins), ("safe-area", .safeArea), ("guides", .guides), ("constraints", .constraints),
    ]

    /// Parses a comma-separated list of names (`margins,safe-area`; `all` for every overlay).
    public init(parsing list: String) throws(RenderingError) {
        var result: Overlays = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            if name == "all" {
                result.formUnion(.all)
            } else if let match = Self.names.first(where: { $0.name == name }) {
                result.formUnion(match.overlay)
            } else {
                let valid = (Self.names.map(\.name) + ["all"]).joined(separator: ", ")
                throw RenderingError(message: "unknown overlay '\(name)' (expected one of: \(valid))")
            }
        }
        self = result
    }
}
