import Foundation

/// A font: a face and a point size, as UIKit's UIFont.
///
/// Metrics are those of the DejaVu fonts (generated from the font files, see
/// `Tools/fonts/extract_metrics.py`), so layout is **metric-compatible with DejaVu Sans**, not
/// with iOS's San Francisco: the system font is DejaVu Sans, the bold and semibold-and-heavier
/// weights use DejaVu Sans Bold, italics DejaVu Sans Oblique, and monospaced fonts DejaVu Sans
/// Mono. Every metric is the font-unit value scaled by `pointSize / unitsPerEm`, unrounded.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    let face: Face

    /// The DejaVu faces text is measured with.
    enum Face: String, Sendable, CaseIterable {
        case regular = "DejaVuSans"
        case bold = "DejaVuSans-Bold"
        case oblique = "DejaVuSans-Oblique"
        case boldOblique = "DejaVuSans-BoldOblique"
        case mono = "DejaVuSansMono"
        case monoBold = "DejaVuSansMono-Bold"

        var metrics: FontFaceMetrics {
            switch self {
            case .regular: DejaVuMetrics.regular
            case .bold: DejaVuMetrics.bold
            case .oblique: DejaVuMetrics.oblique
            case .boldOblique: DejaVuMetrics.boldOblique
            case .mono: DejaVuMetrics.mono
            case .monoBold: DejaVuMetrics.monoBold
            }
        }
    }

    init(face: Face, size: CGFloat) {
        self.face = face
        self.pointSize = size
        super.init()
    }

    /// A font by PostScript name (`DejaVuSans`, `DejaVuSans-Bold`, `DejaVuSans-Oblique`,
    /// `DejaVuSans-BoldOblique`, `DejaVuSansMono`, `DejaVuSansMono-Bold`) or full name
    /// (`DejaVu Sans`, `DejaVu Sans Bold`, …); nil for any other font, as UIKit returns nil for
    /// a font that is not installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let compact = fontName.replacingOccurrences(of: " ", with: "")
        guard
            let face = Face.allCases.first(where: {
                $0.rawValue == compact || $0.rawValue.replacingOccurrences(of: "-", with: "") == compact
            })
        else { return nil }
        self.init(face: face, size: fontSize)
    }

    // MARK: System fonts

    /// The system font (DejaVu Sans) at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .regular, size: fontSize)
    }

    /// The system font at a weight: DejaVu Sans Bold from ``Weight/semibold`` up, DejaVu Sans
    /// below (DejaVu has no other weights in Debian's core package).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: weight >= .semibold ? .bold : .regular, size: fontSize)
    }

    /// The bold system font (DejaVu Sans Bold).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .bold, size: fontSize)
    }

    /// The italic system font (DejaVu Sans Oblique).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .oblique, size: fontSize)
    }

    /// The monospaced system font (DejaVu Sans Mono; Bold from ``Weight/semibold`` up).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: weight >= .semibold ? .monoBold : .mono, size: fontSize)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize)
    }

    /// Objective-C's `fontWithSize:` as older Swift code spells it; the same as ``withSize(_:)``.
    open func font(withSize fontSize: CGFloat) -> UIFont {
        withSize(fontSize)
    }

    /// 17, the size UIKit gives labels.
    public class var labelFontSize: CGFloat { 17 }
    /// 14, UIKit's `systemFontSize`.
    public class var systemFontSize: CGFloat { 14 }
    /// 18, UIKit's `buttonFontSize`.
    public class var buttonFontSize: CGFloat { 18 }

    // MARK: Metrics

    private var scale: CGFloat { pointSize / CGFloat(face.metrics.unitsPerEm) }

    /// The family name (`DejaVu Sans`, `DejaVu Sans Mono`).
    open var familyName: String { face == .mono || face == .monoBold ? "DejaVu Sans Mono" : "DejaVu Sans" }
    /// The PostScript name (`DejaVuSans-Bold`, …).
    open var fontName: String { face.rawValue }
    /// The distance from the baseline to the top of the line (positive).
    open var ascender: CGFloat { CGFloat(face.metrics.ascender) * scale }
    /// The distance from the baseline to the bottom of the line (negative, as in UIKit).
    open var descender: CGFloat { CGFloat(face.metrics.descender) * scale }
    /// The extra space between lines the font asks for (DejaVu's is 0).
    open var leading: CGFloat { CGFloat(face.metrics.lineGap) * scale }
    /// The height of one line: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters (DejaVu's 'H').
    open var capHeight: CGFloat { CGFloat(face.metrics.capHeight) * scale }
    /// The height of lower-case letters (DejaVu's 'x').
    open var xHeight: CGFloat { CGFloat(face.metrics.xHeight) * scale }

    /// Equal when the face and the size are, as UIKit compares fonts.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    /// A hash of the face and size, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// `<UIFont: font-family: "DejaVu Sans"; font-name: "DejaVuSans"; font-size: 17>`, in UIKit's
    /// form.
    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-name: \"\(fontName)\"; font-size: \(formatNumber(pointSize))>"
    }
}

extension UIFont {
    /// A font weight, as UIKit's `UIFont.Weight` (the same raw values).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on UIKit's scale, −1 to 1 (0 is regular).
        public let rawValue: CGFloat
        /// The weight `rawValue` on UIKit's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The weight `rawValue` on UIKit's scale.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8; drawn with DejaVu Sans.
        public static let ultraLight = Weight(-0.8)
        /// −0.6; drawn with DejaVu Sans.
        public static let thin = Weight(-0.6)
        /// −0.4; drawn with DejaVu Sans.
        public static let light = Weight(-0.4)
        /// 0; DejaVu Sans.
        public static let regular = Weight(0)
        /// 0.23; drawn with DejaVu Sans.
        public static let medium = Weight(0.23)
        /// 0.3, the lightest weight drawn with DejaVu Sans Bold.
        public static let semibold = Weight(0.3)
        /// 0.4; DejaVu Sans Bold.
        public static let bold = Weight(0.4)
        /// 0.56; drawn with DejaVu Sans Bold.
        public static let heavy = Weight(0.56)
        /// 0.62; drawn with DejaVu Sans Bold.
        public static let black = Weight(0.62)

        /// Whether `lhs` is the lighter weight.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
