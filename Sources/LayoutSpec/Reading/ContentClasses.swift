/// The view classes with content: labels, buttons, text fields, image views, switches,
/// activity indicators and stack views.
enum ContentClasses {
    static let all: [ViewClass] = [label, button, textField, imageView, toggle, activityIndicator, stackView]

    static let label = ViewClass(
        name: "UILabel",
        keys: [
            "text", "font", "textColor", "numberOfLines", "textAlignment", "lineBreakMode", "preferredMaxLayoutWidth",
        ],
        readKind: { _ throws(SpecError) in .label(ScreenModel.Label()) },
        configure: { kind, mapping, _ throws(SpecError) in
            var label = ScreenModel.Label()
            label.font = try mapping["font"]?.font()
            label.text = try mapping["text"]?.string()
            label.textColor = try mapping["textColor"]?.color()
            if let node = mapping["numberOfLines"] {
                let lines = try node.integer()
                guard lines >= 0 else { throw node.error("'numberOfLines' cannot be negative") }
                label.numberOfLines = lines
            }
            label.textAlignment = try mapping["textAlignment"]?.choice(
                ScreenModel.TextAlignment.self, kind: "text alignment")
            label.lineBreakMode = try mapping["lineBreakMode"]?.choice(
                ScreenModel.LineBreakMode.self, kind: "line break mode")
            label.preferredMaxLayoutWidth = try mapping["preferredMaxLayoutWidth"]?.number()
            kind = .label(label)
        })

    static let button = ViewClass(
        name: "UIButton", keys: ["title", "font", "buttonType", "contentEdgeInsets", "image"],
        readKind: { mapping throws(SpecError) in
            let type = try mapping["buttonType"]?.choice(ScreenModel.Button.ButtonType.self, kind: "button type")
            return .button(ScreenModel.Button(buttonType: type))
        },
        configure: { kind, mapping, _ throws(SpecError) in
            guard case .button(var button) = kind else { return }
            button.font = try mapping["font"]?.font()
            button.title = try mapping["title"]?.string()
            button.image = try mapping["image"]?.image()
            button.contentEdgeInsets = try mapping["contentEdgeInsets"]?.insets()
            kind = .button(button)
        })

    static let textField = ViewClass(
        name: "UITextField", keys: ["text", "placeholder", "font", "textColor", "textAlignment", "borderStyle"],
        readKind: { _ throws(SpecError) in .textField(ScreenModel.TextField()) },
        configure: { kind, mapping, _ throws(SpecError) in
            var field = ScreenModel.TextField()
            field.font = try mapping["font"]?.font()
            field.text = try mapping["text"]?.string()
            field.placeholder = try mapping["placeholder"]?.string()
            field.textColor = try mapping["textColor"]?.color()
            field.textAlignment = try mapping["textAlignment"]?.choice(
                ScreenModel.TextAlignment.self, kind: "text alignment")
            field.borderStyle = try mapping["borderStyle"]?.choice(
                ScreenModel.TextField.BorderStyle.self, kind: "border style")
            kind = .textField(field)
        })

    static let imageView = ViewClass(
        name: "UIImageView", keys: ["image"],
        readKind: { _ throws(SpecError) in .imageView(ScreenModel.ImageView()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .imageView(ScreenModel.ImageView(image: try mapping["image"]?.image()))
        })

    static let toggle = ViewClass(
        name: "UISwitch", keys: ["isOn"],
        readKind: { _ throws(SpecError) in .switch(ScreenModel.Switch()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .switch(ScreenModel.Switch(isOn: try mapping["isOn"]?.bool()))
        })

    static let activityIndicator = ViewClass(
        name: "UIActivityIndicatorView", keys: ["style"],
        readKind: { _ throws(SpecError) in .activityIndicator(ScreenModel.ActivityIndicator()) },
        configure: { kind, mapping, _ throws(SpecError) in
            let style = try mapping["style"]?.choice(
                ScreenModel.ActivityIndicator.Style.self, kind: "activity indicator style")
            kind = .activityIndicator(ScreenModel.ActivityIndicator(style: style))
        })

    /// A stack view's `subviews` are its arranged subviews.
    static let stackView = ViewClass(
        name: "UIStackView",
        keys: [
            "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
            "isBaselineRelativeArrangement",
        ],
        readKind: { _ throws(SpecError) in .stackView(ScreenModel.StackView()) },
        configure: { kind, mapping, _ throws(SpecError) in
            var stack = ScreenModel.StackView()
            stack.axis = try mapping["axis"]?.choice(ScreenModel.StackView.Axis.self, kind: "axis")
            stack.distribution = try mapping["distribution"]?.choice(
                ScreenModel.StackView.Distribution.self, kind: "distribution")
            stack.alignment = try mapping["alignment"]?.choice(
                ScreenModel.StackView.Alignment.self, kind: "stack alignment")
            if let spacing = mapping["spacing"] {
                stack.spacing =
                    (try? spacing.string()) == "system" ? ScreenModel.StackView.systemSpacing : try spacing.number()
            }
            stack.isLayoutMarginsRelativeArrangement = try mapping["isLayoutMarginsRelativeArrangement"]?.bool()
            stack.isBaselineRelativeArrangement = try mapping["isBaselineRelativeArrangement"]?.bool()
            kind = .stackView(stack)
        })
}
