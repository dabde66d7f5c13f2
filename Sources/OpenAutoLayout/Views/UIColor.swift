import Foundation

/// A colour as RGBA components in 0…1 (sRGB). System colours carry their light-mode values.
///
/// An `NSObject` and not isolated to an actor, as in UIKit; equal when their components are.
open class UIColor: NSObject, @unchecked Sendable {
    /// The red component, 0…1. UIKit has no such property (code for iOS reads it with
    /// ``getRed(_:green:blue:alpha:)``).
    public let red: CGFloat
    /// The green component, 0…1. Not in UIKit; see ``red-swift.property``.
    public let green: CGFloat
    /// The blue component, 0…1. Not in UIKit; see ``red-swift.property``.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque). Not in UIKit, which reads it with
    /// ``getRed(_:green:blue:alpha:)``.
    public let alpha: CGFloat

    /// A colour from sRGB components in 0…1, as in UIKit (values are kept as given, not clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// A grey whose red, green and blue components are all `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components through the pointers that are not nil and returns `true`, as UIKit does
    /// for a colour in an RGB-compatible colour space (every colour here is).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Whether `object` is a colour with the same four components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    /// A hash of the four components, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints an sRGB colour.
    open override var description: String {
        "UIExtendedSRGBColorSpace \(formatNumber(red)) \(formatNumber(green)) \(formatNumber(blue)) \(formatNumber(alpha))"
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    /// White 0, opaque.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White 1/3, opaque.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// White 2/3, opaque.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White 1, opaque.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// White 0.5, opaque.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red 1, green 0, blue 0, opaque.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Red 0, green 1, blue 0, opaque.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Red 0, green 0, blue 1, opaque.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Red 0, green 1, blue 1, opaque.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Red 1, green 1, blue 0, opaque.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Red 1, green 0, blue 1, opaque.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Red 1, green 0.5, blue 0, opaque.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Red 0.5, green 0, blue 0.5, opaque.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Red 0.6, green 0.4, blue 0.2, opaque.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// White 0 at alpha 0: fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// sRGB (255, 59, 48) out of 255, opaque: the light-mode value.
    open class var systemRed: UIColor { rgb(255, 59, 48) }
    /// sRGB (52, 199, 89) out of 255, opaque: the light-mode value.
    open class var systemGreen: UIColor { rgb(52, 199, 89) }
    /// sRGB (0, 122, 255) out of 255, opaque: the light-mode value.
    open class var systemBlue: UIColor { rgb(0, 122, 255) }
    /// sRGB (255, 149, 0) out of 255, opaque: the light-mode value.
    open class var systemOrange: UIColor { rgb(255, 149, 0) }
    /// sRGB (255, 204, 0) out of 255, opaque: the light-mode value.
    open class var systemYellow: UIColor { rgb(255, 204, 0) }
    /// sRGB (255, 45, 85) out of 255, opaque: the light-mode value.
    open class var systemPink: UIColor { rgb(255, 45, 85) }
    /// sRGB (175, 82, 222) out of 255, opaque: the light-mode value.
    open class var systemPurple: UIColor { rgb(175, 82, 222) }
    /// sRGB (48, 176, 199) out of 255, opaque: the light-mode value.
    open class var systemTeal: UIColor { rgb(48, 176, 199) }
    /// sRGB (88, 86, 214) out of 255, opaque: the light-mode value.
    open class var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// sRGB (142, 142, 147) out of 255, opaque: the light-mode value.
    open class var systemGray: UIColor { rgb(142, 142, 147) }
    /// White, the light-mode value (UIKit switches to black in dark mode; this does not).
    open class var systemBackground: UIColor { white }
    /// sRGB (242, 242, 247) out of 255, opaque: the light-mode value.
    open class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// Black, the light-mode value (UIKit switches to white in dark mode; this does not).
    open class var label: UIColor { black }
    /// sRGB (60, 60, 67) out of 255 at alpha 0.6, the light-mode value.
    open class var secondaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }
    /// sRGB (60, 60, 67) out of 255 at alpha 0.29, the light-mode value.
    open class var separator: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29) }
}
