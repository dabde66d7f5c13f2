import Foundation

/// The state of one view that every layout pass reads: geometry, tree links, the layout
/// cycle's flags, resolved insets and the fields of the view's settings the passes read. A view links to its record
/// once, at initialization, and forwards these properties to it (UIView.swift).
///
/// The fields live here rather than on `UIView` because users subclass `UIView`: the record is
/// a final class of the engine, so it may read its fields without Swift's run-time exclusivity
/// checks (which cost more than the reads themselves; a tree belongs to one thread at a time and
/// no accessor of these fields re-enters) and may hold its superview unretained (a weak load
/// costs 50–250× a plain one in the walks up the tree that activation and hit-testing make). A
/// view's `deinit` clears the superview link in its subviews, so it never dangles.
///
/// The record is `Sendable` by declaration only: it is read and written on the main actor, with
/// its view. The declaration lets the walks up the tree (a view's depth, its superview's safe
/// area) read the superviews' records in closures that carry no run-time main-actor check.
///
/// What only the engine reads and writes of a registered view (its solver variables, the queues
/// it waits in, the last frame it gave the view, the bounds its insets were resolved for) is in
/// the engine's own records (``EngineItemRecord``), which the view's ``engineSlot`` locates.
/// What stays here is state the view has whether or not it is in a tree (a view asks for layout
/// or for its insets before it joins one) or that UIKit shows (the resolved safe area and
/// margins).
///
/// The fields are ordered for the passes over a tree: the flags that registration, the passes
/// and frame application read and write sit with the view's engine slot, engine link and
/// constraint lists, in the bytes between the slot and the link, so that a pass over a tree too
/// large for the processor's caches fetches two lines of each record rather than four, and the
/// record ends on a word: 264 bytes, a 272-byte heap block.
final class ViewRecord: @unchecked Sendable {
    @exclusivity(unchecked) var frameOrigin: CGPoint
    @exclusivity(unchecked) var bounds: CGRect
    /// The effective margins and safe-area insets as of the last settling of this tree's insets
    /// (InsetsResolutionPhase.swift).
    @exclusivity(unchecked) var resolvedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @exclusivity(unchecked) var resolvedSafeAreaInsets = UIEdgeInsets.zero
    @exclusivity(unchecked) var children: [UIView] = []
    /// The superview, unretained: reading it for a field of its record (the walks below) retains
    /// nothing, where an `unowned(unsafe)` load is retained and released at every step.
    @exclusivity(unchecked) private var parentLink: Unmanaged<UIView>?
    unowned(unsafe) var windowLink: UIWindow?
    /// Where the view's record is in its engine (``EngineSlot``).
    @exclusivity(unchecked) var engineSlot = EngineSlot()
    /// Read for every view whose traits a layout pass resolves.
    @exclusivity(unchecked) var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    // The flags every pass over the tree reads or writes (registration, trait and insets
    // resolution, frame application), together with the links and lists beside them.
    @exclusivity(unchecked) var needsInsetsResolution = true
    @exclusivity(unchecked) var needsLayoutFlag = true
    @exclusivity(unchecked) var isHidden = false
    @exclusivity(unchecked) var translatesAutoresizingMaskIntoConstraints = true
    @exclusivity(unchecked) var semanticContentAttribute = UISemanticContentAttribute.unspecified
    @exclusivity(unchecked) var autoresizesSubviews = true
    /// Read for every frame a layout pass moves (``UIView/insetsIgnoreGeometry``).
    @exclusivity(unchecked) var layoutMarginsFollowReadableWidth = false
    @exclusivity(unchecked) var ancestorForcedDirection: UIUserInterfaceLayoutDirection?
    /// The link to the engine the view is registered with (``EngineLink``).
    @exclusivity(unchecked) var engineLink: EngineLink?
    /// The constraints installed on the view, and those that mention it: written at every
    /// activation and deactivation.
    @exclusivity(unchecked) var installedList = InstalledConstraintList()
    @exclusivity(unchecked) var contentAreaGuide: UILayoutGuide?
    @exclusivity(unchecked) var referenceList = ReferenceList()
    // Two bytes that fill the list's last word.
    @exclusivity(unchecked) var preservesSuperviewLayoutMargins = false
    @exclusivity(unchecked) var insetsLayoutMarginsFromSafeArea = true
    @exclusivity(unchecked) var autoresizingMask: UIView.AutoresizingMask = []

    /// The record of a view whose frame is `frame`.
    init(frame: CGRect) {
        frameOrigin = frame.origin
        bounds = CGRect(origin: .zero, size: frame.size)
    }
}

extension ViewRecord {
    var parent: UIView? {
        get { parentLink?.takeUnretainedValue() }
        set { parentLink = newValue.map(Unmanaged.passUnretained) }
    }

    /// The number of superviews above the view, counted without retaining any of them.
    var depth: Int {
        var count = 0
        var link = parentLink
        while let current = link {
            count += 1
            link = current._withUnsafeGuaranteedRef { $0.record.parentLink }
        }
        return count
    }

    /// The topmost superview, found without retaining the views on the way; nil for a view
    /// without a superview.
    var topmostSuperview: UIView? {
        guard var link = parentLink else { return nil }
        while let next = link._withUnsafeGuaranteedRef({ $0.record.parentLink }) { link = next }
        return link.takeUnretainedValue()
    }

    /// Whether `view` is the superview, compared without retaining either.
    func hasSuperview(_ view: UIView) -> Bool {
        parentLink?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Whether both views have the same superview, compared without retaining it.
    func hasSameSuperview(as other: ViewRecord) -> Bool {
        guard let parentLink else { return false }
        return parentLink.toOpaque() == other.parentLink?.toOpaque()
    }

    /// Whether the view has no superview or its superview's resolved safe area is zero, read
    /// without retaining the superview.
    var superviewSafeAreaIsZero: Bool {
        guard let parentLink else { return true }
        return parentLink._withUnsafeGuaranteedRef { $0.record.resolvedSafeAreaInsets.isZero }
    }
}
