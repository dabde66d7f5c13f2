/// Insets on absolute edges, as in `<edgeInsets key="layoutMargins" top= left= bottom= right=>`.
///
/// Interface Builder also writes insets as `<inset key=… minX= minY= maxX= maxY=>`, where minX is
/// the left inset, minY the top, maxX the right and maxY the bottom; the parser reads both forms
/// into this type.
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Insets of `top`, `left`, `bottom` and `right`.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// Insets on leading and trailing edges, which swap with the layout direction, as in
/// `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=>`.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    /// The top inset.
    public var top: Double
    /// The leading inset (left in left-to-right layouts).
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The trailing inset (right in left-to-right layouts).
    public var trailing: Double

    /// Insets of `top`, `leading`, `bottom` and `trailing`.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
