import Foundation

/// What each view class adds: scroll and table views, labels, buttons, text fields, image views,
/// switches, activity indicators (their style is set when they are made) and stack views.
extension ViewTreeBuilder {
    func configure(_ kind: ScreenModel.View.Kind, of view: UIView, at location: SourceLocation?) throws(SpecError) {
        switch kind {
        case .plain: break
        case .scrollView(let settings):
            guard let scrollView = view as? UIScrollView else { return }
            ViewSettings.apply(settings, to: scrollView)
        case .tableView(let table):
            guard let tableView = view as? UITableView else { return }
            ViewSettings.apply(table.scrollView, to: tableView)
            try attachRows(table.rows, to: tableView)
        case .label(let settings):
            guard let label = view as? UILabel else { return }
            if let font = settings.font { label.font = ViewSettings.font(font) }
            if let text = settings.text { label.text = text }
            if let color = settings.textColor { label.textColor = try uiColor(color, at: location) }
            if let lines = settings.numberOfLines { label.numberOfLines = lines }
            if let alignment = settings.textAlignment { label.textAlignment = ViewSettings.alignment(alignment) }
            if let mode = settings.lineBreakMode { label.lineBreakMode = ViewSettings.lineBreakMode(mode) }
            if let width = settings.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = width }
        case .button(let settings):
            guard let button = view as? UIButton else { return }
            if let font = settings.font { button.titleLabel?.font = ViewSettings.font(font) }
            if let title = settings.title { button.setTitle(title, for: .normal) }
            if let image = settings.image {
                button.setImage(UIImage(size: CGSize(width: image.width, height: image.height)), for: .normal)
            }
            if let insets = settings.contentEdgeInsets { button.contentEdgeInsets = ViewSettings.insets(insets) }
        case .textField(let settings):
            guard let field = view as? UITextField else { return }
            if let font = settings.font { field.font = ViewSettings.font(font) }
            if let text = settings.text { field.text = text }
            if let placeholder = settings.placeholder { field.placeholder = placeholder }
            if let color = settings.textColor { field.textColor = try uiColor(color, at: location) }
            if let alignment = settings.textAlignment { field.textAlignment = ViewSettings.alignment(alignment) }
            if let style = settings.borderStyle { field.borderStyle = ViewSettings.borderStyle(style) }
        case .imageView(let settings):
            guard let imageView = view as? UIImageView, let image = settings.image else { return }
            imageView.image = UIImage(size: CGSize(width: image.width, height: image.height))
        case .switch(let settings):
            guard let toggle = view as? UISwitch, let isOn = settings.isOn else { return }
            toggle.isOn = isOn
        case .activityIndicator: break
        case .stackView(let settings):
            guard let stack = view as? UIStackView else { return }
            ViewSettings.apply(settings, to: stack)
        default: configureControl(kind, of: view)
        }
    }
}

extension ScreenModel.ActivityIndicator.Style? {
    /// UIKit's style; medium when not set.
    @MainActor var uiStyle: UIActivityIndicatorView.Style { self == .large ? .large : .medium }
}

/// The model's values as UIKit's.
@MainActor
enum ViewSettings {
    static func insets(_ insets: ScreenModel.Insets) -> UIEdgeInsets {
        UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    static func autoresizingMask(_ mask: ScreenModel.AutoresizingMask) -> UIView.AutoresizingMask {
        let flags: [(ScreenModel.AutoresizingMask, UIView.AutoresizingMask)] = [
            (.flexibleLeftMargin, .flexibleLeftMargin), (.flexibleWidth, .flexibleWidth),
            (.flexibleRightMargin, .flexibleRightMargin), (.flexibleTopMargin, .flexibleTopMargin),
            (.flexibleHeight, .flexibleHeight), (.flexibleBottomMargin, .flexibleBottomMargin),
        ]
        var result: UIView.AutoresizingMask = []
        for (flag, uiFlag) in flags where mask.contains(flag) { result.insert(uiFlag) }
        return result
    }

    static func semanticContentAttribute(_ attribute: ScreenModel.SemanticContentAttribute)
        -> UISemanticContentAttribute
    {
        switch attribute {
        case .unspecified: .unspecified
        case .playback: .playback
        case .spatial: .spatial
        case .forceLeftToRight: .forceLeftToRight
        case .forceRightToLeft: .forceRightToLeft
        }
    }

    static func tableStyle(_ style: ScreenModel.TableView.Style?) -> UITableView.Style {
        switch style {
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .plain, nil: .plain
        }
    }

    static func apply(_ settings: ScreenModel.ScrollView, to scrollView: UIScrollView) {
        if let behavior = settings.contentInsetAdjustmentBehavior {
            scrollView.contentInsetAdjustmentBehavior =
                switch behavior {
                case .automatic: .automatic
                case .scrollableAxes: .scrollableAxes
                case .never: .never
                case .always: .always
                }
        }
        if let inset = settings.contentInset { scrollView.contentInset = insets(inset) }
        if let size = settings.contentSize { scrollView.contentSize = CGSize(width: size.width, height: size.height) }
        if let offset = settings.contentOffset { scrollView.contentOffset = CGPoint(x: offset.x, y: offset.y) }
        if let bounces = settings.alwaysBounceVertical { scrollView.alwaysBounceVertical = bounces }
        if let bounces = settings.alwaysBounceHorizontal { scrollView.alwaysBounceHorizontal = bounces }
    }

    static func font(_ font: ScreenModel.Font) -> UIFont {
        switch font {
        case .size(let size):
            return UIFont.systemFont(ofSize: size)
        case .textStyle(let style):
            let styles: [ScreenModel.Font.TextStyle: UIFont.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote,
                .caption1: .caption1, .caption2: .caption2,
            ]
            return UIFont.preferredFont(forTextStyle: styles[style]!)
        case .system(let size, let weightName, let monospaced):
            let weights: [ScreenModel.Font.Weight: UIFont.Weight] = [
                .ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular, .medium: .medium,
                .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black,
            ]
            let weight = weightName.map { weights[$0]! } ?? .regular
            if monospaced == true { return UIFont.monospacedSystemFont(ofSize: size ?? 17, weight: weight) }
            return UIFont.systemFont(ofSize: size ?? 17, weight: weight)
        }
    }

    static func alignment(_ alignment: ScreenModel.TextAlignment) -> NSTextAlignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    static func lineBreakMode(_ mode: ScreenModel.LineBreakMode) -> NSLineBreakMode {
        switch mode {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }

    static func borderStyle(_ style: ScreenModel.TextField.BorderStyle) -> UITextField.BorderStyle {
        switch style {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
    }

    static func apply(_ settings: ScreenModel.StackView, to stack: UIStackView) {
        if let axis = settings.axis { stack.axis = axis == .vertical ? .vertical : .horizontal }
        if let distribution = settings.distribution {
            stack.distribution =
                switch distribution {
                case .fill: .fill
                case .fillEqually: .fillEqually
                case .fillProportionally: .fillProportionally
                case .equalSpacing: .equalSpacing
                case .equalCentering: .equalCentering
                }
        }
        if let alignment = settings.alignment {
            stack.alignment =
                switch alignment {
                case .fill: .fill
                case .leading, .top: .leading
                case .firstBaseline: .firstBaseline
                case .center: .center
                case .trailing, .bottom: .trailing
                case .lastBaseline: .lastBaseline
                }
        }
        if let spacing = settings.spacing { stack.spacing = spacing }
        if let relative = settings.isLayoutMarginsRelativeArrangement {
            stack.isLayoutMarginsRelativeArrangement = relative
        }
        if let relative = settings.isBaselineRelativeArrangement { stack.isBaselineRelativeArrangement = relative }
    }
}
