import InterfaceBuilder

/// What a view's kind adds, as the screen model's classes have it: text and fonts, button
/// titles, images and insets, stack arrangement, scroll insets, table styles.
struct ContentMapping {
    let resources: IBResources
    let warnings: MappingWarnings
    /// Whether text is measured (fonts matter) or sizes come from the document.
    let measuresContent: Bool
    /// The iOS version the unit is laid out for (UnitSetting's).
    let systemVersion: Double

    /// The insets a button configuration has when the document stores none (UIKit's medium
    /// size: 7 above and below, 12 at the sides).
    static let configurationInsets = ScreenModel.Insets(top: 7, left: 12, bottom: 7, right: 12)

    func label(_ view: IBView, font variationFont: FontDescription?) -> ScreenModel.Label {
        let text = view.text
        return ScreenModel.Label(
            text: text?.text, font: font(variationFont ?? text?.font, of: view),
            numberOfLines: text?.numberOfLines, textAlignment: text?.alignment.map(Self.alignment),
            lineBreakMode: text?.lineBreakMode.map(Self.lineBreakMode),
            preferredMaxLayoutWidth: text?.preferredMaxLayoutWidth)
    }

    func textField(_ view: IBView, font variationFont: FontDescription?) -> ScreenModel.TextField {
        let text = view.text
        return ScreenModel.TextField(
            text: text?.text, placeholder: text?.placeholder, font: font(variationFont ?? text?.font, of: view),
            textAlignment: text?.alignment.map(Self.alignment), borderStyle: text?.borderStyle.map(Self.borderStyle))
    }

    /// A classic button from its normal state; a configuration-based one from its
    /// configuration: the title in the configuration's font (when it has none, the 14-point
    /// system font on iOS 15, the body style from iOS 16: see ``defaultConfigurationTitleFont``),
    /// the image, and the content insets with the image padding added where the image meets the
    /// title.
    func button(_ view: IBView, font variationFont: FontDescription?) -> ScreenModel.Button {
        let attributes = view.button ?? ButtonAttributes()
        let type: ScreenModel.Button.ButtonType = attributes.type == .custom ? .custom : .system
        let image = attributes.image.flatMap { imageSize($0, of: view) }
        guard let configuration = attributes.configuration else {
            return ScreenModel.Button(
                buttonType: type, title: attributes.title, font: font(variationFont ?? view.text?.font, of: view),
                image: image, contentEdgeInsets: attributes.contentEdgeInsets.map(Self.insets))
        }
        if configuration.subtitle != nil {
            warnings.add(
                view.elementName, view.location,
                "the subtitle of button '\(view.id ?? "")' is not laid out; the button is measured by its title")
        }
        if let size = configuration.buttonSize, size != "medium" {
            warnings.add(
                view.elementName, view.location,
                "button size '\(size)' of button '\(view.id ?? "")' is laid out with the medium size's insets")
        }
        var insets =
            configuration.contentInsets.map {
                ScreenModel.Insets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing)
            } ?? Self.configurationInsets
        if image != nil, configuration.title?.isEmpty == false, let padding = configuration.imagePadding {
            switch configuration.imagePlacement {
            case "top", "bottom": insets.bottom += padding
            default: insets.right += padding
            }
        }
        let titleFont = variationFont ?? configuration.titleFont
        return ScreenModel.Button(
            buttonType: type, title: configuration.title,
            font: titleFont == nil ? defaultConfigurationTitleFont : font(titleFont, of: view), image: image,
            contentEdgeInsets: insets)
    }

    /// The title font of a button configuration that names none. Xcode 13 (iOS 15) stores such
    /// buttons 31 points tall and, titled "Button", 67 wide: a 14-point line (17 on the grid) and
    /// a 43-point title inside the medium size's insets of 7 and 12, where a classic button's
    /// 15-point "Button" is stored 46 wide; Xcode 14 and later store them 34.333 tall on 3×
    /// screens and 75 wide, the body style (docs/interface-builder.md, "Views").
    var defaultConfigurationTitleFont: ScreenModel.Font {
        systemVersion < 16 ? .system(size: 14, weight: nil, monospaced: nil) : .textStyle(.body)
    }

    func imageView(_ view: IBView) -> ScreenModel.ImageView {
        ScreenModel.ImageView(image: view.image.flatMap { imageSize($0, of: view) })
    }

    /// A stack view's arrangement. One whose layout margins the document stores (Interface
    /// Builder's Layout Margins set to Fixed or Language Directional, which writes no attribute of
    /// its own) arranges its views inside them: the stored frames of such stacks lie within
    /// their margins.
    /// `view`'s arrangement: `stack`, its stored settings with the size class's variations.
    func stackView(_ view: IBView, stack: StackAttributes) -> ScreenModel.StackView {
        let storesMargins = view.layoutMargins != nil || view.directionalLayoutMargins != nil
        return ScreenModel.StackView(
            axis: stack.axis == .vertical ? .vertical : .horizontal,
            distribution: ScreenModel.StackView.Distribution(rawValue: stack.distribution.rawValue),
            alignment: ScreenModel.StackView.Alignment(rawValue: stack.alignment.rawValue),
            spacing: stack.usesStandardSpacing ? ScreenModel.StackView.systemSpacing : stack.spacing,
            isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement || storesMargins,
            isBaselineRelativeArrangement: stack.isBaselineRelativeArrangement)
    }

    func scrollView(_ view: IBView) -> ScreenModel.ScrollView {
        ScreenModel.ScrollView(
            contentInset: view.scroll?.contentInset.map(Self.insets),
            contentInsetAdjustmentBehavior: view.scroll?.contentInsetAdjustmentBehavior.flatMap {
                ScreenModel.ContentInsetAdjustmentBehavior(rawValue: $0.rawValue)
            })
    }

    func tableView(_ view: IBView) -> ScreenModel.TableView {
        ScreenModel.TableView(
            scrollView: scrollView(view),
            style: view.table?.style.flatMap { ScreenModel.TableView.Style(rawValue: $0.rawValue) })
    }

    func activityIndicator(_ view: IBView) -> ScreenModel.ActivityIndicator {
        ScreenModel.ActivityIndicator(style: view.activityIndicatorStyle?.isLarge == true ? .large : nil)
    }

    // MARK: Fonts and images

    /// The font a description stands for: the system font (bold for `boldSystem`; italic is
    /// measured upright) of its size and weight, or a text style. A named font is measured as
    /// the system font of its size, with a warning when content is measured.
    func font(_ description: FontDescription?, of view: IBView) -> ScreenModel.Font? {
        guard let description else { return nil }
        if let style = description.textStyle {
            if let textStyle = Self.textStyles[style] { return .textStyle(textStyle) }
            warnings.add(
                "fontDescription", view.location,
                "unknown text style '\(style)' of '\(view.id ?? view.elementName)'; measured as the body style")
            return .textStyle(.body)
        }
        let size = description.pointSize ?? 17
        if description.name != nil || description.family != nil {
            if measuresContent {
                let name = description.name ?? description.family ?? ""
                warnings.add(
                    "fontDescription", view.location,
                    "font '\(name)' of '\(view.id ?? view.elementName)' is not available; measured as the system "
                        + "font of \(Self.number(size)) points")
            }
            return .size(size)
        }
        var weight = description.weight.flatMap { ScreenModel.Font.Weight(rawValue: $0.rawValue) }
        if description.type == .boldSystem { weight = .bold }
        guard let weight, weight != .regular else { return .size(size) }
        return .system(size: size, weight: weight, monospaced: nil)
    }

    /// An image's size in points: a catalog image's from the document's resources, a system
    /// symbol's as OpenUIKit draws symbols by default (the resources record a symbol's design
    /// size, not the size it is shown at).
    func imageSize(_ image: ImageReference, of view: IBView) -> ScreenModel.Size? {
        let resource = resources.image(named: image.name)
        if image.isSystemImage || resource?.isSystemImage == true {
            return ScreenModel.Size(
                width: Double(UIImage.defaultSymbolSize.width), height: Double(UIImage.defaultSymbolSize.height))
        }
        guard let width = resource?.width, let height = resource?.height else {
            warnings.add(
                view.elementName, view.location,
                "image '\(image.name)' has no size in the document's resources; '\(view.id ?? view.elementName)' "
                    + "is laid out without it")
            return nil
        }
        return ScreenModel.Size(width: width, height: height)
    }

    // MARK: Values

    static let textStyles: [String: ScreenModel.Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]

    static func alignment(_ alignment: TextAlignment) -> ScreenModel.TextAlignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    static func lineBreakMode(_ mode: LineBreakMode) -> ScreenModel.LineBreakMode {
        switch mode {
        case .wordWrap: .byWordWrapping
        case .characterWrap: .byCharWrapping
        case .clip: .byClipping
        case .headTruncation: .byTruncatingHead
        case .tailTruncation: .byTruncatingTail
        case .middleTruncation: .byTruncatingMiddle
        }
    }

    static func borderStyle(_ style: TextBorderStyle) -> ScreenModel.TextField.BorderStyle {
        switch style {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
    }

    static func insets(_ insets: EdgeInsets) -> ScreenModel.Insets {
        ScreenModel.Insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// `17` rather than `17.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
