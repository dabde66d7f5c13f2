/// Checks the ids a document refers to: every constraint's items must be views or layout guides
/// of the document, every segue's destination an object of it, and the initial view controller one
/// of its controllers. Each dangling reference is a warning at the element that makes it.
struct ReferenceChecker {
    let context: DecodingContext

    func check(_ document: IBDocument) {
        let topObjects = document.scenes.flatMap(\.objects) + document.objects
        let controllers = document.viewControllers
        let views = document.allRootViews.flatMap(\.allViews)
        var itemIDs = Set(views.compactMap(\.id))
        itemIDs.formUnion(views.flatMap(\.layoutGuides).map(\.id))
        itemIDs.formUnion(controllers.flatMap(\.layoutGuides).map(\.id))
        var objectIDs = itemIDs.union(controllers.compactMap(\.id))
        objectIDs.formUnion(topObjects.compactMap(\.placeholder).compactMap(\.id))
        if let initial = document.initialViewControllerID, !controllers.contains(where: { $0.id == initial }) {
            context.warn(
                "initialViewController '\(initial)' is not the id of a view controller in the document",
                element: "document", at: document.location)
        }
        for view in views {
            for constraint in view.constraints {
                for item in [constraint.firstItem, constraint.secondItem].compactMap(\.self)
                where !itemIDs.contains(item) {
                    context.warn(
                        "\(name(of: constraint)) refers to '\(item)', which is not a view or layout guide of the document",
                        element: "constraint", at: constraint.location)
                }
            }
        }
        let segues = controllers.flatMap(\.segues) + views.flatMap { $0.connections.compactMap(\.segue) }
        for segue in segues where !objectIDs.contains(segue.destination) {
            context.warn(
                "segue\(segue.id.map { " '\($0)'" } ?? "") leads to '\(segue.destination)', which is not an object of the document",
                element: "segue", at: segue.location)
        }
    }

    private func name(of constraint: IBConstraint) -> String {
        constraint.id.map { "constraint '\($0)'" } ?? "a constraint"
    }
}
