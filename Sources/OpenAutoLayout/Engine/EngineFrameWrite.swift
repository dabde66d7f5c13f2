import Foundation

/// How the layout engine writes a frame: as UIKit's engine does, through the view's `bounds` setter when the size
/// changes and its `center` setter when the position changes, never through `frame`, so that a subclass overriding
/// those setters sees every write and only the writes that change something (docs/reference/fitting.md#layout-cycle).
///
/// The base setters recognise the write and apply the engine's frame exactly as computed (a center converted back
/// to an origin could be off by a rounding error), with the engine's meaning: the view's autoresizing constraints
/// and its subviews' frames stay the engine's business.
@MainActor
enum EngineFrameWrite {
    /// The view being written, by identity: the caller of ``write(_:to:)`` holds the view for as
    /// long as this names it, and comparing identities retains nothing.
    private static var view: ObjectIdentifier?
    private static var pendingFrame = CGRect()

    /// Writes `frame` to `view` through its setters; nothing when the frame is already `frame`.
    static func write(_ frame: CGRect, to view: UIView) {
        let oldSize = view.storedBounds.size
        let oldOrigin = view.frameOrigin
        let sizeChanged = frame.size != oldSize
        let center = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        let centerChanged =
            center != CGPoint(x: oldOrigin.x + oldSize.width / 2, y: oldOrigin.y + oldSize.height / 2)
        guard sizeChanged || centerChanged || frame.origin != oldOrigin else { return }
        let outer = Self.view
        let outerFrame = pendingFrame
        Self.view = ObjectIdentifier(view)
        pendingFrame = frame
        defer {
            Self.view = outer
            pendingFrame = outerFrame
        }
        if sizeChanged { view.bounds = CGRect(origin: view.storedBounds.origin, size: frame.size) }
        // An origin that moves by less than a center's rounding still reaches the view.
        if centerChanged || !sizeChanged { view.center = center }
    }

    /// The frame the engine is writing to `view`, when a setter of `view` runs for that write.
    static func frame(for view: UIView) -> CGRect? {
        Self.view == ObjectIdentifier(view) ? pendingFrame : nil
    }
}
