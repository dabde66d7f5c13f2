/// The horizontal direction of a view's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view chooses its layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// The direction of the environment: what views with an `unspecified` semantic content
/// attribute use (UIApplication's userInterfaceLayoutDirection in UIKit). Process-wide.
public enum LayoutEnvironment {
    private static let direction = Locked(UIUserInterfaceLayoutDirection.leftToRight)

    public static var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { direction.current }
        set { direction.current = newValue }
    }
}

extension UIView {
    /// SPEC §2: forced directions win; everything else follows the environment.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: LayoutEnvironment.userInterfaceLayoutDirection
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Leading/trailing constraints on this view read the new direction at their next addition.
    func directionChanged() {
        registeredEngine?.directionChanged(of: self)
    }
}
