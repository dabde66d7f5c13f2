import Foundation
import OpenUIKit

/// Draws a view tree back to front: each view's background colour (an outline when it has none
/// and no painter draws it, except the content views of cells and visual effect views), what its painter in ``PainterTable``
/// draws for it, text through ``RenderableText``, its subviews, and a hover `<title>` with each
/// view's name and frame. Colours resolve in each view's appearance (its
/// `overrideUserInterfaceStyle`, else its superview's). Hidden and transparent views are skipped
/// with their subviews, except the window, drawn hidden or not; `clipsToBounds` clips, `alpha`
/// fades.
@MainActor
struct ViewPainter {
    let window: UIWindow
    let naming: ViewNaming
    /// The status bar's height, for bars that extend under it.
    let statusBarHeight: CGFloat
    private var painters = PainterTable.standard
    private var clipCount = 0
    /// The window's traits, and those traits in each style met so far.
    private let windowTraits: UITraitCollection
    private var traitsByStyle: [UIUserInterfaceStyle: UITraitCollection] = [:]

    init(window: UIWindow, naming: ViewNaming, statusBarHeight: CGFloat) {
        self.window = window
        self.naming = naming
        self.statusBarHeight = statusBarHeight
        windowTraits = window.traitCollection
    }

    /// What is left to do while drawing a tree: draw a view, whose parent's coordinates start at
    /// `parentOrigin` in the window and whose parent is drawn in `parentStyle`, or finish a view
    /// (its painter's drawing over its subviews) and close the groups it opened.
    private enum Step {
        case draw(UIView, parentOrigin: CGPoint, parentStyle: UIUserInterfaceStyle)
        case close(UIView, PaintContext, PainterTable.Entry?, clipped: Bool)
    }

    /// Draws `root` and everything it shows. The tree is walked with a stack of its own (trees
    /// thousands of levels deep do not exhaust a thread's stack), and each view's place in the
    /// window and its style come from its parent's, so a tree costs time in proportion to its
    /// size.
    mutating func draw(_ root: UIView, _ svg: inout SVGWriter) {
        let rootOrigin = root === window ? CGPoint.zero : origin(ofSuperviewOf: root)
        let rootStyle = root.superview?.traitCollection.userInterfaceStyle ?? windowTraits.userInterfaceStyle
        var steps: [Step] = [.draw(root, parentOrigin: rootOrigin, parentStyle: rootStyle)]
        while let step = steps.popLast() {
            switch step {
            case .close(let view, let context, let painter, let clipped):
                painter?.paintOver(view, context, &svg)
                if clipped { svg.close("g") }
                svg.close("g")
            case .draw(let view, let parentOrigin, let parentStyle):
                // The window itself is drawn even while hidden (as every window starts): the
                // picture is of what it would show.
                guard view === window || !view.isHidden, view.alpha > 0 else { continue }
                let rect =
                    view === window
                    ? window.bounds
                    : CGRect(
                        origin: CGPoint(x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY),
                        size: view.bounds.size)
                let style =
                    view.overrideUserInterfaceStyle == .unspecified ? parentStyle : view.overrideUserInterfaceStyle
                let context = PaintContext(
                    rect: rect, traits: traits(in: style), title: title(for: view), statusBarHeight: statusBarHeight)
                let painter = view === window ? nil : painters.painter(for: view)
                let clipped = open(view, context, painter, &svg)
                steps.append(.close(view, context, painter, clipped: clipped))
                let origin = CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
                for subview in view.subviews.reversed() {
                    steps.append(.draw(subview, parentOrigin: origin, parentStyle: style))
                }
            }
        }
    }

    /// The window's traits with `style`.
    private mutating func traits(in style: UIUserInterfaceStyle) -> UITraitCollection {
        if style == windowTraits.userInterfaceStyle { return windowTraits }
        if let traits = traitsByStyle[style] { return traits }
        let traits = UITraitCollection(traitsFrom: [windowTraits, UITraitCollection(userInterfaceStyle: style)])
        traitsByStyle[style] = traits
        return traits
    }

    /// Where the coordinates of `view`'s superview start in the window.
    private func origin(ofSuperviewOf view: UIView) -> CGPoint {
        guard let superview = view.superview else { return .zero }
        let rect = ViewTree.rectInWindow(superview, window)
        return CGPoint(x: rect.minX - superview.bounds.minX, y: rect.minY - superview.bounds.minY)
    }

    /// Draws `view` itself (its background, its painter's drawing below its subviews, its text)
    /// and opens its group, and its clipping group when it clips; returns whether it clips.
    private mutating func open(
        _ view: UIView, _ context: PaintContext, _ painter: PainterTable.Entry?, _ svg: inout SVGWriter
    ) -> Bool {
        let rect = context.rect
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
        svg.open("g", attributes)
        drawBackground(view, painter, context, &svg)
        // Clipping cuts the view's own drawing (an image filling it) as well as its subviews.
        if let clipID {
            svg.open("g", [("clip-path", "url(#\(clipID))")])
        }
        painter?.paint(view, context, &svg)
        if let text = (view as? RenderableText)?.renderedText { svg.text(text, in: rect) }
        return clipID != nil
    }

    private func title(for view: UIView) -> String {
        "\(naming.name(of: view)) (\(naming.className(of: view))) frame \(GeometryText.rect(view.frame))"
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
        } else if painter != nil || Self.isContentView(view) {
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

    /// Whether `view` is the content view of a cell or of a visual effect view, which UIKit
    /// draws nothing for (it is not outlined like an app's plain views).
    private static func isContentView(_ view: UIView) -> Bool {
        switch view.superview {
        case let cell as UITableViewCell: cell.contentView === view
        case let cell as UICollectionViewCell: cell.contentView === view
        case let effect as UIVisualEffectView: effect.contentView === view
        default: false
        }
    }

    private func rectAttributes(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", NumberText.svg(rect.minX)), ("y", NumberText.svg(rect.minY)), ("width", NumberText.svg(rect.width)),
            ("height", NumberText.svg(rect.height)),
        ]
    }
}
