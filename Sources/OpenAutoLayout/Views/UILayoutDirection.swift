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

/// The environment of trees without a context of their own: what views with an `unspecified`
/// semantic content attribute use (UIApplication's userInterfaceLayoutDirection in UIKit) and
/// the screen they are shown on. These are the settings of ``LayoutContext/default``; a tree
/// whose root names another context (``UIView/layoutContext``) reads that one's, and a root can
/// override the direction with `UIView.environmentLayoutDirection`. Trees already laid out
/// pick a change up at their next layout pass.
public enum LayoutEnvironment {
    /// The default context's direction (default left-to-right); safe to set from any thread.
    public static var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { LayoutContext.default.layoutDirection }
        set { LayoutContext.default.layoutDirection = newValue }
    }
}
