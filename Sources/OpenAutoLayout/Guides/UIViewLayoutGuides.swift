import Foundation

extension UIView {
    /// The guides this view owns, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { ownedGuides }

    /// Makes this view the guide's owning view, taking it from its previous owner; the guide can then
    /// be constrained to this view and its subtree.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owner === self { return }
        layoutGuide.owner?.removeLayoutGuide(layoutGuide)
        layoutGuide.owner = self
        ownedGuides.append(layoutGuide)
        registeredEngine?.scheduleSync(self)
    }

    /// Removes the guide and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owner === self, let index = ownedGuides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        for constraint in layoutGuide.referencingConstraints where constraint.active { constraint.uninstall() }
        if let engine = registeredEngine { layoutGuide.forgetSystemConstraints(in: engine) }
        ownedGuides.remove(at: index)
        layoutGuide.owner = nil
        if marginsGuide === layoutGuide { marginsGuide = nil }
        if safeAreaGuide === layoutGuide { safeAreaGuide = nil }
        if readableGuide === layoutGuide { readableGuide = nil }
    }

    /// The bounds inset by the effective layout margins (docs/reference/margins.md); the margin attributes
    /// (`leadingMargin` … `centerYWithinMargins`) are its edges.
    public var layoutMarginsGuide: UILayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
        marginsGuide = guide
        return guide
    }

    /// The bounds inset by the safe-area insets (docs/reference/safe-area.md).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
        safeAreaGuide = guide
        return guide
    }

    /// The part of the layout-margins guide where text is comfortable to read: as tall as the
    /// margins guide, at most `ReadableContentWidth.maximumWidth` wide, centred in it
    /// (ReadableContentWidth.swift documents the rule and how it differs from UIKit's).
    public var readableContentGuide: UILayoutGuide {
        if let readableGuide { return readableGuide }
        let guide = makeSystemGuide("UIViewReadableContentGuide")
        readableGuide = guide
        return guide
    }

    private func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// The insets that place each system guide this view has, from the given effective margins
    /// and the resolved safe area (the content-margins guide's are from the content area).
    func systemGuidePlacements(margins: UIEdgeInsets) -> [(guide: UILayoutGuide, insets: UIEdgeInsets)] {
        var placements: [(guide: UILayoutGuide, insets: UIEdgeInsets)] = []
        if let marginsGuide { placements.append((marginsGuide, margins)) }
        if let safeAreaGuide { placements.append((safeAreaGuide, resolvedSafeAreaInsets)) }
        if let readableGuide {
            placements.append((readableGuide, ReadableContentWidth.insets(bounds: storedBounds, margins: margins)))
        }
        if let contentMarginsGuide = existingContentMarginsGuide { placements.append((contentMarginsGuide, margins)) }
        return placements
    }
}
