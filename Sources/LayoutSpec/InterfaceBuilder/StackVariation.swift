import InterfaceBuilder

/// The stack view settings a size-class variation may set (`<variation key="widthClass=regular"
/// axis="horizontal" alignment="center" spacing="20"/>`), applied over the stored ones.
enum StackVariation {
    /// The attributes a variation of a stack view may set.
    static let attributes: Set<String> = [
        "axis", "alignment", "distribution", "spacing", "spacingType", "baselineRelativeArrangement",
        "layoutMarginsRelativeArrangement",
    ]

    /// `stack` with the values of `overrides` that name its settings; returns the attributes
    /// whose values are not ones Interface Builder writes (those keep the stored setting).
    static func apply(_ overrides: [String: String], to stack: inout StackAttributes) -> [String] {
        var rejected: [String] = []
        for (attribute, value) in overrides.sorted(by: { $0.key < $1.key }) where attributes.contains(attribute) {
            if !apply(attribute, value, to: &stack) { rejected.append(attribute) }
        }
        return rejected
    }

    private static func apply(_ attribute: String, _ value: String, to stack: inout StackAttributes) -> Bool {
        switch attribute {
        case "axis":
            guard let axis = StackAxis(rawValue: value) else { return false }
            stack.axis = axis
        case "alignment":
            guard let alignment = StackAlignment(rawValue: value == "baseline" ? "lastBaseline" : value) else {
                return false
            }
            stack.alignment = alignment
        case "distribution":
            guard let distribution = StackDistribution(rawValue: value) else { return false }
            stack.distribution = distribution
        case "spacing":
            guard let spacing = Double(value), spacing.isFinite else { return false }
            stack.spacing = spacing
            stack.usesStandardSpacing = false
        case "spacingType":
            guard value == "standard" else { return false }
            stack.usesStandardSpacing = true
        case "baselineRelativeArrangement", "layoutMarginsRelativeArrangement":
            guard value == "YES" || value == "NO" else { return false }
            if attribute == "baselineRelativeArrangement" {
                stack.isBaselineRelativeArrangement = value == "YES"
            } else {
                stack.isLayoutMarginsRelativeArrangement = value == "YES"
            }
        default:
            return false
        }
        return true
    }
}
