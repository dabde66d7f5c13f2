import Foundation
import LayoutRendering
import OpenUIKit

/// Windows that show standard controls in their states, one per row with a caption, for the
/// pictures of each control.
@MainActor
enum ControlScenes {
    /// A `width`-point-wide window with one row per control: its caption on the left, the control
    /// at x = 150 at the size it fits (or the size given), rows 12 points apart; drawn dark when
    /// `dark`. `systemVersion` is the screen's, for controls whose look changed with iOS 13.
    static func rows(
        _ title: String, width: CGFloat = 340, dark: Bool = false, systemVersion: Double = 17,
        _ rows: [(caption: String, view: UIView, size: CGSize?)]
    ) -> LayoutScene {
        var y: CGFloat = 12
        var placed: [(UIView, CGRect, String)] = []
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: systemVersion))
        for row in rows {
            // Controls sized by the system version measure themselves in the window.
            window.addSubview(row.view)
            let size = row.size ?? row.view.sizeThatFits(.zero)
            placed.append((row.view, CGRect(x: 150, y: y, width: size.width, height: size.height), row.caption))
            y += max(size.height, 20) + 12
        }
        window.frame = CGRect(x: 0, y: 0, width: width, height: y)
        window.backgroundColor = .systemBackground
        if dark { window.overrideUserInterfaceStyle = .dark }
        var named: [(name: String, view: UIView)] = []
        for (view, frame, caption) in placed {
            let label = UILabel(frame: CGRect(x: 12, y: frame.minY, width: 130, height: max(frame.height, 20)))
            label.font = .systemFont(ofSize: 12)
            label.textColor = .secondaryLabel
            label.text = caption
            window.addSubview(label)
            view.frame = frame
            named.append((caption, view))
        }
        window.layoutIfNeeded()
        return LayoutScene(title: title, window: window, namedViews: named)
    }

    /// Switches off, on, on in orange with a yellow knob, and disabled off and on.
    static func switches(dark: Bool = false) -> LayoutScene {
        func make(_ on: Bool, enabled: Bool = true, configure: (UISwitch) -> Void = { _ in }) -> UISwitch {
            let control = UISwitch()
            control.isOn = on
            control.isEnabled = enabled
            configure(control)
            return control
        }
        return rows(
            "Switches", dark: dark,
            [
                ("off", make(false), nil), ("on", make(true), nil),
                ("on, orange tint", make(true) { $0.onTintColor = .systemOrange }, nil),
                ("off, disabled", make(false, enabled: false), nil), ("on, disabled", make(true, enabled: false), nil),
            ])
    }

    /// System buttons in each state, a custom one on a background, and the four configuration
    /// styles (one disabled, one with a symbol).
    static func buttons(dark: Bool = false) -> LayoutScene {
        func system(_ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            configure(button)
            return button
        }
        func configured(_ configuration: UIButton.Configuration, enabled: Bool = true) -> UIButton {
            var configuration = configuration
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)
            button.isEnabled = enabled
            return button
        }
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemIndigo
        custom.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        var withSymbol = UIButton.Configuration.filled()
        withSymbol.image = UIImage(systemName: "heart.fill")
        withSymbol.imagePadding = 6
        withSymbol.cornerStyle = .capsule
        return rows(
            "Buttons", dark: dark,
            [
                ("system", system(), nil), ("system, highlighted", system { $0.isHighlighted = true }, nil),
                ("system, selected", system { $0.isSelected = true }, nil),
                ("system, disabled", system { $0.isEnabled = false }, nil),
                ("system, red title", system { $0.setTitleColor(.systemRed, for: .normal) }, nil),
                ("custom", custom, nil),
                ("plain()", configured(.plain()), nil), ("tinted()", configured(.tinted()), nil),
                ("gray()", configured(.gray()), nil), ("filled()", configured(.filled()), nil),
                ("filled(), disabled", configured(.filled(), enabled: false), nil),
                ("filled(), capsule, symbol", configured(withSymbol), nil),
            ])
    }

    /// Text fields in each border style, with text or a placeholder.
    static func textFields(dark: Bool = false) -> LayoutScene {
        func field(_ style: UITextField.BorderStyle, text: String? = nil, placeholder: String? = "Placeholder")
            -> UITextField
        {
            let field = UITextField()
            field.borderStyle = style
            field.text = text
            field.placeholder = placeholder
            return field
        }
        let size = CGSize(width: 170, height: 34)
        return rows(
            "Text fields", width: 340, dark: dark,
            [
                ("none", field(.none), size), ("line", field(.line), size), ("bezel", field(.bezel), size),
                ("roundedRect", field(.roundedRect), size),
                ("roundedRect, text", field(.roundedRect, text: "Hello, World"), size),
            ])
    }

    /// Activity indicators: medium and large animating, a stopped one (not drawn) and one in red.
    static func activityIndicators(dark: Bool = false) -> LayoutScene {
        func indicator(_ style: UIActivityIndicatorView.Style, animating: Bool = true) -> UIActivityIndicatorView {
            let view = UIActivityIndicatorView(style: style)
            if animating { view.startAnimating() }
            return view
        }
        let red = indicator(.medium)
        red.color = .systemRed
        return rows(
            "Activity indicators", dark: dark,
            [
                ("medium", indicator(.medium), nil), ("large", indicator(.large), nil),
                ("stopped (hidden)", indicator(.medium, animating: false), nil), ("red", red, nil),
            ])
    }

    /// Image views: a named 120 × 80 image fitted, filled and stretched into a square, a symbol
    /// in the tint colour and in red.
    static func imageViews(dark: Bool = false) -> LayoutScene {
        UIImage.register(named: "photo-of-a-lake", size: CGSize(width: 120, height: 80))
        func view(_ image: UIImage?, _ mode: UIView.ContentMode) -> UIImageView {
            let view = UIImageView(image: image)
            view.contentMode = mode
            return view
        }
        let photo = UIImage(named: "photo-of-a-lake")
        let red = view(UIImage(systemName: "star.fill"), .scaleAspectFit)
        red.tintColor = .systemRed
        let square = CGSize(width: 90, height: 90)
        return rows(
            "Image views", dark: dark,
            [
                ("named, natural size", view(photo, .scaleToFill), nil),
                ("aspect fit", view(photo, .scaleAspectFit), square),
                ("aspect fill, clipped", view(photo, .scaleAspectFill).clipping(), square),
                ("symbol house", view(UIImage(systemName: "house"), .scaleAspectFit), CGSize(width: 28, height: 28)),
                ("symbol star, red", red, CGSize(width: 28, height: 28)),
            ])
    }
}

/// The controls whose look changed with iOS 13, and the pickers, search bar, text view and
/// blur.
extension ControlScenes {
    /// Segmented controls, steppers, sliders, progress views and page controls in iOS 17 (or,
    /// with `systemVersion` below 13, iOS 12's look).
    static func valueControls(dark: Bool = false, systemVersion: Double = 17) -> LayoutScene {
        let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
        segmented.selectedSegmentIndex = 1
        let stretched = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        stretched.selectedSegmentIndex = 0
        let stepper = UIStepper()
        let midStepper = UIStepper()
        midStepper.value = 50
        let slider = UISlider()
        slider.value = 0.3
        let tintedSlider = UISlider()
        tintedSlider.value = 0.75
        tintedSlider.minimumTrackTintColor = .systemOrange
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        return rows(
            "Value controls", width: 380, dark: dark, systemVersion: systemVersion,
            [
                ("segmented, 2nd selected", segmented, nil),
                ("segmented, stretched", stretched, CGSize(width: 220, height: 32)),
                ("stepper at minimum", stepper, nil), ("stepper at 50", midStepper, nil),
                ("slider at 0.3", slider, CGSize(width: 200, height: 31)),
                ("slider, orange, 0.75", tintedSlider, CGSize(width: 200, height: 31)),
                ("progress 0.6", progress, CGSize(width: 200, height: 4)),
                ("page control, 3 of 5", pages, nil),
            ])
    }

    /// A search bar with a placeholder, a minimal one with text, a text view and a blur over a
    /// colour.
    static func textAndSearch(dark: Bool = false) -> LayoutScene {
        let search = UISearchBar()
        search.placeholder = "Search"
        let minimal = UISearchBar()
        minimal.searchBarStyle = .minimal
        minimal.text = "Cupertino"
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 14)
        textView.text = "A text view wraps its text inside its container's insets and scrolls."
        let blurBehind = UIView()
        blurBehind.backgroundColor = .systemTeal
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 20, y: 10, width: 140, height: 40)
        blurBehind.addSubview(blur)
        return rows(
            "Search and text", width: 380, dark: dark,
            [
                ("search bar", search, CGSize(width: 220, height: 56)),
                ("search bar, minimal", minimal, CGSize(width: 220, height: 56)),
                ("text view", textView, CGSize(width: 200, height: 70)),
                ("blur (material)", blurBehind, CGSize(width: 180, height: 60)),
            ])
    }

    /// Date pickers on 10 June 2024 at 9:41 (UTC): compact date and time, wheels for a date and
    /// for a time, and the inline calendar; and a picker view.
    static func pickers(dark: Bool = false) -> LayoutScene {
        let date = Date(timeIntervalSince1970: 1_718_012_460)
        func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle) -> UIDatePicker {
            let picker = UIDatePicker()
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = style
            picker.date = date
            return picker
        }
        return rows(
            "Pickers", width: 490, dark: dark,
            [
                ("compact date and time", picker(.dateAndTime, .compact), nil),
                ("wheels, date", picker(.date, .wheels), nil), ("wheels, time", picker(.time, .wheels), nil),
                ("inline date", picker(.date, .inline), nil), ("picker view", UIPickerView(), nil),
            ])
    }
}

extension UIView {
    /// The view, clipping its subviews and content to its bounds.
    fileprivate func clipping() -> Self {
        clipsToBounds = true
        return self
    }
}
