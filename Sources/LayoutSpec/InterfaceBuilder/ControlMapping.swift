import InterfaceBuilder

/// What the standard controls of a document add, as the screen model's controls have it:
/// segments, values and ranges, page counts, styles, text (docs/interface-builder.md#views).
extension ContentMapping {
    func segmentedControl(_ view: IBView) -> ScreenModel.SegmentedControl {
        let control = view.control ?? ControlAttributes()
        if control.segmentTitles.contains(nil) {
            warnings.add(
                view.elementName, view.location,
                "the image segments of '\(view.id ?? view.elementName)' are laid out without their images")
        }
        return ScreenModel.SegmentedControl(
            segments: control.segmentTitles.map { $0 ?? "" }, selectedSegmentIndex: control.selectedIndex)
    }

    func slider(_ view: IBView) -> ScreenModel.Slider {
        let control = view.control ?? ControlAttributes()
        return ScreenModel.Slider(
            value: control.value, minimumValue: control.minimumValue, maximumValue: control.maximumValue)
    }

    func stepper(_ view: IBView) -> ScreenModel.Stepper {
        let control = view.control ?? ControlAttributes()
        return ScreenModel.Stepper(
            value: control.value, minimumValue: control.minimumValue, maximumValue: control.maximumValue,
            stepValue: control.stepValue.flatMap { $0 > 0 ? $0 : nil })
    }

    func progressView(_ view: IBView) -> ScreenModel.ProgressView {
        let control = view.control ?? ControlAttributes()
        return ScreenModel.ProgressView(
            style: control.progressViewStyle.flatMap(ScreenModel.ProgressView.Style.init(rawValue:)),
            progress: control.progress)
    }

    func pageControl(_ view: IBView) -> ScreenModel.PageControl {
        let control = view.control ?? ControlAttributes()
        return ScreenModel.PageControl(
            numberOfPages: control.numberOfPages.map { max($0, 0) }, currentPage: control.selectedIndex,
            hidesForSinglePage: control.hidesForSinglePage)
    }

    func searchBar(_ view: IBView) -> ScreenModel.SearchBar {
        ScreenModel.SearchBar(
            style: view.control?.searchBarStyle.flatMap(ScreenModel.SearchBar.Style.init(rawValue:)),
            placeholder: view.text?.placeholder, text: view.text?.text)
    }

    func textView(_ view: IBView, font variationFont: FontDescription?) -> ScreenModel.TextView {
        ScreenModel.TextView(
            text: view.text?.text, font: font(variationFont ?? view.text?.font, of: view),
            isScrollEnabled: view.control?.isScrollEnabled, scrollView: scrollView(view))
    }

    func datePicker(_ view: IBView) -> ScreenModel.DatePicker {
        ScreenModel.DatePicker(
            mode: view.control?.datePickerMode.flatMap(ScreenModel.DatePicker.Mode.init(rawValue:)),
            preferredStyle: view.control?.datePickerStyle.flatMap(ScreenModel.DatePicker.Style.init(rawValue:)))
    }
}
