import Foundation
import OpenUIKit

/// Draws a view tree back to front: each view's background colour (an outline when it has none
/// and no painter draws it, except cells' content views), what its painter in ``PainterTable`` draws for it, text through
/// ``RenderableText``, its subviews, and a hover `<title>` with each view's name and frame.
/// Colours resolve with each view's traits (light or dark). Hidden and transparent views are
/// skipped with their subviews, except the window, drawn hidden or not; `clipsToBounds`
/// clips, `alpha` fades.
@MainActor
struct ViewPainter {
    let window: UIWindow
    let naming: ViewNaming
    /// The status bar's height, for bars that extend under it.
    let statusBarHeight: CGFloat
    private var painters = PainterTable.standard
    private var clipCount = 0

    init(window: UIWindow, naming: ViewNaming, statusBarHeight: CGFloat) {
        self.window = window
        self.naming = naming
        self.statusBarHeight = statusBarHeight
    }

    mutating func draw(_ view: UIView, _ svg: inout SVGWriter) {
        // The window itself is drawn even while hidden (as every window starts): the picture
        // is of what it would show.
        guard view === window || !view.isHidden, view.alpha > 0 else { return }
        let rect = ViewTree.rectInWindow(view, window)
        var attributes: [(String, String)] = []
        if let name = naming.givenName(of: view) { attributes.append(("data-name", name)) }
        if view.alpha < 1 { attributes.append(("opacity", NumberText.svg(view.alpha))) }
        var clipID: String?
        if view.clipsToBounds && view !== window {
            clipCount += 1
            let id = "clip\(clipCount)"
            clipID = id
            svg.open("clipPath", [("id", id)])
            svg.element("rect", rectAttributes(rect))
            svg.close("clipPath")
        }
        let context = PaintContext(
            rect: rect, traits: view.traitCollection, title: title(for: view), statusBarHeight: statusBarHeight)
        let painter = view === window ? nil : painters.painter(for: view)
        svg.open("g", attributes)
        drawBackground(view, painter, context, &svg)
        // Clipping cuts the view's own drawing (an image filling it) as well as its subviews.
        if let clipID {
            svg.open("g", [("clip-path", "url(#\(clipID))")])
        }
        painter?.paint(view, context, &svg)
        if let text = (view as? RenderableText)?.renderedText { svg.text(text, in: rect) }
        for subview in view.subviews { draw(subview, &svg) }
        painter?.paintOver(view, context, &svg)
        if clipID != nil { svg.close("g") }
        svg.close("g")
    }

    private func title(for view: UIView) -> String {
        "\(naming.name(of: view)) (\(ViewNaming.className(of: view))) frame \(GeometryText.rect(view.frame))"
    }

    /// The background colour with the hover title; without one, an invisible rectangle for the
    /// title under a painter, or a grey outline showing the frame of a view nothing draws.
    private func drawBackground(
        _ view: UIView, _ painter: PainterTable.Entry?, _ context: PaintContext, _ svg: inout SVGWriter
    ) {
        if painter?.drawsBackground == true { return }
        let rect = context.rect
        if let color = view.backgroundColor, color.alpha > 0 {
            svg.rect(rect, fill: context.paint(color), title: context.title)
        } else if view === window {
            svg.element("rect", rectAttributes(rect) + [("fill", "none")], title: context.title)
        } else if painter != nil || Self.isCellContentView(view) {
            svg.element(
                "rect",
                rectAttributes(rect) + [("fill", "none"), ("pointer-events", "all")], title: context.title)
        } else {
            svg.element(
                "rect",
                rectAttributes(rect.insetBy(dx: 0.25, dy: 0.25)) + [
                    ("fill", "none"), ("stroke", "#8e8e93"), ("stroke-width", "0.5"), ("pointer-events", "all"),
                ], title: context.title)
        }
    }

    /// Whether `view` is a cell's content view, which UIKit draws nothing for (it is not
    /// outlined like an app's plain views).
    private static func isCellContentView(_ view: UIView) -> Bool {
        if let cell = view.superview as? UITableViewCell { return cell.contentView === view }
        if let cell = view.superview as? UICollectionViewCell { return cell.contentView === view }
        return false
    }

    private func rectAttributes(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", NumberText.svg(rect.minX)), ("y", NumberText.svg(rect.minY)), ("width", NumberText.svg(rect.width)),
            ("height", NumberText.svg(rect.height)),
        ]
    }
}
