import Foundation

/// How traits flow down a tree (docs/reference/attributes.md#trait-collections): a root takes
/// its host's traits (a window's screen: size classes, idiom, scale) or the main screen's, with
/// its tree's environment direction; every other view takes its superview's collection, with
/// the direction of its own forced semantic content attribute and the style it overrides. A view controller's root view
/// passes what it inherits to its controller first (iOS 17's rule: a controller inherits from its
/// view's superview).
///
/// ``traitCollection`` is computed when read, so it is always current. The layout pass compares
/// it with what each view had at the pass before and calls `traitCollectionDidChange(_:)`
/// (TraitResolutionPhase.swift). The direction that layout uses is kept on each view as its
/// attribute and superview change (``UIView/ancestorForcedDirection``).
extension UIView: UITraitEnvironment {
    /// The view's traits: its superview's (at the root, the window's screen's or the main
    /// screen's, with the tree's environment direction), with the direction of a forced
    /// semantic content attribute.
    public var traitCollection: UITraitCollection {
        traits(inheriting: inheritedTraitCollection)
    }

    /// What the view inherits: its superview's collection, or the root's traits. A view
    /// controller whose root view this is has these traits.
    package var inheritedTraitCollection: UITraitCollection {
        var chain: [UIView] = []
        var top = self
        while let next = top.parent {
            chain.append(next)
            top = next
        }
        var traits = top.rootTraits
        for ancestor in chain.reversed() { traits = ancestor.traits(inheriting: traits) }
        return traits
    }

    /// This view's collection given what it inherits: with the direction of a forced attribute
    /// and the style it overrides.
    func traits(inheriting inherited: UITraitCollection) -> UITraitCollection {
        let style = overrideUserInterfaceStyle
        guard let forcedDirection else {
            return style == .unspecified ? inherited : inherited.withUserInterfaceStyle(style)
        }
        let directed = inherited.withLayoutDirection(UITraitEnvironmentLayoutDirection(forcedDirection))
        return style == .unspecified ? directed : directed.withUserInterfaceStyle(style)
    }

    /// The traits of the tree this view is the root of.
    var rootTraits: UITraitCollection {
        let screen = hostTraitCollection ?? LayoutEnvironment.screenTraits
        return UITraitCollection(
            horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
            displayScale: treeDisplayScale, userInterfaceIdiom: screen.userInterfaceIdiom,
            layoutDirection: UITraitEnvironmentLayoutDirection(treeEnvironmentDirection))
    }

    // MARK: Keeping the inherited direction up to date

    /// The attribute changed: the view's own direction, and the one its subviews inherit.
    func semanticContentAttributeChanged() {
        directionChanged()
        passDirectionToSubviews()
        registeredEngine?.scheduleTraits(self)
    }

    /// The view moved to a new superview (or became a root): it inherits from there now.
    func superviewDidChange() {
        inheritDirection(parent?.directionForSubviews)
    }

    /// What this view's subviews inherit: its forced direction, else what it inherits.
    var directionForSubviews: UIUserInterfaceLayoutDirection? {
        forcedDirection ?? ancestorForcedDirection
    }

    /// Sets the inherited direction of this view and passes it on, re-adding the directional
    /// constraints of every view whose direction changes. Stops where nothing changes: below
    /// that point every view already inherits the right direction.
    /// An explicit stack, so that trees thousands of levels deep do not exhaust a thread's stack.
    private func inheritDirection(_ direction: UIUserInterfaceLayoutDirection?) {
        // The common case, a view joining a superview that passes on what it already inherits,
        // makes no list.
        guard ancestorForcedDirection != direction else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view.ancestorForcedDirection != direction else { continue }
            let before = view.resolvedLayoutDirection
            view.ancestorForcedDirection = direction
            if view.followsInheritedDirection && view.resolvedLayoutDirection != before { view.directionChanged() }
            // A view that forces a direction passes its own on, whatever it inherits.
            if view.forcedDirection == nil { pending += view.children }
        }
    }

    private func passDirectionToSubviews() {
        let passed = directionForSubviews
        for child in children { child.inheritDirection(passed) }
    }
}

/// The traits of the screen that trees without a host of their own are shown on.
extension LayoutEnvironment {
    private static let screen = Locked(
        UITraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2, userInterfaceIdiom: .phone,
            layoutDirection: .unspecified))

    /// The size classes and idiom of UIKit's main screen, which roots outside a window take: by
    /// default an iPhone 8 upright (phone, compact width, regular height), as OpenUIKit's default
    /// main screen; OpenUIKit sets it when `UIScreen.main` changes. The scale comes from
    /// ``displayScale`` and the direction from ``userInterfaceLayoutDirection``.
    package static var screenTraits: UITraitCollection {
        get { screen.current }
        set { screen.current = newValue }
    }
}

extension LayoutEnvironment {
    /// The traits of a root without a host: the main screen's size classes and idiom, the
    /// default context's scale and direction.
    package static var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            screenTraits, UITraitCollection(displayScale: displayScale),
            UITraitCollection(layoutDirection: UITraitEnvironmentLayoutDirection(userInterfaceLayoutDirection)),
        ])
    }
}
