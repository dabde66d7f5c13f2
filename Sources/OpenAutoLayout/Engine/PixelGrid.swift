import Foundation

/// UIKit cannot place an edge between two pixels: what the layout engine computes is snapped
/// to the pixel grid of the screen that shows the view (1/2 pt on a 2× screen, 1/3 pt on a 3×
/// one). Observed on devices: a view constrained to y = 950.25 gets y = 950.5 on a 2× iPad and
/// y = 950 for 950.2; `systemLayoutSizeFitting` of a view 173.5 pt wide returns 173.5 on a 2×
/// phone and 173.666… on a 3× one (each to the nearest pixel, halves away from zero).
///
/// What is snapped here, and how:
/// - frames applied from constraints: each edge (in window coordinates) goes to the nearest
///   pixel, and the size is the distance between the snapped edges, so views that touch in the
///   solution still touch on screen. The engine keeps the exact values.
/// - sizes returned by `systemLayoutSizeFitting`.
/// Frames set by hand (views that translate their autoresizing mask into constraints keep the
/// frame they were given, and autoresizing moves them by frame arithmetic) and layout guides'
/// `layoutFrame` are not snapped (UIKit's guides report the engine's values; our choice where
/// unverified). Values so large that their pixel count overflows (beyond about 1e308 / scale)
/// are left as they are, never turned into infinities (docs/reliability.md).
struct PixelGrid {
    /// Pixels per point; 0 or less turns snapping off.
    let scale: Double

    init(scale: CGFloat) {
        self.scale = Double(scale)
    }

    /// The nearest pixel boundary to `value` (points), as a whole number of pixels. A value
    /// within a millionth of a pixel of a half counts as the half, so rounding noise in the
    /// solver (377.7499999… for 377.75) cannot move an edge by a whole pixel.
    func pixel(_ value: Double) -> Double {
        let pixels = value * scale
        let nudged = pixels + (pixels < 0 ? -Self.tieTolerance : Self.tieTolerance)
        return Self.roundedHalfAwayFromZero(nudged)
    }

    /// `value.rounded(.toNearestOrAwayFromZero)`, computed inline: the standard library calls the
    /// C library's `round` for it, which costs more than the rest of placing a view. Adding 2⁵²
    /// to a magnitude below 2⁵² leaves no bits for a fraction, so the sum is rounded to a whole
    /// number (ties to even) and subtracting 2⁵² again is exact; a tie that went down to even
    /// goes up instead. Larger magnitudes are whole numbers already; the sign is put back, so
    /// −0.3 gives −0 as `round` does.
    static func roundedHalfAwayFromZero(_ value: Double) -> Double {
        let magnitude = value.magnitude
        guard magnitude < 0x1p52 else { return value }
        var whole = (magnitude + 0x1p52) - 0x1p52
        if whole - magnitude == -0.5 { whole += 1 }
        return Double(signOf: value, magnitudeOf: whole)
    }

    /// The nearest pixel boundary to `value`, in points.
    func snap(_ value: Double) -> Double {
        guard scale > 0, (value * scale).isFinite else { return value }
        return pixel(value) / scale
    }

    private static let tieTolerance = 1e-6

    /// The snapped span from `start` to `start + length`: its snapped start and its length. The
    /// length is the whole number of pixels between the snapped edges, converted once, so a
    /// length already on the grid comes back exactly (100 at x = 196.5 on 3× is 300 pixels, 100
    /// points), whatever the start.
    func span(start: Double, length: Double) -> (start: Double, length: Double) {
        guard scale > 0, (start * scale).isFinite, ((start + length) * scale).isFinite else { return (start, length) }
        let first = pixel(start)
        return (first / scale, (pixel(start + length) - first) / scale)
    }

    /// A parent's start, for placing its subviews with ``childSpan(start:length:parent:)``: the
    /// value and, where snapping applies to it, its pixel.
    struct ParentStart {
        let value: Double
        let pixel: Double?
    }

    func parentStart(_ value: Double) -> ParentStart {
        ParentStart(value: value, pixel: scale > 0 && (value * scale).isFinite ? pixel(value) : nil)
    }

    /// One axis of a subview's frame in its parent: the offset of its snapped start from the
    /// parent's snapped start and its snapped length, each in whole pixels converted once (as
    /// ``span(start:length:)``).
    func childSpan(start: Double, length: Double, parent: ParentStart) -> (offset: Double, length: Double) {
        guard scale > 0, (start * scale).isFinite else { return (start - parent.value, length) }
        let first = pixel(start)
        let offset: Double
        if let parentPixel = parent.pixel {
            offset = (first - parentPixel) / scale
        } else {
            offset = start - parent.value
        }
        return (offset, ((start + length) * scale).isFinite ? (pixel(start + length) - first) / scale : length)
    }
}

/// The screen scale the engine snaps to, per tree (UIKit behaviour, see
/// ``PixelGrid``).
extension LayoutEnvironment {
    /// The scale of the screen that trees without one of their own are shown on: UIKit's main
    /// screen, the default context's ``LayoutContext/displayScale``. 2 by default (the default
    /// main screen is an iPhone 8); OpenUIKit sets it when `UIScreen.main` changes. 0 turns pixel
    /// snapping off.
    public static var displayScale: CGFloat {
        get { LayoutContext.default.displayScale }
        set { LayoutContext.default.displayScale = newValue }
    }
}

extension UIView {
    /// The number of pixels per point of the screen showing the view's tree: its root's host
    /// scale (a window's screen), else its tree's ``LayoutContext/displayScale``. Layout snaps frames to
    /// this grid. UIKit also lets a view draw at another scale by setting it; here the setter
    /// records a drawing scale that layout does not use.
    public var contentScaleFactor: CGFloat {
        get { drawingScale ?? treeDisplayScale }
        set { drawingScale = newValue }
    }

    /// The scale layout snaps the tree's frames to.
    var treeDisplayScale: CGFloat {
        let root = rootView
        return root.hostDisplayScale ?? effectiveLayoutContext.displayScale
    }
}
