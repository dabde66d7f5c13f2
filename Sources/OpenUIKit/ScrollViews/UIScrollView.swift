import Foundation

/// A view that shows part of a larger content area, as UIKit's UIScrollView, without touches,
/// deceleration or zooming.
///
/// The content offset is the bounds origin: changing it moves the subviews (docs/reference/scroll-views.md). The content
/// area is ``contentLayoutGuide``, at −contentOffset with size ``contentSize``; constraints from
/// the content to the guide (or, by the legacy rule, to the scroll view's edges) decide the
/// content size, which the scroll view reads back after each layout. ``frameLayoutGuide`` is the
/// frame.
///
/// ``adjustedContentInset`` is ``contentInset`` plus the part of the safe area that
/// ``contentInsetAdjustmentBehavior`` picks (docs/reference/scroll-views.md, iOS 11+ mode; the safe area is zero in
/// iOS 7–10 mode, where a view controller sets ``contentInset`` itself).
///
/// As in UIKit, a scroll view clips its content to its bounds: `clipsToBounds` is true from
/// the initializer on (a plain UIView's default is false).
open class UIScrollView: UIView {
    /// Which parts of the safe area are added to the content inset (docs/reference/scroll-views.md).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like ``scrollableAxes``, and top and bottom always for the scroll view of a controller
        /// inside a navigation controller that has `automaticallyAdjustsScrollViewInsets`.
        case automatic = 0
        /// Only along axes that scroll: contentSize larger than the bounds, or always bouncing.
        case scrollableAxes = 1
        /// None.
        case never = 2
        /// All four edges.
        case always = 3
    }

    /// The content area (origin at −contentOffset, size contentSize).
    public let contentLayoutGuide = UILayoutGuide()
    /// The scroll view's frame.
    public let frameLayoutGuide = UILayoutGuide()
    private var contentGuideOrigin: [NSLayoutConstraint] = []
    private var contentGuideSize: [NSLayoutConstraint] = []
    /// What the system part of the adjusted inset was when last checked.
    private var systemInset = UIEdgeInsets.zero
    private var lastAdjustedInset = UIEdgeInsets.zero
    /// The part of contentInset a view controller added in iOS 7–10 mode (docs/reference/bars-and-controllers.md).
    private var automaticInset = UIEdgeInsets.zero
    /// Set when contentSize was assigned since the last layout: the guide has not been solved
    /// with it yet, so its size must not be read back.
    private var contentSizeAssigned = false
    private var isReadingContentSize = false

    /// A scroll view with `frame`; it clips to its bounds, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        setUpGuides()
    }

    /// Archives do not exist here; a decoded scroll view is empty with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        setUpGuides()
    }

    private func setUpGuides() {
        contentAreaGuide = contentLayoutGuide
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let origin = [
            contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
        ]
        // Weakest of all: only where no content constraint decides the size.
        let size = [
            contentLayoutGuide.widthAnchor.constraint(equalToConstant: 0),
            contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0),
        ]
        for constraint in size { constraint.priority = UILayoutPriority(1) }
        let frame = [
            frameLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor),
            frameLayoutGuide.rightAnchor.constraint(equalTo: rightAnchor),
            frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            frameLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        // UIKit places these guides without listing constraints in the scroll view's `constraints`.
        for constraint in origin + size + frame {
            constraint.identifier = "UIScrollView-guide"
            constraint.origin = .system
            constraint.isListed = false
        }
        contentGuideOrigin = origin
        contentGuideSize = size
        NSLayoutConstraint.activate(origin + size + frame)
    }

    // MARK: Content

    /// Whether the content guide falls back to ``contentSize`` (at priority 1) where no content
    /// constraint decides its size; true by default. Interface Builder's canvas has no such
    /// fallback: a document's loader turns it off to find the content lengths its constraints
    /// leave open.
    final package var fallsBackToContentSize: Bool {
        get { contentGuideSize.allSatisfy(\.isActive) }
        set {
            if newValue {
                NSLayoutConstraint.activate(contentGuideSize)
            } else {
                NSLayoutConstraint.deactivate(contentGuideSize)
            }
        }
    }

    /// The size of the content area. Set it directly, or let constraints to
    /// ``contentLayoutGuide`` (or the legacy edge constraints) decide it at layout.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !isReadingContentSize { contentSizeAssigned = true }
            contentGuideSize[0].constant = contentSize.width
            contentGuideSize[1].constant = contentSize.height
            updateAdjustedContentInset()
        }
    }

    /// The point of the content at the top-left of the bounds: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets ``contentOffset``; there are no animations here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The bounds; their origin is the content offset, and setting it moves the content layout guide.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            guard contentGuideOrigin.count == 2 else { return }
            let left = -newValue.minX
            let top = -newValue.minY
            if contentGuideOrigin[0].constant != left { contentGuideOrigin[0].constant = left }
            if contentGuideOrigin[1].constant != top { contentGuideOrigin[1].constant = top }
        }
    }

    /// Space added around the content, set by the app (or by a view controller in iOS 7–10 mode).
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// Insets of the scroll indicators.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero

    /// Whether the scroll view bounces vertically even when the content is not taller than it.
    open var alwaysBounceVertical: Bool = false {
        didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
    }

    /// Whether the scroll view bounces horizontally even when the content is not wider than it.
    open var alwaysBounceHorizontal: Bool = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
    }

    /// Whether scrolling bounces past the edges (default true); kept for source compatibility.
    open var bounces: Bool = true
    /// Whether the user can scroll (default true); kept for source compatibility.
    open var isScrollEnabled: Bool = true

    // MARK: Adjusted content inset (docs/reference/scroll-views.md)

    /// Which safe-area insets ``adjustedContentInset`` adds to ``contentInset`` (default
    /// ``ContentInsetAdjustmentBehavior-swift.enum/automatic``, iOS 11+).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// ``contentInset`` plus the part of the safe area the adjustment behaviour picks.
    open var adjustedContentInset: UIEdgeInsets {
        let system = ContentInsetAdjustment.systemInsets(for: self)
        return UIEdgeInsets(
            top: contentInset.top + system.top, left: contentInset.left + system.left,
            bottom: contentInset.bottom + system.bottom, right: contentInset.right + system.right)
    }

    /// Called when ``adjustedContentInset`` changed.
    open func adjustedContentInsetDidChange() {}

    /// Re-derives the adjusted inset. When the system part changed while the content rested at
    /// its top (left), the content offset follows, keeping the content's top at the inset.
    func updateAdjustedContentInset() {
        let system = ContentInsetAdjustment.systemInsets(for: self)
        if system != systemInset {
            var offset = contentOffset
            if offset.y == -(contentInset.top + systemInset.top) { offset.y = -(contentInset.top + system.top) }
            if offset.x == -(contentInset.left + systemInset.left) { offset.x = -(contentInset.left + system.left) }
            systemInset = system
            contentOffset = offset
        }
        let adjusted = adjustedContentInset
        if adjusted != lastAdjustedInset {
            lastAdjustedInset = adjusted
            adjustedContentInsetDidChange()
        }
    }

    /// iOS 7–10 mode (docs/reference/bars-and-controllers.md): replaces the previous automatic adjustment of the content and
    /// indicator insets with `insets`, and moves the content by the change of the top
    /// adjustment: a content at offset 0 comes to rest at −top.
    func applyAutomaticInsets(_ insets: UIEdgeInsets) {
        let old = automaticInset
        guard insets != old else { return }
        automaticInset = insets
        contentInset = Self.replacing(old, with: insets, in: contentInset)
        scrollIndicatorInsets = Self.replacing(old, with: insets, in: scrollIndicatorInsets)
        contentOffset.y -= insets.top - old.top
    }

    private static func replacing(_ old: UIEdgeInsets, with new: UIEdgeInsets, in insets: UIEdgeInsets) -> UIEdgeInsets
    {
        UIEdgeInsets(
            top: insets.top - old.top + new.top, left: insets.left - old.left + new.left,
            bottom: insets.bottom - old.bottom + new.bottom, right: insets.right - old.right + new.right)
    }

    // MARK: Layout

    /// Whether layout reads the content size back from ``contentLayoutGuide``; a table view sets
    /// its content size from its rows instead.
    var derivesContentSizeFromConstraints: Bool { true }

    /// Reads the content size back from ``contentLayoutGuide`` and re-derives the adjusted inset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let solved = contentLayoutGuide.layoutFrame.size
        if !derivesContentSizeFromConstraints {
            contentSizeAssigned = false
        } else if contentSizeAssigned {
            contentSizeAssigned = false
        } else if solved != contentSize {
            isReadingContentSize = true
            contentSize = solved
            isReadingContentSize = false
        }
        updateAdjustedContentInset()
    }

    /// Updates ``adjustedContentInset`` when the safe area changes.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }
}
