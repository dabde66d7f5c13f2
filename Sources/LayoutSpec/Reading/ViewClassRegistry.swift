/// The view classes a spec can name in `class`, each with the keys it adds to every view's and
/// how to read them. A new class (a label, a stack view) is one more entry, a case of
/// ``ScreenModel/View/Kind`` and its part in the builder.
struct ViewClass: Sendable {
    let name: String
    /// Keys beyond ``SpecKeys/view``.
    let keys: [String]
    /// Reads the keys a view of the class takes when it is made (a table's style, a button's
    /// type), before its name and the keys every view has.
    let readKind: @Sendable (SpecMapping) throws(SpecError) -> ScreenModel.View.Kind
    /// Reads the class's other keys into the kind, after the keys every view has.
    let configure: @Sendable (inout ScreenModel.View.Kind, SpecMapping, ViewReader) throws(SpecError) -> Void
}

enum ViewClassRegistry {
    static let classes: [ViewClass] =
        [plainView, scrollView, tableView] + ContentClasses.all
        + ControlClasses.all

    static func named(_ name: String) -> ViewClass? {
        classes.first { $0.name == name }
    }

    static var names: [String] { classes.map(\.name) }

    static let plainView = ViewClass(
        name: "UIView", keys: [], readKind: { _ throws(SpecError) in .plain },
        configure: { _, _, _ throws(SpecError) in })

    static let scrollView = ViewClass(
        name: "UIScrollView", keys: SpecKeys.scrollView,
        readKind: { _ throws(SpecError) in .scrollView(ScreenModel.ScrollView()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .scrollView(try readScrollView(mapping))
        })

    static let tableView = ViewClass(
        name: "UITableView", keys: SpecKeys.scrollView + SpecKeys.tableView,
        readKind: { mapping throws(SpecError) in
            let style = try mapping["style"]?.choice(ScreenModel.TableView.Style.self, kind: "table style")
            return .tableView(ScreenModel.TableView(style: style))
        },
        configure: { kind, mapping, reader throws(SpecError) in
            guard case .tableView(var table) = kind else { return }
            table.scrollView = try readScrollView(mapping)
            table.rows = try reader.tableRows(mapping["rows"])
            kind = .tableView(table)
        })

    /// The scroll-view keys shared by UIScrollView and UITableView.
    static func readScrollView(_ mapping: SpecMapping) throws(SpecError) -> ScreenModel.ScrollView {
        var scrollView = ScreenModel.ScrollView()
        scrollView.contentInsetAdjustmentBehavior = try mapping["contentInsetAdjustmentBehavior"]?.choice(
            ScreenModel.ContentInsetAdjustmentBehavior.self, kind: "content inset adjustment behaviour")
        scrollView.contentInset = try mapping["contentInset"]?.insets()
        scrollView.contentSize = try mapping["contentSize"]?.size()
        scrollView.contentOffset = try mapping["contentOffset"]?.point()
        scrollView.alwaysBounceVertical = try mapping["alwaysBounceVertical"]?.bool()
        scrollView.alwaysBounceHorizontal = try mapping["alwaysBounceHorizontal"]?.bool()
        return scrollView
    }
}
