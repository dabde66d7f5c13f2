/// A button's type, per-state titles and images, and its iOS 15 configuration.
public struct ButtonAttributes: Sendable, Hashable, Codable {
    /// The button type (`buttonType`).
    public var type: ButtonType?
    /// The per-state contents (`<state key="normal" title=… image=…>`), in file order.
    public var states: [ButtonState]
    /// The configuration (`<buttonConfiguration key="configuration" style=… title=…>`, Xcode 13+);
    /// when present UIKit lays the button out from it rather than from the states.
    public var configuration: ButtonConfiguration?
    /// A classic button's content insets (`<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>`).
    public var contentEdgeInsets: EdgeInsets?

    /// Button attributes with the given parts.
    public init(
        type: ButtonType? = nil, states: [ButtonState] = [], configuration: ButtonConfiguration? = nil,
        contentEdgeInsets: EdgeInsets? = nil
    ) {
        self.type = type
        self.states = states
        self.configuration = configuration
        self.contentEdgeInsets = contentEdgeInsets
    }

    /// The title UIKit shows normally: the configuration's, else the normal state's.
    public var title: String? {
        configuration?.title ?? states.first { $0.state == "normal" }?.title
    }

    /// The image UIKit shows normally: the configuration's, else the normal state's.
    public var image: ImageReference? {
        configuration?.image ?? states.first { $0.state == "normal" }?.image
    }
}

/// A button type (`buttonType`).
public enum ButtonType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A custom button.
    case custom
    /// A system button.
    case system
    /// The deprecated rounded rectangle, drawn as a system button since iOS 7.
    case roundedRect
    /// A detail disclosure button.
    case detailDisclosure
    /// A light info button.
    case infoLight
    /// A dark info button.
    case infoDark
    /// A contact add button.
    case contactAdd
    /// A close button.
    case close
}

/// A button's contents in one control state: `<state key="normal" title="Send" image="paperplane"/>`.
public struct ButtonState: Sendable, Hashable, Codable {
    /// The control state (`key`): `normal`, `highlighted`, `selected` or `disabled`.
    public var state: String
    /// The title (`title`).
    public var title: String?
    /// The image (`image`, or `<imageReference key="image">`).
    public var image: ImageReference?
    /// The background image (`backgroundImage`).
    public var backgroundImage: ImageReference?

    /// The contents of `state`.
    public init(
        state: String, title: String? = nil, image: ImageReference? = nil, backgroundImage: ImageReference? = nil
    ) {
        self.state = state
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
    }
}

/// A button configuration (UIButton.Configuration, Xcode 13+).
public struct ButtonConfiguration: Sendable, Hashable, Codable {
    /// The style (`style`).
    public var style: ButtonConfigurationStyle?
    /// The title (`title`).
    public var title: String?
    /// The subtitle (`subtitle`).
    public var subtitle: String?
    /// The image (`image`, or `<imageReference key="image">`).
    public var image: ImageReference?
    /// Where the image sits (`imagePlacement`): `leading`, `trailing`, `top` or `bottom`.
    public var imagePlacement: String?
    /// The gap between image and text (`imagePadding`).
    public var imagePadding: Double?
    /// The gap between title and subtitle (`titlePadding`).
    public var titlePadding: Double?
    /// The content insets (`<directionalEdgeInsets key="contentInsets">`).
    public var contentInsets: DirectionalEdgeInsets?
    /// The title font (`<fontDescription key="titleFontDescription">`).
    public var titleFont: FontDescription?
    /// The size (`buttonSize`): `mini`, `small`, `medium` or `large`.
    public var buttonSize: String?
    /// The corner style (`cornerStyle`), e.g. `capsule`.
    public var cornerStyle: String?

    /// A configuration with the given parts.
    public init(
        style: ButtonConfigurationStyle? = nil, title: String? = nil, subtitle: String? = nil,
        image: ImageReference? = nil, imagePlacement: String? = nil, imagePadding: Double? = nil,
        titlePadding: Double? = nil, contentInsets: DirectionalEdgeInsets? = nil, titleFont: FontDescription? = nil,
        buttonSize: String? = nil, cornerStyle: String? = nil
    ) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.contentInsets = contentInsets
        self.titleFont = titleFont
        self.buttonSize = buttonSize
        self.cornerStyle = cornerStyle
    }
}

/// A button configuration's style (`style` of `<buttonConfiguration>`).
public enum ButtonConfigurationStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.plain()`.
    case plain
    /// `.gray()`.
    case gray
    /// `.tinted()`.
    case tinted
    /// `.filled()`.
    case filled
    /// `.borderless()`.
    case borderless
    /// `.bordered()`.
    case bordered
    /// `.borderedTinted()`.
    case borderedTinted
    /// `.borderedProminent()`.
    case borderedProminent
}
