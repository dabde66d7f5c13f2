import Foundation

/// docs/reference/priorities.md#translatesautoresizingmaskintoconstraints and UIKit's frame-based resizing, in one rule.
///
/// On each axis a view has three parts: the margin before it, its size and the margin after it
/// (left / width / right, top / height / bottom), each fixed or flexible per the mask. When the
/// superview's size changes by d, the flexible parts share d in proportion to their current
/// values (equally when those values sum to zero); fixed parts keep their values.
///
/// The same rule gives the constraints of a view that translates its mask into constraints:
/// with S the superview's size when the frame was set and α a part's share,
/// `minX = x + α_x (superview.width − S)` and `width = w + α_w (superview.width − S)`.
@MainActor
enum AutoresizingRule {
    /// The shares of the three parts of one axis.
    struct Shares: Equatable {
        var before: Double
        var size: Double
        var after: Double
    }

    static func shares(
        before: Double, size: Double, after: Double, flexible: (Bool, Bool, Bool)
    ) -> Shares {
        let values = [before, size, after]
        let flags = [flexible.0, flexible.1, flexible.2]
        let count = flags.filter { $0 }.count
        guard count > 0 else { return Shares(before: 0, size: 0, after: 0) }
        var total = 0.0
        for index in 0..<3 where flags[index] { total += values[index] }
        var result = [0.0, 0.0, 0.0]
        for index in 0..<3 where flags[index] {
            result[index] = total != 0 ? values[index] / total : 1 / Double(count)
        }
        return Shares(before: result[0], size: result[1], after: result[2])
    }

    static func horizontalFlags(_ mask: UIView.AutoresizingMask) -> (Bool, Bool, Bool) {
        (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
    }

    static func verticalFlags(_ mask: UIView.AutoresizingMask) -> (Bool, Bool, Bool) {
        (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    /// `h=--& v=--&`: margin, size, margin per axis; `-` fixed, `&` flexible. As in UIKit, an
    /// axis with nothing flexible shows its trailing margin as flexible: it is what absorbs a
    /// change of the superview's size.
    static func maskText(_ mask: UIView.AutoresizingMask) -> String {
        func text(_ flags: (Bool, Bool, Bool)) -> String {
            let after = flags.2 || (!flags.0 && !flags.1)
            return (flags.0 ? "&" : "-") + (flags.1 ? "&" : "-") + (after ? "&" : "-")
        }
        return "h=\(text(horizontalFlags(mask))) v=\(text(verticalFlags(mask)))"
    }

    /// Frame-based autoresizing of `child` after its superview's bounds size changed.
    static func resize(_ child: UIView, superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let mask = child.autoresizingMask
        guard !mask.isEmpty, let superview = child.superview else { return }
        var frame = child.frame
        let originX = Double(frame.minX - superview.bounds.minX)
        let originY = Double(frame.minY - superview.bounds.minY)
        let dx = Double(newSize.width - oldSize.width)
        let dy = Double(newSize.height - oldSize.height)
        if dx != 0 {
            let s = shares(
                before: originX, size: Double(frame.width),
                after: Double(oldSize.width) - originX - Double(frame.width), flexible: horizontalFlags(mask))
            frame.origin.x += CGFloat(s.before * dx)
            frame.size.width += CGFloat(s.size * dx)
        }
        if dy != 0 {
            let s = shares(
                before: originY, size: Double(frame.height),
                after: Double(oldSize.height) - originY - Double(frame.height), flexible: verticalFlags(mask))
            frame.origin.y += CGFloat(s.before * dy)
            frame.size.height += CGFloat(s.size * dy)
        }
        child.frame = frame
    }

    /// What the autoresizing constraints of `view` must say now.
    struct Plan: Equatable {
        enum Part: Equatable { case minX, width, minY, height }
        var part: Part
        /// Share of the superview's size (0 when the part is fixed).
        var share: Double
        var constant: Double
    }

    static func plans(for view: UIView) -> [Plan] {
        let frame = view.frame
        guard let superview = view.superview else {
            return [
                Plan(part: .width, share: 0, constant: Double(frame.width)),
                Plan(part: .height, share: 0, constant: Double(frame.height)),
            ]
        }
        let bounds = superview.bounds
        let x = Double(frame.minX - bounds.minX)
        let y = Double(frame.minY - bounds.minY)
        let sw = Double(bounds.width)
        let sh = Double(bounds.height)
        let h = shares(
            before: x, size: Double(frame.width), after: sw - x - Double(frame.width),
            flexible: horizontalFlags(view.autoresizingMask))
        let v = shares(
            before: y, size: Double(frame.height), after: sh - y - Double(frame.height),
            flexible: verticalFlags(view.autoresizingMask))
        return [
            Plan(part: .minX, share: h.before, constant: x - h.before * sw),
            Plan(part: .width, share: h.size, constant: Double(frame.width) - h.size * sw),
            Plan(part: .minY, share: v.before, constant: y - v.before * sh),
            Plan(part: .height, share: v.size, constant: Double(frame.height) - v.size * sh),
        ]
    }
}
