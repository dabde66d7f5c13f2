import InterfaceBuilder

/// Maps one unit's view trees onto the screen model for one trait collection: installed views
/// become ``ScreenModel/View``s named by their ids, their guides become references constraints
/// can name, and the constraints of every mapped view follow in tree order.
final class ViewMapper {
    let filter: SizeClassFilter
    let content: ContentMapping
    let warnings: MappingWarnings
    let contentSize: InterfaceBuilderOptions.ContentSize
    let mode: InterfaceBuilderOptions.Mode
    /// The stored frame of every mapped view that has one, by its name.
    private(set) var storedFrames: [String: ScreenModel.Rect] = [:]
    /// The document's label of every mapped view that has one, by its name.
    private(set) var userLabels: [String: String] = [:]
    /// The names of the plain views of a custom class that measure nothing here
    /// (``InterfaceBuilderUnit/customClassViews``).
    private(set) var customClassViews: Set<String> = []
    /// What each id of the unit names: views, their layout guides, controllers' layout guides.
    private(set) var references: [String: ScreenModel.ItemReference] = [:]
    /// Guides constraints cannot use, by id, with what they are.
    private var unsupportedGuides: [String: String] = [:]
    /// The mapped views that hold constraints, in tree order.
    private var holders: [IBView] = []
    private var names: Set<String> = []
    /// A cell to place into the table or collection view with this id (a cell unit's).
    var cellPlacement: CellPlacement?
    /// The width of the table a placed table row is in and the iOS version, which give its
    /// content view its margins (CellContentMargins.swift); nil leaves them a plain view's.
    var rowMarginsSetting: (tableWidth: Double, systemVersion: Double)?

    init(
        filter: SizeClassFilter, resources: IBResources, warnings: MappingWarnings,
        contentSize: InterfaceBuilderOptions.ContentSize, mode: InterfaceBuilderOptions.Mode, systemVersion: Double
    ) {
        self.filter = filter
        self.warnings = warnings
        self.contentSize = contentSize
        self.mode = mode
        content = ContentMapping(
            resources: resources, warnings: warnings, measuresContent: contentSize == .measured,
            systemVersion: systemVersion)
    }

    // MARK: Names

    /// A name for `id` that the screen's namespace can take (every id once; the reserved words
    /// of equations get a suffix); nil for a view without an id or a repeated id.
    func claimName(_ id: String?, element: String, at location: DocumentLocation) -> String? {
        guard let id, !id.isEmpty else { return nil }
        let name = ReadingScope.reservedNames.contains(id) ? id + "-" : id
        guard names.insert(name).inserted else {
            warnings.add(element, location, "id '\(id)' is used twice; the second <\(element)> has no name")
            return nil
        }
        return name
    }

    /// Makes `id` (a controller's layout guide) name `reference`.
    func refer(_ id: String, to reference: ScreenModel.ItemReference) {
        references[id] = reference
    }

    /// What `id` names in the unit, if it is mapped.
    func reference(to id: String) -> ScreenModel.ItemReference? {
        references[id]
    }

    // MARK: Views

    /// The view `view` maps to, with its subtree, or nil when it is not installed for the
    /// traits. `holder` is the view whose variations may install or remove it; a controller's
    /// root view passes `rootName` (the controller names it) instead of getting a name.
    func map(_ view: IBView, holder: IBView?, rootName: String? = nil) -> ScreenModel.View? {
        guard
            filter.isInstalled(view.id, stored: view.isInstalled, mask: "subviews", holder: holder)
        else { return nil }
        let entry = ViewKindTable.entry(view.kind)
        let overrides = filter.attributes(view.variations)
        let name: String?
        if let rootName {
            name = nil
            if let id = view.id { references[id] = .named(rootName) }
        } else {
            name = claimName(view.id, element: view.elementName, at: view.location)
            if let id = view.id, let name { references[id] = .named(name) }
        }
        let referenceName = rootName ?? name
        for guide in view.layoutGuides {
            guard let referenceName else { continue }
            switch guide.kind {
            case .safeArea: references[guide.id] = .named(referenceName, .safeArea)
            case .contentLayoutGuide: references[guide.id] = .named(referenceName, .contentLayoutGuide)
            case .frameLayoutGuide: references[guide.id] = .named(referenceName, .frameLayoutGuide)
            case .keyboard: unsupportedGuides[guide.id] = "the keyboard layout guide"
            }
        }
        var model = ScreenModel.View(
            kind(of: view, entry: entry, overrides: overrides), name: name,
            className: view.customClass ?? entry.className ?? (view.kind == .unknown ? view.elementName : nil),
            location: warnings.location(view.location))
        applyCommonSettings(of: view, overrides: overrides, entry: entry, to: &model)
        if let referenceName {
            storedFrames[referenceName] = model.frame
            userLabels[referenceName] = view.userLabel
            if view.customClass != nil, entry.layout == .plain, model.intrinsicContentSize == nil {
                customClassViews.insert(referenceName)
            }
        }
        holders.append(view)
        var children: [IBView] = []
        if let contentView = view.contentView { children.append(contentView) }
        for keyed in view.keyedViews where keyed.key != "contentView" {
            children.append(keyed)
        }
        model.subviews = (children + view.subviews).compactMap { map($0, holder: view) }
        if let placement = cellPlacement, let hostID = placement.hostID, hostID == view.id,
            let cell = place(placement)
        {
            model.subviews.append(cell)
        }
        return model
    }

    /// The names of a placed table row and of its content view, for the constraints that size
    /// them.
    private(set) var placedRow: (cell: String, contentView: String?)?
    /// The name of the placed cell.
    private(set) var placedName: String?

    /// The placement's cell, mapped. A table row is laid out by constraints (its table sizes
    /// it, and it may size itself): the row and, at run time, its content view stop translating
    /// their autoresizing masks (the canvas keeps the content view at its stored frame, where
    /// the accessory and the separator left it; a content view stored without a frame, as Xcode
    /// 6 saved some, is laid out as at run time). A collection item keeps its stored frame.
    func place(_ placement: CellPlacement) -> ScreenModel.View? {
        guard var cell = map(placement.cell, holder: nil) else { return nil }
        placedName = cell.name
        guard placement.isTableRow, let name = cell.name else {
            // The canvas draws a collection item at its stored frame, even one stored with
            // `translatesAutoresizingMaskIntoConstraints` off (the collection view sizes it at run time).
            if mode == .canvas { cell.translatesAutoresizingMaskIntoConstraints = true }
            return cell
        }
        if let setting = rowMarginsSetting {
            cell = CellContentMargins.applying(
                to: cell, of: placement.cell, width: setting.tableWidth, systemVersion: setting.systemVersion)
        }
        cell.translatesAutoresizingMaskIntoConstraints = false
        var contentName: String?
        if mode == .runtime || !storesContentFrame(of: placement.cell), placement.cell.contentView != nil,
            var contentView = cell.subviews.first
        {
            contentView.translatesAutoresizingMaskIntoConstraints = false
            contentName = contentView.name
            cell.subviews[0] = contentView
        }
        placedRow = (name, contentName)
        return cell
    }

    /// Whether `cell` stores its content view's frame as the canvas drew it. Xcode 6 left the
    /// content view at the template's 320 × 43 when a cell was resized, and drew it filling the
    /// cell, where the cell's subviews are stored (docs/interface-builder.md#canvas-mode).
    private func storesContentFrame(of cell: IBView) -> Bool {
        guard let frame = cell.contentView?.frame else { return false }
        guard content.systemVersion < 9, let cellFrame = cell.frame else { return true }
        let isTemplate = frame.width == 320 && frame.height == 43
        return !isTemplate || (cellFrame.width == 320 && cellFrame.height == 44)
    }

    private func kind(of view: IBView, entry: ViewKindTable.Entry, overrides: [String: String])
        -> ScreenModel.View.Kind
    {
        let font = filter.font(view.variations)
        switch entry.layout {
        case .plain: return .plain
        case .label: return .label(content.label(view, font: font))
        case .button: return .button(content.button(view, font: font))
        case .imageView: return .imageView(content.imageView(view))
        case .textField: return .textField(content.textField(view, font: font))
        case .toggle: return .switch(ScreenModel.Switch())
        case .activityIndicator: return .activityIndicator(content.activityIndicator(view))
        case .stackView:
            let (stack, rejected) = arrangement(of: view)
            for attribute in rejected {
                warnings.add(
                    view.elementName, view.location,
                    "a size-class variation of '\(view.id ?? view.elementName)' sets '\(attribute)' to "
                        + "'\(overrides[attribute] ?? "")', which is not a value of that setting")
            }
            return .stackView(content.stackView(view, stack: stack))
        case .scrollView: return .scrollView(content.scrollView(view))
        case .tableView: return .tableView(content.tableView(view))
        case .segmentedControl: return .segmentedControl(content.segmentedControl(view))
        case .slider: return .slider(content.slider(view))
        case .stepper: return .stepper(content.stepper(view))
        case .progressView: return .progressView(content.progressView(view))
        case .pageControl: return .pageControl(content.pageControl(view))
        case .searchBar: return .searchBar(content.searchBar(view))
        case .textView: return .textView(content.textView(view, font: font))
        case .datePicker: return .datePicker(content.datePicker(view))
        case .pickerView: return .pickerView
        case .visualEffectView: return .visualEffectView
        }
    }

    private func applyCommonSettings(
        of view: IBView, overrides: [String: String], entry: ViewKindTable.Entry, to model: inout ScreenModel.View
    ) {
        let frame = filter.frame(view.variations) ?? view.frame
        model.frame = frame.map { ScreenModel.Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        model.autoresizingMask = view.autoresizingMask.map(Self.autoresizingMask)
        model.translatesAutoresizingMaskIntoConstraints = view.translatesAutoresizingMaskIntoConstraints
        model.isHidden = overrides["hidden"].map { $0 == "YES" } ?? view.isHidden
        let applied = entry.layout == .stackView ? StackVariation.attributes.union(["hidden"]) : ["hidden"]
        for (attribute, _) in overrides.sorted(by: { $0.key < $1.key }) where !applied.contains(attribute) {
            warnings.add(
                view.elementName, view.location,
                "a size-class variation of '\(view.id ?? view.elementName)' sets '\(attribute)', which is not "
                    + "applied")
        }
        model.layoutMargins = view.layoutMargins.map(ContentMapping.insets)
        model.directionalLayoutMargins = view.directionalLayoutMargins.map {
            ScreenModel.DirectionalInsets(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing)
        }
        model.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        model.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
        model.layoutMarginsFollowReadableWidth = view.layoutMarginsFollowReadableWidth
        model.semanticContentAttribute = view.semanticContentAttribute.flatMap {
            ScreenModel.SemanticContentAttribute(rawValue: $0.rawValue)
        }
        let hugging = view.contentHuggingPriority
        let resistance = view.compressionResistancePriority
        if hugging.horizontal != nil || hugging.vertical != nil {
            model.contentHuggingPriority = ScreenModel.AxisPriorities(
                horizontal: hugging.horizontal, vertical: hugging.vertical)
        }
        if resistance.horizontal != nil || resistance.vertical != nil {
            model.contentCompressionResistancePriority = ScreenModel.AxisPriorities(
                horizontal: resistance.horizontal, vertical: resistance.vertical)
        }
        model.intrinsicContentSize = intrinsicSize(of: view, entry: entry, frame: frame)
    }

    /// A stand-in's size from the table; a placeholder size (`placeholderIntrinsicWidth` and
    /// `…Height`): at run time a custom class's (what its code measures), on the canvas any
    /// view's, as Interface Builder sizes it; with document content sizes, a content view's
    /// stored size, a segmented control's stored width, and a text view's stored size with
    /// scrolling off (it sizes itself to its text then, as a label does). Scroll views, tables
    /// and the standard controls keep no placeholder size.
    private func intrinsicSize(of view: IBView, entry: ViewKindTable.Entry, frame: IBRect?)
        -> ScreenModel.IntrinsicSize?
    {
        if contentSize == .document, entry.layout == .textView, view.control?.isScrollEnabled == false, let frame {
            return ScreenModel.IntrinsicSize(width: frame.width, height: frame.height)
        }
        func length(_ placeholder: PlaceholderIntrinsicDimension?, stored: Double?) -> Double? {
            switch placeholder {
            case .some(.points(let points)): points
            case .some(.none): nil
            case nil: stored
            }
        }
        // A segmented control's titles are set in a font we do not ship: with document content
        // sizes its stored width stands for their measure; its height stays the control's own.
        if contentSize == .document, entry.layout == .segmentedControl, let frame {
            return ScreenModel.IntrinsicSize(width: frame.width, height: nil)
        }
        // The standard controls measure themselves, custom subclasses too.
        guard !entry.layout.isStandardControl else { return nil }
        let hasContent = [.label, .button, .imageView, .textField].contains(entry.layout)
        if view.customClass != nil || mode == .canvas, entry.layout.takesPlaceholderSize,
            view.placeholderIntrinsicWidth != nil || view.placeholderIntrinsicHeight != nil
        {
            let keepsStored = hasContent || entry.standIn != nil
            return ScreenModel.IntrinsicSize(
                width: length(view.placeholderIntrinsicWidth, stored: keepsStored ? frame?.width : nil),
                height: length(view.placeholderIntrinsicHeight, stored: keepsStored ? frame?.height : nil))
        }
        if let (width, height) = entry.standIn {
            let size = ScreenModel.IntrinsicSize(
                width: width == .stored ? frame?.width : nil, height: height == .stored ? frame?.height : nil)
            return size.width == nil && size.height == nil ? nil : size
        }
        if contentSize == .document, hasContent, let frame {
            return ScreenModel.IntrinsicSize(width: frame.width, height: frame.height)
        }
        return nil
    }

    static func autoresizingMask(_ mask: AutoresizingMask) -> ScreenModel.AutoresizingMask {
        var result: ScreenModel.AutoresizingMask = []
        if mask.flexibleLeftMargin { result.insert(.flexibleLeftMargin) }
        if mask.flexibleWidth { result.insert(.flexibleWidth) }
        if mask.flexibleRightMargin { result.insert(.flexibleRightMargin) }
        if mask.flexibleTopMargin { result.insert(.flexibleTopMargin) }
        if mask.flexibleHeight { result.insert(.flexibleHeight) }
        if mask.flexibleBottomMargin { result.insert(.flexibleBottomMargin) }
        return result
    }

    // MARK: Constraints

    /// The constraints of every mapped view, in tree order: those installed for the traits,
    /// placeholders left out, with the variations' constants, multipliers and priorities.
    func constraints() -> [ScreenModel.Constraint] {
        holders.flatMap { holder in
            holder.constraints.compactMap { constraint($0, in: holder) }
        }
    }

    /// A stack view's arrangement for the traits: its stored settings with its size-class
    /// variations', and the variations' attributes whose values are not a setting's.
    private func arrangement(of stack: IBView) -> (stack: StackAttributes, rejected: [String]) {
        var arrangement = stack.stack ?? StackAttributes()
        let rejected = StackVariation.apply(filter.attributes(stack.variations), to: &arrangement)
        return (arrangement, rejected)
    }

    private func constraint(_ constraint: IBConstraint, in holder: IBView) -> ScreenModel.Constraint? {
        guard
            !constraint.isPlaceholder,
            filter.isInstalled(constraint.id, stored: constraint.isInstalled, mask: "constraints", holder: holder)
        else { return nil }
        let label = constraint.id.map { "'\($0)'" } ?? "at \(constraint.location)"
        guard let firstID = constraint.resolvedFirstItem, let first = reference(firstID, label, constraint) else {
            return nil
        }
        var second: ScreenModel.ItemReference?
        if let secondID = constraint.secondItem {
            guard let reference = reference(secondID, label, constraint) else { return nil }
            second = reference
        }
        var multiplier = constraint.multiplier
        var constant = constraint.constant
        var priority = constraint.priority
        for (attribute, value) in filter.attributes(constraint.variations).sorted(by: { $0.key < $1.key }) {
            switch (attribute, Double(value).flatMap { $0.isFinite ? $0 : nil }) {
            case ("constant", let number?): constant = number
            case ("multiplier", let number?): multiplier = number
            case ("priority", let number?): priority = Float(number)
            default:
                warnings.add(
                    "constraint", constraint.location,
                    "a size-class variation of constraint \(label) sets '\(attribute)' to '\(value)', which is not "
                        + "applied")
            }
        }
        return ScreenModel.Constraint(
            first, Self.attribute(constraint.firstAttribute), Self.relation(constraint.relation), second,
            constraint.secondAttribute.map(Self.attribute), multiplier: multiplier, constant: constant,
            priority: priority, identifier: constraint.identifier, location: warnings.location(constraint.location))
    }

    private func reference(_ id: String, _ label: String, _ constraint: IBConstraint) -> ScreenModel.ItemReference? {
        if let reference = references[id] { return reference }
        let what =
            unsupportedGuides[id].map { "\($0) '\(id)', which is not laid out" }
            ?? "'\(id)', which is not laid out in this unit (not installed for its size classes, or outside it)"
        warnings.add("constraint", constraint.location, "constraint \(label) refers to \(what); skipped")
        return nil
    }

    static func attribute(_ attribute: LayoutAttribute) -> ScreenModel.Attribute {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }

    static func relation(_ relation: LayoutRelation) -> ScreenModel.Constraint.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// A cell laid out in its table or collection view (a cell unit): the view it goes into,
/// added after that view's own subviews.
struct CellPlacement {
    /// The id of the table or collection view; nil for a cell placed by the unit itself.
    var hostID: String?
    var cell: IBView
    /// A table view cell (a row), rather than a collection view cell (an item).
    var isTableRow: Bool { cell.kind != .collectionViewCell && cell.kind != .collectionReusableView }
}
