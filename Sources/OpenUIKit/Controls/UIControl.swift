import Foundation

/// The base of views that respond to touches, as UIKit's UIControl, reduced to its state
/// (events and targets are not part of layout).
open class UIControl: UIView {
    /// A control's state, as UIKit's `UIControl.State` (the same raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bit pattern.
        public let rawValue: UInt
        /// The state with UIKit's bit pattern `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: no bit set.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (tvOS and keyboards).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to touches (its state includes `.disabled` when not).
    open var isEnabled = true
    /// Whether the control is selected (`.selected` state).
    open var isSelected = false
    /// Whether the control is highlighted, as while touched (`.highlighted` state).
    open var isHighlighted = false

    /// The current state from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var result: State = []
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        if isHighlighted { result.insert(.highlighted) }
        return result
    }
}
