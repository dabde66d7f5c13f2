/// The engine's message for a layout pass that did not settle (UIKit has none: it stops
/// silently): what kept changing in the last round, at most three views of each kind.
@MainActor
enum UnsettledReport {
    static func message(_ changes: LayoutPassChanges) -> String {
        func names(_ views: [UIView]) -> String {
            views.prefix(3).map(\.description).joined(separator: ", ")
                + (views.count > 3 ? " and \(views.count - 3) more" : "")
        }
        var parts: [String] = []
        let insets = changes.changingInsets
        if !insets.isEmpty { parts.append("the safe area or layout margins of \(names(insets))") }
        let layout = changes.needingLayout
        if !layout.isEmpty { parts.append("layoutSubviews of \(names(layout))") }
        let update = changes.needingConstraintUpdate
        if !update.isEmpty { parts.append("updateConstraints of \(names(update))") }
        if parts.isEmpty { parts.append("the constraints of \(changes.root)") }
        return
            "Layout did not settle after \(changes.passes) passes: \(parts.joined(separator: "; ")) keep changing the layout. The last frames are kept."
    }
}
