import Foundation
import OpenUIKit

/// Why a view's frame is what it is: for each of x, y, width and height, its value and the
/// constraints that determine it (the solver's answer, engine-made constraints included); the
/// layout margins and safe areas those constraints read; the view's broken constraints; and
/// which numbers, if any, the constraints leave ambiguous.
@MainActor
public struct LayoutExplanation {
    /// One number of the frame.
    public struct Component {
        /// Which number: x, y, width or height.
        public var component: LayoutFrameComponent
        /// The value, relative to the superview for x and y.
        public var value: CGFloat
        /// Whether the constraints allow other values for this number.
        public var isAmbiguous: Bool
        /// The determining constraints written with names (`blue.leading == root.leadingMargin`).
        public var equations: [String]
        /// The same constraints in UIKit's description format.
        public var descriptions: [String]
    }

    /// The view's name in the scene.
    public var name: String
    /// The view's class, without its module.
    public var className: String
    /// The superview's name in the scene, nil for a view without one.
    public var superviewName: String?
    /// The frame, in the superview's coordinates.
    public var frame: CGRect
    /// The frame, in the window's coordinates.
    public var frameInWindow: CGRect
    /// The view's `safeAreaInsets`.
    public var safeAreaInsets: UIEdgeInsets
    /// The view's effective `layoutMargins`.
    public var layoutMargins: UIEdgeInsets
    /// x, y, width and height, in that order.
    public var components: [Component]
    /// The margins and safe areas the determining constraints read, one sentence each.
    public var inputs: [String]
    /// The view's constraints the engine broke to recover from conflicts, with names.
    public var brokenConstraints: [String]

    /// Explains the view called `name` in `scene`; nil when there is none.
    public init?(viewNamed name: String, in scene: LayoutScene) {
        guard let view = scene.view(named: name) else { return nil }
        self.init(view: view, in: scene)
    }

    /// Explains `view`, a view of `scene`'s window, after laying the window out.
    public init(view: UIView, in scene: LayoutScene) {
        scene.window.layoutIfNeeded()
        let naming = ViewNaming(scene: scene)
        let text = ConstraintText(naming: naming)
        name = naming.name(of: view)
        className = naming.className(of: view)
        superviewName = view.superview.map { naming.name(of: $0) }
        frame = view.frame
        frameInWindow = ViewTree.rectInWindow(view, scene.window)
        safeAreaInsets = view.safeAreaInsets
        layoutMargins = view.layoutMargins
        var inputs: [String] = []
        var components: [Component] = []
        let ambiguous = scene.withoutProvisionalConstraints {
            Set(LayoutFrameComponent.allCases.filter { view.hasAmbiguousLayout(in: $0) })
        }
        for component in LayoutFrameComponent.allCases {
            let constraints = view.constraintsAffectingLayout(of: component)
            for constraint in constraints {
                for input in Self.inputs(of: constraint, naming) where !inputs.contains(input) { inputs.append(input) }
            }
            components.append(
                Component(
                    component: component, value: Self.value(of: component, in: view.frame),
                    isAmbiguous: ambiguous.contains(component), equations: constraints.map(text.equation),
                    descriptions: constraints.map(\.description)))
        }
        self.components = components
        self.inputs = inputs
        brokenConstraints = SystemItems.authoredConstraints(in: scene.window).filter { constraint in
            constraint.isBrokenByEngine && (constraint.firstItem === view || constraint.secondItem === view)
        }.map(text.equation)
    }

    /// The explanation as a person reads it.
    public var text: String { text(includingDescriptions: true) }

    /// The explanation as a person reads it; without `includingDescriptions`, each determining
    /// constraint is written with names only, not also in UIKit's description format (whose
    /// addresses differ from run to run), as pages that must not change between runs need.
    public func text(includingDescriptions: Bool) -> String {
        var lines: [String] = []
        let container = superviewName.map { " in \($0)" } ?? ""
        lines.append("\(name) (\(className))\(container)")
        lines.append("  frame \(GeometryText.rect(frame)); in the window \(GeometryText.rect(frameInWindow))")
        lines.append(
            "  safe area \(GeometryText.insets(safeAreaInsets)); layout margins \(GeometryText.insets(layoutMargins))")
        for component in components {
            lines.append("")
            let value = NumberText.table(component.value)
            let ambiguity = component.isAmbiguous ? " (ambiguous: the constraints allow other values)" : ""
            if component.equations.isEmpty {
                lines.append("\(component.component.rawValue) = \(value)\(ambiguity): no constraint determines it")
                continue
            }
            lines.append("\(component.component.rawValue) = \(value)\(ambiguity), determined by:")
            for (equation, description) in zip(component.equations, component.descriptions) {
                lines.append("  \(equation)")
                if includingDescriptions { lines.append("      \(description)") }
            }
        }
        lines.append("")
        if inputs.isEmpty {
            lines.append("Margins and safe area: none of these constraints reads them.")
        } else {
            lines.append("Margins and safe area these constraints read:")
            lines += inputs.map { "  \($0)" }
        }
        lines.append("")
        if brokenConstraints.isEmpty {
            lines.append("Broken constraints: none.")
        } else {
            lines.append("Broken constraints (the engine dropped them to resolve a conflict):")
            lines += brokenConstraints.map { "  \($0)" }
        }
        let ambiguous = components.filter(\.isAmbiguous).map(\.component.rawValue)
        lines.append(
            ambiguous.isEmpty
                ? "Ambiguity: none; every number is determined."
                : "Ambiguity: \(ambiguous.joined(separator: ", ")) not determined by the constraints.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func value(of component: LayoutFrameComponent, in frame: CGRect) -> CGFloat {
        switch component {
        case .x: frame.minX
        case .y: frame.minY
        case .width: frame.width
        case .height: frame.height
        }
    }

    /// The margins or safe area a constraint reads through its items: margin attributes and
    /// the margins, readable-content and safe-area guides.
    private static func inputs(of constraint: NSLayoutConstraint, _ naming: ViewNaming) -> [String] {
        var result: [String] = []
        let ends: [(AnyObject?, NSLayoutConstraint.Attribute)] = [
            (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute),
        ]
        for (item, attribute) in ends {
            if let view = item as? UIView, AttributeGeometry.isMarginAttribute(attribute) {
                result.append(marginsSentence(view, naming, through: ConstraintText.name(of: attribute)))
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView,
                let property = SystemItems.guideProperty(guide)
            {
                switch property {
                case "layoutMarginsGuide", "readableContentGuide":
                    result.append(marginsSentence(owner, naming, through: property))
                case "safeAreaLayoutGuide":
                    result.append(
                        "\(naming.name(of: owner))'s safe area \(GeometryText.insets(owner.safeAreaInsets)) (through safeAreaLayoutGuide)"
                    )
                case "topLayoutGuide", "bottomLayoutGuide":
                    result.append(
                        "\(naming.name(of: owner))'s \(property) (length \(NumberText.table(guide.layoutFrame.height)))"
                    )
                default:
                    break
                }
            }
        }
        return result
    }

    private static func marginsSentence(_ view: UIView, _ naming: ViewNaming, through: String) -> String {
        var sentence =
            "\(naming.name(of: view))'s layout margins \(GeometryText.insets(view.layoutMargins)) (through \(through))"
        let safeArea = view.safeAreaInsets
        if view.insetsLayoutMarginsFromSafeArea && safeArea != .zero {
            sentence += ", which include its safe area \(GeometryText.insets(safeArea))"
        }
        return sentence
    }
}
