extension ScreenModel {
    /// A label's text and how it is set.
    public struct Label: Equatable, Sendable {
        public var text: String?
        public var font: Font?
        public var textColor: Color?
        public var numberOfLines: Int?
        public var textAlignment: TextAlignment?
        public var lineBreakMode: LineBreakMode?
        public var preferredMaxLayoutWidth: Double?

        public init(
            text: String? = nil, font: Font? = nil, textColor: Color? = nil, numberOfLines: Int? = nil,
            textAlignment: TextAlignment? = nil, lineBreakMode: LineBreakMode? = nil,
            preferredMaxLayoutWidth: Double? = nil
        ) {
            self.text = text
            self.font = font
            self.textColor = textColor
            self.numberOfLines = numberOfLines
            self.textAlignment = textAlignment
            self.lineBreakMode = lineBreakMode
            self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        }
    }

    /// A button's title, image and insets.
    public struct Button: Equatable, Sendable {
        public enum ButtonType: String, CaseIterable, Codable, Sendable {
            case system, custom
        }

        public var buttonType: ButtonType?
        public var title: String?
        public var font: Font?
        /// An image of this size (layout needs nothing else).
        public var image: Size?
        public var contentEdgeInsets: Insets?

        public init(
            buttonType: ButtonType? = nil, title: String? = nil, font: Font? = nil, image: Size? = nil,
            contentEdgeInsets: Insets? = nil
        ) {
            self.buttonType = buttonType
            self.title = title
            self.font = font
            self.image = image
            self.contentEdgeInsets = contentEdgeInsets
        }
    }

    /// A text field's text and look.
    public struct TextField: Equatable, Sendable {
        public enum BorderStyle: String, CaseIterable, Codable, Sendable {
            case none, line, bezel, roundedRect
        }

        public var text: String?
        public var placeholder: String?
        public var font: Font?
        public var textColor: Color?
        public var textAlignment: TextAlignment?
        public var borderStyle: BorderStyle?

        public init(
            text: String? = nil, placeholder: String? = nil, font: Font? = nil, textColor: Color? = nil,
            textAlignment: TextAlignment? = nil, borderStyle: BorderStyle? = nil
        ) {
            self.text = text
            self.placeholder = placeholder
            self.font = font
            self.textColor = textColor
            self.textAlignment = textAlignment
            self.borderStyle = borderStyle
        }
    }

    /// An image view's image, by its size.
    public struct ImageView: Equatable, Sendable {
        public var image: Size?

        public init(image: Size? = nil) {
            self.image = image
        }
    }

    /// A switch (always 51 × 31).
    public struct Switch: Equatable, Sendable {
        public var isOn: Bool?

        public init(isOn: Bool? = nil) {
            self.isOn = isOn
        }
    }

    /// An activity indicator's style (20 × 20 medium, 37 × 37 large).
    public struct ActivityIndicator: Equatable, Sendable {
        public enum Style: String, CaseIterable, Codable, Sendable {
            case medium, large
        }

        public var style: Style?

        public init(style: Style? = nil) {
            self.style = style
        }
    }

    /// How a stack view arranges its subviews.
    public struct StackView: Equatable, Sendable {
        public enum Axis: String, CaseIterable, Codable, Sendable {
            case horizontal, vertical
        }

        public enum Distribution: String, CaseIterable, Codable, Sendable {
            case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
        }

        /// UIKit's alignments; `top` is `leading` and `bottom` is `trailing`, kept as written.
        public enum Alignment: String, CaseIterable, Codable, Sendable {
            case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
        }

        public var axis: Axis?
        public var distribution: Distribution?
        public var alignment: Alignment?
        public var spacing: Double?
        public var isLayoutMarginsRelativeArrangement: Bool?
        public var isBaselineRelativeArrangement: Bool?

        public init(
            axis: Axis? = nil, distribution: Distribution? = nil, alignment: Alignment? = nil, spacing: Double? = nil,
            isLayoutMarginsRelativeArrangement: Bool? = nil, isBaselineRelativeArrangement: Bool? = nil
        ) {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
            self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        }
    }

    /// UIKit's text alignments.
    public enum TextAlignment: String, CaseIterable, Codable, Sendable {
        case left, center, right, justified, natural
    }

    /// UIKit's line break modes.
    public enum LineBreakMode: String, CaseIterable, Codable, Sendable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }
}
