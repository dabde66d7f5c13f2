import Foundation

/// The view classes with content: labels, buttons, text fields, image views, switches and
/// stack views.
@MainActor
enum TextViewClasses {
    static let all: [ViewClass] = [label, button, textField, imageView, toggle, stackView]

    static let label = ViewClass(
        name: "UILabel",
        keys: [
            "text", "font", "textColor", "numberOfLines", "textAlignment", "lineBreakMode", "preferredMaxLayoutWidth",
        ],
        make: { _ throws(SpecError) in UILabel() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let label = view as? UILabel else { return }
            if let node = mapping["font"] { label.font = try FontParser.font(node) }
            if let node = mapping["text"] { label.text = try node.string() }
            if let node = mapping["textColor"] { label.textColor = try ColorParser.color(node) }
            if let node = mapping["numberOfLines"] {
                let lines = try node.integer()
                guard lines >= 0 else { throw node.error("'numberOfLines' cannot be negative") }
                label.numberOfLines = lines
            }
            if let node = mapping["textAlignment"] { label.textAlignment = try alignment(node) }
            if let node = mapping["lineBreakMode"] {
                let name = try node.choice(lineBreakModes.map(\.0), kind: "line break mode")
                label.lineBreakMode = lineBreakModes.first { $0.0 == name }!.1
            }
            if let node = mapping["preferredMaxLayoutWidth"] { label.preferredMaxLayoutWidth = try node.number() }
        })

    static let alignments: [(String, NSTextAlignment)] = [
        ("left", .left), ("center", .center), ("right", .right), ("justified", .justified), ("natural", .natural),
    ]

    static func alignment(_ node: SpecNode) throws(SpecError) -> NSTextAlignment {
        let name = try node.choice(alignments.map(\.0), kind: "text alignment")
        return alignments.first { $0.0 == name }!.1
    }

    static let lineBreakModes: [(String, NSLineBreakMode)] = [
        ("byWordWrapping", .byWordWrapping), ("byCharWrapping", .byCharWrapping), ("byClipping", .byClipping),
        ("byTruncatingHead", .byTruncatingHead), ("byTruncatingTail", .byTruncatingTail),
        ("byTruncatingMiddle", .byTruncatingMiddle),
    ]

    static let button = ViewClass(
        name: "UIButton", keys: ["title", "font", "buttonType", "contentEdgeInsets", "image"],
        make: { mapping throws(SpecError) in
            let type = try mapping["buttonType"]?.choice(["system", "custom"], kind: "button type")
            return UIButton(type: type == "custom" ? .custom : .system)
        },
        configure: { view, mapping, _ throws(SpecError) in
            guard let button = view as? UIButton else { return }
            if let node = mapping["font"] { button.titleLabel?.font = try FontParser.font(node) }
            if let node = mapping["title"] { button.setTitle(try node.string(), for: .normal) }
            if let node = mapping["image"] { button.setImage(try image(node), for: .normal) }
            if let node = mapping["contentEdgeInsets"] { button.contentEdgeInsets = try node.insets() }
        })

    static let borderStyles: [(String, UITextField.BorderStyle)] = [
        ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
    ]

    static let textField = ViewClass(
        name: "UITextField", keys: ["text", "placeholder", "font", "textColor", "textAlignment", "borderStyle"],
        make: { _ throws(SpecError) in UITextField() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let field = view as? UITextField else { return }
            if let node = mapping["font"] { field.font = try FontParser.font(node) }
            if let node = mapping["text"] { field.text = try node.string() }
            if let node = mapping["placeholder"] { field.placeholder = try node.string() }
            if let node = mapping["textColor"] { field.textColor = try ColorParser.color(node) }
            if let node = mapping["textAlignment"] { field.textAlignment = try alignment(node) }
            if let node = mapping["borderStyle"] {
                let name = try node.choice(borderStyles.map(\.0), kind: "border style")
                field.borderStyle = borderStyles.first { $0.0 == name }!.1
            }
        })

    static let imageView = ViewClass(
        name: "UIImageView", keys: ["image"],
        make: { _ throws(SpecError) in UIImageView(image: nil) },
        configure: { view, mapping, _ throws(SpecError) in
            guard let imageView = view as? UIImageView, let node = mapping["image"] else { return }
            imageView.image = try image(node)
        })

    /// An image by its size in points, `[width, height]`: layout needs nothing else.
    static func image(_ node: SpecNode) throws(SpecError) -> UIImage {
        let size = try node.numbers(2)
        return UIImage(size: CGSize(width: size[0] ?? 0, height: size[1] ?? 0))
    }

    static let toggle = ViewClass(
        name: "UISwitch", keys: ["isOn"],
        make: { _ throws(SpecError) in UISwitch() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let toggle = view as? UISwitch, let node = mapping["isOn"] else { return }
            toggle.isOn = try node.bool()
        })

    static let distributions: [(String, UIStackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]

    static let stackAlignments: [(String, UIStackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline),
    ]

    /// A stack view's `subviews` are its arranged subviews.
    static let stackView = ViewClass(
        name: "UIStackView",
        keys: [
            "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
            "isBaselineRelativeArrangement",
        ],
        make: { _ throws(SpecError) in UIStackView(frame: .zero) },
        configure: { view, mapping, _ throws(SpecError) in
            guard let stack = view as? UIStackView else { return }
            if let node = mapping["axis"] {
                stack.axis =
                    try node.choice(["horizontal", "vertical"], kind: "axis") == "vertical" ? .vertical : .horizontal
            }
            if let node = mapping["distribution"] {
                let name = try node.choice(distributions.map(\.0), kind: "distribution")
                stack.distribution = distributions.first { $0.0 == name }!.1
            }
            if let node = mapping["alignment"] {
                let name = try node.choice(stackAlignments.map(\.0), kind: "stack alignment")
                stack.alignment = stackAlignments.first { $0.0 == name }!.1
            }
            if let node = mapping["spacing"] { stack.spacing = try node.number() }
            if let node = mapping["isLayoutMarginsRelativeArrangement"] {
                stack.isLayoutMarginsRelativeArrangement = try node.bool()
            }
            if let node = mapping["isBaselineRelativeArrangement"] {
                stack.isBaselineRelativeArrangement = try node.bool()
            }
        })
}

/// Fonts: a size (the system font), a text style name (`body`, `headline` …), or
/// `{size, weight, monospaced}`.
enum FontParser {
    static let styles: [(String, UIFont.TextStyle)] = [
        ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
    ]

    static let weights: [(String, UIFont.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    static func font(_ node: SpecNode) throws(SpecError) -> UIFont {
        switch node.node {
        case .mapping:
            let mapping = try node.mapping(["size", "weight", "monospaced"])
            let size = try mapping["size"]?.number() ?? 17
            var weight = UIFont.Weight.regular
            if let weightNode = mapping["weight"] {
                let name = try weightNode.choice(weights.map(\.0), kind: "font weight")
                weight = weights.first { $0.0 == name }!.1
            }
            if try mapping["monospaced"]?.bool() == true {
                return UIFont.monospacedSystemFont(ofSize: size, weight: weight)
            }
            return UIFont.systemFont(ofSize: size, weight: weight)
        default:
            if case .scalar(let scalar) = node.node, scalar.style == .plain, node.node.float != nil {
                return UIFont.systemFont(ofSize: try node.number())
            }
            let name = try node.choice(styles.map(\.0), kind: "text style")
            return UIFont.preferredFont(forTextStyle: styles.first { $0.0 == name }!.1)
        }
    }
}
