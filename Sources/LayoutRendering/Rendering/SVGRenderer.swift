import Foundation
import OpenUIKit

/// Draws a laid-out screen as SVG: the device with its rounded corners, the views back to front
/// in their colours, bars, the status bar, sensor housing and home indicator, and the chosen
/// ``Overlays``. Each view carries a `<title>` with its name and frame, which browsers show on
/// hover. The same scene always gives the same text (numbers have at most two decimals).
@MainActor
public struct SVGRenderer {
    /// What the picture draws on top of the views.
    public var overlays: Overlays

    /// A renderer drawing `overlays` (none by default).
    public init(overlays: Overlays = []) {
        self.overlays = overlays
    }

    /// The SVG document for `scene`, ending with a newline.
    public func render(_ scene: LayoutScene) -> String {
        render(scene, clipIdentifier: "screen")
    }

    /// The SVG document for `scene`, its screen's clip path named `clipIdentifier` (unique per
    /// picture when several are nested in one document).
    func render(_ scene: LayoutScene, clipIdentifier: String) -> String {
        let window = scene.window
        window.layoutIfNeeded()
        let chrome = DeviceChrome(window: window)
        let naming = ViewNaming(scene: scene)
        let canvas = chrome.canvasSize
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("width", NumberText.svg(canvas.width)), ("height", NumberText.svg(canvas.height)),
                ("viewBox", "0 0 \(NumberText.svg(canvas.width)) \(NumberText.svg(canvas.height))"),
            ])
        svg.element("title", [], text: scene.title)
        svg.open("defs")
        svg.open("clipPath", [("id", clipIdentifier)])
        svg.element(
            "rect",
            [
                ("x", "0"), ("y", "0"), ("width", NumberText.svg(chrome.screenSize.width)),
                ("height", NumberText.svg(chrome.screenSize.height)), ("rx", NumberText.svg(chrome.screenCornerRadius)),
            ])
        svg.close("clipPath")
        svg.close("defs")
        let origin = chrome.screenOrigin
        svg.open("g", [("transform", "translate(\(NumberText.svg(origin.x)) \(NumberText.svg(origin.y)))")])
        chrome.drawBody(&svg)
        svg.open("g", [("clip-path", "url(#\(clipIdentifier))")])
        chrome.drawBackdrop(&svg)
        var painter = ViewPainter(window: window, naming: naming, statusBarHeight: chrome.statusBarHeight)
        painter.draw(window, &svg)
        drawInsetOverlays(scene, naming, &svg)
        chrome.drawHardware(&svg)
        svg.close("g")
        drawLineOverlays(scene, naming, &svg)
        svg.close("g")
        svg.close("svg")
        return svg.text
    }

    /// Margins and safe area: bands inside the screen's rounded corners.
    private func drawInsetOverlays(_ scene: LayoutScene, _ naming: ViewNaming, _ svg: inout SVGWriter) {
        let window = scene.window
        if overlays.contains(.safeArea), let root = ViewTree.contentRootView(of: window) ?? Optional(window) {
            svg.comment("safe area")
            InsetBandOverlay.safeArea.draw(
                outer: ViewTree.rectInWindow(root, window), insets: root.safeAreaInsets,
                title: "\(naming.name(of: root)) safe area \(GeometryText.insets(root.safeAreaInsets))", &svg)
        }
        if overlays.contains(.margins) {
            svg.comment("layout margins")
            for (name, view) in scene.subjects where view.window === window && !Self.isHiddenInTree(view) {
                InsetBandOverlay.margins.draw(
                    outer: ViewTree.rectInWindow(view, window), insets: view.layoutMargins,
                    title: "\(name) layout margins \(GeometryText.insets(view.layoutMargins))", &svg)
            }
        }
    }

    /// Guides and constraints: lines and labels over everything, unclipped.
    private func drawLineOverlays(_ scene: LayoutScene, _ naming: ViewNaming, _ svg: inout SVGWriter) {
        let window = scene.window
        if overlays.contains(.guides) {
            svg.comment("layout guides")
            GuideOverlay().draw(scene.subjectGuides, in: window, &svg)
        }
        if overlays.contains(.constraints) {
            svg.comment("constraints")
            let constraints = SystemItems.authoredConstraints(in: window).filter { constraint in
                [constraint.firstItem, constraint.secondItem].allSatisfy { item in
                    guard let view = item as? UIView else { return true }
                    return !Self.isHiddenInTree(view)
                }
            }
            ConstraintOverlay(window: window, naming: naming).draw(constraints, &svg)
        }
    }

    /// Whether `view` or one of its superviews below the window is hidden (then it is not
    /// drawn; the window is drawn hidden or not).
    private static func isHiddenInTree(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current, !(candidate is UIWindow) {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }
}
