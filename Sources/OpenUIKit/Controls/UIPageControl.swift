import Foundation

/// A row of dots, one per page, as UIKit's UIPageControl (docs/reference/controls.md#page-control).
///
/// Size: ``size(forNumberOfPages:)`` for ``numberOfPages`` is the intrinsic size and what
/// `sizeThatFits` returns. Up to iOS 13 (read from the screen's `systemVersion`) the control is
/// 37 points tall and its dots 7 points wide, 16 points apart: 16 × pages − 9 wide (the height
/// measured, the dots our reading). From iOS 14 the control is 26 points tall and draws its dots
/// on a platter 12 points wider on each side (our choice: the iOS 14 figures are not measured). A control with no page, or with one page
/// while ``hidesForSinglePage`` is set, is hidden by UIKit and sized (0, 0). Hugging 250,
/// compression resistance 750.
///
/// ``currentPage`` is pinned to 0 … ``numberOfPages`` − 1, as in UIKit.
open class UIPageControl: UIControl {
    /// The number of pages (default 0; negative values count as 0).
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
        }
    }

    private var storedNumberOfPages = 0

    /// The page shown, pinned to 0 … ``numberOfPages`` − 1 (default 0).
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = max(min(newValue, storedNumberOfPages - 1), 0) }
    }

    private var storedCurrentPage = 0

    /// The colour of the dots of other pages; nil draws them in a faded label colour.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot; nil draws it in the label colour.
    open var currentPageIndicatorTintColor: UIColor?

    /// Whether the control hides when there is only one page (default false).
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { invalidateIntrinsicContentSize() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the control needs to show `pageCount` dots (docs/reference/controls.md#page-control):
    /// 16 points a page less 9, 37 tall, up to iOS 13; from iOS 14, on a platter, 17 points a
    /// page and 71 more, 28 tall, and from iOS 15 65 more, 26 tall. No page takes no width.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let pages = CGFloat(max(pageCount, 0))
        let version = controlSystemVersion
        if version < 14 { return CGSize(width: max(16 * pages - 9, 0), height: 37) }
        guard pageCount > 0 else { return CGSize(width: 0, height: version < 15 ? 28 : 26) }
        if version < 15 { return CGSize(width: 17 * pages + 71, height: 28) }
        return CGSize(width: 17 * pages + 65, height: 26)
    }

    private var isHiddenByPageCount: Bool {
        numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
    }

    open override var intrinsicContentSize: CGSize {
        isHiddenByPageCount ? .zero : size(forNumberOfPages: numberOfPages)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        invalidateIntrinsicContentSize()
    }
}
