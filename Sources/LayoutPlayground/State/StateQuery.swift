import Foundation
import LayoutSpec

/// A ``PlaygroundState`` as query items, so that a URL reproduces a screen:
///
///     example=extended-layout-table-translucent-bar&ios=10&nav.translucent=0&view.table.margins=8,16,8,16
///
/// Keys: `example` or `spec` (the spec's text); `device`, `orientation`, `ios`, `rtl`, `appearance`;
/// `nav.`, `toolbar.`, `tab.` + `hidden`, `translucent` (and for `nav.`: `largeTitles`,
/// `opaqueBackground`); `vc.` + `edges`, `includesOpaqueBars`, `adjustsScrollViewInsets`,
/// `additionalSafeArea`, `respectsSystemMinimumMargins`, `statusBarHidden`; `view.NAME.` +
/// `margins`, `directionalMargins`, `preservesSuperviewMargins`, `insetsFromSafeArea`,
/// `contentInsetAdjustment`; `c.INDEX.` + `constant`, `priority`, `active`. Booleans are `1`
/// or `0`, insets `top,left,bottom,right` (or one number for all four).
extension PlaygroundState {
    /// Keys a request may carry beside the state (read by the routes, not by the state).
    static let requestKeys: Set<String> = ["previous", "view", "overlay"]

    /// Reads a state; every unknown key or unusable value is an error that names it.
    init(queryItems items: [(name: String, value: String)]) throws(PlaygroundError) {
        let example = items.last { $0.name == "example" }?.value
        let text = items.last { $0.name == "spec" }?.value
        switch (example, text) {
        case (let name?, nil) where !name.isEmpty: self.init(source: .example(name))
        case (nil, let text?) where !text.isEmpty: self.init(source: .text(text))
        case (nil, nil): throw PlaygroundError("say which spec to lay out: 'example=NAME' or 'spec=TEXT'")
        default: throw PlaygroundError("give either 'example' or 'spec', not both, and not empty")
        }
        for (name, value) in items where name != "example" && name != "spec" && !Self.requestKeys.contains(name) {
            try set(name, value)
        }
    }

    /// The state as query items, in a fixed order (the inverse of ``init(queryItems:)``).
    var queryItems: [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        switch source {
        case .example(let name): items.append(("example", name))
        case .text(let text): items.append(("spec", text))
        }
        func add(_ name: String, _ value: String?) {
            if let value { items.append((name, value)) }
        }
        add("device", device)
        add("orientation", orientation)
        add("ios", systemVersion.map(Self.number))
        add("rtl", rightToLeft.map(Self.flag))
        add("appearance", appearance)
        for (prefix, bar) in [("nav", navigationBar), ("toolbar", toolbar), ("tab", tabBar)] {
            add("\(prefix).hidden", bar.hidden.map(Self.flag))
            add("\(prefix).translucent", bar.translucent.map(Self.flag))
            add("\(prefix).largeTitles", bar.prefersLargeTitles.map(Self.flag))
            add("\(prefix).opaqueBackground", bar.opaqueBackground.map(Self.flag))
        }
        add("vc.edges", controller.edgesForExtendedLayout.map { $0.joined(separator: ",") })
        add("vc.includesOpaqueBars", controller.extendedLayoutIncludesOpaqueBars.map(Self.flag))
        add("vc.adjustsScrollViewInsets", controller.automaticallyAdjustsScrollViewInsets.map(Self.flag))
        add("vc.additionalSafeArea", controller.additionalSafeAreaInsets.map(Self.insets))
        add("vc.respectsSystemMinimumMargins", controller.viewRespectsSystemMinimumLayoutMargins.map(Self.flag))
        add("vc.statusBarHidden", controller.prefersStatusBarHidden.map(Self.flag))
        for (name, view) in views.sorted(by: { $0.key < $1.key }) {
            add("view.\(name).margins", view.layoutMargins.map(Self.insets))
            add("view.\(name).directionalMargins", view.directionalLayoutMargins.map(Self.insets))
            add("view.\(name).preservesSuperviewMargins", view.preservesSuperviewLayoutMargins.map(Self.flag))
            add("view.\(name).insetsFromSafeArea", view.insetsLayoutMarginsFromSafeArea.map(Self.flag))
            add("view.\(name).contentInsetAdjustment", view.contentInsetAdjustmentBehavior)
        }
        for (index, constraint) in constraints.sorted(by: { $0.key < $1.key }) {
            add("c.\(index).constant", constraint.constant.map(Self.number))
            add("c.\(index).priority", constraint.priority.map(Self.number))
            add("c.\(index).active", constraint.isActive.map(Self.flag))
        }
        return items
    }

    /// The state as query text.
    package var query: String { QueryItems.format(queryItems) }

    /// Reads the state from query text (a URL's query, or a form body).
    package init(query: String) throws(PlaygroundError) {
        try self.init(queryItems: QueryItems.parse(query))
    }

    private mutating func set(_ key: String, _ value: String) throws(PlaygroundError) {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "device": device = try Self.word(key, value)
        case "orientation": orientation = try Self.word(key, value)
        case "ios":
            let version = try Self.number(key, value)
            guard version >= 7 else { throw PlaygroundError("'ios' must be 7 or later, not \(value)") }
            systemVersion = version
        case "rtl": rightToLeft = try Self.flag(key, value)
        case "appearance":
            guard value == "light" || value == "dark" else {
                throw PlaygroundError("'appearance' must be light or dark, not '\(value)'")
            }
            appearance = value
        case "nav" where parts.count == 2: try Self.setBar(&navigationBar, parts[1], key, value)
        case "toolbar" where parts.count == 2: try Self.setBar(&toolbar, parts[1], key, value)
        case "tab" where parts.count == 2: try Self.setBar(&tabBar, parts[1], key, value)
        case "vc" where parts.count == 2: try setController(parts[1], key, value)
        case "view" where parts.count >= 3:
            let name = parts[1..<(parts.count - 1)].joined(separator: ".")
            var view = views[name] ?? View()
            try Self.setView(&view, parts[parts.count - 1], key, value)
            views[name] = view
        case "c" where parts.count == 3:
            guard let index = Int(parts[1]), index >= 0 else {
                throw PlaygroundError("'\(key)': '\(parts[1])' is not a constraint number")
            }
            var constraint = constraints[index] ?? Constraint()
            try Self.setConstraint(&constraint, parts[2], key, value)
            constraints[index] = constraint
        default: throw PlaygroundError("unknown setting '\(key)'")
        }
    }

    private static func setBar(_ bar: inout Bar, _ property: String, _ key: String, _ value: String)
        throws(PlaygroundError)
    {
        switch property {
        case "hidden": bar.hidden = try flag(key, value)
        case "translucent": bar.translucent = try flag(key, value)
        case "largeTitles" where key.hasPrefix("nav."): bar.prefersLargeTitles = try flag(key, value)
        case "opaqueBackground" where key.hasPrefix("nav."): bar.opaqueBackground = try flag(key, value)
        default: throw PlaygroundError("unknown setting '\(key)'")
        }
    }

    private mutating func setController(_ property: String, _ key: String, _ value: String) throws(PlaygroundError) {
        switch property {
        case "edges":
            let edges = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let known = ["all", "none", "top", "left", "bottom", "right"]
            if let unknown = edges.first(where: { !known.contains($0) }) {
                throw PlaygroundError(
                    "'\(key)': unknown edge '\(unknown)'; expected all, none or top, left, bottom, right")
            }
            controller.edgesForExtendedLayout = edges.isEmpty ? ["none"] : edges
        case "includesOpaqueBars": controller.extendedLayoutIncludesOpaqueBars = try Self.flag(key, value)
        case "adjustsScrollViewInsets": controller.automaticallyAdjustsScrollViewInsets = try Self.flag(key, value)
        case "additionalSafeArea": controller.additionalSafeAreaInsets = try Self.insets(key, value)
        case "respectsSystemMinimumMargins":
            controller.viewRespectsSystemMinimumLayoutMargins = try Self.flag(key, value)
        case "statusBarHidden": controller.prefersStatusBarHidden = try Self.flag(key, value)
        default: throw PlaygroundError("unknown setting '\(key)'")
        }
    }

    private static func setView(_ view: inout View, _ property: String, _ key: String, _ value: String)
        throws(PlaygroundError)
    {
        switch property {
        case "margins": view.layoutMargins = try insets(key, value)
        case "directionalMargins": view.directionalLayoutMargins = try insets(key, value)
        case "preservesSuperviewMargins": view.preservesSuperviewLayoutMargins = try flag(key, value)
        case "insetsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try flag(key, value)
        case "contentInsetAdjustment":
            let known = ["automatic", "scrollableAxes", "never", "always"]
            guard known.contains(value) else {
                throw PlaygroundError(
                    "'\(key)': unknown behavior '\(value)'; expected one of: \(known.joined(separator: ", "))")
            }
            view.contentInsetAdjustmentBehavior = value
        default: throw PlaygroundError("unknown setting '\(key)'")
        }
    }

    private static func setConstraint(
        _ constraint: inout Constraint, _ property: String, _ key: String, _ value: String
    )
        throws(PlaygroundError)
    {
        switch property {
        case "constant": constraint.constant = try number(key, value)
        case "priority":
            let priority = try number(key, value)
            guard (1...1000).contains(priority) else {
                throw PlaygroundError("'\(key)': a priority is 1 to 1000, not \(value)")
            }
            constraint.priority = priority
        case "active": constraint.isActive = try flag(key, value)
        default: throw PlaygroundError("unknown setting '\(key)'")
        }
    }

    private static func word(_ key: String, _ value: String) throws(PlaygroundError) -> String {
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw PlaygroundError("'\(key)' must be a name, not '\(value)'")
        }
        return value
    }

    private static func flag(_ key: String, _ value: String) throws(PlaygroundError) -> Bool {
        switch value {
        case "1", "true": return true
        case "0", "false": return false
        default: throw PlaygroundError("'\(key)' must be 1 or 0, not '\(value)'")
        }
    }

    private static func number(_ key: String, _ value: String) throws(PlaygroundError) -> Double {
        guard let number = Double(value.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            throw PlaygroundError("'\(key)' must be a finite number, not '\(value)'")
        }
        return number
    }

    private static func insets(_ key: String, _ value: String) throws(PlaygroundError) -> Insets {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        var numbers: [Double] = []
        for part in parts { numbers.append(try number(key, String(part))) }
        switch numbers.count {
        case 1: return Insets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case 4: return Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: throw PlaygroundError("'\(key)' must be one number or four (top,left,bottom,right), not '\(value)'")
        }
    }

    private static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    private static func number(_ value: Double) -> String {
        formatNumber(value)
    }

    private static func insets(_ value: Insets) -> String {
        value.values.map(number).joined(separator: ",")
    }
}
