/// A view's autoresizing mask, from `<autoresizingMask key="autoresizingMask" …>`.
///
/// Interface Builder names the flags after the frame's edges: `flexibleMinX` is UIKit's
/// `.flexibleLeftMargin`, `flexibleMaxX` its `.flexibleRightMargin`, `flexibleMinY` its
/// `.flexibleTopMargin`, `flexibleMaxY` its `.flexibleBottomMargin`, and `widthSizable` /
/// `heightSizable` are `.flexibleWidth` / `.flexibleHeight`. An element with no flags is an
/// empty mask (nothing resizes).
public struct AutoresizingMask: Sendable, Hashable, Codable {
    /// The left margin may grow or shrink (`flexibleMinX`).
    public var flexibleLeftMargin: Bool
    /// The width follows the superview's (`widthSizable`).
    public var flexibleWidth: Bool
    /// The right margin may grow or shrink (`flexibleMaxX`).
    public var flexibleRightMargin: Bool
    /// The top margin may grow or shrink (`flexibleMinY`).
    public var flexibleTopMargin: Bool
    /// The height follows the superview's (`heightSizable`).
    public var flexibleHeight: Bool
    /// The bottom margin may grow or shrink (`flexibleMaxY`).
    public var flexibleBottomMargin: Bool

    /// A mask with the given flags; every flag defaults to off.
    public init(
        flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false, flexibleRightMargin: Bool = false,
        flexibleTopMargin: Bool = false, flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false
    ) {
        self.flexibleLeftMargin = flexibleLeftMargin
        self.flexibleWidth = flexibleWidth
        self.flexibleRightMargin = flexibleRightMargin
        self.flexibleTopMargin = flexibleTopMargin
        self.flexibleHeight = flexibleHeight
        self.flexibleBottomMargin = flexibleBottomMargin
    }
}
