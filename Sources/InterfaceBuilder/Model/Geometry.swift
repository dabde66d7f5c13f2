/// A rectangle as Interface Builder stores it (`<rect key="frame" x= y= width= height=>`), in points.
public struct IBRect: Sendable, Hashable, Codable {
    /// The origin's x.
    public var x: Double
    /// The origin's y.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle at (`x`, `y`) of `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A size in points (`<size key="freeformSize" width= height=>`).
public struct IBSize: Sendable, Hashable, Codable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point (`<point key="canvasLocation" x= y=>`).
public struct IBPoint: Sendable, Hashable, Codable {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
