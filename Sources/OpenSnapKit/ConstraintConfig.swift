import Foundation
import OpenAutoLayout

/// The type of ``ConstraintConfig/interfaceLayoutDirection``, as SnapKit names it on iOS.
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection

/// Process-wide settings of the DSL, as in SnapKit.
public enum ConstraintConfig {
    private static let direction = LockedDirection()

    /// How insets are read for leading and trailing (and directional insets for left and
    /// right): `.leftToRight` (the default) reads leading as left. SnapKit's global switch; the
    /// constraints themselves still follow each view's own direction in layout.
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
        get { direction.value }
        set { direction.value = newValue }
    }
}

/// The direction behind a lock, so the setting is safe under Swift 6's concurrency checking.
private final class LockedDirection: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = UIUserInterfaceLayoutDirection.leftToRight

    var value: UIUserInterfaceLayoutDirection {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
