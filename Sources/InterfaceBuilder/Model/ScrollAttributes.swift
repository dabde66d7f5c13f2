/// The scrolling-related attributes of a scroll view, table view, collection view or text view.
public struct ScrollAttributes: Sendable, Hashable, Codable {
    /// How the safe area adjusts the content inset (`contentInsetAdjustmentBehavior`, iOS 11+);
    /// `nil` when not stored (UIKit's default, `automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
    /// The content inset, when stored.
    public var contentInset: EdgeInsets?
    /// The scroll indicator insets (`<inset key="scrollIndicatorInsets">`), when stored.
    public var scrollIndicatorInsets: EdgeInsets?

    /// Scroll attributes with the given parts.
    public init(
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? = nil, contentInset: EdgeInsets? = nil,
        scrollIndicatorInsets: EdgeInsets? = nil
    ) {
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
    }
}

/// How a scroll view adds the safe area to its content inset.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    /// `scrollableAxes`, except for a controller's scroll view under bars, which always adjusts.
    case automatic
    /// Only on axes the content scrolls along.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
}
