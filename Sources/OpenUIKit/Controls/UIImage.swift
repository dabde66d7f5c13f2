import Foundation

/// An image reduced to what layout needs: its size in points, as UIKit's UIImage reports it.
/// There are no pixels; ``init(size:)`` is our stand-in for loading a file of that size.
open class UIImage: @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point (1 here).
    public let scale: CGFloat

    /// An image `size` points large.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}
