/// A top-level object of a scene or a xib (a child of `<objects>`).
public enum IBObject: Sendable, Hashable, Codable {
    /// A placeholder: File's Owner, First Responder, or a scene's Exit.
    case placeholder(IBPlaceholder)
    /// A view controller (any kind, including navigation and tab bar controllers).
    case viewController(IBViewController)
    /// A view outside any controller: a xib's top-level view or cell, or an extra scene view.
    case view(IBView)
    /// Any other object (gesture recognizer, custom object, bar item), kept by name and id only.
    case other(IBOtherObject)

    /// The view controller, when this is one.
    public var viewController: IBViewController? {
        if case .viewController(let controller) = self { return controller }
        return nil
    }

    /// The view, when this is one.
    public var view: IBView? {
        if case .view(let view) = self { return view }
        return nil
    }

    /// The placeholder, when this is one.
    public var placeholder: IBPlaceholder? {
        if case .placeholder(let placeholder) = self { return placeholder }
        return nil
    }

    /// The other object, when this is one.
    public var other: IBOtherObject? {
        if case .other(let object) = self { return object }
        return nil
    }
}

/// A top-level object that is not a view, controller or placeholder: e.g.
/// `<tapGestureRecognizer id=…>`, `<customObject customClass=…>`.
public struct IBOtherObject: Sendable, Hashable, Codable {
    /// The element's name, e.g. `tapGestureRecognizer`.
    public var elementName: String
    /// The object's id.
    public var id: String?
    /// The object's class, when not the element's own (`customClass`).
    public var customClass: String?
    /// Its outgoing segues, outlets and actions (`<connections>`): a gesture recognizer's
    /// segue leaves its scene's controller.
    public var connections: [IBConnection]
    /// Where the element starts.
    public var location: SourceLocation

    /// An object of element `elementName`.
    public init(
        elementName: String, id: String?, customClass: String?, connections: [IBConnection] = [],
        location: SourceLocation
    ) {
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.connections = connections
        self.location = location
    }
}
