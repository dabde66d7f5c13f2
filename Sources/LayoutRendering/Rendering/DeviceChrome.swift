import Foundation
import OpenUIKit

/// The hardware around and over a screen's content: the device's body with its rounded
/// corners and (on older devices) home button, the sensor housing (notch or Dynamic Island),
/// the home indicator and the status bar's time and battery. Drawn from the screen's
/// ``DeviceProfile`` and orientation; a window that does not fill its screen gets a plain frame.
@MainActor
struct DeviceChrome {
    /// Space around the body on the canvas.
    static let canvasMargin: CGFloat = 16

    let screenSize: CGSize
    let device: DeviceProfile?
    let orientation: UIInterfaceOrientation
    let statusBarHeight: CGFloat

    init(window: UIWindow) {
        let screen = window.screen
        screenSize = window.bounds.size
        orientation = screen.orientation
        if window.bounds.size == screen.bounds.size {
            device = screen.device
            statusBarHeight = ViewTree.statusBarHidden(in: window) ? 0 : screen.statusBarHeight
        } else {
            device = nil
            statusBarHeight = 0
        }
    }

    // MARK: Geometry

    /// Whether the device has a home button (no sensor housing and no home indicator).
    private var hasHomeButton: Bool {
        guard let device else { return false }
        return !device.hasSensorHousing && device.portraitSafeAreaInsets.bottom == 0
    }

    /// How far the body reaches beyond the screen on each side.
    var bezel: UIEdgeInsets {
        guard let device else { return .zero }
        let side: CGFloat = device.idiom == .pad ? 24 : 12
        guard hasHomeButton else { return UIEdgeInsets(top: side, left: side, bottom: side, right: side) }
        let chin: CGFloat = device.idiom == .pad ? 56 : 64
        return orientation.isLandscape
            ? UIEdgeInsets(top: side, left: chin, bottom: side, right: chin)
            : UIEdgeInsets(top: chin, left: side, bottom: chin, right: side)
    }

    /// The screen's top-left corner on the canvas.
    var screenOrigin: CGPoint {
        CGPoint(x: Self.canvasMargin + bezel.left, y: Self.canvasMargin + bezel.top)
    }

    var canvasSize: CGSize {
        CGSize(
            width: screenSize.width + bezel.left + bezel.right + 2 * Self.canvasMargin,
            height: screenSize.height + bezel.top + bezel.bottom + 2 * Self.canvasMargin)
    }

    /// The radius of the screen's corners.
    var screenCornerRadius: CGFloat { device?.cornerRadius ?? 0 }

    // MARK: Drawing

    /// The body behind the screen (in screen coordinates: the screen's corner is the origin).
    func drawBody(_ svg: inout SVGWriter) {
        guard let device else {
            svg.element(
                "rect",
                [
                    ("x", "-0.5"), ("y", "-0.5"), ("width", n(screenSize.width + 1)),
                    ("height", n(screenSize.height + 1)),
                    ("fill", "none"), ("stroke", "#8e8e93"),
                ])
            return
        }
        let radius = hasHomeButton ? (device.idiom == .pad ? 36 : 52) : device.cornerRadius + min(bezel.top, bezel.left)
        svg.element(
            "rect",
            [
                ("x", n(-bezel.left)), ("y", n(-bezel.top)),
                ("width", n(screenSize.width + bezel.left + bezel.right)),
                ("height", n(screenSize.height + bezel.top + bezel.bottom)),
                ("rx", n(radius)), ("fill", "#1c1c1e"),
            ], title: "\(device.name), \(orientationName), \(n(screenSize.width)) × \(n(screenSize.height)) pt")
        if hasHomeButton { drawHomeButton(&svg, device: device) }
    }

    /// The screen's backdrop: what shows where no view draws.
    func drawBackdrop(_ svg: inout SVGWriter) {
        svg.element(
            "rect",
            [
                ("x", "0"), ("y", "0"), ("width", n(screenSize.width)), ("height", n(screenSize.height)),
                ("rx", n(screenCornerRadius)), ("fill", "#ffffff"),
            ])
    }

    /// What sits over the content: status bar items, sensor housing, home indicator.
    func drawHardware(_ svg: inout SVGWriter) {
        guard let device else { return }
        if statusBarHeight > 0 { drawStatusBar(&svg, device: device) }
        if device.hasSensorHousing { drawSensorHousing(&svg, device: device) }
        if device.portraitSafeAreaInsets.bottom > 0 { drawHomeIndicator(&svg) }
    }

    private var orientationName: String {
        switch orientation {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portrait upside down"
        case .landscapeLeft: "landscape left"
        case .landscapeRight: "landscape right"
        default: "\(orientation)"
        }
    }

    private func drawHomeButton(_ svg: inout SVGWriter, device: DeviceProfile) {
        let radius: CGFloat = device.idiom == .pad ? 17 : 20
        let center: CGPoint
        switch orientation {
        case .landscapeLeft: center = CGPoint(x: -bezel.left / 2, y: screenSize.height / 2)
        case .landscapeRight: center = CGPoint(x: screenSize.width + bezel.right / 2, y: screenSize.height / 2)
        case .portraitUpsideDown: center = CGPoint(x: screenSize.width / 2, y: -bezel.top / 2)
        default: center = CGPoint(x: screenSize.width / 2, y: screenSize.height + bezel.bottom / 2)
        }
        svg.element(
            "circle",
            [
                ("cx", n(center.x)), ("cy", n(center.y)), ("r", n(radius)),
                ("fill", "none"), ("stroke", "#48484a"), ("stroke-width", "2"),
            ])
    }

    /// Where the device's top edge is: the housing hangs from it.
    private enum TopEdge { case top, bottom, left, right }

    private var topEdge: TopEdge {
        switch orientation {
        case .portraitUpsideDown: .bottom
        case .landscapeLeft: .right
        case .landscapeRight: .left
        default: .top
        }
    }

    /// Maps a point given along the device's top edge (`along`, from the edge's middle) and
    /// into the screen (`depth`) to screen coordinates.
    private func point(along: CGFloat, depth: CGFloat) -> CGPoint {
        switch topEdge {
        case .top: CGPoint(x: screenSize.width / 2 + along, y: depth)
        case .bottom: CGPoint(x: screenSize.width / 2 + along, y: screenSize.height - depth)
        case .left: CGPoint(x: depth, y: screenSize.height / 2 + along)
        case .right: CGPoint(x: screenSize.width - depth, y: screenSize.height / 2 + along)
        }
    }

    private func drawSensorHousing(_ svg: inout SVGWriter, device: DeviceProfile) {
        let top = device.portraitSafeAreaInsets.top
        let path: String
        if top >= 59 {
            // Dynamic Island: a pill 126 × 37, 11 pt from the edge.
            path = roundedBarPath(halfLength: 63, from: 11, to: 48, radius: 18.5)
        } else {
            // A notch hanging from the edge, 30 pt deep, with rounded lower corners.
            let half: CGFloat = device.portraitSize.width > 400 ? 115 : 105
            let radius: CGFloat = 20, depth: CGFloat = 30
            let points = [
                ("M", [point(along: -half - 6, depth: 0)]),
                ("Q", [point(along: -half, depth: 0), point(along: -half, depth: 6)]),
                ("L", [point(along: -half, depth: depth - radius)]),
                ("Q", [point(along: -half, depth: depth), point(along: -half + radius, depth: depth)]),
                ("L", [point(along: half - radius, depth: depth)]),
                ("Q", [point(along: half, depth: depth), point(along: half, depth: depth - radius)]),
                ("L", [point(along: half, depth: 6)]),
                ("Q", [point(along: half, depth: 0), point(along: half + 6, depth: 0)]),
            ]
            path = pathText(points) + " Z"
        }
        svg.element("path", [("d", path), ("fill", "#000000")], title: "sensor housing")
    }

    /// A capsule lying along the top edge between depths `from` and `to`.
    private func roundedBarPath(halfLength: CGFloat, from: CGFloat, to: CGFloat, radius: CGFloat) -> String {
        let middle = (from + to) / 2
        let inner = halfLength - radius
        let points = [
            ("M", [point(along: -inner, depth: from)]),
            ("L", [point(along: inner, depth: from)]),
            ("Q", [point(along: halfLength, depth: from), point(along: halfLength, depth: middle)]),
            ("Q", [point(along: halfLength, depth: to), point(along: inner, depth: to)]),
            ("L", [point(along: -inner, depth: to)]),
            ("Q", [point(along: -halfLength, depth: to), point(along: -halfLength, depth: middle)]),
            ("Q", [point(along: -halfLength, depth: from), point(along: -inner, depth: from)]),
        ]
        return pathText(points) + " Z"
    }

    private func pathText(_ commands: [(String, [CGPoint])]) -> String {
        commands.map { command, points in
            ([command] + points.map { "\(n($0.x)) \(n($0.y))" }).joined(separator: " ")
        }.joined(separator: " ")
    }

    private func drawHomeIndicator(_ svg: inout SVGWriter) {
        let width: CGFloat = orientation.isLandscape ? 210 : 134
        svg.element(
            "rect",
            [
                ("x", n((screenSize.width - width) / 2)), ("y", n(screenSize.height - 13)),
                ("width", n(width)), ("height", "5"), ("rx", "2.5"), ("fill", "#000000"), ("fill-opacity", "0.85"),
            ], title: "home indicator")
    }

    /// The time and the battery, centred vertically in the status bar: the time in the middle on
    /// home-button devices, in the left "ear" beside a sensor housing.
    private func drawStatusBar(_ svg: inout SVGWriter, device: DeviceProfile) {
        let height = statusBarHeight
        let middle = device.hasSensorHousing ? min(height / 2 + 3, 31) : height / 2
        let earWidth = (screenSize.width - (device.portraitSize.width > 400 ? 230 : 210)) / 2
        let timeX = device.hasSensorHousing ? earWidth / 2 : screenSize.width / 2
        svg.open("g", [("aria-label", "status bar")])
        svg.element(
            "text",
            [
                ("x", n(timeX)), ("y", n(middle + 4.5)), ("text-anchor", "middle"),
                ("font-family", Typography.fontFamily), ("font-size", "13"), ("font-weight", "bold"),
                ("fill", "#000000"),
            ], text: "9:41")
        let batteryX = device.hasSensorHousing ? screenSize.width - earWidth / 2 - 12 : screenSize.width - 34
        svg.element(
            "rect",
            [
                ("x", n(batteryX)), ("y", n(middle - 5.5)), ("width", "22"), ("height", "11"), ("rx", "3"),
                ("fill", "none"), ("stroke", "#000000"), ("stroke-opacity", "0.4"),
            ])
        svg.element(
            "rect",
            [
                ("x", n(batteryX + 2)), ("y", n(middle - 3.5)), ("width", "18"), ("height", "7"), ("rx", "1.5"),
                ("fill", "#000000"),
            ])
        svg.close("g")
    }

    private func n(_ value: CGFloat) -> String { NumberText.svg(value) }
}
