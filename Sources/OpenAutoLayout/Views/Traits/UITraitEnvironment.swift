import Foundation

/// An object with a trait collection that describes its interface environment: views (windows
/// included) and view controllers take theirs from above them, screens from their device
/// (docs/reference/attributes.md#trait-collections). As in UIKit, layout guides are not trait
/// environments.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the environment now.
    var traitCollection: UITraitCollection { get }

    /// Called at a layout pass when ``traitCollection`` changed since the last pass, with the
    /// collection it had then; parents are told before their children.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
