import Foundation

/// The view classes a spec can name in `class`, each with the keys it adds to every view's
/// and how to make and configure it. A new class (a label, a stack view) is one more entry.
struct ViewClass {
    let name: String
    /// Keys beyond ``SpecKeys/view``.
    let keys: [String]
    let make: @MainActor (SpecMapping) throws(SpecError) -> UIView
    /// Applies the class's own keys; the builder gives access to names and retained objects.
    let configure: @MainActor (UIView, SpecMapping, ViewTreeBuilder) throws(SpecError) -> Void
}

@MainActor
enum ViewClassRegistry {
    static let classes: [ViewClass] =
        [plainView, scrollView, tableView] + TextViewClasses.all + ControlViewClasses.all

    static func named(_ name: String) -> ViewClass? {
        classes.first { $0.name == name }
    }

    static var names: [String] { classes.map(\.name) }

    static let plainView = ViewClass(
        name: "UIView", keys: [],
        make: { mapping throws(SpecError) in
            mapping.contains("intrinsicContentSize") ? StandInView() : UIView()
        },
        configure: { _, _, _ throws(SpecError) in })

    static let scrollView = ViewClass(
        name: "UIScrollView", keys: SpecKeys.scrollView,
        make: { _ throws(SpecError) in UIScrollView() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let scrollView = view as? UIScrollView else { return }
            try ScrollViewSettings.apply(mapping, to: scrollView)
        })

    static let tableView = ViewClass(
        name: "UITableView", keys: SpecKeys.scrollView + SpecKeys.tableView,
        make: { mapping throws(SpecError) in
            let style = try mapping["style"]?.choice(["plain", "grouped", "insetGrouped"], kind: "table style")
            let tableStyle: UITableView.Style =
                switch style {
                case "grouped": .grouped
                case "insetGrouped": .insetGrouped
                default: .plain
                }
            return UITableView(frame: .zero, style: tableStyle)
        },
        configure: { view, mapping, builder throws(SpecError) in
            guard let table = view as? UITableView else { return }
            try ScrollViewSettings.apply(mapping, to: table)
            let rows = try builder.tableRows(mapping["rows"])
            builder.attach(rows, to: table)
        })
}

/// The scroll-view keys shared by UIScrollView and UITableView.
@MainActor
enum ScrollViewSettings {
    static let behaviours: [(String, UIScrollView.ContentInsetAdjustmentBehavior)] = [
        ("automatic", .automatic), ("scrollableAxes", .scrollableAxes), ("never", .never), ("always", .always),
    ]

    static func apply(_ mapping: SpecMapping, to scrollView: UIScrollView) throws(SpecError) {
        if let node = mapping["contentInsetAdjustmentBehavior"] {
            let name = try node.choice(behaviours.map(\.0), kind: "content inset adjustment behaviour")
            scrollView.contentInsetAdjustmentBehavior = behaviours.first { $0.0 == name }!.1
        }
        if let node = mapping["contentInset"] { scrollView.contentInset = try node.insets() }
        if let node = mapping["contentSize"] {
            let size = try node.numbers(2)
            scrollView.contentSize = CGSize(width: size[0] ?? 0, height: size[1] ?? 0)
        }
        if let node = mapping["contentOffset"] {
            let offset = try node.numbers(2)
            scrollView.contentOffset = CGPoint(x: offset[0] ?? 0, y: offset[1] ?? 0)
        }
        if let node = mapping["alwaysBounceVertical"] { scrollView.alwaysBounceVertical = try node.bool() }
        if let node = mapping["alwaysBounceHorizontal"] { scrollView.alwaysBounceHorizontal = try node.bool() }
    }
}
