/// The standard controls a spec can name: segmented controls, sliders, steppers, progress views,
/// page controls, search bars, text views, date pickers, picker views and visual effect views
/// (docs/reference/controls.md gives their sizes).
enum ControlClasses {
    static let all: [ViewClass] = [
        segmentedControl, slider, stepper, progressView, pageControl, searchBar, textView, datePicker, pickerView,
        visualEffectView,
    ]

    static let segmentedControl = ViewClass(
        name: "UISegmentedControl", keys: ["segments", "selectedSegmentIndex", "apportionsSegmentWidthsByContent"],
        readKind: { _ throws(SpecError) in .segmentedControl(ScreenModel.SegmentedControl()) },
        configure: { kind, mapping, _ throws(SpecError) in
            var control = ScreenModel.SegmentedControl()
            if let node = mapping["segments"] {
                var titles: [String] = []
                for title in try node.list() { titles.append(try title.string()) }
                control.segments = titles
            }
            control.selectedSegmentIndex = try mapping["selectedSegmentIndex"]?.integer()
            control.apportionsSegmentWidthsByContent = try mapping["apportionsSegmentWidthsByContent"]?.bool()
            kind = .segmentedControl(control)
        })

    static let slider = ViewClass(
        name: "UISlider", keys: ["value", "minimumValue", "maximumValue"],
        readKind: { _ throws(SpecError) in .slider(ScreenModel.Slider()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .slider(
                ScreenModel.Slider(
                    value: try mapping["value"]?.number(), minimumValue: try mapping["minimumValue"]?.number(),
                    maximumValue: try mapping["maximumValue"]?.number()))
        })

    static let stepper = ViewClass(
        name: "UIStepper", keys: ["value", "minimumValue", "maximumValue", "stepValue"],
        readKind: { _ throws(SpecError) in .stepper(ScreenModel.Stepper()) },
        configure: { kind, mapping, _ throws(SpecError) in
            let stepValue = try mapping["stepValue"]?.number()
            if let stepValue, stepValue <= 0, let node = mapping["stepValue"] {
                throw node.error("'stepValue' must be greater than 0")
            }
            kind = .stepper(
                ScreenModel.Stepper(
                    value: try mapping["value"]?.number(), minimumValue: try mapping["minimumValue"]?.number(),
                    maximumValue: try mapping["maximumValue"]?.number(), stepValue: stepValue))
        })

    static let progressView = ViewClass(
        name: "UIProgressView", keys: ["progressViewStyle", "progress"],
        readKind: { _ throws(SpecError) in .progressView(ScreenModel.ProgressView()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .progressView(
                ScreenModel.ProgressView(
                    style: try mapping["progressViewStyle"]?.choice(
                        ScreenModel.ProgressView.Style.self, kind: "progress view style"),
                    progress: try mapping["progress"]?.number()))
        })

    static let pageControl = ViewClass(
        name: "UIPageControl", keys: ["numberOfPages", "currentPage", "hidesForSinglePage"],
        readKind: { _ throws(SpecError) in .pageControl(ScreenModel.PageControl()) },
        configure: { kind, mapping, _ throws(SpecError) in
            if let node = mapping["numberOfPages"], try node.integer() < 0 {
                throw node.error("'numberOfPages' cannot be negative")
            }
            kind = .pageControl(
                ScreenModel.PageControl(
                    numberOfPages: try mapping["numberOfPages"]?.integer(),
                    currentPage: try mapping["currentPage"]?.integer(),
                    hidesForSinglePage: try mapping["hidesForSinglePage"]?.bool()))
        })

    static let searchBar = ViewClass(
        name: "UISearchBar", keys: ["searchBarStyle", "placeholder", "text"],
        readKind: { _ throws(SpecError) in .searchBar(ScreenModel.SearchBar()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .searchBar(
                ScreenModel.SearchBar(
                    style: try mapping["searchBarStyle"]?.choice(
                        ScreenModel.SearchBar.Style.self, kind: "search bar style"),
                    placeholder: try mapping["placeholder"]?.string(), text: try mapping["text"]?.string()))
        })

    /// A text view takes the scroll view's keys too.
    static let textView = ViewClass(
        name: "UITextView", keys: ["text", "font", "isScrollEnabled"] + SpecKeys.scrollView,
        readKind: { _ throws(SpecError) in .textView(ScreenModel.TextView()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .textView(
                ScreenModel.TextView(
                    text: try mapping["text"]?.string(), font: try mapping["font"]?.font(),
                    isScrollEnabled: try mapping["isScrollEnabled"]?.bool(),
                    scrollView: try ViewClassRegistry.readScrollView(mapping)))
        })

    static let datePicker = ViewClass(
        name: "UIDatePicker", keys: ["datePickerMode", "preferredDatePickerStyle"],
        readKind: { _ throws(SpecError) in .datePicker(ScreenModel.DatePicker()) },
        configure: { kind, mapping, _ throws(SpecError) in
            kind = .datePicker(
                ScreenModel.DatePicker(
                    mode: try mapping["datePickerMode"]?.choice(
                        ScreenModel.DatePicker.Mode.self, kind: "date picker mode"),
                    preferredStyle: try mapping["preferredDatePickerStyle"]?.choice(
                        ScreenModel.DatePicker.Style.self, kind: "date picker style")))
        })

    static let pickerView = ViewClass(
        name: "UIPickerView", keys: [], readKind: { _ throws(SpecError) in .pickerView },
        configure: { _, _, _ throws(SpecError) in })

    /// A visual effect view's `subviews` go into its content view.
    static let visualEffectView = ViewClass(
        name: "UIVisualEffectView", keys: [], readKind: { _ throws(SpecError) in .visualEffectView },
        configure: { _, _, _ throws(SpecError) in })
}
