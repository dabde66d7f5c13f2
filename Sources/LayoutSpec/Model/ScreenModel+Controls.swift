extension ScreenModel {
    /// A segmented control's segments (docs/reference/controls.md#segmented-control): as wide as
    /// its widest title for every segment (or each its own), 31 points tall from iOS 13.
    public struct SegmentedControl: Equatable, Sendable {
        /// The segments' titles, in order.
        public var segments: [String]
        /// The selected segment; nil selects none.
        public var selectedSegmentIndex: Int?
        /// Whether each segment is as wide as its own title rather than the widest.
        public var apportionsSegmentWidthsByContent: Bool?

        /// A control with `segments`.
        public init(
            segments: [String] = [], selectedSegmentIndex: Int? = nil, apportionsSegmentWidthsByContent: Bool? = nil
        ) {
            self.segments = segments
            self.selectedSegmentIndex = selectedSegmentIndex
            self.apportionsSegmentWidthsByContent = apportionsSegmentWidthsByContent
        }
    }

    /// A slider's value and range (docs/reference/controls.md#slider): no intrinsic width, 30
    /// points tall, its frame 2 points wider on each side and 1 lower than its alignment rectangle.
    public struct Slider: Equatable, Sendable {
        /// The value, the minimum and the maximum (0, 0 and 1 when nil).
        public var value: Double?, minimumValue: Double?, maximumValue: Double?

        /// A slider at `value` in `minimumValue` … `maximumValue`.
        public init(value: Double? = nil, minimumValue: Double? = nil, maximumValue: Double? = nil) {
            (self.value, self.minimumValue, self.maximumValue) = (value, minimumValue, maximumValue)
        }
    }

    /// A stepper's value, range and step (docs/reference/controls.md#stepper): 94 × 32 points
    /// from iOS 13, hugging at 750.
    public struct Stepper: Equatable, Sendable {
        /// The value, the bounds and the step (0, 0, 100 and 1 when nil).
        public var value: Double?, minimumValue: Double?, maximumValue: Double?, stepValue: Double?

        /// A stepper at `value` in `minimumValue` … `maximumValue`, moving by `stepValue`.
        public init(
            value: Double? = nil, minimumValue: Double? = nil, maximumValue: Double? = nil, stepValue: Double? = nil
        ) {
            (self.value, self.minimumValue, self.maximumValue, self.stepValue) = (
                value, minimumValue, maximumValue, stepValue
            )
        }
    }

    /// A progress view (docs/reference/controls.md#progress-view): no intrinsic width, 4 points
    /// tall from iOS 13 (2 or 2.5 before, by style).
    public struct ProgressView: Equatable, Sendable {
        /// `UIProgressView.Style`'s cases.
        public enum Style: String, CaseIterable, Codable, Sendable {
            case `default`, bar
        }

        public var style: Style?
        /// The progress, 0 … 1 (0 when nil).
        public var progress: Double?

        /// A progress view of `style` at `progress`.
        public init(style: Style? = nil, progress: Double? = nil) {
            (self.style, self.progress) = (style, progress)
        }
    }

    /// A page control (docs/reference/controls.md#page-control): as wide as its pages' dots.
    public struct PageControl: Equatable, Sendable {
        /// The number of pages and the current one (0 and 0 when nil).
        public var numberOfPages: Int?, currentPage: Int?
        /// Whether one page hides the control (and sizes it zero).
        public var hidesForSinglePage: Bool?

        /// A page control of `numberOfPages` pages.
        public init(numberOfPages: Int? = nil, currentPage: Int? = nil, hidesForSinglePage: Bool? = nil) {
            (self.numberOfPages, self.currentPage, self.hidesForSinglePage) = (
                numberOfPages, currentPage, hidesForSinglePage
            )
        }
    }

    /// A search bar (docs/reference/controls.md#search-bar): no intrinsic width, 56 points tall
    /// from iOS 11 in every style.
    public struct SearchBar: Equatable, Sendable {
        /// `UISearchBar.Style`'s cases.
        public enum Style: String, CaseIterable, Codable, Sendable {
            case `default`, prominent, minimal
        }

        public var style: Style?
        public var placeholder: String?
        public var text: String?

        /// A search bar of `style` showing `text` or `placeholder`.
        public init(style: Style? = nil, placeholder: String? = nil, text: String? = nil) {
            (self.style, self.placeholder, self.text) = (style, placeholder, text)
        }
    }

    /// A text view (docs/reference/controls.md#text-view): a scroll view, without an intrinsic
    /// size while it scrolls, as big as its text (inset 8 above and below, 5 at the sides) when
    /// it does not.
    public struct TextView: Equatable, Sendable {
        public var text: String?
        public var font: Font?
        /// Whether it scrolls (true when nil).
        public var isScrollEnabled: Bool?
        /// Its scroll-view settings.
        public var scrollView: ScrollView

        /// A text view showing `text` in `font`.
        public init(
            text: String? = nil, font: Font? = nil, isScrollEnabled: Bool? = nil, scrollView: ScrollView = .init()
        ) {
            (self.text, self.font, self.isScrollEnabled, self.scrollView) = (text, font, isScrollEnabled, scrollView)
        }
    }

    /// A date picker (docs/reference/controls.md#date-picker): 320 × 216 in wheels; the compact
    /// and inline styles by mode.
    public struct DatePicker: Equatable, Sendable {
        /// `UIDatePicker.Mode`'s cases.
        public enum Mode: String, CaseIterable, Codable, Sendable {
            case time, date, dateAndTime, countDownTimer
        }

        /// `UIDatePickerStyle`'s cases.
        public enum Style: String, CaseIterable, Codable, Sendable {
            case automatic, wheels, compact, inline
        }

        /// The mode (`dateAndTime` when nil).
        public var mode: Mode?
        /// The preferred style (`automatic`, shown compact, when nil).
        public var preferredStyle: Style?

        /// A date picker in `mode`, preferring `preferredStyle`.
        public init(mode: Mode? = nil, preferredStyle: Style? = nil) {
            (self.mode, self.preferredStyle) = (mode, preferredStyle)
        }
    }
}
