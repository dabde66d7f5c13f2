import Foundation

/// A navigation bar's background, reduced to what layout needs: whether it is opaque.
@preconcurrency @MainActor
open class UINavigationBarAppearance {
    private(set) var hasOpaqueBackground = false

    /// An appearance with UIKit's default, translucent background.
    public init() {}

    /// A translucent, blurred background (the default).
    open func configureWithDefaultBackground() { hasOpaqueBackground = false }
    /// An opaque background: views do not extend under the bar unless they include opaque bars.
    open func configureWithOpaqueBackground() { hasOpaqueBackground = true }
    /// No background at all.
    open func configureWithTransparentBackground() { hasOpaqueBackground = false }
}
