import Foundation
internal import Cassowary

/// A rectangle in a tree of rectangles, laid out by frames, autoresizing masks and constraints,
/// as in UIKit.
///
/// Views are not isolated to an actor: a view tree (a window and everything in it) belongs to
/// one thread at a time, so a server can lay out many trees in parallel. Code written for iOS
/// with `@MainActor` annotations compiles unchanged.
///
/// Subclasses override ``layoutSubviews()``, ``updateConstraints()``, ``intrinsicContentSize``
/// and ``sizeThatFits(_:)`` exactly as in UIKit.
open class UIView: CustomStringConvertible, CustomDebugStringConvertible, Hashable {
    // Geometry (no transforms: frame = center ± size / 2 = origin + bounds.size).
    var frameOrigin: CGPoint = .zero
    var storedBounds: CGRect = .zero

    // Tree. The superview link is unowned (a weak load costs 50–250× a plain one in the walks
    // up the tree that activation and hit-testing make); `deinit` clears it in the subviews,
    // so it never dangles.
    unowned(unsafe) var parent: UIView?
    var children: [UIView] = []

    // Appearance and identity.
    open var tag: Int = 0
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    open var isUserInteractionEnabled: Bool = true
    open var clipsToBounds: Bool = false
    /// Names the view in constraint descriptions and logs.
    open var accessibilityIdentifier: String?

    // Autoresizing.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { autoresizingInputsChanged() } }
    }
    open var autoresizesSubviews: Bool = true
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue {
                autoresizingInputsChanged()
                intrinsicContentSizeChanged()
            }
        }
    }

    // Content priorities (SPEC §1: 250 hugging, 750 compression for views made in code).
    var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    // Constraints installed here, and guides owned here.
    var installedList = ConstraintList()
    var installedConstraints: [NSLayoutConstraint] { installedList.constraints }
    var ownedGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?

    // Margins and direction (the margins issue replaces the resolution, SPEC §5).
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var preservesSuperviewLayoutMargins: Bool = false
    open var insetsLayoutMarginsFromSafeArea: Bool = true
    /// The safe-area insets a host (a window's screen, a view controller with its bars) gives
    /// this view when it is the root of what the host shows (SPEC §6). `nil` for views whose
    /// safe area flows from their superview. Setting it marks the view for layout.
    package var hostSafeAreaInsets: UIEdgeInsets? {
        didSet { if hostSafeAreaInsets != oldValue { setNeedsLayout() } }
    }
    /// What hosts this view as its root above the view layer (OpenUIKit's view controllers):
    /// told around this view's layoutSubviews. Weak, as UIKit's view → controller link.
    package weak var layoutHost: (any ViewLayoutHost)?
    /// The smallest margins the host wants for this view (a view controller's root view:
    /// SPEC §5's system minimum), or nil for none. The margin resolution takes the larger of
    /// these and the view's own margins.
    package var hostMinimumLayoutMargins: NSDirectionalEdgeInsets? {
        didSet { if hostMinimumLayoutMargins != oldValue { layoutMarginsChanged() } }
    }
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { directionChanged() } }
    }

    // Layout cycle.
    var needsLayoutFlag = true
    var needsUpdateConstraintsFlag = true

    // Engine bookkeeping.
    /// The engine of the tree, when this view is its root and one has been made.
    var ownEngine: LayoutEngine?
    /// The engine this view is registered with.
    weak var registeredEngine: LayoutEngine?
    var variables: LayoutVariables?
    var referenceList = ConstraintList()
    var autoresizingConstraints: [NSAutoresizingMaskLayoutConstraint] = []
    var contentSizeConstraints: [NSContentSizeLayoutConstraint] = []
    var cachedIntrinsicSize: CGSize?
    var lastEngineFrame: CGRect?
    /// When the inputs of the autoresizing / intrinsic-size constraints last changed: their
    /// place in the activation order, so that a conflict breaks whatever changed last (SPEC §3).
    var autoresizingStamp = 0
    var intrinsicStamp = 0
    var needsEngineSync = false
    var isQueuedForUpdate = false
    var isQueuedForLayout = false

    let serial: Int

    public init(frame: CGRect) {
        serial = DebugAddress.next()
        autoresizingStamp = ActivationClock.tick()
        intrinsicStamp = autoresizingStamp
        frameOrigin = frame.origin
        storedBounds = CGRect(origin: .zero, size: frame.size)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Archives do not exist here; a decoded view is an empty view with a zero frame.
    public required init?(coder: NSCoder) {
        serial = DebugAddress.next()
        autoresizingStamp = ActivationClock.tick()
        intrinsicStamp = autoresizingStamp
    }

    // MARK: Overridable members
    // Swift cannot override members declared in extensions, so everything UIKit lets
    // subclasses override is declared here and forwards to the file of its concern.

    /// The view's rectangle in its superview's coordinate system.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: storedBounds.size) }
        set { applyFrame(newValue, fromEngine: false) }
    }

    /// The view's rectangle in its own coordinate system; its origin shifts the subviews.
    open var bounds: CGRect {
        get { storedBounds }
        set { applyBounds(newValue) }
    }

    /// The frame's center in the superview's coordinate system.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + storedBounds.width / 2, y: frameOrigin.y + storedBounds.height / 2) }
        set { applyCenter(newValue) }
    }

    /// The size the view would like within `size`: a plain view keeps its current size (SPEC §11).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedBounds.size
    }

    /// Resizes the view to `sizeThatFits(current size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frameOrigin, size: size)
    }

    /// The size the content needs, or ``noIntrinsicMetric`` on an axis without one. A plain view
    /// has none (SPEC §1).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the engine to read ``intrinsicContentSize`` again at the next layout pass.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeChanged()
    }

    /// Lays out subviews. By the time it runs, the engine has applied every constraint-derived
    /// frame of this tree; overrides may change frames and constraints, and the pass repeats.
    open func layoutSubviews() {}

    /// Updates constraints before the engine solves; called bottom-up for views that asked with
    /// ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {
        needsUpdateConstraintsFlag = false
    }

    open func setNeedsLayout() {
        markNeedsLayout()
    }

    open func layoutIfNeeded() {
        runLayoutIfNeeded()
    }

    /// The view whose top edge is this view's first baseline (SPEC §2).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose bottom edge is this view's last baseline (SPEC §2).
    open var forLastBaselineLayout: UIView { self }

    /// The view's layout margins. Default 8 on every side (SPEC §5). Until the margins issue
    /// lands, the effective margins are the ones set here.
    open var layoutMargins: UIEdgeInsets {
        get { resolvedLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// The layout margins with leading/trailing in place of left/right.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { resolvedLayoutMargins.directional(rightToLeft: isRightToLeft) }
        set { setLayoutMargins(newValue.edgeInsets(rightToLeft: isRightToLeft)) }
    }

    /// Zero until the safe-area issue lands (SPEC §6).
    open var safeAreaInsets: UIEdgeInsets { .zero }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// Nothing refers to a view weakly (a weak reference moves an object's reference counts to a
    /// side table and slows every retain); the unowned links to a view are cleared here instead.
    deinit {
        for child in children {
            child.parent = nil
            child.autoresizingConstraints = []
        }
        // Other items may still list these constraints; every reader checks `active` first.
        for constraint in installedConstraints {
            constraint.active = false
            constraint.installedView = nil
        }
        for guide in ownedGuides { guide.owner = nil }
    }

    /// Whether the class needs constraint-based layout (kept for source compatibility).
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Identity

    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

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
    open var description: String {
        var text = "<\(className): \(debugAddress); frame = (\(formatNumber(frame.origin.x)) \(formatNumber(frame.origin.y)); \(formatNumber(frame.width)) \(formatNumber(frame.height)))"
        if isHidden { text += "; hidden = YES" }
        if tag != 0 { text += "; tag = \(tag)" }
        if let accessibilityIdentifier { text += "; identifier = '\(accessibilityIdentifier)'" }
        return text + ">"
    }

    open var debugDescription: String { description }
}

extension UIView: LayoutItem {
    var layoutVariables: LayoutVariables {
        if let variables { return variables }
        let made = LayoutVariables(serial: serial)
        variables = made
        return made
    }

    var hostView: UIView? { self }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
