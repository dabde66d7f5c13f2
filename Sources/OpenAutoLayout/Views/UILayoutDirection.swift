/// The horizontal direction of a view's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// How a view chooses its layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// The view takes its direction from its superview's traits, else from its tree's environment.
    case unspecified = 0
    /// Playback controls: laid out left-to-right in every language.
    case playback = 1
    /// Controls with a spatial meaning (a direction pad): laid out left-to-right in every language.
    case spatial = 2
    /// Left-to-right, for the view and the subviews that inherit its traits.
    case forceLeftToRight = 3
    /// Right-to-left, for the view and the subviews that inherit its traits.
    case forceRightToLeft = 4
}

/// The direction of the environment: what views with an `unspecified` semantic content
/// attribute use (UIApplication's userInterfaceLayoutDirection in UIKit). Process-wide; a tree
/// can override it on its root with `UIView.environmentLayoutDirection`. Trees already laid
/// out pick a change up at their next layout pass.
public enum LayoutEnvironment {
    private static let direction = Locked(UIUserInterfaceLayoutDirection.leftToRight)

    /// The process-wide direction (default left-to-right); safe to set from any thread.
    public static var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { direction.current }
        set { direction.current = newValue }
    }
}
