import Foundation
import LayoutSpec
import Testing

/// The standard controls a spec can name (docs/spec-format.md, docs/reference/controls.md).
@MainActor @Suite struct ControlClassTests {
    @Test func controlsTakeTheirOwnKeys() throws {
        let text = """
            controller:
              view:
                subviews:
                  - {name: period, class: UISegmentedControl, items: [A, B, C], selectedSegmentIndex: 2,
                     apportionsSegmentWidthsByContent: true}
                  - {name: count, class: UIStepper, minimumValue: 200, maximumValue: 300, stepValue: 5, wraps: true,
                     value: 250}
                  - {name: volume, class: UISlider, minimumValue: 1, maximumValue: 9, value: 12}
                  - {name: bar, class: UIProgressView, progressViewStyle: bar, progress: 0.5}
                  - {name: pages, class: UIPageControl, numberOfPages: 4, currentPage: 2, hidesForSinglePage: true}
                  - {name: spinner, class: UIActivityIndicatorView, style: large}
                  - {name: search, class: UISearchBar, placeholder: Find, text: cats, searchBarStyle: minimal}
                  - {name: notes, class: UITextView, text: Hello, font: 14, isScrollEnabled: false,
                     textContainerInset: [1, 2, 3, 4]}
                  - {name: date, class: UIDatePicker, datePickerMode: time, preferredDatePickerStyle: inline}
                  - {name: wheel, class: UIPickerView}
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "controls.yaml")
        let period = try #require(screen.view(named: "period") as? UISegmentedControl)
        #expect(period.numberOfSegments == 3 && period.titleForSegment(at: 1) == "B")
        #expect(period.selectedSegmentIndex == 2 && period.apportionsSegmentWidthsByContent)
        let count = try #require(screen.view(named: "count") as? UIStepper)
        #expect(count.minimumValue == 200 && count.maximumValue == 300 && count.stepValue == 5)
        #expect(count.wraps && count.value == 250)
        let volume = try #require(screen.view(named: "volume") as? UISlider)
        #expect(volume.minimumValue == 1 && volume.maximumValue == 9 && volume.value == 9)
        let bar = try #require(screen.view(named: "bar") as? UIProgressView)
        #expect(bar.progressViewStyle == .bar && bar.progress == 0.5)
        let pages = try #require(screen.view(named: "pages") as? UIPageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2 && pages.hidesForSinglePage)
        #expect((screen.view(named: "spinner") as? UIActivityIndicatorView)?.style == .large)
        let search = try #require(screen.view(named: "search") as? UISearchBar)
        #expect(search.placeholder == "Find" && search.text == "cats" && search.searchBarStyle == .minimal)
        let notes = try #require(screen.view(named: "notes") as? UITextView)
        #expect(notes.text == "Hello" && notes.font == UIFont.systemFont(ofSize: 14) && !notes.isScrollEnabled)
        #expect(notes.textContainerInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let date = try #require(screen.view(named: "date") as? UIDatePicker)
        #expect(date.datePickerMode == .time && date.preferredDatePickerStyle == .inline)
        #expect(screen.view(named: "wheel") is UIPickerView)
    }

    @Test func aVisualEffectViewsSubviewsGoIntoItsContentView() throws {
        let text = """
            controller:
              view:
                subviews:
                  - name: blur
                    class: UIVisualEffectView
                    blurEffectStyle: systemMaterial
                    subviews:
                      - {name: badge}
            constraints:
              - blur.top == superview.top + 100
              - blur.leading == superview.leading + 20
              - blur.width == 200
              - blur.height == 80
            visualFormat:
              - H:|-10-[badge(30)]
              - V:|-10-[badge(20)]
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "blur.yaml")
        let blur = try #require(screen.view(named: "blur") as? UIVisualEffectView)
        let badge = try #require(screen.view(named: "badge"))
        #expect(badge.superview === blur.contentView)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
    }

    @Test func badControlSettingsAreSpecErrors() {
        #expect(
            loadError("controller: {view: {subviews: [{class: UIStepper, stepValue: 0}]}}")
                == "bad.yaml:1:62: error: 'stepValue' must be greater than 0")
        #expect(
            loadError("controller: {view: {subviews: [{class: UIStepper, minimumValue: 5, maximumValue: 5}]}}")
                == "bad.yaml:1:82: error: 'minimumValue' (5) must be less than 'maximumValue' (5)")
        #expect(
            loadError(
                "controller: {view: {subviews: [{class: UISegmentedControl, items: [a], selectedSegmentIndex: 1}]}}")
                == "bad.yaml:1:94: error: 'selectedSegmentIndex' must be -1 (none) or the index of one of the 1 items")
        #expect(
            loadError("controller: {view: {subviews: [{class: UIProgressView, progressViewStyle: thin}]}}")?.contains(
                "progress view style") == true)
    }
}
