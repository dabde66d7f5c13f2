import Foundation
import LayoutAssertions
import LayoutSpec
import Testing

/// The standard controls in a spec: every key reads into the model, the model writes back the
/// same spec (JSON and YAML), and each control is OpenUIKit's class at its own size on an
/// iPhone 8 (docs/reference/controls.md).
@MainActor @Suite struct ControlSpecTests {
    static let spec = """
        controller:
          name: main
          view:
            subviews:
              - {name: segments, class: UISegmentedControl, segments: [First, Second], selectedSegmentIndex: 1,
                 apportionsSegmentWidthsByContent: true}
              - {name: slider, class: UISlider, value: 20, minimumValue: 10, maximumValue: 30}
              - {name: stepper, class: UIStepper, value: 4, minimumValue: 2, maximumValue: 8, stepValue: 2}
              - {name: progress, class: UIProgressView, progressViewStyle: bar, progress: 0.25}
              - {name: pages, class: UIPageControl, numberOfPages: 5, currentPage: 2, hidesForSinglePage: true}
              - {name: search, class: UISearchBar, searchBarStyle: minimal, placeholder: Search, text: maps}
              - {name: notes, class: UITextView, text: Notes, font: 17, isScrollEnabled: false,
                 contentInset: 0}
              - {name: date, class: UIDatePicker, datePickerMode: date, preferredDatePickerStyle: wheels}
              - {name: picker, class: UIPickerView}
              - name: effect
                class: UIVisualEffectView
                subviews: [{name: inner}]
        constraints:
          - segments.top == main.top + 40
          - segments.leading == main.leading + 16
          - slider.top == main.top + 80
          - slider.leading == main.leading + 16
          - slider.trailing == main.trailing - 16
          - stepper.top == main.top + 120
          - stepper.leading == main.leading + 16
          - progress.top == main.top + 160
          - progress.leading == main.leading + 16
          - progress.trailing == main.trailing - 16
          - pages.top == main.top + 170
          - pages.centerX == main.centerX
          - search.top == main.top + 200
          - search.leading == main.leading
          - search.trailing == main.trailing
          - notes.top == main.top + 260
          - notes.leading == main.leading + 16
          - date.top == main.top + 300
          - date.centerX == main.centerX
          - picker.top == main.top + 420
          - picker.centerX == main.centerX
          - effect.top == main.top + 600
          - effect.leading == main.leading + 16
          - effect.width == 100
          - effect.height == 50
          - inner.edges == effect.edges
        """

    @Test func everyControlKeyReadsIntoTheModel() throws {
        let model = try ScreenSpecLoader.model(yaml: Self.spec, fileName: "controls.yaml")
        guard case .view(let content) = model.controller.kind else {
            Issue.record("not a content controller")
            return
        }
        let kinds = content.view.subviews.map(\.kind)
        #expect(
            kinds.prefix(9) == [
                .segmentedControl(
                    ScreenModel.SegmentedControl(
                        segments: ["First", "Second"], selectedSegmentIndex: 1, apportionsSegmentWidthsByContent: true)),
                .slider(ScreenModel.Slider(value: 20, minimumValue: 10, maximumValue: 30)),
                .stepper(ScreenModel.Stepper(value: 4, minimumValue: 2, maximumValue: 8, stepValue: 2)),
                .progressView(ScreenModel.ProgressView(style: .bar, progress: 0.25)),
                .pageControl(ScreenModel.PageControl(numberOfPages: 5, currentPage: 2, hidesForSinglePage: true)),
                .searchBar(ScreenModel.SearchBar(style: .minimal, placeholder: "Search", text: "maps")),
                .textView(
                    ScreenModel.TextView(
                        text: "Notes", font: .size(17), isScrollEnabled: false,
                        scrollView: ScreenModel.ScrollView(
                            contentInset: ScreenModel.Insets(top: 0, left: 0, bottom: 0, right: 0)))),
                .datePicker(ScreenModel.DatePicker(mode: .date, preferredStyle: .wheels)),
                .pickerView,
            ])
        #expect(kinds.last == .visualEffectView)
        #expect(kinds.map(\.className).prefix(2) == ["UISegmentedControl", "UISlider"])
    }

    @Test func theControlsWriteBackTheSameSpec() throws {
        let model = try ScreenSpecLoader.model(yaml: Self.spec, fileName: "controls.yaml")
        let json = try JSONEncoder().encode(model)
        #expect(try JSONDecoder().decode(ScreenModel.self, from: json) == model)
        let yaml = try model.yaml()
        #expect(try ScreenSpecLoader.model(yaml: yaml, fileName: "round.yaml") == model, "\(yaml)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let part = try encoder.encode(ScreenModel.Stepper(value: 4, stepValue: 2))
        #expect(String(decoding: part, as: UTF8.self) == #"{"stepValue":2,"value":4}"#)
    }

    /// UIKit's picker shows the moment it was made; a screen's shows a fixed date, so that its
    /// pictures are the same from run to run.
    @Test func aDatePickerShowsTheTenthOfJune2024At941() throws {
        let screen = try ScreenSpecLoader.load(yaml: Self.spec, fileName: "controls.yaml")
        let picker = try #require(screen.view(named: "date") as? UIDatePicker)
        #expect(picker.date == Date(timeIntervalSince1970: 1_718_012_460))
    }

    @Test func eachControlIsItsClassAtItsOwnSize() throws {
        let screen = try ScreenBuilder.build(
            try ScreenSpecLoader.model(yaml: Self.spec, fileName: "controls.yaml"), fileName: "controls.yaml")
        func view(_ name: String) throws -> UIView { try #require(screen.view(named: name)) }
        let segments = try #require(try view("segments") as? UISegmentedControl)
        #expect(segments.selectedSegmentIndex == 1)
        // Each segment its own title's width in DejaVu Sans at 13 points plus the padding; 31 + 1.
        #expect(segments.apportionsSegmentWidthsByContent)
        expectFrame(segments, 16, 40, segments.intrinsicContentSize.width, 32)
        // The alignment rectangle spans 16 … 359; the frame 2 more a side and 1 lower.
        expectFrame(try view("slider"), 14, 80, 347, 31)
        #expect((try view("slider") as? UISlider)?.value == 20)
        expectFrame(try view("stepper"), 16, 120, 94, 32)
        #expect((try view("stepper") as? UIStepper)?.stepValue == 2)
        // The bar style is 2.5 points tall.
        expectFrame(try view("progress"), 16, 160, 343, 2.5)
        #expect((try view("progress") as? UIProgressView)?.progressViewStyle == .bar)
        // Five pages: 17 × 5 + 65 = 150 × 26, centred.
        expectFrame(try view("pages"), 112.5, 170, 150, 26)
        expectFrame(try view("search"), 0, 200, 375, 56)
        #expect((try view("search") as? UISearchBar)?.text == "maps")
        let notes = try #require(try view("notes") as? UITextView)
        #expect(!notes.isScrollEnabled)
        #expect(notes.frame.height > 16)
        expectFrame(try view("date"), 27.5, 300, 320, 216)
        expectFrame(try view("picker"), 27.5, 420, 320, 216)
        let effect = try #require(try view("effect") as? UIVisualEffectView)
        #expect(try view("inner").superview === effect.contentView)
        expectFrame(try view("inner"), 0, 0, 100, 50)
        #expect(screen.diagnostics == [])
    }
}
