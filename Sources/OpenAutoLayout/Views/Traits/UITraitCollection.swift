import Foundation

/// An immutable set of traits describing an interface environment: size classes, display scale,
/// idiom and layout direction, as UIKit's `UITraitCollection`. Every trait is unspecified unless
/// given (a scale of 0 is unspecified).
///
/// Views and view controllers get theirs from their environment (``UITraitEnvironment``,
/// docs/reference/attributes.md#trait-collections); collections made with the initializers are
/// standalone values to compare or merge. Two collections are equal when every trait is.
/// Only the traits layout depends on are modelled (no user-interface style, content size
/// category or the iOS 17 custom traits).
public final class UITraitCollection: NSObject, Sendable {
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The idiom of the interface.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The layout direction that views with an unspecified semantic content attribute take.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection with every trait given (the ones a trait environment has).
    package init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        displayScale: CGFloat, userInterfaceIdiom: UIUserInterfaceIdiom,
        layoutDirection: UITraitEnvironmentLayoutDirection
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        super.init()
    }

    /// A collection whose traits are all unspecified.
    public override convenience init() {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            userInterfaceIdiom: .unspecified, layoutDirection: .unspecified)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified, displayScale: 0,
            userInterfaceIdiom: .unspecified, layoutDirection: .unspecified)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass, displayScale: 0,
            userInterfaceIdiom: .unspecified, layoutDirection: .unspecified)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: scale,
            userInterfaceIdiom: .unspecified, layoutDirection: .unspecified)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            userInterfaceIdiom: idiom, layoutDirection: .unspecified)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
            userInterfaceIdiom: .unspecified, layoutDirection: layoutDirection)
    }

    /// The traits of `traitCollections` merged: for each trait, the value of the last collection
    /// that specifies it (an unspecified value never overrides), as in UIKit.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale,
            userInterfaceIdiom: idiom, layoutDirection: direction)
    }

    /// Whether this collection has every trait that `trait` specifies, with the same value.
    /// Unspecified traits of `trait` match anything; a nil collection specifies nothing.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// This collection with `direction` as its layout direction (itself when it already is).
    package func withLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        guard direction != layoutDirection else { return self }
        return UITraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
            userInterfaceIdiom: userInterfaceIdiom, layoutDirection: direction)
    }

    /// Whether `object` is a trait collection with the same size classes, display scale, idiom and
    /// layout direction.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        if other === self { return true }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceIdiom == other.userInterfaceIdiom
            && layoutDirection == other.layoutDirection
    }

    /// A hash of the traits, consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    /// `<UITraitCollection; HorizontalSizeClass = Compact, …>`, naming the specified traits.
    public override var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("VerticalSizeClass = \(verticalSizeClass)") }
        if displayScale != 0 { parts.append("DisplayScale = \(formatNumber(displayScale))") }
        if userInterfaceIdiom != .unspecified { parts.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        if layoutDirection != .unspecified { parts.append("LayoutDirection = \(layoutDirection)") }
        return "<UITraitCollection" + (parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")) + ">"
    }
}
