import Foundation

/// An effect a ``UIVisualEffectView`` applies to what lies behind it, as UIKit's
/// UIVisualEffect; effects do not change layout.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }
}

/// A blur, as UIKit's UIBlurEffect.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's blur styles (the same raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur, as UIKit's UIVibrancyEffect.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
