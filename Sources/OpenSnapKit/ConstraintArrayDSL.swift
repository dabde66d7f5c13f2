import Foundation
import OpenAutoLayout

/// `[view1, view2].snp`: Masonry's array additions in Swift's shape — the verbs for every view
/// of an array, and distributing the views along an axis.
@preconcurrency @MainActor
public struct ConstraintArrayDSL {
    let views: [UIView]

    /// Makes the closure's constraints for each view.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        for view in views { view.snp.makeConstraints(closure) }
    }

    /// Remakes the closure's constraints for each view.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        for view in views { view.snp.remakeConstraints(closure) }
    }

    /// Updates the closure's constraints for each view.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        for view in views { view.snp.updateConstraints(closure) }
    }

    /// The throwing twin of ``makeConstraints(_:)``: all or nothing, so when one view fails the
    /// views before it are put back as they were.
    public func checkedMakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintSnapshot.allOrNothing(views) { () throws(LayoutError) in
            for view in views { try view.snp.checkedMakeConstraints(closure) }
        }
    }

    /// The throwing twin of ``remakeConstraints(_:)``: all or nothing, so when one view fails the
    /// views before it are put back as they were.
    public func checkedRemakeConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintSnapshot.allOrNothing(views) { () throws(LayoutError) in
            for view in views { try view.snp.checkedRemakeConstraints(closure) }
        }
    }

    /// The throwing twin of ``updateConstraints(_:)``: all or nothing, so when one view fails the
    /// views before it are put back as they were.
    public func checkedUpdateConstraints(_ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        try ConstraintSnapshot.allOrNothing(views) { () throws(LayoutError) in
            for view in views { try view.snp.checkedUpdateConstraints(closure) }
        }
    }

    /// Removes the DSL's constraints of each view.
    public func removeConstraints() {
        for view in views { view.snp.removeConstraints() }
    }

    /// Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`: the
    /// views in a row (or column) across their closest common superview, `fixedSpacing` apart,
    /// the first `leadSpacing` from the superview's left (top), the last `tailSpacing` from its
    /// right (bottom), all of equal width (height). Constraints only along the axis, as in
    /// Masonry: the other axis is the caller's. Traps with Masonry's message for fewer than two
    /// views or views without a common superview.
    public func distributeViewsAlong(
        axisType: NSLayoutConstraint.Axis, fixedSpacing: CGFloat, leadSpacing: CGFloat = 0, tailSpacing: CGFloat = 0
    ) {
        trapping { failures throws(LayoutError) in
            try distribute(axisType, .fixedSpacing(fixedSpacing), leadSpacing, tailSpacing, failures)
        }
    }

    /// Masonry's `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`:
    /// views `fixedItemLength` wide (high), the first `leadSpacing` from the superview's left
    /// (top), the last `tailSpacing` from its right (bottom), and equal gaps between them.
    ///
    /// Masonry places each middle view with a multiplier on the superview's right edge, which
    /// gives equal gaps because UIKit reads a container's own edges from 0. Here the equal gaps
    /// are said directly (`anchorWithOffset(to:)` spans), which gives the same frames wherever
    /// the superview sits; those span constraints are plain `NSLayoutConstraint`s, not the
    /// DSL's, so `removeConstraints()` leaves them.
    public func distributeViewsAlong(
        axisType: NSLayoutConstraint.Axis, fixedItemLength: CGFloat, leadSpacing: CGFloat = 0, tailSpacing: CGFloat = 0
    ) {
        trapping { failures throws(LayoutError) in
            try distribute(axisType, .fixedItemLength(fixedItemLength), leadSpacing, tailSpacing, failures)
        }
    }

    /// The throwing twin of ``distributeViewsAlong(axisType:fixedSpacing:leadSpacing:tailSpacing:)``.
    public func checkedDistributeViewsAlong(
        axisType: NSLayoutConstraint.Axis, fixedSpacing: CGFloat, leadSpacing: CGFloat = 0, tailSpacing: CGFloat = 0
    ) throws(LayoutError) {
        try distribute(
            axisType, .fixedSpacing(fixedSpacing), leadSpacing, tailSpacing, ConstraintFailures(traps: false))
    }

    /// The throwing twin of ``distributeViewsAlong(axisType:fixedItemLength:leadSpacing:tailSpacing:)``.
    public func checkedDistributeViewsAlong(
        axisType: NSLayoutConstraint.Axis, fixedItemLength: CGFloat, leadSpacing: CGFloat = 0,
        tailSpacing: CGFloat = 0
    ) throws(LayoutError) {
        try distribute(
            axisType, .fixedItemLength(fixedItemLength), leadSpacing, tailSpacing, ConstraintFailures(traps: false))
    }

    private enum Distribution {
        case fixedSpacing(CGFloat)
        case fixedItemLength(CGFloat)
    }

    private func distribute(
        _ axis: NSLayoutConstraint.Axis, _ distribution: Distribution, _ lead: CGFloat, _ tail: CGFloat,
        _ failures: ConstraintFailures
    ) throws(LayoutError) {
        guard views.count >= 2 else { throw ConstraintMessages.tooFewViewsToDistribute }
        guard let superview = commonSuperview() else { throw ConstraintMessages.noCommonSuperview }
        try ConstraintSnapshot.allOrNothing(views) { () throws(LayoutError) in
            try distribute(axis, distribution, lead, tail, in: superview, failures)
        }
    }

    private func distribute(
        _ axis: NSLayoutConstraint.Axis, _ distribution: Distribution, _ lead: CGFloat, _ tail: CGFloat,
        in superview: UIView, _ failures: ConstraintFailures
    ) throws(LayoutError) {
        let horizontal = axis == .horizontal
        for (index, view) in views.enumerated() {
            let previous = index > 0 ? views[index - 1] : nil
            let isLast = index == views.count - 1
            let verb: (ConstraintMaker) -> Void = { make in
                let start = horizontal ? make.left : make.top
                let end = horizontal ? make.right : make.bottom
                let length = horizontal ? make.width : make.height
                switch distribution {
                case .fixedSpacing(let spacing):
                    if let previous {
                        length.equalTo(previous)
                        start.equalTo(horizontal ? previous.snp.right : previous.snp.bottom).offset(spacing)
                        if isLast { end.equalTo(superview).offset(-tail) }
                    } else {
                        start.equalTo(superview).offset(lead)
                    }
                case .fixedItemLength(let itemLength):
                    length.equalTo(itemLength)
                    if previous == nil { start.equalTo(superview).offset(lead) }
                    if isLast { end.equalTo(superview).offset(-tail) }
                }
            }
            try ConstraintMaker.makeConstraints(item: view, failures: failures, closure: verb)
        }
        if case .fixedItemLength = distribution, views.count > 2 {
            try NSLayoutConstraint.checkedActivate(equalGaps(horizontal: horizontal))
        }
    }

    /// gap(0) == gap(i) for every later gap, each gap the span from one view's end to the next
    /// view's start.
    private func equalGaps(horizontal: Bool) -> [NSLayoutConstraint] {
        let gaps: [NSLayoutDimension] = zip(views, views.dropFirst()).map { before, after in
            horizontal
                ? before.rightAnchor.anchorWithOffset(to: after.leftAnchor)
                : before.bottomAnchor.anchorWithOffset(to: after.topAnchor)
        }
        return gaps.dropFirst().map { $0.constraint(equalTo: gaps[0]) }
    }

    /// Masonry's common superview: the closest view that contains all the views.
    private func commonSuperview() -> UIView? {
        var common: UIView? = views[0].superview
        for view in views.dropFirst() {
            while let candidate = common, !view.isDescendant(of: candidate) { common = candidate.superview }
        }
        return common
    }
}

@MainActor
extension Array where Element: UIView {
    /// Masonry's array additions: `[a, b, c].snp.distributeViewsAlong(axisType: .horizontal, fixedSpacing: 8)`.
    public var snp: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}
