import Foundation
import OpenUIKit

/// Draws a view tree back to front: each view as a rectangle in its background colour (an
/// outline when it has none), bars in their system look, text through ``RenderableText``, and
/// a hover `<title>` with each view's name and frame. Hidden and transparent views are skipped
/// with their subviews, except the window, drawn hidden or not; `clipsToBounds` clips, `alpha`
/// fades.
@MainActor
struct ViewPainter {
    let window: UIWindow
    let naming: ViewNaming
    /// The status bar's height, for bars that extend under it.
    let statusBarHeight: CGFloat
    private var clipCount = 0

    init(window: UIWindow, naming: ViewNaming, statusBarHeight: CGFloat) {
        self.window = window
        self.naming = naming
        self.statusBarHeight = statusBarHeight
    }

    /// What is left to do while drawing a tree: draw a view, whose parent's coordinates start at
    /// `parentOrigin` in the window, or close the groups a view opened.
    private enum Step {
        case draw(UIView, parentOrigin: CGPoint)
        case close(clipped: Bool)
    }

    /// Draws `root` and everything it shows. The tree is walked with a stack of its own (trees
    /// thousands of levels deep do not exhaust a thread's stack), and each view's place in the
    /// window comes from its parent's, so a tree costs time in proportion to its size.
    mutating func draw(_ root: UIView, _ svg: inout SVGWriter) {
        let rootOrigin = root === window ? CGPoint.zero : origin(ofSuperviewOf: root)
        var steps: [Step] = [.draw(root, parentOrigin: rootOrigin)]
        while let step = steps.popLast() {
            switch step {
            case .close(let clipped):
                if clipped { svg.close("g") }
                svg.close("g")
            case .draw(let view, let parentOrigin):
                // The window itself is drawn even while hidden (as every window starts): the
                // picture is of what it would show.
                guard view === window || !view.isHidden, view.alpha > 0 else { continue }
                let rect =
                    view === window
                    ? window.bounds
                    : CGRect(
                        origin: CGPoint(x: parentOrigin.x + view.frame.minX, y: parentOrigin.y + view.frame.minY),
                        size: view.bounds.size)
                let clipped = open(view, rect, &svg)
                steps.append(.close(clipped: clipped))
                let origin = CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
                for subview in view.subviews.reversed() { steps.append(.draw(subview, parentOrigin: origin)) }
            }
        }
    }

    /// Where the coordinates of `view`'s superview start in the window.
    private func origin(ofSuperviewOf view: UIView) -> CGPoint {
        guard let superview = view.superview else { return .zero }
        let rect = ViewTree.rectInWindow(superview, window)
        return CGPoint(x: rect.minX - superview.bounds.minX, y: rect.minY - superview.bounds.minY)
    }

    /// Draws `view` itself at `rect` (window coordinates) and opens its group, and its clipping
    /// group when it clips; returns whether it clips.
    private mutating func open(_ view: UIView, _ rect: CGRect, _ svg: inout SVGWriter) -> Bool {
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
        drawSelf(view, rect, &svg)
        if let text = (view as? RenderableText)?.renderedText { drawText(text, in: rect, &svg) }
        if let clipID {
            svg.open("g", [("clip-path", "url(#\(clipID))")])
        }
        return clipID != nil
    }

    private func title(for view: UIView) -> String {
        "\(naming.name(of: view)) (\(naming.className(of: view))) frame \(GeometryText.rect(view.frame))"
    }

    private func drawSelf(_ view: UIView, _ rect: CGRect, _ svg: inout SVGWriter) {
        if let bar = BarStyle(view) {
            drawBar(view, bar, rect, &svg)
        } else if let color = view.backgroundColor, color.alpha > 0 {
            svg.element("rect", rectAttributes(rect) + SVGPaint(color).fillAttributes, title: title(for: view))
        } else if view === window {
            svg.element("rect", rectAttributes(rect) + [("fill", "none")], title: title(for: view))
        } else {
            svg.element(
                "rect",
                rectAttributes(rect.insetBy(dx: 0.25, dy: 0.25)) + [
                    ("fill", "none"), ("stroke", "#8e8e93"), ("stroke-width", "0.5"), ("pointer-events", "all"),
                ], title: title(for: view))
        }
    }

    private func drawBar(_ view: UIView, _ style: BarStyle, _ rect: CGRect, _ svg: inout SVGWriter) {
        var background = rect
        // A navigation bar right below the status bar paints behind it too, as on iOS.
        if style.edge == .bottom, statusBarHeight > 0, abs(rect.minY - statusBarHeight) < 0.01 {
            background = CGRect(x: rect.minX, y: 0, width: rect.width, height: rect.maxY)
        }
        let paint =
            view.backgroundColor.map(SVGPaint.init) ?? SVGPaint(hex: "#f9f9f9", opacity: style.isTranslucent ? 0.94 : 1)
        svg.element("rect", rectAttributes(background) + paint.fillAttributes, title: title(for: view))
        let hairlineY = style.edge == .bottom ? rect.maxY - 0.25 : rect.minY + 0.25
        svg.element(
            "line",
            [
                ("x1", n(rect.minX)), ("y1", n(hairlineY)), ("x2", n(rect.maxX)), ("y2", n(hairlineY)),
                ("stroke", "#000000"), ("stroke-opacity", "0.3"), ("stroke-width", "0.5"),
            ])
    }

    /// Each line at its own baseline; `text-anchor` places it at the left edge, middle or right
    /// edge of the text's frame, so a viewer with DejaVu Sans draws it exactly where it was
    /// measured.
    private func drawText(_ text: RenderedText, in rect: CGRect, _ svg: inout SVGWriter) {
        let frame = text.frame.offsetBy(dx: rect.minX, dy: rect.minY)
        let x: CGFloat
        let anchor: String
        switch text.alignment {
        case .left: (x, anchor) = (frame.minX, "start")
        case .center: (x, anchor) = (frame.midX, "middle")
        case .right: (x, anchor) = (frame.maxX, "end")
        }
        let components = text.color + Array(repeating: 1, count: max(0, 4 - text.color.count))
        let paint = SVGPaint(
            UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
        var attributes: [(String, String)] = [
            ("text-anchor", anchor), ("font-family", Typography.fontFamilies(for: text.fontFamily)),
            ("font-size", n(text.fontSize)),
        ]
        if text.isBold { attributes.append(("font-weight", "bold")) }
        if text.isItalic { attributes.append(("font-style", "italic")) }
        attributes += paint.fillAttributes
        // Positions to a thousandth of a point, so baselines can be checked against the anchors.
        let lines = zip(text.lines, text.baselines).map { line, baseline in
            (
                Typography.preservingSpaces(line),
                [("x", NumberText.svgText(x)), ("y", NumberText.svgText(frame.minY + baseline))]
            )
        }
        if lines.count == 1 {
            svg.element("text", lines[0].1 + attributes, text: lines[0].0)
            return
        }
        svg.open("text", attributes)
        for (line, position) in lines {
            svg.element("tspan", position, text: line)
        }
        svg.close("text")
    }

    private func rectAttributes(_ rect: CGRect) -> [(String, String)] {
        [("x", n(rect.minX)), ("y", n(rect.minY)), ("width", n(rect.width)), ("height", n(rect.height))]
    }

    private func n(_ value: CGFloat) -> String { NumberText.svg(value) }
}

/// How a bar looks: system grey, translucent or not, with a hairline on the edge facing the
/// content.
@MainActor
struct BarStyle {
    enum HairlineEdge { case top, bottom }

    let edge: HairlineEdge
    let isTranslucent: Bool

    init?(_ view: UIView) {
        if let bar = view as? UINavigationBar {
            (edge, isTranslucent) = (.bottom, bar.isTranslucent)
        } else if let bar = view as? UITabBar {
            (edge, isTranslucent) = (.top, bar.isTranslucent)
        } else if let bar = view as? UIToolbar {
            (edge, isTranslucent) = (.top, bar.isTranslucent)
        } else {
            return nil
        }
    }
}
