/// Ambiguity reporting, for contexts that ask for it (``LayoutContext/reportsAmbiguousLayout``):
/// after a layout pass that solved again, every view of the tree whose frame the constraints do
/// not determine is reported as ``LayoutEvent/ambiguous(view:components:)``, in tree order, when
/// its free numbers differ from those last reported for it. A view that becomes determined is
/// forgotten without an event.
@MainActor
enum AmbiguityReport {
    static func runIfAsked(_ engine: LayoutEngine) {
        let context = engine.context
        guard context.reportsAmbiguousLayout else { return }
        var reported: [ObjectIdentifier: [LayoutFrameComponent]] = [:]
        var events: [LayoutEvent] = []
        engine.root.forEachViewInSubtree { view in
            let components = view.ambiguousComponents(in: engine)
            guard !components.isEmpty else { return }
            let id = ObjectIdentifier(view)
            reported[id] = components
            if engine.reportedAmbiguity[id] != components {
                events.append(.ambiguous(view: view, components: components))
            }
        }
        engine.reportedAmbiguity = reported
        for event in events { context.report(event) }
    }
}
