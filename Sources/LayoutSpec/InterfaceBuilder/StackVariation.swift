import InterfaceBuilder

/// The stack view settings a size-class variation may set (`<variation key="widthClass=regular"
/// axis="horizontal" alignment="center" spacing="20"/>`), applied over the stored ones as the
/// document's own attributes are (``StackAttributes/set(_:to:)``).
enum StackVariation {
    /// The attributes a variation of a stack view may set.
    static let attributes = Set(StackAttributes.attributeNames)

    /// `stack` with the values of `overrides` that name its settings; returns the attributes
    /// whose values are not ones Interface Builder writes (those keep the stored setting).
    static func apply(_ overrides: [String: String], to stack: inout StackAttributes) -> [String] {
        overrides.sorted(by: { $0.key < $1.key }).compactMap { attribute, value in
            guard attributes.contains(attribute), !stack.set(attribute, to: value) else { return nil }
            return attribute
        }
    }
}
