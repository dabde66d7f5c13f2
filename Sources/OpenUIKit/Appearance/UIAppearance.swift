import Foundation

/// A class whose instances can be contained in others for
/// ``UIAppearance/appearance(whenContainedInInstancesOf:)``: views and view controllers, as in
/// UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// Classes whose instances take values from appearance proxies: every view, as in UIKit.
///
/// UIKit's `appearance()` returns `Self`, an Objective-C proxy that records any message sent to
/// it. Swift has no such proxies, so here it returns a ``UIAppearanceProxy`` of the class: any
/// settable property of the class can be set through it with the same source
/// (`UILabel.appearance().textColor = .red`), type-checked against the class.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy for every instance of this class and its subclasses: what is set on it is
    /// set on each such view when it enters a window (not on views already in one, as in UIKit).
    /// Each call returns the same proxy.
    public static func appearance() -> UIAppearanceProxy<Self> {
        AppearanceRegistry.proxy(for: Self.self, containers: [])
    }

    /// The proxy for the instances of this class contained in an instance of
    /// `containerTypes[0]`, itself contained in an instance of `containerTypes[1]`, and so on
    /// (UIKit's "ascending hierarchical order"; the containers need not be direct parents). A
    /// view's containers are its superviews and the view controllers whose root views are among
    /// them, each controller just after its root view.
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIAppearanceProxy<Self> {
        AppearanceRegistry.proxy(for: Self.self, containers: containerTypes)
    }
}
