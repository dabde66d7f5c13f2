import Foundation
import OpenUIKit

/// A button as iOS draws it (its title is its title label, drawn through ``RenderableText`` in
/// ``titleColor(of:)``; its image is its image view).
///
/// Buttons configured the older way draw only their title and image, in the tint colour (white
/// for custom buttons), faded to 20 % while highlighted and grey while disabled; a selected
/// system button sits on a rounded tint-coloured background with its title in white, as iOS 7
/// and later draw it. A button with a `configuration` (iOS 15) draws its style's background:
/// none for plain, the tint faded to 15 % for tinted, a system fill for gray, the tint for
/// filled (or `baseBackgroundColor`), with the configuration's corner style.
struct ButtonPainter: ViewPainting {
    func paint(_ view: UIButton, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        if let configuration = view.configuration {
            guard let background = Self.backgroundColor(of: view, configuration) else { return }
            svg.rect(
                rect, radius: configuration.cornerRadius(height: rect.height), fill: context.paint(background))
            if view.isHighlighted {
                svg.rect(
                    rect, radius: configuration.cornerRadius(height: rect.height),
                    fill: SVGPaint(hex: context.isDark ? "#ffffff" : "#000000", opacity: 0.15))
            }
        } else if view.isSelected && view.buttonType == .system {
            svg.rect(rect, radius: 8, fill: context.paint(view.tintColor))
        }
    }

    /// The colour the title (and a symbol image) is drawn in now.
    static func titleColor(of button: UIButton) -> UIColor {
        if let configuration = button.configuration {
            if !button.isEnabled { return .tertiaryLabel }
            let color =
                configuration.baseForegroundColor ?? (configuration.style == .filled ? .white : button.tintColor!)
            return button.isHighlighted && configuration.style == .plain ? color.withAlphaComponent(0.5) : color
        }
        let isSystem = button.buttonType != .custom
        if isSystem && button.isSelected && button.titleColor(for: .selected) == nil { return .white }
        let color = button.currentTitleColor
        if isSystem && button.isHighlighted && button.titleColor(for: .highlighted) == nil {
            return color.withAlphaComponent(0.2)
        }
        return color
    }

    /// The background of a configured button, nil for none.
    private static func backgroundColor(of button: UIButton, _ configuration: UIButton.Configuration) -> UIColor? {
        if configuration.style == .plain { return configuration.baseBackgroundColor }
        if !button.isEnabled { return .quaternarySystemFill }
        switch configuration.style {
        case .plain: return nil
        case .filled: return configuration.baseBackgroundColor ?? button.tintColor
        case .tinted: return (configuration.baseBackgroundColor ?? button.tintColor).withAlphaComponent(0.15)
        case .gray: return configuration.baseBackgroundColor ?? .tertiarySystemFill
        }
    }
}
