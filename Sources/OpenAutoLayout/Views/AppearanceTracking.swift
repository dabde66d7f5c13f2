import Foundation

/// What an appearance proxy needs from the view layer (OpenUIKit's `UIAppearanceProxy`): a
/// call when views enter a window, and which appearance properties were set on a view
/// directly, so a proxy's value does not replace them (UIKit: a value set on an instance wins
/// over the proxy's).
///
/// A property takes part by calling ``UIView/appearancePropertyDidChange(_:)`` from its setter
/// with its name. While a proxy applies a value (``recordingSetters(_:)``), those calls are
/// collected instead of marking the property as customized.
@MainActor
package enum AppearanceTracking {
    /// Called once for every view of a subtree that has just entered a window, before
    /// `didMoveToWindow`.
    package static var windowEntryHandler: ((UIView) -> Void)?

    private static var recordedNames: [String]?

    static func viewsDidEnterWindow(_ root: UIView) {
        guard let handler = windowEntryHandler else { return }
        root.forEachViewInSubtree(handler)
    }

    /// Runs `body` (a proxy's setter) and returns the names of the appearance properties it set.
    package static func recordingSetters(_ body: () -> Void) -> [String] {
        let outer = recordedNames
        recordedNames = []
        body()
        let names = recordedNames ?? []
        recordedNames = outer
        return names
    }

    fileprivate static func note(_ name: String, on view: UIView) {
        if recordedNames != nil {
            recordedNames?.append(name)
        } else {
            view.customizedAppearanceProperties.insert(name)
        }
    }
}

extension UIView {
    /// Tells the appearance machinery that the property `name` was set: directly (a proxy
    /// will leave it alone from now on) or by a proxy.
    package func appearancePropertyDidChange(_ name: String) {
        AppearanceTracking.note(name, on: self)
    }
}
