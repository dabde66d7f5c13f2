internal import Cassowary
import Foundation

/// A rectangle in a tree of rectangles, laid out by frames, autoresizing masks and constraints,
/// as in UIKit.
///
/// Views are `@MainActor`, as in UIKit's Swift interface: a tree is laid out on the main actor,
/// and code elsewhere reaches it with `await MainActor.run { … }`.
///
/// Subclasses override ``layoutSubviews()``, ``updateConstraints()``, ``intrinsicContentSize``
/// and ``sizeThatFits(_:)`` exactly as in UIKit.
///
/// The properties a layout pass reads for every view are kept in the view's `ViewRecord`, a
/// final class of the engine, and forwarded from here.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The engine's bookkeeping of this view.
    let record: ViewRecord

    // Geometry (no transforms: frame = center ± size / 2 = origin + bounds.size).
    var frameOrigin: CGPoint {
        get { record.frameOrigin }
        set { record.frameOrigin = newValue }
    }
    var storedBounds: CGRect {
        get { record.bounds }
        set { record.bounds = newValue }
    }

    // Tree. The superview link is unowned; `deinit` clears it in the subviews (ViewRecord).
    var parent: UIView? {
        get { record.parent }
        set { record.parent = newValue }
    }
    var children: [UIView] {
        _read { yield record.children }
        _modify { yield &record.children }
    }
    /// The window at the root of the tree, kept as the tree changes (``UIView/window`` would
    /// otherwise walk to the root, for every view added, which made building a deep chain
    /// quadratic). Unowned like ``parent``; a window's `deinit` clears it in its subtree.
    var windowLink: UIWindow? {
        get { record.windowLink }
        set { record.windowLink = newValue }
    }

    // Appearance and identity.
    /// An integer that identifies the view to your code (default 0); ``viewWithTag(_:)`` finds it.
    open var tag: Int = 0
    /// Whether the view is hidden (default false). A hidden view keeps its frame and its constraints,
    /// as in UIKit; stack views and pictures read it.
    open var isHidden: Bool {
        get { record.isHidden }
        set {
            let oldValue = record.isHidden
            record.isHidden = newValue
            if newValue != oldValue { visibilityDidChange() }
        }
    }
    /// The view's opacity, 0…1 (default 1); it does not affect layout.
    open var alpha: CGFloat = 1
    /// The view's background color (default nil); it does not affect layout.
    open var backgroundColor: UIColor? {
        didSet { appearancePropertyDidChange("backgroundColor") }
    }
    /// The color that tints the view's content. Reading it gives the color set on this view,
    /// else its nearest ancestor's, else system blue, as in UIKit; setting nil returns to
    /// inheriting. It does not affect layout.
    open var tintColor: UIColor! {
        get { storedTintColor ?? parent?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            appearancePropertyDidChange("tintColor")
        }
    }
    var storedTintColor: UIColor?
    /// The appearance properties set on this view directly (not by an appearance proxy): a
    /// proxy leaves them alone, as in UIKit (see ``AppearanceTracking``).
    package var customizedAppearanceProperties: Set<String> = []
    /// Whether the view takes touches (default true). Kept for source compatibility: there are no
    /// events here.
    open var isUserInteractionEnabled: Bool = true
    /// Whether subviews are clipped to the bounds (default false). Pictures honour it; layout does
    /// not read it.
    open var clipsToBounds: Bool = false
    /// How the content is placed in the bounds when their sizes differ; pictures use it for
    /// image views, layout does not read it (as in UIKit).
    open var contentMode: ContentMode = .scaleToFill
    // A layout-cycle flag, declared here to fill the padding before the next 8-byte field: a
    // view's size decides the heap a tree holds per view (docs/benchmark.md).
    var needsUpdateConstraintsFlag = true
    /// Names the view in constraint descriptions and logs.
    open var accessibilityIdentifier: String?

    // Autoresizing.
    /// Which of the view's margins and sizes follow its superview's bounds when they change (default
    /// none). The engine translates the mask into constraints while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true, as UIKit does.
    open var autoresizingMask: AutoresizingMask {
        get { record.autoresizingMask }
        set {
            let oldValue = record.autoresizingMask
            record.autoresizingMask = newValue
            if newValue != oldValue { autoresizingInputsChanged() }
        }
    }
    /// Whether subviews' autoresizing masks apply when this view's bounds change (default true).
    open var autoresizesSubviews: Bool {
        get { record.autoresizesSubviews }
        set { record.autoresizesSubviews = newValue }
    }
    /// Whether the engine keeps the view's frame through constraints made from its frame and
    /// ``autoresizingMask`` (default true for views made in code). Set it to false before
    /// constraining the view with anchors, as in UIKit; otherwise those constraints conflict with
    /// the frame's.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { record.translatesAutoresizingMaskIntoConstraints }
        set {
            let oldValue = record.translatesAutoresizingMaskIntoConstraints
            record.translatesAutoresizingMaskIntoConstraints = newValue
            if newValue != oldValue {
                autoresizingInputsChanged()
                intrinsicContentSizeChanged()
            }
        }
    }

    // Content priorities (docs/reference/priorities.md: 250 hugging, 750 compression for views made in code).
    var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    // Constraints installed here, and guides owned here.
    var installedList: InstalledConstraintList {
        _read { yield record.installedList }
        _modify { yield &record.installedList }
    }
    var installedConstraints: [NSLayoutConstraint] { installedList.constraints }
    var ownedGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?

    var readableGuide: UILayoutGuide?

    // Margins, safe area and direction (docs/reference/attributes.md, docs/reference/margins.md, docs/reference/safe-area.md).
    /// The one stored value behind `layoutMargins` and `directionalLayoutMargins`, in the form
    /// it was last set in (see DirectionalLayoutMargins.swift).
    var storedLayoutMargins = StoredLayoutMargins.viewDefault
    /// The effective margins and safe-area insets as of the last settling of this tree's
    /// insets (InsetsResolutionPhase.swift), and the bounds they were computed for.
    var resolvedLayoutMargins: UIEdgeInsets {
        get { record.resolvedLayoutMargins }
        set { record.resolvedLayoutMargins = newValue }
    }
    var resolvedSafeAreaInsets: UIEdgeInsets {
        get { record.resolvedSafeAreaInsets }
        set { record.resolvedSafeAreaInsets = newValue }
    }
    /// The safe area or margins may have changed: resolve them at the next pass.
    var needsInsetsResolution: Bool {
        get { record.needsInsetsResolution }
        set { record.needsInsetsResolution = newValue }
    }

    /// When true, the view's effective margins are at least its superview's margins where
    /// the two overlap (docs/reference/margins.md). Default false, as in UIKit.
    open var preservesSuperviewLayoutMargins: Bool {
        get { record.preservesSuperviewLayoutMargins }
        set {
            let oldValue = record.preservesSuperviewLayoutMargins
            record.preservesSuperviewLayoutMargins = newValue
            if newValue != oldValue { marginSettingsChanged() }
        }
    }
    /// When true (the default, as in UIKit), the safe-area insets are added to the view's own
    /// margins (docs/reference/margins.md).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { record.insetsLayoutMarginsFromSafeArea }
        set {
            let oldValue = record.insetsLayoutMarginsFromSafeArea
            record.insetsLayoutMarginsFromSafeArea = newValue
            if newValue != oldValue { marginSettingsChanged() }
        }
    }
    /// When true, the view's leading and trailing margins widen so that its layout-margins guide
    /// is its `readableContentGuide` (docs/reference/margins.md). Default false, as in UIKit for
    /// views made in code.
    open var layoutMarginsFollowReadableWidth: Bool {
        get { record.layoutMarginsFollowReadableWidth }
        set {
            guard newValue != record.layoutMarginsFollowReadableWidth else { return }
            record.layoutMarginsFollowReadableWidth = newValue
            marginSettingsChanged()
        }
    }
    /// The safe-area insets a host (a window's screen, a view controller with its bars) gives
    /// this view when it is the root of what the host shows (docs/reference/safe-area.md). `nil` for views whose
    /// safe area flows from their superview. Read at the next layout pass, like every other
    /// input of the safe area.
    package var hostSafeAreaInsets: UIEdgeInsets? {
        get { rootState?.hostSafeAreaInsets }
        set {
            guard newValue != hostSafeAreaInsets else { return }
            madeRootState.hostSafeAreaInsets = newValue
            insetsInputsChanged()
        }
    }
    /// What hosts this view as its root above the view layer (OpenUIKit's view controllers):
    /// told around this view's layoutSubviews. Weak, as UIKit's view → controller link.
    package var layoutHost: (any ViewLayoutHost)? {
        get { rootState?.layoutHost }
        set {
            guard newValue != nil || rootState != nil else { return }
            madeRootState.layoutHost = newValue
        }
    }
    /// The smallest own margins a host allows for this view (a view controller's root view
    /// with `viewRespectsSystemMinimumLayoutMargins`: its `systemMinimumLayoutMargins`, docs/reference/margins.md).
    /// `nil` for every other view.
    package var hostMinimumLayoutMargins: NSDirectionalEdgeInsets? {
        get { rootState?.hostMinimumLayoutMargins }
        set {
            guard newValue != hostMinimumLayoutMargins else { return }
            madeRootState.hostMinimumLayoutMargins = newValue
            marginSettingsChanged()
        }
    }
    /// Own margins a host imposes whatever is set on the view (a view controller's root view in
    /// the iOS 8–10 mode, whose margins are `{0, m, 0, m}` and cannot be set, docs/reference/margins.md). `nil`
    /// for every other view.
    package var hostFixedLayoutMargins: NSDirectionalEdgeInsets? {
        get { rootState?.hostFixedLayoutMargins }
        set {
            guard newValue != hostFixedLayoutMargins else { return }
            madeRootState.hostFixedLayoutMargins = newValue
            marginSettingsChanged()
        }
    }
    /// The pixels per point of the screen a host shows this root view's tree on (a window
    /// sets its screen's scale); `nil` elsewhere. Layout snaps frames to that grid
    /// (``PixelGrid``). Read at the next layout pass.
    package var hostDisplayScale: CGFloat? {
        get { rootState?.hostDisplayScale }
        set {
            guard newValue != hostDisplayScale else { return }
            madeRootState.hostDisplayScale = newValue
            setNeedsLayout()
        }
    }
    /// A scale set through `contentScaleFactor` for drawing; layout does not use it.
    var drawingScale: CGFloat?
    /// How the view's content is described for right-to-left layout (docs/reference/attributes.md#layout-direction):
    /// `forceRightToLeft` and `forceLeftToRight` fix the view's direction and, through its trait
    /// collection, the direction of its subviews with an `unspecified` attribute; `playback` and
    /// `spatial` lay the view itself out left-to-right; `unspecified` takes the superview's direction.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { record.semanticContentAttribute }
        set {
            let oldValue = record.semanticContentAttribute
            record.semanticContentAttribute = newValue
            if newValue != oldValue { semanticContentAttributeChanged() }
        }
    }
    /// The style this view and its subviews are drawn in, whatever their environment's
    /// (`.unspecified`, the default, inherits it), as in UIKit; it reaches them through
    /// ``traitCollection`` and never affects layout (UIUserInterfaceStyle.swift).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { record.overrideUserInterfaceStyle }
        set {
            let oldValue = record.overrideUserInterfaceStyle
            record.overrideUserInterfaceStyle = newValue
            if newValue != oldValue { registeredEngine?.scheduleTraits(self) }
        }
    }
    /// The direction of the environment for this view's tree, read on the tree's root view: set
    /// on a window (or any root) to lay out one screen right-to-left while other trees follow
    /// `LayoutEnvironment.userInterfaceLayoutDirection`. `nil` (the default) follows the
    /// process-wide value. Not UIKit API: UIKit reads the direction from the application and
    /// the trait collection.
    public var environmentLayoutDirection: UIUserInterfaceLayoutDirection? {
        didSet { if environmentLayoutDirection != oldValue { registeredEngine?.refreshEnvironmentDirection() } }
    }
    /// The direction the nearest ancestor with a forced attribute gives this view through the
    /// trait collection; `nil` when no ancestor forces one (the view follows its tree's
    /// environment). Kept up to date as attributes and superviews change (TraitPropagation.swift).
    var ancestorForcedDirection: UIUserInterfaceLayoutDirection? {
        get { record.ancestorForcedDirection }
        set { record.ancestorForcedDirection = newValue }
    }
    /// The traits a host (a window's screen) gives this root view's tree: size classes and idiom.
    /// `nil` elsewhere; a root without one takes the main screen's (`LayoutEnvironment`). Read at
    /// the next layout pass.
    package var hostTraitCollection: UITraitCollection? {
        get { rootState?.hostTraitCollection }
        set {
            guard newValue != hostTraitCollection else { return }
            madeRootState.hostTraitCollection = newValue
            setNeedsLayout()
        }
    }
    /// The trait collection as of the last layout pass that looked at this view: what
    /// ``traitCollectionDidChange(_:)`` reports as the previous one.
    var deliveredTraits: UITraitCollection?

    // Layout cycle.
    var needsLayoutFlag: Bool {
        get { record.needsLayoutFlag }
        set { record.needsLayoutFlag = newValue }
    }

    // Engine bookkeeping.
    /// What a root or hosted root view holds (``RootViewState``); nil for the other views.
    var rootState: RootViewState?
    /// ``rootState``, made if the view has none yet: for setters of its fields.
    var madeRootState: RootViewState {
        if let rootState { return rootState }
        let made = RootViewState()
        rootState = made
        return made
    }
    /// The engine of the tree, when this view is its root and one has been made.
    var ownEngine: LayoutEngine? {
        get { rootState?.ownEngine }
        set {
            guard newValue != nil || rootState != nil else { return }
            madeRootState.ownEngine = newValue
        }
    }
    /// The context this view gives its tree while it is the root (``layoutContext``).
    var assignedLayoutContext: LayoutContext? {
        get { rootState?.assignedLayoutContext }
        set {
            guard newValue != nil || rootState != nil else { return }
            madeRootState.assignedLayoutContext = newValue
        }
    }
    /// The engine this view is registered with.
    var registeredEngine: LayoutEngine? {
        get { record.engineLink?.engine }
        set { record.engineLink = newValue?.link }
    }
    /// Whether this view is registered with `engine`: a comparison of links, without retaining
    /// either engine.
    func isRegistered(with engine: LayoutEngine) -> Bool {
        record.engineLink === engine.link
    }
    var engineSlot: EngineSlot {
        get { record.engineSlot }
        set { record.engineSlot = newValue }
    }
    var referenceList: ReferenceList {
        _read { yield record.referenceList }
        _modify { yield &record.referenceList }
    }
    final func addReference(_ constraint: NSLayoutConstraint, wasActivatedBefore: Bool) {
        record.referenceList.append(constraint, wasActivatedBefore: wasActivatedBefore)
    }
    /// For a view whose edges, seen from its own content, are those of a movable content area
    /// rather than its frame (OpenUIKit's UIScrollView), the guide standing for that area; edge
    /// constraints from inside attach to it (``ScrollContentAttachment``). Read for every edge
    /// constraint the engine translates, so kept in the record.
    package var contentAreaGuide: UILayoutGuide? {
        get { record.contentAreaGuide }
        set { record.contentAreaGuide = newValue }
    }
    var hasContentArea: Bool { record.contentAreaGuide != nil }
    /// When the inputs of the autoresizing / intrinsic-size constraints last changed: their
    /// place in the activation order, so that a conflict breaks whatever changed last (docs/reference/priorities.md).
    var autoresizingStamp = 0
    var intrinsicStamp = 0

    /// The view's stand-in address number (DebugAddress); 0 until a description first prints it.
    var debugSerial = 0

    /// A view with `frame` in its superview's coordinates, no superview and no constraints.
    public init(frame: CGRect) {
        autoresizingStamp = ActivationClock.tick()
        intrinsicStamp = autoresizingStamp
        record = ViewRecord(frame: frame)
        super.init()
    }

    /// A view with a zero frame, to be sized by constraints or a later frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Archives do not exist here; a decoded view is an empty view with a zero frame.
    public required init?(coder: NSCoder) {
        autoresizingStamp = ActivationClock.tick()
        intrinsicStamp = autoresizingStamp
        record = ViewRecord(frame: .zero)
        super.init()
    }

    // MARK: Overridable members
    // Swift cannot override members declared in extensions, so everything UIKit lets
    // subclasses override is declared here and forwards to the file of its concern.

    /// The view's rectangle in its superview's coordinate system.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: storedBounds.size) }
        set { applyFrame(newValue, fromEngine: false) }
    }

    /// The view's rectangle in its own coordinate system; its origin shifts the subviews. The layout engine resizes
    /// a view through this setter, as UIKit's does (docs/reference/fitting.md#layout-cycle).
    open var bounds: CGRect {
        get { storedBounds }
        set {
            if let frame = EngineFrameWrite.frame(for: self) {
                applyFrame(frame, fromEngine: true)
            } else {
                applyBounds(newValue)
            }
        }
    }

    /// The frame's center in the superview's coordinate system. The layout engine moves a view through this
    /// setter, as UIKit's does (docs/reference/fitting.md#layout-cycle).
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + storedBounds.width / 2, y: frameOrigin.y + storedBounds.height / 2) }
        set {
            if let frame = EngineFrameWrite.frame(for: self) {
                applyFrame(frame, fromEngine: true)
            } else {
                applyCenter(newValue)
            }
        }
    }

    /// The size the view would like within `size`: a plain view keeps its current size (docs/reference/fitting.md).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedBounds.size
    }

    /// Resizes the view to `sizeThatFits(current size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frameOrigin, size: size)
    }

    /// The size the content needs, or `UIView.noIntrinsicMetric` on an axis without one. A plain view
    /// has none (docs/reference/priorities.md).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the engine to read ``intrinsicContentSize`` again at the next layout pass.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeChanged()
    }

    /// How far the alignment rectangle, the rectangle constraints act on, lies inside the frame
    /// (docs/reference/fitting.md#alignment-rectangles); negative values put it outside. None
    /// for a plain view. Read when the view's constraints are translated and its frame applied.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a view whose frame is `frame`: the frame inset by
    /// ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        AlignmentGeometry.alignmentRect(forFrame: frame, insets: alignmentRectInsets)
    }

    /// The frame of a view whose alignment rectangle is `alignmentRect`: the rectangle outset by
    /// ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        AlignmentGeometry.frame(forAlignmentRect: alignmentRect, insets: alignmentRectInsets)
    }

    /// Lays out subviews. By the time it runs, the engine has applied every constraint-derived
    /// frame of this tree; overrides may change frames and constraints, and the pass repeats.
    open func layoutSubviews() {}

    /// Updates constraints before the engine solves; called bottom-up for views that asked with
    /// ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {
        needsUpdateConstraintsFlag = false
    }

    /// Marks the view for ``layoutSubviews()`` at the next layout pass of its tree; nothing is laid
    /// out now.
    open func setNeedsLayout() {
        markNeedsLayout()
    }

    /// Runs the layout pass of this view's tree now if anything is pending: updates constraints,
    /// solves, applies frames and calls ``layoutSubviews()`` where needed. With no display loop
    /// here, this (or a window's layout) is how layout happens.
    open func layoutIfNeeded() {
        runLayoutIfNeeded()
    }

    /// The view whose top edge is this view's first baseline (docs/reference/attributes.md).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose bottom edge is this view's last baseline (docs/reference/attributes.md).
    open var forLastBaselineLayout: UIView { self }

    /// The view's effective layout margins (docs/reference/margins.md): what was set (default 8 on every side),
    /// plus the safe-area insets when ``insetsLayoutMarginsFromSafeArea``, at least the
    /// superview's overlapping margins when ``preservesSuperviewLayoutMargins``. So, as in
    /// UIKit, the getter can return more than was set. Setting it stores left/right insets that
    /// stay on their sides when the layout direction changes.
    open var layoutMargins: UIEdgeInsets {
        get { LayoutMarginsResolution.currentMargins(of: self) }
        set { setStoredLayoutMargins(.absolute(newValue)) }
    }

    /// The effective layout margins with leading/trailing in place of left/right, through the
    /// view's ``effectiveUserInterfaceLayoutDirection`` (docs/reference/margins.md). Setting it stores
    /// leading/trailing insets that follow the layout direction when it changes.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { LayoutMarginsResolution.currentMargins(of: self).directional(rightToLeft: isRightToLeft) }
        set { setStoredLayoutMargins(.directional(newValue)) }
    }

    /// How far the safe area is inset from the bounds (docs/reference/safe-area.md): a hosted root's insets, and
    /// for other views the part of their superview's insets they overlap. Zero until the view
    /// is in a hosted tree and has been laid out; updated by every layout pass.
    open var safeAreaInsets: UIEdgeInsets { resolvedSafeAreaInsets }

    /// Called when the effective layout margins change: from a setter of a margin setting (as
    /// in UIKit), and from a layout pass when new frames or safe-area insets change them.
    open func layoutMarginsDidChange() {}
    /// Called during a layout pass when ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    /// Called at a layout pass when ``traitCollection`` changed since the pass before (a new
    /// screen or orientation for the window, a forced direction set on an ancestor, a move to
    /// another tree), superviews before subviews. Not called when the view first gets traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called after `subview` was added to this view; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` leaves this view; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview or was removed.
    open func didMoveToSuperview() {}
    /// Called on every view of a subtree before the subtree enters `newWindow` (nil when it
    /// leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called on every view of a subtree after the subtree entered or left a window.
    open func didMoveToWindow() {}

    /// Draws the view's content in UIKit. Nothing calls it here: pictures of a screen come from
    /// LayoutRendering, which reads frames and properties. It exists so that subclasses that
    /// override it compile.
    open func draw(_ rect: CGRect) {}

    /// Nothing refers to a view weakly (a weak reference moves an object's reference counts to a
    /// side table and slows every retain); the unowned links to a view are cleared here instead.
    /// The subviews are released through ``SubtreeRelease``, so that deep trees go away without
    /// nesting deinitializers.
    isolated deinit {
        ownEngine?.rootWillDeinit(subviews: children, rootConstraints: installedConstraints)
        if windowLink === self {
            for child in children { child.forEachViewInSubtree { $0.windowLink = nil } }
        }
        for child in children { child.parent = nil }
        // Other items may still list these constraints; every reader checks `active` first.
        for constraint in installedConstraints {
            constraint.active = false
            constraint.installedView = nil
        }
        for guide in ownedGuides { guide.owner = nil }
        var subviews: [UIView] = []
        swap(&subviews, &children)
        SubtreeRelease.release(consume subviews)
    }

    /// Whether the class needs constraint-based layout (kept for source compatibility).
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Identity

    // Equality and hashing are NSObject's: identity.

    /// The class name printed in descriptions (the dynamic class, without module).
    var className: String { String(describing: type(of: self)) }

    /// `UIView:0x7f…` or `UIView:0x7f…'name'`: how constraint descriptions name this view.
    var itemDescription: String {
        var text = "\(className):\(DebugAddress.itemAddress(serial))"
        if let accessibilityIdentifier { text += "'\(accessibilityIdentifier)'" }
        return text
    }

    /// The stand-in address of this view, as printed in descriptions (`0x7f…`).
    public var debugAddress: String { DebugAddress.itemAddress(serial) }

    /// `<UIView: 0x7f…; frame = (0 0; 100 50); tag = 1>`, as UIKit prints views.
    open override var description: String {
        MainActor.assumeIsolated { viewDescription }
    }

    /// The same text as ``description``.
    open override var debugDescription: String { description }

    private var viewDescription: String {
        var text =
            "<\(className): \(debugAddress); frame = (\(formatNumber(frame.origin.x)) \(formatNumber(frame.origin.y)); \(formatNumber(frame.width)) \(formatNumber(frame.height)))"
        if isHidden { text += "; hidden = YES" }
        if tag != 0 { text += "; tag = \(tag)" }
        if let accessibilityIdentifier { text += "; identifier = '\(accessibilityIdentifier)'" }
        return text + ">"
    }
}

extension UIView: LayoutItem {
    var hostView: UIView? { self }

    var isRightToLeft: Bool { resolvedLayoutDirection == .rightToLeft }
}
