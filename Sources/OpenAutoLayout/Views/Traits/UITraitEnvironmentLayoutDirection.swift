/// The layout direction of a trait environment, with UIKit's raw values. Unlike
/// ``UIUserInterfaceLayoutDirection`` it can be `.unspecified` (a trait collection made without
/// one).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// No direction specified.
    case unspecified = -1
    /// Leading is the left edge.
    case leftToRight = 0
    /// Leading is the right edge.
    case rightToLeft = 1

    /// The trait value for a view's or an application's direction.
    public init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
