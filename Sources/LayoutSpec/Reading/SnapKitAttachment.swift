/// SnapKit lines are the body of one view's `snp.makeConstraints`: those listed under a name go
/// to that view, in the order they are written.
enum SnapKitAttachment {
    static func attach(_ entries: [ReadingScope.PendingSnapKitLines], in scope: ReadingScope) throws(SpecError) {
        for entry in entries {
            guard let view = scope.views[entry.viewName] else {
                throw entry.viewNode.error(
                    "unknown view '\(entry.viewName)' in 'snapKit'", at: entry.viewNode.textLocation)
            }
            view.snapKit += entry.lines
        }
    }
}
