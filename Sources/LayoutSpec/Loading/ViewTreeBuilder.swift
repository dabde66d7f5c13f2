import Foundation

/// Makes the views of a screen model (or of one table cell's template) in a scope: classes,
/// properties, names and guides first, then, once every view exists, the tree.
@MainActor
final class ViewTreeBuilder {
    /// A view made from the model, with its subviews made but not yet added.
    final class Made {
        let model: ScreenModel.View
        let view: UIView
        var children: [Made] = []

        init(model: ScreenModel.View, view: UIView) {
            self.model = model
            self.view = view
        }
    }

    let scope: SpecScope
    /// The priority of the stack views' `UISV-hiding` constraints (``UIStackView/hidingPriority``):
    /// UIKit's required one, or Interface Builder's canvas's.
    let stackHidingPriority: UILayoutPriority
    /// Objects the views refer to weakly (table data sources), kept alive with the screen.
    private(set) var retained: [AnyObject] = []

    init(scope: SpecScope, stackHidingPriority: UILayoutPriority = .required) {
        self.scope = scope
        self.stackHidingPriority = stackHidingPriority
    }

    // MARK: Making views

    /// Makes the view `model` describes and its subviews (not yet added); `isTableRoot` says a
    /// table view controller imposes a table view.
    func make(_ model: ScreenModel.View, isTableRoot: Bool = false) throws(SpecError) -> Made {
        if isTableRoot, model.kind.className != "UITableView" {
            throw scope.error(
                "this controller's view must be a UITableView, not a \(model.kind.className)", at: model.location)
        }
        let view = makeView(of: model)
        if let name = model.name { try scope.register(view: view, name: name, at: model.location) }
        // A view of a subclass that returns a given content size reports its model class.
        if let className = model.className ?? (view is any GivenContentSize ? model.kind.className : nil) {
            scope.classNames.append((view, className))
        }
        try applyCommonSettings(model, to: view)
        try configure(model.kind, of: view, at: model.location)
        for guide in model.guides {
            let layoutGuide = UILayoutGuide()
            try scope.register(guide: layoutGuide, name: guide.name, at: guide.location)
            layoutGuide.identifier = guide.identifier ?? guide.name
            view.addLayoutGuide(layoutGuide)
        }
        scope.snapKitLines += model.snapKit.map { SpecScope.PendingSnapKitLine(view: view, line: $0) }
        let made = Made(model: model, view: view)
        for subview in model.subviews { made.children.append(try make(subview)) }
        return made
    }

    /// A view of the model's class; one whose content size the model gives is of a subclass
    /// that returns it.
    private func makeView(of model: ScreenModel.View) -> UIView {
        let given = model.intrinsicContentSize != nil
        switch model.kind {
        case .plain: return given ? StandInView() : UIView()
        case .scrollView: return given ? SizedScrollView() : UIScrollView()
        case .tableView(let table):
            let style = ViewSettings.tableStyle(table.style)
            return given ? SizedTableView(frame: .zero, style: style) : UITableView(frame: .zero, style: style)
        case .label: return given ? SizedLabel() : UILabel()
        case .button(let button):
            let type: UIButton.ButtonType = button.buttonType == .custom ? .custom : .system
            return given ? SizedButton(type: type) : UIButton(type: type)
        case .textField: return given ? SizedTextField() : UITextField()
        case .imageView: return given ? SizedImageView(image: nil) : UIImageView(image: nil)
        case .switch: return UISwitch()
        case .activityIndicator(let indicator): return UIActivityIndicatorView(style: indicator.style.uiStyle)
        case .stackView:
            let stack = given ? SizedStackView(frame: .zero) : UIStackView(frame: .zero)
            stack.hidingPriority = stackHidingPriority
            return stack
        case .segmentedControl(let control):
            return given ? SizedSegmentedControl(items: control.segments) : UISegmentedControl(items: control.segments)
        case .slider: return UISlider()
        case .stepper: return UIStepper()
        case .progressView(let progress):
            return UIProgressView(progressViewStyle: progress.style == .bar ? .bar : .default)
        case .pageControl: return UIPageControl()
        case .searchBar: return UISearchBar()
        case .textView: return given ? SizedTextView() : UITextView()
        case .datePicker: return UIDatePicker()
        case .pickerView: return UIPickerView()
        case .visualEffectView: return UIVisualEffectView(effect: nil)
        }
    }

    private func applyCommonSettings(_ model: ScreenModel.View, to view: UIView) throws(SpecError) {
        if let color = model.color { view.backgroundColor = try uiColor(color, at: model.location) }
        if let frame = model.frame {
            view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        if let mask = model.autoresizingMask { view.autoresizingMask = ViewSettings.autoresizingMask(mask) }
        if let translates = model.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = translates
            scope.explicitAutoresizing.insert(ObjectIdentifier(view))
        }
        if let hidden = model.isHidden { view.isHidden = hidden }
        if let attribute = model.semanticContentAttribute {
            view.semanticContentAttribute = ViewSettings.semanticContentAttribute(attribute)
        }
        if let preserves = model.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = model.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
        if let follows = model.layoutMarginsFollowReadableWidth { view.layoutMarginsFollowReadableWidth = follows }
        if let margins = model.layoutMargins { view.layoutMargins = ViewSettings.insets(margins) }
        if let margins = model.directionalLayoutMargins {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        }
        if let size = model.intrinsicContentSize {
            guard let sized = view as? any GivenContentSize else {
                throw scope.error(
                    "'intrinsicContentSize' is for plain views, labels, buttons, image views, text fields, text views, stack "
                        + "views, segmented controls, scroll views and tables",
                    at: model.location)
            }
            sized.givenContentSize = CGSize(
                width: size.width ?? UIView.noIntrinsicMetric, height: size.height ?? UIView.noIntrinsicMetric)
        }
        if let hugging = model.contentHuggingPriority {
            if let value = hugging.horizontal { view.setContentHuggingPriority(.init(value), for: .horizontal) }
            if let value = hugging.vertical { view.setContentHuggingPriority(.init(value), for: .vertical) }
        }
        if let resistance = model.contentCompressionResistancePriority {
            if let value = resistance.horizontal {
                view.setContentCompressionResistancePriority(.init(value), for: .horizontal)
            }
            if let value = resistance.vertical {
                view.setContentCompressionResistancePriority(.init(value), for: .vertical)
            }
        }
    }

    func uiColor(_ color: ScreenModel.Color, at location: SourceLocation?) throws(SpecError) -> UIColor {
        guard let uiColor = ColorParser.uiColor(color) else {
            let name = if case .named(let name) = color { name } else { "" }
            throw scope.error(
                "unknown colour '\(name)'; expected #RGB, #RRGGBB, #RRGGBBAA or one of: "
                    + ColorParser.named.map(\.0).joined(separator: ", "), at: location)
        }
        return uiColor
    }

    // MARK: Placing views

    /// Adds the subviews of `made`, and theirs, in order; a stack view arranges them.
    func place(_ made: Made) throws(SpecError) {
        for child in made.children {
            if let stack = made.view as? UIStackView {
                stack.addArrangedSubview(child.view)
            } else {
                let container = (made.view as? UIVisualEffectView)?.contentView ?? made.view
                do {
                    try container.checkedAddSubview(child.view)
                } catch {
                    throw scope.error(error.message, at: child.model.location)
                }
            }
            try place(child)
        }
    }

    // MARK: Tables

    /// Makes `rows` the table's data source and delegate, kept alive with the screen; builds the
    /// cell template once so that its problems are found now.
    func attachRows(_ model: ScreenModel.TableRows?, to table: UITableView) throws(SpecError) {
        var height: CGFloat = 44
        switch model?.height {
        case .automatic: height = UITableView.automaticDimension
        case .points(let points): height = points
        case nil: break
        }
        var cellColor: UIColor?
        var fill: ((UITableViewCell) -> [String: UILabel])?
        var templateTexts: [String: String?] = [:]
        if let cell = model?.cell {
            let template = CellTemplate(cell: cell, file: scope.file)
            let probe = UITableViewCell(style: .default, reuseIdentifier: nil)
            let filled = try template.fill(probe)
            cellColor = filled.color
            templateTexts = filled.labels.mapValues(\.text)
            fill = { cell in (try? template.fill(cell))?.labels ?? [:] }
        }
        let rows = TableRows(
            count: model?.count ?? 0, height: height, cellColor: cellColor, fillCell: fill,
            content: model?.content.map(\.texts) ?? [], templateTexts: templateTexts)
        retained.append(rows)
        table.dataSource = rows
        table.delegate = rows
    }
}
