import Foundation

/// The root of UIKit's event-handling classes, and the superclass of ``UIView`` (and of
/// OpenUIKit's `UIViewController`), so that `as? UIResponder` and `next` work as on iOS.
///
/// There are no events here: the first-responder state is kept so that code which asks for it
/// compiles and reads back what it set, nothing more.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    private var isCurrentFirstResponder = false

    /// A responder that is not the first responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's superview (or its view controller), a view
    /// controller's view's superview. `nil` at the top.
    open var next: UIResponder? { nil }

    /// Whether this responder accepts first-responder status. `false`, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status. `true`, as in UIKit.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { isCurrentFirstResponder }

    /// Makes this responder the first responder when ``canBecomeFirstResponder`` allows it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        isCurrentFirstResponder = true
        return true
    }

    /// Gives up first-responder status when ``canResignFirstResponder`` allows it.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isCurrentFirstResponder = false
        return true
    }
}
