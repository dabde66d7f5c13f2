/// The fonts pictures ask for: the DejaVu family OpenUIKit measures text with (what
/// `rsvg-convert` finds on Debian) first, then the usual system fonts of the same kind.
enum Typography {
    /// The fonts of the picture's own labels (status bar, overlays).
    static let fontFamily = fontFamilies(for: "DejaVu Sans")

    /// The `font-family` list for text measured in `family` (`DejaVu Sans`, `DejaVu Sans Mono`).
    static func fontFamilies(for family: String) -> String {
        family.contains("Mono") ? "\(family), Menlo, Consolas, monospace" : "\(family), Helvetica, Arial, sans-serif"
    }

    /// `text` as SVG keeps it: spaces at its start, and runs of spaces, become no-break spaces
    /// (SVG would drop or merge them); trailing spaces are dropped.
    static func preservingSpaces(_ text: String) -> String {
        var result = ""
        var previousIsSpace = true
        for character in text {
            let isSpace = character == " "
            result.append(isSpace && previousIsSpace ? "\u{00A0}" : character)
            previousIsSpace = isSpace
        }
        while result.last == " " || result.last == "\u{00A0}" { result.removeLast() }
        return result
    }
}
