internal import Cassowary
import Foundation

/// A rectangle in its owning view's coordinate system that takes part in Auto Layout without
/// being a view: no drawing, no events, no place in `subviews`. Add it to a view with
/// `UIView.addLayoutGuide(_:)` before constraining it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// A name for debugging; identifiers starting with "UI" are UIKit's own.
    open var identifier: String = ""

    /// Unowned (checked): the owning view clears it when it goes away (see `UIView.deinit`).
    unowned var owner: UIView?
    var engineSlot = EngineSlot()
    var referenceList = ReferenceList()
    /// For system guides (margins, safe area, readable content): the constraints that place the guide in its view.
    var systemConstraints: [SystemGuideConstraint] = []
    /// The guide's stand-in address number (DebugAddress); 0 until a description first prints it.
    var debugSerial = 0

    /// A guide with no owning view; add it with ``UIView/addLayoutGuide(_:)`` before constraining it.
    public override init() {
        super.init()
    }

    /// The view that owns the guide. Use `addLayoutGuide(_:)` / `removeLayoutGuide(_:)` to change it.
    open var owningView: UIView? {
        get { owner }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }

    /// The guide's rectangle in its owning view's coordinate system, valid once the owning view's
    /// tree has been laid out.
    open var layoutFrame: CGRect {
        guard let owner, let engine = owner.registeredEngine, engine.hasRecord(of: self) else {
            return .zero
        }
        let offsets = AlignmentGeometry.offsets(of: owner)
        return CGRect(
            x: engine.value(of: self, .minX) - (engine.value(of: owner, .minX) - offsets.left)
                + Double(owner.bounds.minX),
            y: engine.value(of: self, .minY) - (engine.value(of: owner, .minY) - offsets.top)
                + Double(owner.bounds.minY),
            width: engine.value(of: self, .width), height: engine.value(of: self, .height))
    }

    /// The guide's leading edge: left in left-to-right layout, right in right-to-left layout (the
    /// owning view's direction).
    public var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(self, .leading)
    }
    /// The guide's trailing edge: right in left-to-right layout, left in right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(self, .trailing)
    }
    /// The guide's left edge, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The guide's right edge, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(self, .bottom)
    }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(self, .centerX)
    }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(self, .centerY)
    }

    // Equality and hashing are NSObject's: identity.

    /// `<UILayoutGuide: 0x7f… - "name", layoutFrame = {{0, 0}, {0, 0}}, owningView = <UIView: …>>`.
    open override var description: String {
        MainActor.assumeIsolated { guideDescription }
    }

    /// The same text as ``description``.
    open override var debugDescription: String { description }

    private var guideDescription: String {
        var text =
            "<UILayoutGuide: \(DebugAddress.itemAddress(serial)) - \"\(identifier)\", layoutFrame = \(NSStringFromCGRect(layoutFrame))"
        if let owner { text += ", owningView = \(owner)" }
        return text + ">"
    }

    // MARK: System guides

    /// Places a system guide at `insets` inside its owning view (edits constants when only the
    /// insets changed).
    func syncSystemConstraints(insets: UIEdgeInsets, engine: LayoutEngine) {
        guard owner != nil else { return }
        let constants = [insets.left, -insets.right, insets.top, -insets.bottom]
        if systemConstraints.count == 4 && !systemConstraints.contains(where: \.isBroken) {
            for (constraint, constant) in zip(systemConstraints, constants) where constraint.storedConstant != constant
            {
                constraint.storedConstant = constant
                engine.constantDidChange(constraint)
            }
            return
        }
        forgetSystemConstraints(in: engine)
        systemConstraints = placementConstraints(insets: insets)
        for constraint in systemConstraints { engine.adopt(constraint) }
    }

    /// The four constraints that put a system guide at `insets` inside its owning view (the
    /// content-margins guide inside its view's content area).
    func placementConstraints(insets: UIEdgeInsets) -> [SystemGuideConstraint] {
        guard let owner else { return [] }
        let container: any LayoutItem = self is ContentMarginsGuide ? owner.contentAreaGuide ?? owner : owner
        let constants = [insets.left, -insets.right, insets.top, -insets.bottom]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom]
        let names: [String]
        switch identifier {
        case "UIViewLayoutMarginsGuide":
            names = [
                "UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
                "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
            ]
        case "UIScrollView-contentMarginsGuide":
            names = [
                "UIScrollView-leftMargin-content-constraint", "UIScrollView-rightMargin-content-constraint",
                "UIScrollView-topMargin-content-constraint", "UIScrollView-bottomMargin-content-constraint",
            ]
        case "UIViewReadableContentGuide":
            names = [
                "UIViewReadableContentGuide-left", "UIViewReadableContentGuide-right",
                "UIViewReadableContentGuide-top", "UIViewReadableContentGuide-bottom",
            ]
        default:
            names = [
                "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
                "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom",
            ]
        }
        return (0..<4).map { index in
            let constraint = SystemGuideConstraint(
                first: AnchorReference(item: self, attribute: attributes[index]), relation: .equal,
                second: AnchorReference(item: container, attribute: attributes[index]), multiplier: 1,
                constant: constants[index])
            constraint.identifier = names[index]
            constraint.origin = .engine
            constraint.active = true
            return constraint
        }
    }

    func forgetSystemConstraints(in engine: LayoutEngine) {
        for constraint in systemConstraints { constraint.retire(from: engine) }
        systemConstraints = []
    }
}

extension UILayoutGuide: LayoutItem {
    var hostView: UIView? { owner }

    var contentAreaGuide: UILayoutGuide? { nil }
    var hasContentArea: Bool { false }

    var itemDescription: String {
        let base = "UILayoutGuide:\(DebugAddress.itemAddress(serial))"
        return identifier.isEmpty ? base : base + "'\(identifier)'"
    }

    var isRightToLeft: Bool { owner?.isRightToLeft ?? false }
}
