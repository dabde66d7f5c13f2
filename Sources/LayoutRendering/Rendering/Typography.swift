/// The fonts pictures ask for: DejaVu Sans first (the font OpenUIKit measures text with, and
/// what `rsvg-convert` finds on Debian), then the usual system fonts.
enum Typography {
    static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
}
