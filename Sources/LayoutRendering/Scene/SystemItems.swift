import Foundation
import OpenUIKit

/// Tells apart what the system adds to a tree (engine-made constraints, guide placement, bars'
/// internals) from what the screen's author wrote, so that overlays and reports show the latter.
@MainActor
enum SystemItems {
    /// Whether `constraint` was made by the engine or a system class rather than by the author,
    /// as its maker recorded (an author's identifier says nothing about it).
    static func isSystemConstraint(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.origin != .author
    }

    /// Whether `guide` is one a view or controller keeps for itself: margins, safe area,
    /// readable content, a controller's layout support, a scroll view's guides.
    static func isSystemGuide(_ guide: UILayoutGuide) -> Bool {
        guideProperty(guide) != nil || guide.identifier.hasPrefix("_UI") || guide.identifier.hasPrefix("UIScrollView-")
    }

    /// The property of its owning view a system guide is (`safeAreaLayoutGuide` …), read from
    /// its identifier so that asking does not make guides that were not there.
    static func guideProperty(_ guide: UILayoutGuide) -> String? {
        switch guide.identifier {
        case "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide"
        case "UIViewLayoutMarginsGuide": "layoutMarginsGuide"
        case "UIViewReadableContentGuide": "readableContentGuide"
        case "UIScrollView-contentLayoutGuide": "contentLayoutGuide"
        case "UIScrollView-frameLayoutGuide": "frameLayoutGuide"
        case "_UIViewControllerTopLayoutGuide": "topLayoutGuide"
        case "_UIViewControllerBottomLayoutGuide": "bottomLayoutGuide"
        default: nil
        }
    }

    /// The author's active constraints in the tree of `window`, in tree order (each view's
    /// `constraints` in turn), broken ones included.
    static func authoredConstraints(in window: UIWindow) -> [NSLayoutConstraint] {
        ViewTree.all(from: window).flatMap { view in
            view.constraints.filter { !isSystemConstraint($0) }
        }
    }
}
