import Foundation
import OpenUIKit

/// A colour as SVG writes it: `#rrggbb` and a separate opacity.
struct SVGPaint: Equatable {
    var hex: String
    var opacity: CGFloat

    init(hex: String, opacity: CGFloat = 1) {
        self.hex = hex
        self.opacity = opacity
    }

    init(_ color: UIColor) {
        func byte(_ component: CGFloat) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        hex = String(format: "#%02x%02x%02x", byte(color.red), byte(color.green), byte(color.blue))
        opacity = min(max(color.alpha, 0), 1)
    }

    /// `fill` (and `fill-opacity` when not opaque).
    var fillAttributes: [(String, String)] {
        opacity < 1 ? [("fill", hex), ("fill-opacity", NumberText.svg(opacity))] : [("fill", hex)]
    }

    /// `stroke` (and `stroke-opacity` when not opaque).
    var strokeAttributes: [(String, String)] {
        opacity < 1 ? [("stroke", hex), ("stroke-opacity", NumberText.svg(opacity))] : [("stroke", hex)]
    }
}
