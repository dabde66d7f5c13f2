extension ScreenModel.View: Encodable {
    /// A view mapping of the spec format; its SnapKit lines are listed under its name.
    public func encode(to encoder: Encoder) throws {
        try encode(to: encoder, as: .named)
    }

    /// How a view is written: with its own name, or as a controller's root view.
    enum Role {
        case named
        /// The root view of the controller of this name (nil: unnamed); a table view
        /// controller's root view leaves out its class.
        case root(controllerName: String?, isTable: Bool)
    }

    func encode(to encoder: Encoder, as role: Role) throws {
        if let className {
            throw encoder.unwritable(self, "the spec format has no key for a view's class name '\(className)'")
        }
        if intrinsicContentSize != nil, kind != .plain {
            throw encoder.unwritable(self, "the spec format gives 'intrinsicContentSize' to plain views only")
        }
        var container = encoder.container(keyedBy: SpecKey.self)
        var snapKitName = name
        switch role {
        case .named:
            if kind != .plain { try container.encode(kind.className, forKey: "class") }
            try container.write(name, "name")
        case .root(let controllerName, let isTable):
            if !isTable, kind != .plain { try container.encode(kind.className, forKey: "class") }
            if name != nil { throw encoder.unwritable(self, "a controller's root view is named by its controller") }
            snapKitName = controllerName
        }
        try container.write(color, "color")
        try container.write(frame, "frame")
        try container.write(autoresizingMask, "autoresizingMask")
        try container.write(translatesAutoresizingMaskIntoConstraints, "translatesAutoresizingMaskIntoConstraints")
        try container.write(isHidden, "isHidden")
        try container.write(layoutMargins, "layoutMargins")
        try container.write(directionalLayoutMargins, "directionalLayoutMargins")
        try container.write(preservesSuperviewLayoutMargins, "preservesSuperviewLayoutMargins")
        try container.write(insetsLayoutMarginsFromSafeArea, "insetsLayoutMarginsFromSafeArea")
        try container.write(layoutMarginsFollowReadableWidth, "layoutMarginsFollowReadableWidth")
        try container.write(semanticContentAttribute, "semanticContentAttribute")
        try container.write(intrinsicContentSize, "intrinsicContentSize")
        try container.write(contentHuggingPriority, "contentHuggingPriority")
        try container.write(contentCompressionResistancePriority, "contentCompressionResistancePriority")
        try kind.encodeProperties(to: &container)
        try container.write(list: guides, "guides")
        try container.write(list: subviews, "subviews")
        if !snapKit.isEmpty {
            guard let snapKitName else {
                throw encoder.unwritable(self, "SnapKit lines are listed under their view's name; this view has none")
            }
            try container.encode([snapKitName: snapKit], forKey: "snapKit")
        }
    }
}

extension ScreenModel.View.Kind {
    /// The keys only this class has.
    func encodeProperties(to container: inout KeyedEncodingContainer<SpecKey>) throws {
        switch self {
        case .plain: break
        case .scrollView(let scrollView): try scrollView.encodeProperties(to: &container)
        case .tableView(let table):
            try table.scrollView.encodeProperties(to: &container)
            try container.write(table.style, "style")
            try container.write(table.rows, "rows")
        case .label(let label):
            try container.write(label.text, "text")
            try container.write(label.font, "font")
            try container.write(label.textColor, "textColor")
            try container.write(label.numberOfLines, "numberOfLines")
            try container.write(label.textAlignment, "textAlignment")
            try container.write(label.lineBreakMode, "lineBreakMode")
            try container.write(label.preferredMaxLayoutWidth, "preferredMaxLayoutWidth")
        case .button(let button):
            try container.write(button.buttonType, "buttonType")
            try container.write(button.title, "title")
            try container.write(button.font, "font")
            try container.write(button.image, "image")
            try container.write(button.contentEdgeInsets, "contentEdgeInsets")
        case .textField(let field):
            try container.write(field.text, "text")
            try container.write(field.placeholder, "placeholder")
            try container.write(field.font, "font")
            try container.write(field.textColor, "textColor")
            try container.write(field.textAlignment, "textAlignment")
            try container.write(field.borderStyle, "borderStyle")
        case .imageView(let imageView):
            try container.write(imageView.image, "image")
        case .switch(let toggle):
            try container.write(toggle.isOn, "isOn")
        case .activityIndicator(let indicator):
            try container.write(indicator.style, "style")
        case .stackView(let stack):
            try container.write(stack.axis, "axis")
            try container.write(stack.distribution, "distribution")
            try container.write(stack.alignment, "alignment")
            if stack.spacing == ScreenModel.StackView.systemSpacing {
                try container.write("system", "spacing")
            } else {
                try container.write(stack.spacing, "spacing")
            }
            try container.write(stack.isLayoutMarginsRelativeArrangement, "isLayoutMarginsRelativeArrangement")
            try container.write(stack.isBaselineRelativeArrangement, "isBaselineRelativeArrangement")
        case .segmentedControl(let control):
            try container.write(list: control.segments, "segments")
            try container.write(control.selectedSegmentIndex, "selectedSegmentIndex")
            try container.write(control.apportionsSegmentWidthsByContent, "apportionsSegmentWidthsByContent")
        case .slider(let slider):
            try container.write(slider.value, "value")
            try container.write(slider.minimumValue, "minimumValue")
            try container.write(slider.maximumValue, "maximumValue")
        case .stepper(let stepper):
            try container.write(stepper.value, "value")
            try container.write(stepper.minimumValue, "minimumValue")
            try container.write(stepper.maximumValue, "maximumValue")
            try container.write(stepper.stepValue, "stepValue")
        case .progressView(let progress):
            try container.write(progress.style, "progressViewStyle")
            try container.write(progress.progress, "progress")
        case .pageControl(let pages):
            try container.write(pages.numberOfPages, "numberOfPages")
            try container.write(pages.currentPage, "currentPage")
            try container.write(pages.hidesForSinglePage, "hidesForSinglePage")
        case .searchBar(let searchBar):
            try container.write(searchBar.style, "searchBarStyle")
            try container.write(searchBar.placeholder, "placeholder")
            try container.write(searchBar.text, "text")
        case .textView(let textView):
            try textView.scrollView.encodeProperties(to: &container)
            try container.write(textView.text, "text")
            try container.write(textView.font, "font")
            try container.write(textView.isScrollEnabled, "isScrollEnabled")
        case .datePicker(let picker):
            try container.write(picker.mode, "datePickerMode")
            try container.write(picker.preferredStyle, "preferredDatePickerStyle")
        case .pickerView, .visualEffectView: break
        }
    }
}

extension ScreenModel.ScrollView {
    func encodeProperties(to container: inout KeyedEncodingContainer<SpecKey>) throws {
        try container.write(contentInset, "contentInset")
        try container.write(contentInsetAdjustmentBehavior, "contentInsetAdjustmentBehavior")
        try container.write(contentSize, "contentSize")
        try container.write(contentOffset, "contentOffset")
        try container.write(alwaysBounceVertical, "alwaysBounceVertical")
        try container.write(alwaysBounceHorizontal, "alwaysBounceHorizontal")
    }
}

extension ScreenModel.TableRows: Encodable {
    /// `{count, height, cell, content}`; a self-sizing height is `automatic`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.write(count, "count")
        switch height {
        case .points(let points): try container.write(points, "height")
        case .automatic: try container.encode("automatic", forKey: "height")
        case nil: break
        }
        try container.write(cell, "cell")
        try container.write(list: content, "content")
    }
}

extension ScreenModel.RowContent: Encodable {
    /// `{label: text, …}`, the labels in name order.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        for name in texts.keys.sorted() { try container.encode(texts[name], forKey: SpecKey(stringValue: name)) }
    }
}

extension ScreenModel.Cell: Encodable {
    /// `{color, subviews, constraints, visualFormat, snapKit}`; the content view's SnapKit
    /// lines are listed under `contentView`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SpecKey.self)
        try container.write(color, "color")
        try container.write(list: subviews, "subviews")
        try container.write(list: constraints, "constraints")
        try container.write(list: visualFormats, "visualFormat")
        if !snapKit.isEmpty { try container.encode(["contentView": snapKit], forKey: "snapKit") }
    }
}
