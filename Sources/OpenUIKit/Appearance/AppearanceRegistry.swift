import Foundation

/// The appearance proxies made so far, one per class and list of containers, and the
/// application of their values to views entering a window.
@MainActor
enum AppearanceRegistry {
    private static var proxies: [AnyAppearanceProxy] = []

    static func proxy<View: UIView>(
        for type: View.Type, containers: [any UIAppearanceContainer.Type]
    ) -> UIAppearanceProxy<View> {
        let key = containers.map { ObjectIdentifier($0) }
        for proxy in proxies where proxy.viewType == type && proxy.containers.map({ ObjectIdentifier($0) }) == key {
            if let proxy = proxy as? UIAppearanceProxy<View> { return proxy }
        }
        AppearanceTracking.windowEntryHandler = apply(to:)
        let proxy = UIAppearanceProxy<View>()
        proxy.containers = containers
        proxies.append(proxy)
        return proxy
    }

    /// Applies every matching proxy to `view`, the least specific first so that the most
    /// specific wins: superclass proxies before subclass ones, and for one class, fewer
    /// containers before more.
    static func apply(to view: UIView) {
        let matching = proxies.filter { $0.matchesClass(of: view) && isContained(view, in: $0.containers) }
        guard !matching.isEmpty else { return }
        let ordered = matching.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if b.isSubclassProxy(of: a) { return true }
            if a.isSubclassProxy(of: b) { return false }
            if a.containers.count != b.containers.count { return a.containers.count < b.containers.count }
            return lhs.offset < rhs.offset
        }
        for (_, proxy) in ordered { proxy.apply(to: view) }
    }

    /// Whether `view` lies inside an instance of `containers[0]`, inside one of `containers[1]`, …
    /// The chain looked through, innermost first: the view's own controller (if it is a root
    /// view), then each superview followed by the controller whose root view it is.
    static func isContained(_ view: UIView, in containers: [any UIAppearanceContainer.Type]) -> Bool {
        var remaining = containers[...]
        var current: UIView? = view
        while let node = current, !remaining.isEmpty {
            if node !== view, let wanted = remaining.first, isInstance(node, of: wanted) {
                remaining = remaining.dropFirst()
            }
            if let controller = node.layoutHost as? UIViewController, let wanted = remaining.first,
                isInstance(controller, of: wanted)
            {
                remaining = remaining.dropFirst()
            }
            current = node.superview
        }
        return remaining.isEmpty
    }

    private static func isInstance<Container: UIAppearanceContainer>(
        _ object: AnyObject, of type: Container.Type
    ) -> Bool {
        object is Container
    }
}
