import Foundation

/// What the standard controls add (docs/reference/controls.md): segments, values and ranges,
/// page counts, styles, text.
extension ViewTreeBuilder {
    func configureControl(_ kind: ScreenModel.View.Kind, of view: UIView) {
        switch kind {
        case .segmentedControl(let settings):
            guard let control = view as? UISegmentedControl else { return }
            if let apportions = settings.apportionsSegmentWidthsByContent {
                control.apportionsSegmentWidthsByContent = apportions
            }
            if let index = settings.selectedSegmentIndex { control.selectedSegmentIndex = index }
        case .slider(let settings):
            guard let slider = view as? UISlider else { return }
            if let minimum = settings.minimumValue { slider.minimumValue = Float(minimum) }
            if let maximum = settings.maximumValue { slider.maximumValue = Float(maximum) }
            if let value = settings.value { slider.value = Float(value) }
        case .stepper(let settings):
            guard let stepper = view as? UIStepper else { return }
            if let minimum = settings.minimumValue { stepper.minimumValue = minimum }
            if let maximum = settings.maximumValue { stepper.maximumValue = maximum }
            if let step = settings.stepValue { stepper.stepValue = step }
            if let value = settings.value { stepper.value = value }
        case .progressView(let settings):
            guard let progressView = view as? UIProgressView, let progress = settings.progress else { return }
            progressView.progress = Float(progress)
        case .pageControl(let settings):
            guard let pageControl = view as? UIPageControl else { return }
            if let hides = settings.hidesForSinglePage { pageControl.hidesForSinglePage = hides }
            if let pages = settings.numberOfPages { pageControl.numberOfPages = pages }
            if let page = settings.currentPage { pageControl.currentPage = page }
        case .searchBar(let settings):
            guard let searchBar = view as? UISearchBar else { return }
            if let style = settings.style { searchBar.searchBarStyle = Self.searchBarStyle(style) }
            if let placeholder = settings.placeholder { searchBar.placeholder = placeholder }
            if let text = settings.text { searchBar.text = text }
        case .textView(let settings):
            guard let textView = view as? UITextView else { return }
            ViewSettings.apply(settings.scrollView, to: textView)
            if let font = settings.font { textView.font = ViewSettings.font(font) }
            if let text = settings.text { textView.text = text }
            if let scrolls = settings.isScrollEnabled { textView.isScrollEnabled = scrolls }
        case .datePicker(let settings):
            guard let picker = view as? UIDatePicker else { return }
            picker.date = Self.datePickerDate
            if let mode = settings.mode { picker.datePickerMode = Self.datePickerMode(mode) }
            if let style = settings.preferredStyle { picker.preferredDatePickerStyle = Self.datePickerStyle(style) }
        default: break
        }
    }

    /// The date a date picker of a spec or an Interface Builder document shows: 10 June 2024,
    /// 9:41 UTC. UIKit's picker shows the moment it was made; a fixed date keeps every picture and
    /// report of a screen the same bytes from run to run (docs/reliability.md).
    static let datePickerDate = Date(timeIntervalSince1970: 1_718_012_460)

    private static func searchBarStyle(_ style: ScreenModel.SearchBar.Style) -> UISearchBar.Style {
        switch style {
        case .default: .default
        case .prominent: .prominent
        case .minimal: .minimal
        }
    }

    private static func datePickerMode(_ mode: ScreenModel.DatePicker.Mode) -> UIDatePicker.Mode {
        switch mode {
        case .time: .time
        case .date: .date
        case .dateAndTime: .dateAndTime
        case .countDownTimer: .countDownTimer
        }
    }

    private static func datePickerStyle(_ style: ScreenModel.DatePicker.Style) -> UIDatePickerStyle {
        switch style {
        case .automatic: .automatic
        case .wheels: .wheels
        case .compact: .compact
        case .inline: .inline
        }
    }
}
