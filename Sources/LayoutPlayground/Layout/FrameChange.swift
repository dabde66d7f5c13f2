/// How one named view changed between two states: its frame's moves and its content inset's.
public struct FrameChange: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// In both states, with a different frame or content inset.
        case changed
        /// Only in the new state.
        case added
        /// Only in the previous state.
        case removed
    }

    public var name: String
    public var kind: Kind
    /// Frame differences, new minus previous (0 for added or removed views).
    public var dx: Double, dy: Double, dw: Double, dh: Double
    /// Content inset differences (top, left, bottom, right), when a scroll view's changed.
    public var contentInset: PlaygroundState.Insets?

    /// The views of `current` that moved, grew, shrank or changed content inset since
    /// `previous`, then those that appeared or went away; matched by name.
    static func changes(from previous: [LayoutReport.ViewRow], to current: [LayoutReport.ViewRow]) -> [FrameChange] {
        var changes: [FrameChange] = []
        for row in current {
            guard let old = previous.first(where: { $0.name == row.name }) else {
                changes.append(FrameChange(name: row.name, kind: .added, dx: 0, dy: 0, dw: 0, dh: 0))
                continue
            }
            let change = FrameChange(
                name: row.name, kind: .changed, dx: row.frame.x - old.frame.x, dy: row.frame.y - old.frame.y,
                dw: row.frame.width - old.frame.width, dh: row.frame.height - old.frame.height,
                contentInset: insetChange(old.contentInset, row.contentInset))
            if change.dx != 0 || change.dy != 0 || change.dw != 0 || change.dh != 0 || change.contentInset != nil {
                changes.append(change)
            }
        }
        for row in previous where !current.contains(where: { $0.name == row.name }) {
            changes.append(FrameChange(name: row.name, kind: .removed, dx: 0, dy: 0, dw: 0, dh: 0))
        }
        return changes
    }

    private static func insetChange(_ old: PlaygroundState.Insets?, _ new: PlaygroundState.Insets?)
        -> PlaygroundState.Insets?
    {
        guard let old, let new, old != new else { return nil }
        return PlaygroundState.Insets(
            top: new.top - old.top, left: new.left - old.left, bottom: new.bottom - old.bottom,
            right: new.right - old.right)
    }
}
