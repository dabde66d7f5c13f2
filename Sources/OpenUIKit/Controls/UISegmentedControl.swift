import Foundation

/// A row of segments, one of which may be selected, as UIKit's UISegmentedControl
/// (docs/reference/controls.md#segmented-control).
///
/// Size: a segment is as wide as its title (the system font at 13 points, on the pixel grid)
/// or its image, plus 8 points on each side; UIKit gives every segment the width of the widest
/// unless ``apportionsSegmentWidthsByContent`` is set, and a width set with
/// ``setWidth(_:forSegmentAt:)`` replaces a segment's own. The intrinsic width is the sum.
/// The intrinsic height is 31 points from iOS 13 (28 before), read from the screen's
/// `systemVersion`; the frame is 1 point taller, because the alignment rectangle leaves out
/// the bottom point (`alignmentRectInsets` `{0, 0, 1, 0}`), and `sizeThatFits` returns the
/// frame's size. Hugging 250, compression resistance 750.
///
/// Where we differ: titles are measured with DejaVu Sans (docs/reference/text.md#fonts), so
/// widths differ from a device's by a few percent; the 8-point padding is our reading.
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected (−1).
    public static let noSegment = -1

    /// What a segment shows: a title or an image.
    private enum Content {
        case title(String?)
        case image(UIImage?)
    }

    private struct Segment {
        var content: Content
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The font of the segment titles: the system font at 13 points.
    static let titleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    /// The space on each side of a segment's title or image.
    static let segmentPadding: CGFloat = 8
    /// How far the frame reaches below the alignment rectangle.
    static let bottomAlignmentInset: CGFloat = 1

    /// The selected segment, or ``noSegment``. As in UIKit, assigning an index outside
    /// −1 ..< ``numberOfSegments`` leaves the selection as it was (our reading: UIKit
    /// documents no exception for it).
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue >= UISegmentedControl.noSegment, newValue < segments.count else { return }
            storedSelectedIndex = newValue
        }
    }

    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// Whether each segment is as wide as its own content (true) or all are as wide as the
    /// widest (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether a touched segment stays selected (false) or springs back (true); no effect on layout.
    open var isMomentary = false

    /// A control with one segment per item: a `String` makes a titled segment, a `UIImage` an
    /// image segment (other items make an empty segment). Its frame takes its fitting size.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(content: .image(image)))
            } else {
                segments.append(Segment(content: .title(item as? String)))
            }
        }
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment before `segment`; UIKit pins an index above ``numberOfSegments``
    /// to the end (and we pin a negative one to 0). The selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(content: .title(title)), at: segment)
    }

    /// Inserts an image segment before `segment`, pinned as in ``insertSegment(withTitle:at:animated:)``.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(content: .image(image)), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
    }

    /// Removes the segment at `segment` (nothing when there is none); removing the selected
    /// segment leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
    }

    /// The index UIKit uses for `segment` in the setters: pinned to the last segment.
    private func pinned(_ segment: Int) -> Int? {
        segments.isEmpty ? nil : min(max(segment, 0), segments.count - 1)
    }

    /// Sets the title of `segment` (pinned to the last segment, as in UIKit); it replaces an image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].content = .title(title)
    }

    /// The title of `segment`, or nil for an image segment or an index outside the segments.
    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment), case .title(let title) = segments[segment].content else {
            return nil
        }
        return title
    }

    /// Sets the image of `segment` (pinned to the last segment); it replaces a title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].content = .image(image)
    }

    /// The image of `segment`, or nil for a titled segment or an index outside the segments.
    open func imageForSegment(at segment: Int) -> UIImage? {
        guard segments.indices.contains(segment), case .image(let image) = segments[segment].content else {
            return nil
        }
        return image
    }

    /// Gives `segment` a fixed width; 0 (the default) sizes it by its content. Negative
    /// widths count as 0 (our reading).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].width = max(width, 0)
    }

    /// The width set for `segment` with ``setWidth(_:forSegmentAt:)`` (0: sized by content).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment; no effect on layout.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinned(segment) else { return }
        segments[index].isEnabled = enabled
    }

    /// Whether `segment` is enabled (true outside the segments).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : true
    }

    // MARK: Size

    /// The intrinsic height: 31 points from iOS 13, 28 before.
    var contentHeight: CGFloat { controlSystemVersion >= 13 ? 31 : 28 }

    /// A segment's width from its content: title or image plus padding on both sides.
    private func contentWidth(of segment: Segment) -> CGFloat {
        let content: CGFloat
        switch segment.content {
        case .title(let title):
            let width = (title ?? "").size(withAttributes: [.font: UISegmentedControl.titleFont]).width
            content = ceilToPixels(width, scale: contentScaleFactor)
        case .image(let image):
            content = image?.size.width ?? 0
        }
        return content + 2 * UISegmentedControl.segmentPadding
    }

    /// Each segment's width as UIKit apportions it: a set width wins; the others take their
    /// content's width, or all the widest content's when widths are not apportioned by content.
    /// Not UIKit API (UIKit draws the segments; here tests and pictures read their widths).
    public var segmentWidths: [CGFloat] {
        let contents = segments.map(contentWidth(of:))
        let widest = zip(segments, contents).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
        return zip(segments, contents).map { segment, content in
            if segment.width > 0 { return segment.width }
            return apportionsSegmentWidthsByContent ? content : widest
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths.reduce(0, +), height: contentHeight)
    }

    /// The frame's size for the content: the intrinsic size plus the bottom alignment inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = intrinsicContentSize
        return CGSize(width: content.width, height: content.height + UISegmentedControl.bottomAlignmentInset)
    }

    /// `{0, 0, 1, 0}`: the frame reaches one point below what constraints align.
    open override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: UISegmentedControl.bottomAlignmentInset, right: 0)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
