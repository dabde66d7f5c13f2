import Foundation
import OpenUIKit

/// A text view shows only its text (drawn through ``RenderableText``, scrolled by its content
/// offset and clipped to its bounds), as in UIKit: no outline.
struct TextViewPainter: ViewPainting {
    func paint(_ view: UITextView, in context: PaintContext, _ svg: inout SVGWriter) {}
}

/// A picker view as iOS 14–17 draw it without rows (OpenUIKit has no data source): the grey
/// rounded selection band across its middle.
struct PickerViewPainter: ViewPainting {
    func paint(_ picker: UIPickerView, in context: PaintContext, _ svg: inout SVGWriter) {
        let rect = context.rect
        svg.rect(
            CGRect(x: rect.minX + 8, y: rect.midY - 17, width: max(0, rect.width - 16), height: 34), radius: 8,
            fill: context.paint(.tertiarySystemFill))
    }
}

/// A visual effect view's blur as a flat material standing in for it (nothing is blurred):
/// white or near-black at the style's thickness, following the appearance for the system
/// materials. Vibrancy draws nothing.
struct VisualEffectViewPainter: ViewPainting {
    func paint(_ view: UIVisualEffectView, in context: PaintContext, _ svg: inout SVGWriter) {
        guard let blur = view.effect as? UIBlurEffect else { return }
        let light = UIColor.rgb255(249, 249, 249)
        let dark = UIColor.rgb255(30, 30, 32)
        let (color, opacity): (UIColor, CGFloat)
        switch blur.style {
        case .extraLight: (color, opacity) = (.white, 0.85)
        case .light: (color, opacity) = (light, 0.8)
        case .dark: (color, opacity) = (dark, 0.8)
        case .regular, .prominent, .systemMaterial: (color, opacity) = (.dynamic(light: light, dark: dark), 0.8)
        case .systemUltraThinMaterial: (color, opacity) = (.dynamic(light: light, dark: dark), 0.35)
        case .systemThinMaterial: (color, opacity) = (.dynamic(light: light, dark: dark), 0.6)
        case .systemThickMaterial: (color, opacity) = (.dynamic(light: light, dark: dark), 0.9)
        case .systemChromeMaterial: (color, opacity) = (BarBackground.chrome, 0.94)
        }
        var paint = context.paint(color)
        paint.opacity = opacity
        svg.rect(context.rect, fill: paint)
    }
}
