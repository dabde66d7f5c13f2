import Foundation

/// What only the root of a tree, or a view a host shows as its root, holds: the tree's engine
/// and layout context, and what a host (a window's screen, a view controller with its bars)
/// gives its root view. Most views are neither, so a view keeps these in this side object,
/// made the first time one of them is set (UIView.swift), rather than in its own storage: 168 bytes
/// less for every view that is not a root.
final class RootViewState {
    /// The engine of the tree, when the view is its root and one has been made.
    var ownEngine: LayoutEngine?
    /// The context the view gives its tree while it is the root.
    var assignedLayoutContext: LayoutContext?
    weak var layoutHost: (any ViewLayoutHost)?
    var hostSafeAreaInsets: UIEdgeInsets?
    var hostMinimumLayoutMargins: NSDirectionalEdgeInsets?
    var hostFixedLayoutMargins: NSDirectionalEdgeInsets?
    var hostDisplayScale: CGFloat?
    var hostTraitCollection: UITraitCollection?
}
