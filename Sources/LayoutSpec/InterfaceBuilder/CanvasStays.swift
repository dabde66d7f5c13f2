import Foundation

/// What Interface Builder's canvas keeps where a document's constraints leave a view free: the
/// view's stored frame, and the stored breadth of a view a stack arranges without filling it
/// (docs/interface-builder.md#canvas-mode).
///
/// Xcode draws every view at the frame the document stores and moves it only where the
/// constraints decide otherwise ("frame will be different at run time"); a position or a length
/// that no constraint decides stays as stored, where UIKit, at run time, takes whatever value
/// its solver reaches first (a stack that hugs its content may squeeze an unsized view to a
/// negative height). On the canvas each such component of a view's frame is held at its stored
/// value by a constraint weaker than anything an app can write at priority 1 or above, made
/// only for the components the layout leaves ambiguous, so that it decides nothing else.
///
/// Those constraints stand in for the canvas, not for the design: the layout's ambiguity is
/// asked without them (``LaidOutUnit/provisionalConstraints``), so `check` still reports the
/// ambiguous views Xcode's issue navigator lists.
enum CanvasStays {
    /// The identifier of the constraints, as reports and explanations print it.
    static let identifier = "IB-canvas-stored-frame"

    /// Below priority 1, the lowest an app writes in Interface Builder.
    static let priority: Float = 0.5

    /// The constraints holding each frame component that `screen` leaves ambiguous at the
    /// stored frame of `unit`'s view: its position in its superview (`left` and `top`, between
    /// alignment rectangles, from the stored frame and both views' alignment insets) and its
    /// width and height. The root view, views placed by their autoresizing masks and views
    /// without a stored frame get none.
    @MainActor
    static func constraints(in screen: LoadedScreen, of unit: InterfaceBuilderUnit) -> [ScreenModel.Constraint] {
        var names: [ObjectIdentifier: String] = [:]
        for (name, view) in screen.namedViews { names[ObjectIdentifier(view)] = name }
        return withoutContentSizeFallback(in: screen) {
            screen.namedViews.flatMap { name, view -> [ScreenModel.Constraint] in
                guard name != unit.rootViewName, !view.translatesAutoresizingMaskIntoConstraints,
                    let stored = unit.storedFrames[name]
                else { return [] }
                let own = view.alignmentRectInsets
                var stays: [ScreenModel.Constraint] = []
                if let parent = view.superview, let parentName = names[ObjectIdentifier(parent)] {
                    let outer = parent.alignmentRectInsets
                    for (component, attribute, offset) in [
                        (LayoutFrameComponent.x, ScreenModel.Attribute.left, stored.x + own.left - outer.left),
                        (.y, .top, stored.y + own.top - outer.top),
                    ] where view.hasAmbiguousLayout(in: component) {
                        stays.append(stay(name, attribute, .named(parentName), offset))
                    }
                }
                for (component, attribute, length) in [
                    (LayoutFrameComponent.width, ScreenModel.Attribute.width, stored.width - own.left - own.right),
                    (.height, .height, stored.height - own.top - own.bottom),
                ] where view.hasAmbiguousLayout(in: component) {
                    stays.append(stay(name, attribute, nil, length))
                }
                return stays
            }
        }
    }

    /// The priority of a stored breadth: just above UIKit's stack view's 25 for a breadth
    /// nothing else sets.
    static let breadthPriority: Float = 26

    /// The stored breadth of each view a stack view of `screen` arranges across its axis without
    /// filling it (alignment other than fill), at priority 26: UIKit's stack makes a breadth
    /// nothing else sets 0 at priority 25 (`UISV-ambiguity-suppression`), where Interface
    /// Builder keeps the view as wide as it was drawn (spacer views in a centred stack stored 240
    /// wide; Xcode flags none). The breadth is the alignment rectangle's, as constraints measure
    /// it: the stored frame's less the view's alignment insets (a slider stored 170 wide keeps a
    /// 166-point rectangle).
    @MainActor
    static func storedBreadths(in screen: LoadedScreen, of unit: InterfaceBuilderUnit) -> [ScreenModel.Constraint] {
        var names: [ObjectIdentifier: String] = [:]
        for (name, view) in screen.namedViews { names[ObjectIdentifier(view)] = name }
        return screen.namedViews.flatMap { _, view -> [ScreenModel.Constraint] in
            guard let stack = view as? UIStackView, stack.alignment != .fill else { return [] }
            return stack.arrangedSubviews.compactMap { subview in
                guard let name = names[ObjectIdentifier(subview)], let stored = unit.storedFrames[name] else {
                    return nil
                }
                let insets = subview.alignmentRectInsets
                let (attribute, breadth) =
                    stack.axis == .vertical
                    ? (ScreenModel.Attribute.width, stored.width - insets.left - insets.right)
                    : (.height, stored.height - insets.top - insets.bottom)
                return ScreenModel.Constraint(
                    .named(name), attribute, constant: breadth, priority: breadthPriority,
                    identifier: "IB-canvas-stored-breadth")
            }
        }
    }

    private static func stay(
        _ name: String, _ attribute: ScreenModel.Attribute, _ parent: ScreenModel.ItemReference?, _ constant: Double
    ) -> ScreenModel.Constraint {
        ScreenModel.Constraint(
            .named(name), attribute, .equal, parent, parent.map { _ in attribute }, constant: constant,
            priority: priority, identifier: identifier)
    }

    /// `body`'s result for `screen` laid out without the content size scroll views fall back
    /// on (the app's `contentSize` at priority 1, docs/reference/scroll-views.md), which the
    /// canvas does not have: a length only that fallback decides counts as left open. The
    /// fallback is back, and the screen laid out again, afterwards.
    @MainActor
    static func withoutContentSizeFallback<T>(in screen: LoadedScreen, _ body: () -> T) -> T {
        let scrollViews = screen.namedViews.compactMap { $0.view as? UIScrollView }
        for scrollView in scrollViews { scrollView.fallsBackToContentSize = false }
        screen.window.layoutIfNeeded()
        defer {
            for scrollView in scrollViews { scrollView.fallsBackToContentSize = true }
            screen.window.layoutIfNeeded()
        }
        return body()
    }
}
