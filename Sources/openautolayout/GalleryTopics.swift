/// The gallery's headings for spec files: the examples are named after the behaviour they show,
/// starting with their topic (`margins-…`, `safe-area-…`, `extended-layout-…`), which becomes a
/// readable heading. A file with no known prefix is filed under its first word.
enum GalleryTopics {
    /// File-name prefixes and their headings; the longest prefix that matches wins.
    static let headings: [(prefix: String, heading: String)] = [
        ("activation", "Activating constraints"),
        ("automatic-insets", "Automatic scroll-view insets"),
        ("autoresizing", "Autoresizing masks"),
        ("bars", "Bars"),
        ("content-size", "Content size"),
        ("extended-layout", "Extended layout"),
        ("layout-guide", "Layout guides"),
        ("layout-guides", "Layout guides"),
        ("margins", "Margins"),
        ("priorities", "Priorities"),
        ("safe-area", "Safe area"),
        ("scroll-view", "Scroll views"),
        ("spacer-views", "Spacer views"),
        ("table", "Table views"),
        ("top-layout-guide", "Layout guides"),
    ]

    /// The heading of the spec whose file name, without its extension, is `name`.
    static func heading(forFileNamed name: String) -> String {
        let lowered = name.lowercased()
        let matches = headings.filter { lowered == $0.prefix || lowered.hasPrefix($0.prefix + "-") }
        if let best = matches.max(by: { $0.prefix.count < $1.prefix.count }) { return best.heading }
        let word = lowered.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).first.map(String.init)
        guard let word, let first = word.first else { return "Other" }
        return first.uppercased() + word.dropFirst()
    }
}
