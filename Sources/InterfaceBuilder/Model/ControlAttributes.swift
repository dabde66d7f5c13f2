/// What UIKit's standard controls store that their sizes depend on or that a person sees:
/// segments, values and ranges, page counts, styles. Each property is `nil` when the file stores
/// nothing (UIKit's default applies).
public struct ControlAttributes: Sendable, Hashable, Codable {
    /// A segmented control's segments (`<segments><segment title=…>`), in order; nil for a
    /// segment with an image and no title.
    public var segmentTitles: [String?]
    /// A segmented control's `selectedSegmentIndex`, a page control's `currentPage`.
    public var selectedIndex: Int?
    /// A slider's or stepper's `value`.
    public var value: Double?
    /// A slider's `minValue`, a stepper's `minimumValue`.
    public var minimumValue: Double?
    /// A slider's `maxValue`, a stepper's `maximumValue`.
    public var maximumValue: Double?
    /// A stepper's `stepValue`.
    public var stepValue: Double?
    /// A progress view's `progress`.
    public var progress: Double?
    /// A progress view's `progressViewStyle` (`default`, `bar`).
    public var progressViewStyle: String?
    /// A page control's `numberOfPages`.
    public var numberOfPages: Int?
    /// A page control's `hidesForSinglePage`.
    public var hidesForSinglePage: Bool?
    /// A search bar's `searchBarStyle` (`default`, `prominent`, `minimal`).
    public var searchBarStyle: String?
    /// A date picker's `datePickerMode` (`time`, `date`, `dateAndTime`, `countDownTimer`).
    public var datePickerMode: String?
    /// A date picker's `style` (`automatic`, `wheels`, `compact`, `inline`).
    public var datePickerStyle: String?
    /// A text view's `scrollEnabled`.
    public var isScrollEnabled: Bool?

    /// Attributes with the given parts; every part defaults to not stored.
    public init(
        segmentTitles: [String?] = [], selectedIndex: Int? = nil, value: Double? = nil, minimumValue: Double? = nil,
        maximumValue: Double? = nil, stepValue: Double? = nil, progress: Double? = nil,
        progressViewStyle: String? = nil, numberOfPages: Int? = nil, hidesForSinglePage: Bool? = nil,
        searchBarStyle: String? = nil, datePickerMode: String? = nil, datePickerStyle: String? = nil,
        isScrollEnabled: Bool? = nil
    ) {
        self.segmentTitles = segmentTitles
        self.selectedIndex = selectedIndex
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        self.progress = progress
        self.progressViewStyle = progressViewStyle
        self.numberOfPages = numberOfPages
        self.hidesForSinglePage = hidesForSinglePage
        self.searchBarStyle = searchBarStyle
        self.datePickerMode = datePickerMode
        self.datePickerStyle = datePickerStyle
        self.isScrollEnabled = isScrollEnabled
    }
}
