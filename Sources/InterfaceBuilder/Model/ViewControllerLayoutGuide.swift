/// A view controller's top or bottom layout guide as Xcode 5 to 8 stored it:
/// `<viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>` inside `<layoutGuides>`.
///
/// Constraints name the guide by its id: `top` of a view equal to `bottom` of the top guide is
/// "below the status and navigation bars". Documents with safe areas use the view's
/// `<viewLayoutGuide key="safeArea">` instead.
public struct ViewControllerLayoutGuide: Sendable, Hashable, Codable {
    /// Which guide.
    public enum GuideType: String, Sendable, Hashable, Codable, CaseIterable {
        /// `topLayoutGuide`: its bottom is the bottom of the top bars.
        case top
        /// `bottomLayoutGuide`: its top is the top of the bottom bars.
        case bottom
    }

    /// Which guide.
    public var type: GuideType
    /// The id constraints refer to it by.
    public var id: String
    /// Where the element starts.
    public var location: SourceLocation

    /// The `type` guide with `id`.
    public init(type: GuideType, id: String, location: SourceLocation) {
        self.type = type
        self.id = id
        self.location = location
    }
}

/// A set of rectangle edges, e.g. `edgesForExtendedLayout`:
/// `<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>`; no flags is no edges.
public struct RectEdges: Sendable, Hashable, Codable {
    /// The top edge.
    public var top: Bool
    /// The left edge.
    public var left: Bool
    /// The bottom edge.
    public var bottom: Bool
    /// The right edge.
    public var right: Bool

    /// Edges with the given flags; every flag defaults to off.
    public init(top: Bool = false, left: Bool = false, bottom: Bool = false, right: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Every edge (UIKit's default for `edgesForExtendedLayout`).
    public static let all = RectEdges(top: true, left: true, bottom: true, right: true)
}
