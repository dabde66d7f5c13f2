import Foundation

extension UIView {
    /// Sets the bounds: resizing keeps the center fixed, moving the origin shifts the subviews.
    func applyBounds(_ newValue: CGRect) {
        do {
            let oldBounds = storedBounds
            guard newValue != oldBounds else { return }
            // Resizing bounds keeps the center fixed, as in UIKit.
            let center = self.center
            storedBounds = newValue
            frameOrigin = CGPoint(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2)
            geometryChanged()
            if newValue.origin != oldBounds.origin {
                for child in children { child.autoresizingInputsChanged() }
                setNeedsLayout()
            }
            if newValue.size != oldBounds.size {
                autoresizingInputsChanged()
                sizeDidChange(from: oldBounds.size, fromEngine: false)
            }
        }
    }

    func applyCenter(_ newValue: CGPoint) {
        do {
            let origin = CGPoint(x: newValue.x - storedBounds.width / 2, y: newValue.y - storedBounds.height / 2)
            guard origin != frameOrigin else { return }
            frameOrigin = origin
            geometryChanged()
            autoresizingInputsChanged()
        }
    }

    /// Sets the frame. The engine's writes (`fromEngine`) leave the autoresizing constraints and
    /// the subviews' frames to the engine; everyone else's writes resize the subviews by their
    /// masks (docs/reference/priorities.md#translatesautoresizingmaskintoconstraints) and re-derive the view's autoresizing constraints.
    /// Inlined into the `bounds` and `center` setters through which the engine writes every
    /// frame it moves: called, it cost about 3 % more on a relayout that moves every frame.
    @inline(__always)
    func applyFrame(_ newFrame: CGRect, fromEngine: Bool) {
        let oldSize = storedBounds.size
        let oldOrigin = frameOrigin
        guard newFrame.origin != oldOrigin || newFrame.size != oldSize else { return }
        frameOrigin = newFrame.origin
        storedBounds.size = newFrame.size
        geometryChanged()
        if !fromEngine { autoresizingInputsChanged() }
        if newFrame.size != oldSize { sizeDidChange(from: oldSize, fromEngine: fromEngine) }
    }

    func sizeDidChange(from oldSize: CGSize, fromEngine: Bool) {
        setNeedsLayout()
        if !fromEngine && autoresizesSubviews {
            for child in children {
                AutoresizingRule.resize(child, superviewSizeChangedFrom: oldSize, to: storedBounds.size)
            }
        }
    }

    // MARK: Converting

    /// A point in this view's coordinates expressed in the coordinates of `view` (the root's
    /// coordinates when `view` is nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// A point in `view`'s coordinates (the root's when nil) expressed in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    /// A rectangle in this view's coordinates expressed in the coordinates of `view` (the root's
    /// when nil). There are no transforms here, so only the origin moves.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in `view`'s coordinates (the root's when nil) expressed in this view's
    /// coordinates; only the origin moves.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// This view's bounds coordinates → the root's bounds coordinates.
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view = self
        while let superview = view.parent {
            result.x += view.frameOrigin.x - view.storedBounds.origin.x
            result.y += view.frameOrigin.y - view.storedBounds.origin.y
            view = superview
        }
        return result
    }

    /// The root's bounds coordinates → this view's bounds coordinates.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let origin = pointInRoot(storedBounds.origin)
        return CGPoint(x: point.x - origin.x + storedBounds.origin.x, y: point.y - origin.y + storedBounds.origin.y)
    }
}
