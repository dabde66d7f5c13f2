import Foundation
import OpenUIKit

/// The hardware around and over a screen's content: the device's body with its rounded
/// corners and (on older devices) home button, the sensor housing (notch or Dynamic Island),
/// the home indicator and the status bar (time, signal, Wi-Fi and battery). Drawn from the
/// screen's ``DeviceProfile`` and orientation, in the window's appearance (dark: a black screen
/// with white status bar and home indicator); a window that does not fill its screen gets a
/// plain frame.
@MainActor
struct DeviceChrome {
    /// Space around the body on the canvas.
    static let canvasMargin: CGFloat = 16

    let screenSize: CGSize
    let device: DeviceProfile?
    let orientation: UIInterfaceOrientation
    let statusBarHeight: CGFloat
    /// Whether the window is drawn in the dark appearance.
    let isDark: Bool

    init(window: UIWindow) {
        let screen = window.screen
        screenSize = window.bounds.size
        orientation = screen.orientation
        isDark = window.traitCollection.userInterfaceStyle == .dark
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
                ("rx", n(screenCornerRadius)), ("fill", isDark ? "#000000" : "#ffffff"),
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
                ("width", n(width)), ("height", "5"), ("rx", "2.5"), ("fill", foreground.hex), ("fill-opacity", "0.85"),
            ], title: "home indicator")
    }

    /// What the status bar and home indicator are drawn in: black, or white in the dark
    /// appearance.
    private var foreground: SVGPaint { SVGPaint(hex: isDark ? "#ffffff" : "#000000") }

    /// The status bar, centred vertically in its height: beside a sensor housing, the time in
    /// the left "ear" and signal, Wi-Fi and battery in the right one; on home-button iPhones,
    /// signal and Wi-Fi on the left, the time in the middle and the battery with its percentage
    /// on the right; on an iPad, the time and date on the left and Wi-Fi and battery on the right.
    private func drawStatusBar(_ svg: inout SVGWriter, device: DeviceProfile) {
        let height = statusBarHeight
        let middle = device.hasSensorHousing ? min(height / 2 + 3, 31) : height / 2
        svg.open("g", [("aria-label", "status bar")])
        if device.hasSensorHousing {
            let earWidth = (screenSize.width - (device.portraitSize.width > 400 ? 230 : 210)) / 2
            drawText("9:41", x: earWidth / 2, middle: middle, size: 15, anchor: "middle", &svg)
            let icons: CGFloat = 17 + 5 + 15 + 5 + 25
            var x = screenSize.width - earWidth / 2 - icons / 2
            x = drawSignal(x: x, middle: middle, &svg) + 5
            x = drawWiFi(x: x, middle: middle, &svg) + 5
            drawBattery(x: x, middle: middle, &svg)
        } else if device.idiom == .pad {
            drawText("9:41  Mon Jun 10", x: 20, middle: middle, size: 12, anchor: "start", &svg)
            let batteryX = screenSize.width - 20 - 25
            let percentWidth = TextBox.width(of: "100%", font: .boldSystemFont(ofSize: 12))
            drawText("100%", x: batteryX - 4, middle: middle, size: 12, anchor: "end", &svg)
            _ = drawWiFi(x: batteryX - 4 - percentWidth - 6 - 15, middle: middle, &svg)
            drawBattery(x: batteryX, middle: middle, &svg)
        } else {
            let x = drawSignal(x: 6, middle: middle, &svg) + 5
            _ = drawWiFi(x: x, middle: middle, &svg)
            drawText("9:41", x: screenSize.width / 2, middle: middle, size: 12, anchor: "middle", &svg)
            drawText("100%", x: screenSize.width - 6 - 25 - 4, middle: middle, size: 12, anchor: "end", &svg)
            drawBattery(x: screenSize.width - 6 - 25, middle: middle, &svg)
        }
        svg.close("g")
    }

    private func drawText(
        _ text: String, x: CGFloat, middle: CGFloat, size: CGFloat, anchor: String, _ svg: inout SVGWriter
    ) {
        svg.element(
            "text",
            [
                ("x", n(x)), ("y", n(middle + size * 0.35)), ("text-anchor", anchor),
                ("font-family", Typography.fontFamily), ("font-size", n(size)), ("font-weight", "bold"),
            ] + foreground.fillAttributes, text: text)
    }

    /// Four bars of rising height, 17 points wide; returns their right edge.
    private func drawSignal(x: CGFloat, middle: CGFloat, _ svg: inout SVGWriter) -> CGFloat {
        for (index, barHeight) in [4, 6.5, 9, 11.5].enumerated() {
            svg.rect(
                CGRect(x: x + CGFloat(index) * 4.5, y: middle + 5.5 - barHeight, width: 3, height: barHeight),
                radius: 1, fill: foreground)
        }
        return x + 16.5
    }

    /// Three arcs over a dot, 15 points wide; returns their right edge.
    private func drawWiFi(x: CGFloat, middle: CGFloat, _ svg: inout SVGWriter) -> CGFloat {
        let center = CGPoint(x: x + 7.5, y: middle + 5)
        for radius in [3.5, 7, 10.5] as [CGFloat] {
            var arc = SVGPath()
            let angle: CGFloat = .pi / 4
            arc.move(to: CGPoint(x: center.x - radius * sin(angle), y: center.y - radius * cos(angle)))
            arc.arc(
                to: CGPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle)), radius: radius,
                clockwise: true)
            svg.path(arc, fill: nil, stroke: foreground, strokeWidth: 2)
        }
        svg.circle(center: CGPoint(x: center.x, y: center.y - 0.5), radius: 1.2, fill: foreground)
        return x + 15
    }

    /// A battery, full, 25 points wide (its body 22 and its nub).
    private func drawBattery(x: CGFloat, middle: CGFloat, _ svg: inout SVGWriter) {
        var outline = foreground
        outline.opacity = 0.4
        svg.rect(CGRect(x: x, y: middle - 5.5, width: 22, height: 11), radius: 3, fill: nil, stroke: outline)
        svg.rect(CGRect(x: x + 23, y: middle - 2, width: 1.5, height: 4), radius: 0.75, fill: outline)
        svg.rect(CGRect(x: x + 2, y: middle - 3.5, width: 18, height: 7), radius: 1.5, fill: foreground)
    }

    private func n(_ value: CGFloat) -> String { NumberText.svg(value) }
}
