import Foundation
import LayoutRendering
import LayoutSpec

/// A state's screen, built from its prepared model (``PreparedScreen``: the spec read once, the
/// state's settings written in) and laid out, its constraints with the state's edits, and what
/// the engine reported.
@MainActor
final class LaidOutScreen {
    /// One of the author's constraints, as loaded, by its index in the state's `c.N.` keys.
    struct AuthoredConstraint {
        var index: Int
        var constraint: NSLayoutConstraint
        /// Written with the scene's names, before the state's edits.
        var equation: String
    }

    /// The spec's model with the state's settings written in.
    let model: ScreenModel
    /// Keeps the loaded screen (and what its views hold weakly) alive with the scene.
    let screen: LoadedScreen
    let scene: LayoutScene
    /// The spec: its own text when the state changes nothing, else the model written as YAML.
    let specText: String
    /// The file name the spec is known by.
    let fileName: String
    let constraints: [AuthoredConstraint]
    /// What the engine reported while loading and after the constraint edits.
    let events: [LayoutEvent]
    /// The named views that container controllers make, whose settings a spec cannot change.
    let containerViewNames: Set<String>

    /// Builds the prepared spec's screen, applies the state's constraint edits, and lays it out.
    init(_ prepared: PreparedScreen) throws(PlaygroundError) {
        let state = prepared.state
        fileName = prepared.fileName
        specText = prepared.specText
        model = prepared.model
        let screen = try Self.build(prepared.model, fileName: fileName, unedited: prepared.unedited)
        let names = screen.namedViews.map(\.name)
        let containers = screen.namedControllers.filter {
            $0.controller is UINavigationController || $0.controller is UITabBarController
        }
        .map(\.name)
        for name in state.views.keys.sorted() {
            if !names.contains(name) {
                throw PlaygroundError(
                    "there is no view named '\(name)' to change (this screen's views: \(names.joined(separator: ", ")))"
                )
            }
            if containers.contains(name) {
                throw PlaygroundError("'\(name)' is the view of a container controller, which a spec does not describe")
            }
        }
        containerViewNames = Set(containers)
        if let appearance = state.appearance {
            screen.window.overrideUserInterfaceStyle = appearance == "dark" ? .dark : .light
        }
        self.screen = screen
        scene = LayoutScene(
            title: screen.name, summary: screen.summary, window: screen.window, namedViews: screen.namedViews,
            namedGuides: screen.namedGuides)
        let scene = scene
        constraints = Self.editable(in: screen, scene: scene).enumerated().map { index, constraint in
            AuthoredConstraint(index: index, constraint: constraint, equation: scene.equation(of: constraint))
        }
        let constraints = constraints
        let edits = try DiagnosticsCapture.captureEvents { () throws(PlaygroundError) in
            try Self.apply(state.constraints, to: constraints)
            screen.window.setNeedsLayout()
            screen.window.layoutIfNeeded()
        }
        events = screen.events + edits.events
    }

    /// The constraints a state may edit: the spec's own, inactive ones included (so that they
    /// can be turned on), then any other active authored constraint in tree order (those that
    /// views such as table cells made from the spec's templates).
    private static func editable(in screen: LoadedScreen, scene: LayoutScene) -> [NSLayoutConstraint] {
        let specs = Set(screen.constraints.map(ObjectIdentifier.init))
        return screen.constraints + scene.authoredConstraints.filter { !specs.contains(ObjectIdentifier($0)) }
    }

    /// The screen of `model`; a problem the spec itself has (when `unedited` fails too) is
    /// reported as the spec's, one only the settings cause as theirs.
    private static func build(_ model: ScreenModel, fileName: String, unedited: ScreenModel?)
        throws(PlaygroundError) -> LoadedScreen
    {
        do {
            return try ScreenBuilder.build(model, fileName: fileName)
        } catch {
            guard let unedited else { throw PlaygroundError(error.description) }
            do {
                _ = try ScreenBuilder.build(unedited, fileName: fileName)
            } catch {
                throw PlaygroundError(error.description)
            }
            throw PlaygroundError("the settings do not fit this spec: \(error.message)")
        }
    }

    private static func apply(_ edits: [Int: PlaygroundState.Constraint], to constraints: [AuthoredConstraint])
        throws(PlaygroundError)
    {
        for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
            guard constraints.indices.contains(index) else {
                let range = constraints.isEmpty ? "no authored constraints" : "c.0 to c.\(constraints.count - 1)"
                throw PlaygroundError("there is no constraint c.\(index): this screen has \(range)")
            }
            let constraint = constraints[index].constraint
            do {
                if let constant = edit.constant { try constraint.checkedSetConstant(CGFloat(constant)) }
                if let value = edit.priority {
                    let priority = UILayoutPriority(Float(value))
                    let wasActive = constraint.isActive
                    if wasActive && (priority == .required) != (constraint.priority == .required) {
                        constraint.isActive = false
                    }
                    try constraint.checkedSetPriority(priority)
                    constraint.isActive = wasActive
                }
                if let active = edit.isActive { constraint.isActive = active }
            } catch {
                throw PlaygroundError("c.\(index) (\(constraints[index].equation)): \(error)")
            }
        }
    }
}
