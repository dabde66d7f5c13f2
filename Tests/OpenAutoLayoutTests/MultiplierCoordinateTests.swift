import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// A position constraint with a multiplier is read in the coordinates of its items' closest
/// common ancestor (docs/reference/attributes.md#multipliers-on-positions). Expected frames are
/// worked out by hand from that rule: `first − o = m × (second − o) + c`, `o` the ancestor's
/// origin.
@MainActor @Suite struct MultiplierCoordinateTests {
    /// A 200 × 200 view at (100, 100) of a 375 × 667 root, made from its frame.
    private func makeOuter(in root: UIView) -> UIView {
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(outer)
        return outer
    }

    private func size(_ view: UIView, _ width: CGFloat, _ height: CGFloat) -> [NSLayoutConstraint] {
        [view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height)]
    }

    @Test func centreTimesHalfOfTheSuperviewIsMeasuredInTheSuperview() {
        let root = makeRoot()
        let outer = makeOuter(in: root)
        let inner = makeConstrainedView(in: outer)
        NSLayoutConstraint.activate(
            size(inner, 20, 20) + [
                NSLayoutConstraint(
                    item: inner, attribute: .centerX, relatedBy: .equal, toItem: outer, attribute: .centerX,
                    multiplier: 0.5, constant: 0),
                NSLayoutConstraint(
                    item: inner, attribute: .centerY, relatedBy: .equal, toItem: outer, attribute: .centerY,
                    multiplier: 0.5, constant: 0),
            ])
        root.layoutIfNeeded()
        // outer's centre is (100, 100) in its own coordinates: inner's centre is at (50, 50).
        expectFrame(inner, 40, 40, 20, 20)
    }

    @Test func edgesMarginsAndBaselinesWithMultipliersInTheSuperview() {
        let root = makeRoot()
        let outer = makeOuter(in: root)
        let trailing = makeConstrainedView(in: outer)
        let margin = makeConstrainedView(in: outer)
        let baseline = makeConstrainedView(in: outer)
        NSLayoutConstraint.activate(
            size(trailing, 20, 10) + size(margin, 20, 10) + size(baseline, 20, 10) + [
                // outer.trailing is 200 in outer's coordinates: 0.75 × 200 = 150.
                NSLayoutConstraint(
                    item: trailing, attribute: .trailing, relatedBy: .equal, toItem: outer,
                    attribute: .trailing, multiplier: 0.75, constant: 0),
                trailing.topAnchor.constraint(equalTo: outer.topAnchor),
                // outer.leadingMargin is 8 (default margins): 2 × 8 + 4 = 20.
                NSLayoutConstraint(
                    item: margin, attribute: .leading, relatedBy: .equal, toItem: outer,
                    attribute: .leadingMargin, multiplier: 2, constant: 4),
                // outer.topMargin is 8: 3 × 8 = 24.
                NSLayoutConstraint(
                    item: margin, attribute: .top, relatedBy: .equal, toItem: outer, attribute: .topMargin,
                    multiplier: 3, constant: 0),
                baseline.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                // A plain view's last baseline is its bottom: 0.5 × 200 = 100.
                NSLayoutConstraint(
                    item: baseline, attribute: .lastBaseline, relatedBy: .equal, toItem: outer,
                    attribute: .bottom, multiplier: 0.5, constant: 0),
            ])
        root.layoutIfNeeded()
        expectFrame(trailing, 130, 0, 20, 10)
        expectFrame(margin, 20, 24, 20, 10)
        expectFrame(baseline, 0, 90, 20, 10)
    }

    @Test func siblingsAreMeasuredInTheirSuperview() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 50, y: 30, width: 300, height: 100))
        root.addSubview(container)
        let a = makeConstrainedView(in: container)
        let b = makeConstrainedView(in: container)
        NSLayoutConstraint.activate(
            size(a, 30, 10) + size(b, 10, 10) + [
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: container.topAnchor),
                // a.trailing is 40 in the container's coordinates: 2 × 40 = 80 (not 2 × 90 − 50).
                NSLayoutConstraint(
                    item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing,
                    multiplier: 2, constant: 0),
                b.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 30, 10)
        expectFrame(b, 80, 0, 10, 10)
    }

    @Test func cousinsAreMeasuredInTheirClosestCommonAncestor() {
        let root = makeRoot()
        let container = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 300))
        root.addSubview(container)
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 200))
        let right = UIView(frame: CGRect(x: 100, y: 50, width: 80, height: 200))
        container.addSubview(left)
        container.addSubview(right)
        let x = makeConstrainedView(in: left)
        let y = makeConstrainedView(in: right)
        NSLayoutConstraint.activate(
            size(x, 10, 30) + size(y, 10, 10) + [
                x.leadingAnchor.constraint(equalTo: left.leadingAnchor),
                x.topAnchor.constraint(equalTo: left.topAnchor, constant: 20),
                y.leadingAnchor.constraint(equalTo: right.leadingAnchor),
                // x.bottom is 10 + 20 + 30 = 60 in the container: y.top = 1.5 × 60 + 5 = 95 there,
                // 95 − 50 = 45 in `right`.
                NSLayoutConstraint(
                    item: y, attribute: .top, relatedBy: .equal, toItem: x, attribute: .bottom,
                    multiplier: 1.5, constant: 5),
            ])
        root.layoutIfNeeded()
        expectFrame(x, 0, 20, 10, 30)
        expectFrame(y, 0, 45, 10, 10)
    }

    @Test func aMultiplierOfOneIsTheSameInEveryCoordinateSystem() {
        let root = makeRoot()
        let outer = makeOuter(in: root)
        let inner = makeConstrainedView(in: outer)
        NSLayoutConstraint.activate(
            size(inner, 20, 20) + [
                inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor, constant: 10),
                inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
            ])
        root.layoutIfNeeded()
        expectFrame(inner, 100, 90, 20, 20)
    }

    @Test func rightToLeftLeadingWithAMultiplierIsMeasuredInTheSuperview() {
        let root = makeRoot()
        let outer = makeOuter(in: root)
        outer.semanticContentAttribute = .forceRightToLeft
        let inner = makeConstrainedView(in: outer)
        inner.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate(
            size(inner, 20, 20) + [
                // Leading is the right edge, read on a mirrored axis: −right = 0.5 × −200, right = 100.
                NSLayoutConstraint(
                    item: inner, attribute: .leading, relatedBy: .equal, toItem: outer, attribute: .leading,
                    multiplier: 0.5, constant: 0),
                inner.topAnchor.constraint(equalTo: outer.topAnchor),
            ])
        root.layoutIfNeeded()
        expectFrame(inner, 80, 0, 20, 20)
    }
}
