/// A programmer error that UIKit raises as an exception. The trapping APIs stop the process
/// with `message`; their `checked…` twins throw this instead, with a ``kind`` a caller can
/// switch on (UIKit offers only the text).
public struct LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for code that handles some mistakes and not others.
    public enum Kind: Sendable, Hashable {
        /// A constraint item that is neither a view nor a layout guide.
        case invalidItem
        /// Attributes that cannot be related (an axis with the other axis, a location with a size).
        case invalidPairing
        /// A location attribute equal to a constant (no second item, or a multiplier of 0).
        case locationEqualToConstant
        /// Leading or trailing related to left or right.
        case mixedDirectionalAndAbsoluteAttributes
        /// An infinite or NaN multiplier or constant.
        case nonFiniteValue
        /// A priority outside 1...1000.
        case invalidPriority
        /// A priority changed between required and optional on an installed constraint.
        case priorityMutation
        /// Items in different view hierarchies (or, in SnapKit's DSL, views without a shared superview).
        case noCommonAncestor
        /// An empty constraint (`NSLayoutConstraint()`) activated.
        case missingItems
        /// A constraint added to a view that does not contain its items.
        case unpreparedHierarchy
        /// A view added as its own subview or as a subview of one of its descendants.
        case viewHierarchyCycle
        /// A visual format string that does not parse.
        case visualFormat
        /// An index past the end of a list of views.
        case indexOutOfRange
        /// A SnapKit `…ToSuperview` target used on a view without a superview.
        case missingSuperview
        /// A SnapKit composite related to a different composite.
        case nonIdenticalAttributes
        /// A SnapKit relation to something that is not a constraint target.
        case invalidConstraint
        /// A SnapKit distribution of fewer than two views.
        case tooFewViewsToDistribute
        /// A SnapKit update that matches no existing constraint.
        case noMatchingConstraintToUpdate
    }

    /// What went wrong.
    public let kind: Kind
    /// UIKit's text, verbatim.
    public let message: String

    /// An error of `kind` with UIKit's message.
    public init(_ kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// UIKit's message.
    public var description: String { message }
}

/// Stops the process with UIKit's message, as UIKit raises an exception.
func raise(_ error: LayoutError) -> Never {
    fatalError(error.message)
}
