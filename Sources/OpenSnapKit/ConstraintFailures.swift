import OpenAutoLayout

/// Where a mistake in a DSL sentence goes: the trapping entry points stop the process with the
/// message (as SnapKit and UIKit do); their `checked…` twins keep the first message and throw
/// it as a `LayoutError` once the closure has run, before any constraint changes.
@MainActor
final class ConstraintFailures {
    let traps: Bool
    private(set) var first: LayoutError?

    init(traps: Bool) { self.traps = traps }

    func report(_ error: LayoutError) {
        if traps { fatalError(error.message) }
        if first == nil { first = error }
    }

    func throwIfFailed() throws(LayoutError) {
        if let first { throw first }
    }
}

/// The messages of the DSL's own mistakes.
enum ConstraintMessages {
    /// SnapKit's text when a `…ToSuperview` target is used on an item without a superview.
    static func missingSuperview(_ function: String) -> LayoutError {
        LayoutError(
            .missingSuperview,
            message: "Expected superview but found nil when attempting make constraint `\(function)`.")
    }

    /// SnapKit's text when a composite is related to a different composite.
    static func nonIdenticalAttributes(file: String, line: UInt) -> LayoutError {
        LayoutError(
            .nonIdenticalAttributes,
            message: "Cannot constraint to multiple non identical attributes. (\(file), \(line))")
    }

    /// Masonry's text when fewer than two views are distributed.
    static let tooFewViewsToDistribute = LayoutError(
        .tooFewViewsToDistribute, message: "views to distribute need to bigger than one")

    /// Masonry's text when distributed views share no superview.
    static let noCommonSuperview = LayoutError(
        .noCommonAncestor,
        message:
            "Can't constrain views that do not share a common superview. Make sure that all the views in this array have been added into the same view hierarchy."
    )
}
