import InterfaceBuilder

/// How segues present a scene, as the canvas reads it for the sheets (PageSheetCanvas.swift) and
/// the full-screen presentations (FullScreenCanvas.swift) it draws: the controller presented (the
/// scene's, or its outermost container's), the style that controller asks for, and the style each
/// presenting segue asks for.
///
/// A segue presents the controller when it is a presentation (`presentation`, `modal`); a
/// `showDetail` from a scene outside a split view controller (UIKit's `showDetailViewController`
/// presents unless a split view controller takes it); a `show` of a container from a scene
/// outside a navigation stack; or a `show` of a scene in no container (its source then is outside
/// a navigation stack too, or the scene would be in it).
struct ScenePresentation {
    /// Whether the presented controller is a container of the scene rather than its own.
    let isContainer: Bool
    /// The presented controller's `modalPresentationStyle`; nil when not stored (the default).
    let controllerStyle: String?
    /// The style each presenting segue asks for: a presentation segue's own
    /// `modalPresentationStyle`, nil for its default and for a show (the controller's then).
    let segueStyles: [String?]

    /// How segues present the controller with `id` in `document`; nil when no segue does.
    init?(of id: String, in document: IBDocument) {
        let containers = ContainerFinder(document: document).containers(of: id)
        let presented = containers.last?.controller.id ?? id
        var styles: [String?] = []
        for (source, segue) in Self.segues(to: presented, in: document) {
            switch segue.kind {
            case .presentation, .modal:
                styles.append(segue.modalPresentationStyle)
            case .showDetail where SplitViewCanvas.columnWidth(of: source, in: document, screenWidth: 0) == nil:
                styles.append(nil)
            case .show, .push:
                if containers.isEmpty || !Self.isInNavigationStack(source, in: document) { styles.append(nil) }
            default:
                break
            }
        }
        guard !styles.isEmpty else { return nil }
        isContainer = presented != id
        controllerStyle = document.viewControllers.first { $0.id == presented }?.modalPresentationStyle
        segueStyles = styles
    }

    /// The style each presenting segue gives: its own, or else the controller's.
    var styles: [String?] { segueStyles.map { $0 ?? controllerStyle } }

    /// Whether the controller `id` is in a navigation controller's stack.
    private static func isInNavigationStack(_ id: String, in document: IBDocument) -> Bool {
        ContainerFinder(document: document).containers(of: id).contains {
            if case .navigation = $0.kind { true } else { false }
        }
    }

    /// The segues of the document's scenes whose destination is `id`, with their sources' ids.
    private static func segues(to id: String, in document: IBDocument) -> [(source: String, segue: IBSegue)] {
        document.viewControllers.flatMap { controller in
            controller.sceneSegues.filter { $0.destination == id }.map { (controller.id ?? "", $0) }
        }
    }
}
