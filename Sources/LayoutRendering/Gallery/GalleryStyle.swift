/// The style sheet the gallery's pages share.
enum GalleryStyle {
    /// Type, colours and the frame table's look.
    static let common = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #1c1c1e; }
        a { color: #0066cc; }
        pre { font-size: 12px; background: #f2f2f7; padding: 1em; overflow-x: auto; white-space: pre-wrap; }
        .source { color: #6c6c70; font-size: 0.8em; overflow-wrap: anywhere; }
        .error { color: #d70015; }
        """
}
