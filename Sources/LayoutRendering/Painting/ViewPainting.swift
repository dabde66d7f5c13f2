import Foundation
import OpenUIKit

/// Draws one kind of view as iOS draws it, from its frame and properties: a switch's track and
/// knob, a bar's background and items, a cell's accessory. One small type per class, listed in
/// ``PainterTable``; the renderer finds the painter of a view's class (or of its nearest
/// superclass that has one).
///
/// The renderer draws the view's background colour (or, without one, an invisible rectangle
/// that carries the hover title) first, then ``paint(_:in:_:)``, the view's text, its subviews,
/// and ``paintOver(_:in:_:)``. A painter that draws the background itself (bars) says so with
/// ``drawsBackground`` and puts the hover title on it.
@MainActor
protocol ViewPainting {
    /// The class the painter draws (and its subclasses).
    associatedtype View: UIView

    /// Whether the painter draws the view's background and its hover title itself.
    var drawsBackground: Bool { get }

    /// Draws what lies below the view's subviews.
    func paint(_ view: View, in context: PaintContext, _ svg: inout SVGWriter)

    /// Draws what lies above the view's subviews.
    func paintOver(_ view: View, in context: PaintContext, _ svg: inout SVGWriter)
}

extension ViewPainting {
    var drawsBackground: Bool { false }

    func paintOver(_ view: View, in context: PaintContext, _ svg: inout SVGWriter) {}
}

/// What a painter knows besides its view: where the view is, the traits its colours resolve
/// with, its hover title and the screen's status bar.
@MainActor
struct PaintContext {
    /// The view's bounds in the window's coordinates.
    let rect: CGRect
    /// The view's traits (its user-interface style resolves dynamic colours).
    let traits: UITraitCollection
    /// The hover title of the view: its name, class and frame.
    let title: String
    /// The status bar's height (0 when hidden), for bars that extend under it.
    let statusBarHeight: CGFloat

    /// Whether the view is drawn in the dark appearance.
    var isDark: Bool { traits.userInterfaceStyle == .dark }

    /// `color` as it shows in the view's appearance.
    func paint(_ color: UIColor) -> SVGPaint {
        SVGPaint(color.resolvedColor(with: traits))
    }

    /// `color` resolved in the view's appearance.
    func resolve(_ color: UIColor) -> UIColor {
        color.resolvedColor(with: traits)
    }
}
