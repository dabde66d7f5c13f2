import Foundation

/// The seam through which a view controller (OpenUIKit) hears about its root view's layout,
/// as UIKit's `viewWillLayoutSubviews` / `viewDidLayoutSubviews` wrap the root view's
/// `layoutSubviews`. A view controller sets itself as its root view's ``UIView/layoutHost``.
@MainActor
package protocol ViewLayoutHost: UITraitEnvironment {
    /// Runs at a layout pass when the traits the hosted root view inherits may have changed
    /// (TraitResolutionPhase): the host records `traits` as its own and returns the collection
    /// it had before when that differs, nil when it had none or the same.
    func hostedViewInherits(_ traits: UITraitCollection) -> UITraitCollection?
    /// Runs just before the hosted root view's `layoutSubviews`: the host places its bars and
    /// child views and updates insets here.
    func hostedViewWillLayoutSubviews()
    /// Runs just after the hosted root view's `layoutSubviews`.
    func hostedViewDidLayoutSubviews()
}

extension UIView {
    /// `layoutSubviews`, wrapped by the host's calls when this view is a hosted root.
    func performLayoutSubviews() {
        guard let host = layoutHost else {
            layoutSubviews()
            return
        }
        host.hostedViewWillLayoutSubviews()
        // What the host changed before the view lays out is laid out now, not in another round.
        needsLayoutFlag = false
        layoutSubviews()
        host.hostedViewDidLayoutSubviews()
    }
}
