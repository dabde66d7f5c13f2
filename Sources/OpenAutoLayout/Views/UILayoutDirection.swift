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
/// attribute use (UIApplication's userInterfaceLayoutDirection in UIKit). Process-wide; a tree
/// can override it on its root with `UIView.environmentLayoutDirection`. Trees already laid
/// out pick a change up at their next layout pass.
public enum LayoutEnvironment {
    private static let direction = Locked(UIUserInterfaceLayoutDirection.leftToRight)

    public static var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { direction.current }
        set { direction.current = newValue }
    }
}
