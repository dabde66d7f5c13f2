/// How one named view changed between two states: its frame's moves, its moves on the screen
/// (which its superview's moves cause too), and its content inset's.
package struct FrameChange: Codable, Equatable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// In both states, with a different frame, place on the screen or content inset.
        case changed
        /// Only in the new state.
        case added
        /// Only in the previous state.
        case removed
    }

    /// The view's name.
    package var name: String
    package var kind: Kind
    /// Frame differences, new minus previous (0 for added or removed views).
    package var dx: Double, dy: Double, dw: Double, dh: Double
    /// How far the view's origin moved in the window (0 for added or removed views).
    package var windowDX: Double, windowDY: Double
    /// Content inset differences (top, left, bottom, right), when a scroll view's changed.
    package var contentInset: PlaygroundState.Insets?

    init(
        name: String, kind: Kind, dx: Double = 0, dy: Double = 0, dw: Double = 0, dh: Double = 0,
        windowDX: Double = 0, windowDY: Double = 0, contentInset: PlaygroundState.Insets? = nil
    ) {
        (self.name, self.kind, self.contentInset) = (name, kind, contentInset)
        (self.dx, self.dy, self.dw, self.dh, self.windowDX, self.windowDY) = (dx, dy, dw, dh, windowDX, windowDY)
    }

    /// The views of `current` that moved, grew, shrank or changed content inset since
    /// `previous`, then those that appeared or went away; matched by name.
    static func changes(from previous: [LayoutReport.ViewRow], to current: [LayoutReport.ViewRow]) -> [FrameChange] {
        var changes: [FrameChange] = []
        for row in current {
            guard let old = previous.first(where: { $0.name == row.name }) else {
                changes.append(FrameChange(name: row.name, kind: .added))
                continue
            }
            let change = FrameChange(
                name: row.name, kind: .changed, dx: row.frame.x - old.frame.x, dy: row.frame.y - old.frame.y,
                dw: row.frame.width - old.frame.width, dh: row.frame.height - old.frame.height,
                windowDX: row.frameInWindow.x - old.frameInWindow.x,
                windowDY: row.frameInWindow.y - old.frameInWindow.y,
                contentInset: insetChange(old.contentInset, row.contentInset))
            let deltas = [change.dx, change.dy, change.dw, change.dh, change.windowDX, change.windowDY]
            if deltas.contains(where: { $0 != 0 }) || change.contentInset != nil {
                changes.append(change)
            }
        }
        for row in previous where !current.contains(where: { $0.name == row.name }) {
            changes.append(FrameChange(name: row.name, kind: .removed))
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
