import Foundation

/// A font: a face and a point size, as UIKit's UIFont.
///
/// Widths are those of the DejaVu fonts (generated from the font files, see
/// `Tools/fonts/extract_metrics.py`), not iOS's San Francisco: the system font is drawn and
/// measured as DejaVu Sans, the bold and semibold-and-heavier weights as DejaVu Sans Bold,
/// italics as DejaVu Sans Oblique, and monospaced fonts as DejaVu Sans Mono. Heights follow iOS:
/// the system font's ascender, descender and line height are San Francisco's (17 points:
/// 16.19, −4.10 and 20.29), so a line of text is as tall as on a device; a font named by its
/// DejaVu name keeps DejaVu's own. Every metric is the font-unit value scaled by
/// `pointSize / unitsPerEm`, unrounded.
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

    /// The metrics lines of this font are laid out with: San Francisco's for the system fonts
    /// (``VerticalFontMetrics/sanFrancisco``), the face's own for a font named by its DejaVu name
    /// and for the monospaced system font (iOS's SF Mono is not modelled).
    let lineMetrics: VerticalFontMetrics

    init(face: Face, size: CGFloat, lineMetrics: VerticalFontMetrics) {
        self.face = face
        self.pointSize = size
        self.lineMetrics = lineMetrics
        super.init()
    }

    /// A system font: San Francisco's heights, unless the face is monospaced.
    convenience init(systemFace face: Face, size: CGFloat) {
        let isMonospaced = face == .mono || face == .monoBold
        self.init(
            face: face, size: size, lineMetrics: isMonospaced ? VerticalFontMetrics(face.metrics) : .sanFrancisco)
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
        self.init(face: face, size: fontSize, lineMetrics: VerticalFontMetrics(face.metrics))
    }

    // MARK: System fonts

    /// The system font (DejaVu Sans) at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemFace: .regular, size: fontSize)
    }

    /// The system font at a weight: DejaVu Sans Bold from ``Weight/semibold`` up, DejaVu Sans
    /// below (DejaVu has no other weights in Debian's core package).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemFace: weight >= .semibold ? .bold : .regular, size: fontSize)
    }

    /// The bold system font (DejaVu Sans Bold).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemFace: .bold, size: fontSize)
    }

    /// The italic system font (DejaVu Sans Oblique).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemFace: .oblique, size: fontSize)
    }

    /// The monospaced system font (DejaVu Sans Mono; Bold from ``Weight/semibold`` up).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemFace: weight >= .semibold ? .monoBold : .mono, size: fontSize)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, size: fontSize, lineMetrics: lineMetrics)
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
    private var lineScale: CGFloat { pointSize / CGFloat(lineMetrics.unitsPerEm) }

    /// The family name (`DejaVu Sans`, `DejaVu Sans Mono`).
    open var familyName: String { face == .mono || face == .monoBold ? "DejaVu Sans Mono" : "DejaVu Sans" }
    /// The PostScript name (`DejaVuSans-Bold`, …).
    open var fontName: String { face.rawValue }
    /// The distance from the baseline to the top of the line (positive).
    open var ascender: CGFloat { CGFloat(lineMetrics.ascender) * lineScale }
    /// The distance from the baseline to the bottom of the line (negative, as in UIKit).
    open var descender: CGFloat { CGFloat(lineMetrics.descender) * lineScale }
    /// The extra space between lines the font asks for (0 for the system font and DejaVu's).
    open var leading: CGFloat { CGFloat(lineMetrics.lineGap) * lineScale }
    /// The height of one line: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters (DejaVu's 'H').
    open var capHeight: CGFloat { CGFloat(face.metrics.capHeight) * scale }
    /// The height of lower-case letters (DejaVu's 'x').
    open var xHeight: CGFloat { CGFloat(face.metrics.xHeight) * scale }

    /// Equal when the face, the size and the line metrics are, as UIKit compares fonts.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize && lineMetrics == other.lineMetrics
    }

    /// A hash of the face, size and line metrics, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face)
        hasher.combine(pointSize)
        hasher.combine(lineMetrics)
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
