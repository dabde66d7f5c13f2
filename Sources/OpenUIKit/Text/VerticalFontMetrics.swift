/// A face's vertical metrics in font units: what decides the height of a line and where its
/// baseline lies (docs/reference/text.md#line-height).
struct VerticalFontMetrics: Hashable, Sendable {
    let unitsPerEm: Int
    /// Above the baseline (positive).
    let ascender: Int
    /// Below the baseline (negative, as UIKit reports it).
    let descender: Int
    /// The extra space between lines (UIKit's `leading`).
    let lineGap: Int

    /// iOS's system font, San Francisco, from iOS 9: ascender 1,950 and descender −494 of a
    /// 2,048-unit em, no line gap. UIKit reports a 15-point system font 17.900 points tall and a
    /// 20-point one with ascender 19.04 and descender −4.82; the labels Xcode stores measure
    /// `size × 2,444 / 2,048` on the pixel grid at every size from 11 to 56 points. Widths stay
    /// DejaVu's: San Francisco's advances are not free to use.
    static let sanFrancisco = VerticalFontMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)

    /// A face's own hhea metrics.
    init(_ face: FontFaceMetrics) {
        self.init(
            unitsPerEm: face.unitsPerEm, ascender: face.ascender, descender: face.descender, lineGap: face.lineGap)
    }

    init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }
}
