import InterfaceBuilder

/// A view whose frame laid out differs from the frame its document stores: what Interface
/// Builder's issue navigator calls a misplaced view ("Frame for "Label" will be different at
/// run time."). Laid out in canvas mode, a document that was saved after its frames were
/// updated has none (docs/interface-builder.md#misplaced-views).
public struct MisplacedView: Equatable, Sendable {
    /// The view's Interface Builder id.
    public var id: String
    /// The name Interface Builder's message uses: the view's label in the document, else a
    /// label's text or a button's title, else its class.
    public var displayName: String
    /// The frame the document stores, in the superview's coordinates.
    public var storedFrame: ScreenModel.Rect
    /// The frame laid out, in the superview's coordinates.
    public var computedFrame: ScreenModel.Rect

    /// A misplaced view with id `id`, named `displayName` in messages.
    public init(id: String, displayName: String, storedFrame: ScreenModel.Rect, computedFrame: ScreenModel.Rect) {
        self.id = id
        self.displayName = displayName
        self.storedFrame = storedFrame
        self.computedFrame = computedFrame
    }

    /// How far a frame may be from the stored one before the view is misplaced, in points: what
    /// Interface Builder rounds frames to on its half-point grid.
    public static let tolerance = 0.5

    /// Interface Builder's wording: `Frame for "Welcome" will be different at run time.`
    public var message: String {
        "Frame for \"\(displayName)\" will be different at run time."
    }
}

extension LaidOutUnit {
    /// The frame the document stores for the view with Interface Builder id `id`.
    public func storedFrame(ofID id: String) -> ScreenModel.Rect? {
        unit.storedFrames[Self.name(ofID: id)]
    }

    /// The frame of `view` where Interface Builder stores it: its frame in its superview's
    /// coordinates, the root view's moved down by ``InterfaceBuilderUnit/canvasContentTop`` (a
    /// root view below iOS 6's opaque status bar is stored 20 points down), at the top
    /// (``InterfaceBuilderUnit/canvasStoresRootAtTop``), or reaching the screen's bottom from
    /// where it is (``InterfaceBuilderUnit/canvasStoresRootScreenTall``).
    public func canvasFrame(of view: UIView) -> CGRect {
        guard view === rootView else { return view.frame }
        if unit.canvasStoresRootAtTop { return CGRect(origin: .zero, size: view.frame.size) }
        if unit.canvasStoresRootScreenTall {
            return CGRect(x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: view.frame.maxY)
        }
        guard let top = unit.canvasContentTop else { return view.frame }
        return view.frame.offsetBy(dx: 0, dy: CGFloat(top))
    }

    /// The name a view with Interface Builder id `id` has in the unit's model (ids that are
    /// reserved words carry a `-`).
    private static func name(ofID id: String) -> String {
        ReadingScope.reservedNames.contains(id) ? id + "-" : id
    }

    /// The views below the unit's root whose laid-out frame differs from the stored one by more
    /// than ``MisplacedView/tolerance`` in x, y, width or height, in tree order. The root itself is
    /// placed by its containers or the canvas, not by the document's frame, and is left out.
    public var misplacedViews: [MisplacedView] {
        views.compactMap { id, view in
            guard view !== rootView, let stored = storedFrame(ofID: id) else { return nil }
            let frame = view.frame
            let computed = ScreenModel.Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                height: Double(frame.height))
            let differences = [
                computed.x - stored.x, computed.y - stored.y, computed.width - stored.width,
                computed.height - stored.height,
            ]
            guard differences.contains(where: { abs($0) > MisplacedView.tolerance }) else { return nil }
            return MisplacedView(
                id: id, displayName: displayName(of: id, view: view), storedFrame: stored, computedFrame: computed)
        }
    }

    private func displayName(of id: String, view: UIView) -> String {
        if let label = unit.userLabels[Self.name(ofID: id)] { return label }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { return text }
        if let button = view as? UIButton, let title = button.title(for: .normal), !title.isEmpty { return title }
        return className(of: view)
    }
}
