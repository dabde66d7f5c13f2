import Foundation
import OpenAutoLayout

/// The type of ``ConstraintConfig/interfaceLayoutDirection``, as SnapKit names it on iOS.
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection

/// Process-wide settings of the DSL, as in SnapKit.
public enum ConstraintConfig {
    /// Behind a lock, so the setting is safe under Swift 6's concurrency checking.
    private static let direction = Locked(UIUserInterfaceLayoutDirection.leftToRight)

    /// How insets are read for leading and trailing (and directional insets for left and
    /// right): `.leftToRight` (the default) reads leading as left. SnapKit's global switch; the
    /// constraints themselves still follow each view's own direction in layout.
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
        get { direction.current }
        set { direction.current = newValue }
    }
}
