import Foundation

/// UIKit's standard controls and the views that sized like them (docs/reference/controls.md):
/// segmented controls, sliders, steppers, progress views, page controls, activity indicators,
/// search bars, text views, date and picker views, and visual-effect views, whose `subviews`
/// go into its content view.
@MainActor
enum ControlViewClasses {
    static let all: [ViewClass] = [
        segmentedControl, slider, stepper, progressView, pageControl, activityIndicator, searchBar, textView,
        datePicker, pickerView, visualEffectView,
    ]

    /// A named choice among `options`, as the option's value.
    private static func option<Value>(
        _ node: SpecNode, _ options: [(String, Value)], kind: String
    ) throws(SpecError) -> Value {
        let name = try node.choice(options.map(\.0), kind: kind)
        return options.first { $0.0 == name }!.1
    }

    static let segmentedControl = ViewClass(
        name: "UISegmentedControl", keys: ["items", "selectedSegmentIndex", "apportionsSegmentWidthsByContent"],
        make: { mapping throws(SpecError) in
            var titles: [String] = []
            for item in try mapping["items"]?.list() ?? [] { titles.append(try item.string()) }
            return UISegmentedControl(items: titles)
        },
        configure: { view, mapping, _ throws(SpecError) in
            guard let control = view as? UISegmentedControl else { return }
            if let node = mapping["apportionsSegmentWidthsByContent"] {
                control.apportionsSegmentWidthsByContent = try node.bool()
            }
            if let node = mapping["selectedSegmentIndex"] {
                let index = try node.integer()
                guard (-1..<control.numberOfSegments).contains(index) else {
                    throw node.error(
                        "'selectedSegmentIndex' must be -1 (none) or the index of one of the \(control.numberOfSegments) items"
                    )
                }
                control.selectedSegmentIndex = index
            }
        })

    static let slider = ViewClass(
        name: "UISlider", keys: ["value", "minimumValue", "maximumValue"],
        make: { _ throws(SpecError) in UISlider() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let slider = view as? UISlider else { return }
            if let node = mapping["minimumValue"] { slider.minimumValue = Float(try node.number()) }
            if let node = mapping["maximumValue"] { slider.maximumValue = Float(try node.number()) }
            if let node = mapping["value"] { slider.value = Float(try node.number()) }
        })

    /// A stepper's bounds are checked here: UIKit (and OpenUIKit) stop the process for a step
    /// of 0 or less and for a minimum not below the maximum.
    static let stepper = ViewClass(
        name: "UIStepper", keys: ["value", "minimumValue", "maximumValue", "stepValue", "wraps"],
        make: { _ throws(SpecError) in UIStepper() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let stepper = view as? UIStepper else { return }
            let minimum = try mapping["minimumValue"]?.number() ?? CGFloat(stepper.minimumValue)
            let maximum = try mapping["maximumValue"]?.number() ?? CGFloat(stepper.maximumValue)
            guard minimum < maximum else {
                let node = mapping["maximumValue"] ?? mapping["minimumValue"]!
                throw node.error(
                    "'minimumValue' (\(formatNumber(minimum))) must be less than 'maximumValue' (\(formatNumber(maximum)))"
                )
            }
            if Double(minimum) >= stepper.maximumValue {
                stepper.maximumValue = Double(maximum)
                stepper.minimumValue = Double(minimum)
            } else {
                stepper.minimumValue = Double(minimum)
                stepper.maximumValue = Double(maximum)
            }
            if let node = mapping["stepValue"] {
                let step = try node.number()
                guard step > 0 else { throw node.error("'stepValue' must be greater than 0") }
                stepper.stepValue = Double(step)
            }
            if let node = mapping["wraps"] { stepper.wraps = try node.bool() }
            if let node = mapping["value"] { stepper.value = Double(try node.number()) }
        })

    static let progressView = ViewClass(
        name: "UIProgressView", keys: ["progress", "progressViewStyle"],
        make: { mapping throws(SpecError) in
            let style = try mapping["progressViewStyle"].map { node throws(SpecError) in
                try option(
                    node, [("default", UIProgressView.Style.default), ("bar", .bar)], kind: "progress view style")
            }
            return UIProgressView(progressViewStyle: style ?? .default)
        },
        configure: { view, mapping, _ throws(SpecError) in
            guard let progressView = view as? UIProgressView, let node = mapping["progress"] else { return }
            progressView.progress = Float(try node.number())
        })

    static let pageControl = ViewClass(
        name: "UIPageControl", keys: ["numberOfPages", "currentPage", "hidesForSinglePage"],
        make: { _ throws(SpecError) in UIPageControl() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let pageControl = view as? UIPageControl else { return }
            if let node = mapping["numberOfPages"] {
                let pages = try node.integer()
                guard pages >= 0 else { throw node.error("'numberOfPages' cannot be negative") }
                pageControl.numberOfPages = pages
            }
            if let node = mapping["currentPage"] { pageControl.currentPage = try node.integer() }
            if let node = mapping["hidesForSinglePage"] { pageControl.hidesForSinglePage = try node.bool() }
        })

    static let activityIndicator = ViewClass(
        name: "UIActivityIndicatorView", keys: ["style"],
        make: { mapping throws(SpecError) in
            let style = try mapping["style"].map { node throws(SpecError) in
                try option(node, [("medium", UIActivityIndicatorView.Style.medium), ("large", .large)], kind: "style")
            }
            return UIActivityIndicatorView(style: style ?? .medium)
        },
        configure: { _, _, _ throws(SpecError) in })

    static let searchBar = ViewClass(
        name: "UISearchBar", keys: ["placeholder", "text", "searchBarStyle"],
        make: { _ throws(SpecError) in UISearchBar() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let searchBar = view as? UISearchBar else { return }
            if let node = mapping["placeholder"] { searchBar.placeholder = try node.string() }
            if let node = mapping["text"] { searchBar.text = try node.string() }
            if let node = mapping["searchBarStyle"] {
                searchBar.searchBarStyle = try option(
                    node, [("default", UISearchBar.Style.default), ("prominent", .prominent), ("minimal", .minimal)],
                    kind: "search bar style")
            }
        })

    static let textView = ViewClass(
        name: "UITextView", keys: ["text", "font", "textAlignment", "isScrollEnabled", "textContainerInset"],
        make: { _ throws(SpecError) in UITextView() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let textView = view as? UITextView else { return }
            if let node = mapping["font"] { textView.font = try FontParser.font(node) }
            if let node = mapping["text"] { textView.text = try node.string() }
            if let node = mapping["textAlignment"] { textView.textAlignment = try TextViewClasses.alignment(node) }
            if let node = mapping["isScrollEnabled"] { textView.isScrollEnabled = try node.bool() }
            if let node = mapping["textContainerInset"] { textView.textContainerInset = try node.insets() }
        })

    static let datePicker = ViewClass(
        name: "UIDatePicker", keys: ["datePickerMode", "preferredDatePickerStyle"],
        make: { _ throws(SpecError) in UIDatePicker() },
        configure: { view, mapping, _ throws(SpecError) in
            guard let picker = view as? UIDatePicker else { return }
            if let node = mapping["datePickerMode"] {
                picker.datePickerMode = try option(
                    node,
                    [
                        ("time", UIDatePicker.Mode.time), ("date", .date), ("dateAndTime", .dateAndTime),
                        ("countDownTimer", .countDownTimer), ("yearAndMonth", .yearAndMonth),
                    ], kind: "date picker mode")
            }
            if let node = mapping["preferredDatePickerStyle"] {
                picker.preferredDatePickerStyle = try option(
                    node,
                    [
                        ("automatic", UIDatePickerStyle.automatic), ("wheels", .wheels), ("compact", .compact),
                        ("inline", .inline),
                    ], kind: "date picker style")
            }
        })

    static let pickerView = ViewClass(
        name: "UIPickerView", keys: [],
        make: { _ throws(SpecError) in UIPickerView() },
        configure: { _, _, _ throws(SpecError) in })

    static let blurStyles: [(String, UIBlurEffect.Style)] = [
        ("extraLight", .extraLight), ("light", .light), ("dark", .dark), ("regular", .regular),
        ("prominent", .prominent), ("systemUltraThinMaterial", .systemUltraThinMaterial),
        ("systemThinMaterial", .systemThinMaterial), ("systemMaterial", .systemMaterial),
        ("systemThickMaterial", .systemThickMaterial), ("systemChromeMaterial", .systemChromeMaterial),
    ]

    /// A visual-effect view's `subviews` go into its content view, as UIKit asks.
    static let visualEffectView = ViewClass(
        name: "UIVisualEffectView", keys: ["blurEffectStyle"],
        make: { mapping throws(SpecError) in
            let style = try mapping["blurEffectStyle"].map { node throws(SpecError) in
                try option(node, blurStyles, kind: "blur effect style")
            }
            return UIVisualEffectView(effect: style.map { UIBlurEffect(style: $0) })
        },
        configure: { _, _, _ throws(SpecError) in })
}
