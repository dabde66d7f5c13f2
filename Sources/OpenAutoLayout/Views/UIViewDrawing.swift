import Foundation

extension UIView {
    /// Asks for the view to be redrawn. Nothing is drawn here (pictures of a screen come from
    /// LayoutRendering, which reads frames and properties), so this only exists so that code
    /// which calls it compiles.
    public func setNeedsDisplay() {}

    /// Asks for part of the view to be redrawn; see ``setNeedsDisplay()``.
    public func setNeedsDisplay(_ invalidRect: CGRect) {}
}
