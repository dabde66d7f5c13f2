import Foundation

/// docs/reference/scroll-views.md#legacy-edge-rule: the content area of a view that has one (a
/// scroll view) inset by the view's effective layout margins. A margin edge (`topMargin`,
/// `leadingMargin` …) of a constraint between a scroll view and its content attaches here, as
/// UIKit attaches edges and margins of such constraints to the content area; UIKit exposes no
/// such guide.
final class ContentMarginsGuide: UILayoutGuide {}

extension UIView {
    /// The guide a margin edge of a constraint between this view and its content attaches to,
    /// made at the first use; nil for a view without a content area.
    var contentMarginsGuide: UILayoutGuide? {
        guard contentAreaGuide != nil else { return nil }
        if let guide = existingContentMarginsGuide { return guide }
        let guide = ContentMarginsGuide()
        guide.identifier = "UIScrollView-contentMarginsGuide"
        addLayoutGuide(guide)
        return guide
    }

    /// The content-margins guide when it has been made.
    var existingContentMarginsGuide: UILayoutGuide? {
        guard contentAreaGuide != nil else { return nil }
        return ownedGuides.first { $0 is ContentMarginsGuide }
    }
}
