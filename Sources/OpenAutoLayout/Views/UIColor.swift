import Foundation

/// A colour as RGBA components in 0…1 (sRGB), fixed or dynamic.
///
/// A dynamic colour (``init(dynamicProvider:)``) gives another colour for each trait
/// collection, as UIKit's system colours do for the light and dark appearances
/// (``resolvedColor(with:)``); its components are those it resolves to in the light
/// appearance (UIKit resolves with the current traits, light unless set).
///
/// An `NSObject` and not isolated to an actor, as in UIKit; equal when their components are
/// (UIKit also tells a dynamic colour from a fixed one with the same light components).
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
    /// What a dynamic colour resolves with; nil for a fixed colour.
    private let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour from sRGB components in 0…1, as in UIKit (values are kept as given, not clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        dynamicProvider = nil
        super.init()
    }

    /// A dynamic colour: `dynamicProvider` gives the colour for a trait collection (usually
    /// by its ``UITraitCollection/userInterfaceStyle``), as in UIKit. Its components are
    /// those of the colour it gives for the light style.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        self.dynamicProvider = dynamicProvider
        super.init()
    }

    /// The fixed colour this one shows in `traitCollection`: a dynamic colour's provider's
    /// answer (resolved in turn), itself for a fixed colour, as in UIKit.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// A dynamic colour that is `light` in the light (and an unspecified) style and `dark` in
    /// the dark style.
    package static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A grey whose red, green and blue components are all `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity (a dynamic colour stays dynamic, each of its
    /// resolutions taking the opacity).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let dynamicProvider else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { dynamicProvider($0).withAlphaComponent(alpha) }
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

    /// sRGB (`r`, `g`, `b`) out of 255 at `alpha`.
    package static func rgb255(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    // UIKit's system colours, dynamic: each the value UIKit resolves in the light and in the dark
    // appearance (UIColorSystemColors.swift has the rest and the sources).

    /// Light sRGB (255, 59, 48), dark (255, 69, 58).
    open class var systemRed: UIColor { dynamic(light: rgb255(255, 59, 48), dark: rgb255(255, 69, 58)) }
    /// Light sRGB (52, 199, 89), dark (48, 209, 88).
    open class var systemGreen: UIColor { dynamic(light: rgb255(52, 199, 89), dark: rgb255(48, 209, 88)) }
    /// Light sRGB (0, 122, 255), dark (10, 132, 255).
    open class var systemBlue: UIColor { dynamic(light: rgb255(0, 122, 255), dark: rgb255(10, 132, 255)) }
    /// Light sRGB (255, 149, 0), dark (255, 159, 10).
    open class var systemOrange: UIColor { dynamic(light: rgb255(255, 149, 0), dark: rgb255(255, 159, 10)) }
    /// Light sRGB (255, 204, 0), dark (255, 214, 10).
    open class var systemYellow: UIColor { dynamic(light: rgb255(255, 204, 0), dark: rgb255(255, 214, 10)) }
    /// Light sRGB (255, 45, 85), dark (255, 55, 95).
    open class var systemPink: UIColor { dynamic(light: rgb255(255, 45, 85), dark: rgb255(255, 55, 95)) }
    /// Light sRGB (175, 82, 222), dark (191, 90, 242).
    open class var systemPurple: UIColor { dynamic(light: rgb255(175, 82, 222), dark: rgb255(191, 90, 242)) }
    /// Light sRGB (48, 176, 199), dark (64, 200, 224).
    open class var systemTeal: UIColor { dynamic(light: rgb255(48, 176, 199), dark: rgb255(64, 200, 224)) }
    /// Light sRGB (88, 86, 214), dark (94, 92, 230).
    open class var systemIndigo: UIColor { dynamic(light: rgb255(88, 86, 214), dark: rgb255(94, 92, 230)) }
    /// sRGB (142, 142, 147) in both appearances.
    open class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// White in the light appearance, black in the dark one.
    open class var systemBackground: UIColor { dynamic(light: white, dark: black) }
    /// Light sRGB (242, 242, 247), dark (28, 28, 30).
    open class var secondarySystemBackground: UIColor {
        dynamic(light: rgb255(242, 242, 247), dark: rgb255(28, 28, 30))
    }
    /// Black in the light appearance, white in the dark one.
    open class var label: UIColor { dynamic(light: black, dark: white) }
    /// Light sRGB (60, 60, 67) at alpha 0.6, dark (235, 235, 245) at 0.6.
    open class var secondaryLabel: UIColor {
        dynamic(light: rgb255(60, 60, 67, 0.6), dark: rgb255(235, 235, 245, 0.6))
    }
    /// Light sRGB (60, 60, 67) at alpha 0.29, dark (84, 84, 88) at 0.6.
    open class var separator: UIColor {
        dynamic(light: rgb255(60, 60, 67, 0.29), dark: rgb255(84, 84, 88, 0.6))
    }
}
