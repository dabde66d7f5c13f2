import Foundation
import OpenUIKit

/// What pictures and reports call views and guides: the scene's names first, then accessibility
/// identifiers (views) or identifiers (guides), then the class name.
@MainActor
struct ViewNaming {
    private let viewNames: [ObjectIdentifier: String]
    private let guideNames: [ObjectIdentifier: String]
    private let classNames: [ObjectIdentifier: String]

    init(scene: LayoutScene) {
        var views: [ObjectIdentifier: String] = [:]
        for (name, view) in scene.namedViews where views[ObjectIdentifier(view)] == nil {
            views[ObjectIdentifier(view)] = name
        }
        var guides: [ObjectIdentifier: String] = [:]
        for (name, guide) in scene.namedGuides where guides[ObjectIdentifier(guide)] == nil {
            guides[ObjectIdentifier(guide)] = name
        }
        viewNames = views
        guideNames = guides
        var classes: [ObjectIdentifier: String] = [:]
        for (view, className) in scene.classNames { classes[ObjectIdentifier(view)] = className }
        classNames = classes
    }

    /// The class reports show for `view`: the scene's, else its own.
    func className(of view: UIView) -> String {
        classNames[ObjectIdentifier(view)] ?? Self.className(of: view)
    }

    /// The scene's name for `view`, if it has one.
    func givenName(of view: UIView) -> String? {
        viewNames[ObjectIdentifier(view)]
    }

    /// The scene's name for `guide`, if it has one.
    func givenName(of guide: UILayoutGuide) -> String? {
        guideNames[ObjectIdentifier(guide)]
    }

    func name(of view: UIView) -> String {
        if let name = givenName(of: view) { return name }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return Self.className(of: view)
    }

    func name(of guide: UILayoutGuide) -> String {
        if let name = givenName(of: guide) { return name }
        if let owner = guide.owningView, let property = SystemItems.guideProperty(guide) {
            return "\(name(of: owner)).\(property)"
        }
        return guide.identifier.isEmpty ? Self.className(of: guide) : guide.identifier
    }

    /// The name of a constraint's item: a view, a guide, or whatever else it is.
    func name(of item: AnyObject) -> String {
        if let view = item as? UIView { return name(of: view) }
        if let guide = item as? UILayoutGuide { return name(of: guide) }
        return String(describing: type(of: item))
    }

    /// The unqualified class name, as UIKit prints it (`UIView`, `UINavigationBar`).
    static func className(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}
