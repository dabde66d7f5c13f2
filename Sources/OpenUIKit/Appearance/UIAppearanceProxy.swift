import Foundation

/// What ``UIAppearance/appearance()`` returns: the values set for the instances of `View`, kept
/// by property and set on each such view when it enters a window, in the order first set.
///
/// Supported source forms: `View.appearance().property = value` for any settable property of
/// `View` (and `appearance(whenContainedInInstancesOf:)` alike); reading a property back gives
/// the value set through this proxy, or nil. Setting nil forgets the property's value.
///
/// Precedence, as in UIKit: a property set on the view itself (before or after it enters the
/// window) keeps its value — for the properties that report their setting (`backgroundColor`,
/// `tintColor`, `UILabel.textColor` and `font`, `UINavigationBar.isTranslucent`; others always
/// take the proxy's value). When several proxies match a view, a subclass's proxy wins over its
/// superclass's, and, for one class, a proxy with more containers wins over one with fewer.
///
/// Differs from UIKit: the proxy's type is `UIAppearanceProxy<View>`, not `View`, so it cannot
/// be passed where a view is expected; reading an unset property gives nil rather than the
/// class's zero value; trait-collection variants are not supported.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<View: UIView>: AnyAppearanceProxy {
    /// The value of an optional property (`textColor`, `backgroundColor`, `tintColor`).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value?>) -> Value? {
        get { values[keyPath] as? Value }
        set { record(keyPath, newValue.map { .some($0) }) }
    }

    /// The value of a non-optional property (`isTranslucent`).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<View, Value>) -> Value? {
        get { values[keyPath] as? Value }
        set { record(keyPath, newValue) }
    }

    private var values: [AnyKeyPath: Any] = [:]

    private func record<Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, _ value: Value?) {
        values[keyPath] = value
        setters.removeAll { $0.keyPath == keyPath }
        guard let value else { return }
        setters.append(
            Setter(
                keyPath: keyPath,
                apply: { view in
                    guard let view = view as? View else { return {} }
                    let old = view[keyPath: keyPath]
                    view[keyPath: keyPath] = value
                    return { view[keyPath: keyPath] = old }
                }))
    }

    override func matchesClass(of view: UIView) -> Bool { view is View }

    override func isSubclassProxy(of other: AnyAppearanceProxy) -> Bool {
        other.isSuperclass(of: View.self) && !isSuperclass(of: other.viewType)
    }

    override func isSuperclass(of type: UIView.Type) -> Bool { type is View.Type }

    override var viewType: UIView.Type { View.self }
}

/// The part of a proxy the registry works with, whatever its view class.
@preconcurrency @MainActor
public class AnyAppearanceProxy {
    struct Setter {
        var keyPath: AnyKeyPath
        /// Sets the value on a view and returns what puts the previous value back.
        var apply: (UIView) -> () -> Void
    }

    var containers: [any UIAppearanceContainer.Type] = []
    var setters: [Setter] = []

    init() {}

    func matchesClass(of view: UIView) -> Bool { false }
    func isSubclassProxy(of other: AnyAppearanceProxy) -> Bool { false }
    func isSuperclass(of type: UIView.Type) -> Bool { false }
    var viewType: UIView.Type { UIView.self }

    /// Sets this proxy's values on `view`, but not those of properties set on the view itself.
    func apply(to view: UIView) {
        for setter in setters {
            var restore: () -> Void = {}
            let touched = AppearanceTracking.recordingSetters { restore = setter.apply(view) }
            if touched.contains(where: view.customizedAppearanceProperties.contains) {
                _ = AppearanceTracking.recordingSetters(restore)
            }
        }
    }
}
