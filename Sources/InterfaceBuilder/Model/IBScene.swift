/// One scene of a storyboard (`<scene sceneID=…>`): its view controller, the placeholders beside it
/// (First Responder, Exit) and any other top-level objects, in file order.
public struct IBScene: Sendable, Hashable, Codable {
    /// The scene's id (`sceneID`).
    public var id: String?
    /// The scene's objects (`<objects>`), in file order.
    public var objects: [IBObject]
    /// Where the scene sits on Interface Builder's canvas (`<point key="canvasLocation">`).
    public var canvasLocation: IBPoint?
    /// Where `<scene>` starts.
    public var location: SourceLocation

    /// A scene with the given objects.
    public init(id: String?, objects: [IBObject], canvasLocation: IBPoint? = nil, location: SourceLocation) {
        self.id = id
        self.objects = objects
        self.canvasLocation = canvasLocation
        self.location = location
    }

    /// The scene's view controller (its first, as Interface Builder keeps one per scene).
    public var viewController: IBViewController? { objects.lazy.compactMap(\.viewController).first }

    /// The scene's placeholders (First Responder, Exit), in file order.
    public var placeholders: [IBPlaceholder] { objects.compactMap(\.placeholder) }
}
