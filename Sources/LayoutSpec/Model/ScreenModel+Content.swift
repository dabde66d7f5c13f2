extension ScreenModel {
    /// A label's text and how it is set.
    public struct Label: Equatable, Sendable {
        /// The label's `text`; nil shows none, and a label without text has an intrinsic size of
        /// zero.
        public var text: String?
        /// The label's `font`; nil keeps UIKit's default, the system font at 17 points.
        public var font: Font?
        /// The label's `textColor`; nil keeps black. Layout does not read it.
        public var textColor: Color?
        /// The label's `numberOfLines`: at most this many lines, 0 for any number; nil keeps 1. A
        /// spec cannot give a negative number.
        public var numberOfLines: Int?
        /// The label's `textAlignment`; nil keeps `natural`. It places the text inside the label
        /// and changes no size.
        public var textAlignment: TextAlignment?
        /// The label's `lineBreakMode`; nil keeps `byTruncatingTail`.
        public var lineBreakMode: LineBreakMode?
        /// The label's `preferredMaxLayoutWidth`, in points: the width a multi-line label wraps at
        /// to find its intrinsic size; nil keeps 0, which wraps at the label's own width once a
        /// layout pass has given it one.
        public var preferredMaxLayoutWidth: Double?

        /// A label; every property left nil keeps UIKit's default.
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
        /// The button types a spec can make, by `UIButton.ButtonType`'s names; they differ in
        /// colours, not in layout.
        public enum ButtonType: String, CaseIterable, Codable, Sendable {
            /// `UIButton.ButtonType`'s type of the same name: `system` draws the title in the tint
            /// colour, `custom` in white.
            case system, custom
        }

        /// The type the button is made with, `UIButton(type:)`; nil makes a system button.
        public var buttonType: ButtonType?
        /// The title for the normal state, `setTitle(_:for:)`; with the image and
        /// ``contentEdgeInsets`` it makes the button's intrinsic size.
        public var title: String?
        /// The title label's font; nil keeps UIKit's, the system font at 15 points.
        public var font: Font?
        /// An image of this size (layout needs nothing else).
        public var image: Size?
        /// The button's `contentEdgeInsets`, in points, added around the title and image in its
        /// intrinsic size; nil keeps zero, with which a title gets 6 points above and below.
        public var contentEdgeInsets: Insets?

        /// A button; every property left nil keeps UIKit's default.
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
        /// A text field's border, by `UITextField.BorderStyle`'s names; it pads the field's
        /// intrinsic size.
        public enum BorderStyle: String, CaseIterable, Codable, Sendable {
            /// `UITextField.BorderStyle`'s style of the same name, with its padding on every side:
            /// none for `none` (UIKit's default), 2 points for `line` and `bezel`, 7 for
            /// `roundedRect` (a 34-point-tall field with a 17-point font).
            case none, line, bezel, roundedRect
        }

        /// The field's `text`; its width makes the intrinsic width.
        public var text: String?
        /// The field's `placeholder`, shown, and measured for the intrinsic width, while the text
        /// is empty.
        public var placeholder: String?
        /// The field's `font`; nil keeps UIKit's, the system font at 17 points. Its line height
        /// makes the intrinsic height.
        public var font: Font?
        /// The field's `textColor`; nil keeps black. Layout does not read it.
        public var textColor: Color?
        /// The field's `textAlignment`; nil keeps `natural`. It changes no size.
        public var textAlignment: TextAlignment?
        /// The field's `borderStyle`; nil keeps `none`.
        public var borderStyle: BorderStyle?

        /// A text field; every property left nil keeps UIKit's default.
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
        /// The size in points of the image the view shows (an image of that size is made: layout
        /// needs nothing else), which becomes the view's intrinsic content size; nil shows no
        /// image, and the view has no intrinsic size.
        public var image: Size?

        /// An image view showing an image of size `image`, or none.
        public init(image: Size? = nil) {
            self.image = image
        }
    }

    /// A switch (always 51 × 31).
    public struct Switch: Equatable, Sendable {
        /// The switch's `isOn`; nil keeps it off. It changes no size.
        public var isOn: Bool?

        /// A switch, on or off as `isOn` says (off when nil).
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
        /// The direction of a stack view's line, by `NSLayoutConstraint.Axis`'s names.
        public enum Axis: String, CaseIterable, Codable, Sendable {
            /// The arranged views side by side (`horizontal`, UIKit's default) or one above the
            /// other (`vertical`).
            case horizontal, vertical
        }

        /// How the arranged views share the stack view's length along its axis, by
        /// `UIStackView.Distribution`'s names (docs/reference/stack-views.md).
        public enum Distribution: String, CaseIterable, Codable, Sendable {
            /// `UIStackView.Distribution`'s case of the same name: `fill` (UIKit's default) fills
            /// the length, stretching or shrinking views by their content priorities; `fillEqually`
            /// gives every view one length; `fillProportionally` sizes them in proportion to their
            /// intrinsic lengths; `equalSpacing` and `equalCentering` keep their intrinsic lengths
            /// and make the gaps, or the distances between centres, equal.
            case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
        }

        /// UIKit's alignments; `top` is `leading` and `bottom` is `trailing`, kept as written.
        public enum Alignment: String, CaseIterable, Codable, Sendable {
            /// `UIStackView.Alignment`'s case of the same name, across the axis: `fill` (UIKit's
            /// default) stretches the views to the stack's breadth; `leading`/`top`, `center` and
            /// `trailing`/`bottom` line up an edge or the centres; `firstBaseline` and
            /// `lastBaseline` line up baselines in a horizontal stack (a vertical stack treats them
            /// as `fill`).
            case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
        }

        /// The stack view's `axis`; nil keeps `horizontal`.
        public var axis: Axis?
        /// The stack view's `distribution`; nil keeps `fill`.
        public var distribution: Distribution?
        /// The stack view's `alignment`; nil keeps `fill`.
        public var alignment: Alignment?
        /// The stack view's `spacing`, in points, between neighbouring arranged views: exact for
        /// the fill distributions, a minimum for `equalSpacing` and `equalCentering`; nil keeps 0.
        /// ``systemSpacing`` asks for the standard spacing (specs write `system`).
        public var spacing: Double?

        /// UIKit's `UIStackView.spacingUseSystem` as a ``spacing``: the standard spacing between
        /// neighbouring arranged views (docs/reference/attributes.md).
        public static let systemSpacing = Double.leastNormalMagnitude
        /// The stack view's `isLayoutMarginsRelativeArrangement`: whether the arranged views are
        /// laid out inside its layout margins instead of its bounds; nil keeps false.
        public var isLayoutMarginsRelativeArrangement: Bool?
        /// The stack view's `isBaselineRelativeArrangement`: whether, in a vertical stack, the
        /// spacing runs from one view's last baseline to the next view's first baseline instead of
        /// between their edges; nil keeps false.
        public var isBaselineRelativeArrangement: Bool?

        /// A stack view; every property left nil keeps UIKit's default.
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
        /// `NSTextAlignment`'s case of the same name; `natural` is left in left-to-right text and
        /// right in right-to-left. It places text inside its view and changes no size.
        case left, center, right, justified, natural
    }

    /// UIKit's line break modes.
    public enum LineBreakMode: String, CaseIterable, Codable, Sendable {
        /// `NSLineBreakMode`'s case of the same name: where a label's lines break (at words or at
        /// characters), or how text that does not fit is cut (clipped, or truncated with an
        /// ellipsis at the head, tail or middle).
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }
}
