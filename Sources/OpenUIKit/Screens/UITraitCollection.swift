import Foundation

/// The traits of an environment, reduced to the two that image lookups name: the idiom and the
/// display scale. UIKit's trait collections carry many more (size classes, content size
/// category, appearance); only what ``UIImage/init(named:in:compatibleWith:)`` and
/// ``UIImage/init(systemName:compatibleWith:)`` accept is here, and those ignore it.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The interface idiom (`.unspecified` when not given).
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point (0 when not given).
    public let displayScale: CGFloat

    /// Traits with every value unspecified.
    public override init() {
        userInterfaceIdiom = .unspecified
        displayScale = 0
        super.init()
    }

    /// Traits that specify only the idiom.
    public init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        userInterfaceIdiom = idiom
        displayScale = 0
        super.init()
    }

    /// Traits that specify only the display scale.
    public init(displayScale scale: CGFloat) {
        userInterfaceIdiom = .unspecified
        displayScale = scale
        super.init()
    }
}
