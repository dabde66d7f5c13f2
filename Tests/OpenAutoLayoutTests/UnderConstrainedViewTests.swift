import Foundation
import LayoutAssertions
import Testing

@testable import OpenAutoLayout

/// A view without intrinsic size whose constraints leave an axis free keeps its size at 0 and
/// moves its position, as UIKit does (docs/autolayout.md, "Under-constrained views"). The
/// first three frames were recorded on iOS devices; the others follow from the same rule:
/// a constraint is satisfied by moving a position first, then by leaving an inequality loose
/// (or an optional constraint violated, for the optimisation to settle), and by changing a
/// size last.
@MainActor @Suite struct UnderConstrainedViewTests {
    /// A view in a 375 × 667 root with `constraints(view, root)` active, laid out.
    private func layOut(_ constraints: (UIView, UIView) -> [NSLayoutConstraint]) -> UIView {
        let root = makeRoot()
        let view = makeConstrainedView(in: root)
        NSLayoutConstraint.activate(constraints(view, root))
        root.layoutIfNeeded()
        return view
    }

    private func optional(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        constraint.priority = priority
        return constraint
    }

    // MARK: Observed on iOS

    @Test func trailingAloneMovesTheViewToTheEdgeWithZeroWidth() {
        let view = layOut { v, s in [v.trailingAnchor.constraint(equalTo: s.trailingAnchor)] }
        expectFrame(view, 375, 0, 0, 0)
        #expect(view.hasAmbiguousLayout)
    }

    @Test func widthUpperBoundAloneLeavesZeroWidth() {
        let view = layOut { v, s in [v.widthAnchor.constraint(lessThanOrEqualTo: s.widthAnchor, constant: -52)] }
        expectFrame(view, 0, 0, 0, 0)
    }

    @Test func bottomAloneMovesTheViewWithZeroHeight() {
        let view = layOut { v, s in [v.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -23)] }
        expectFrame(view, 0, 644, 0, 0)
    }

    // MARK: Following from the rule: equalities

    @Test func leadingAloneMovesTheView() {
        let view = layOut { v, s in [v.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20)] }
        expectFrame(view, 20, 0, 0, 0)
    }

    @Test func topAloneMovesTheView() {
        let view = layOut { v, s in [v.topAnchor.constraint(equalTo: s.topAnchor, constant: 10)] }
        expectFrame(view, 0, 10, 0, 0)
    }

    @Test func centreAloneCentresAZeroSizedView() {
        let view = layOut { v, s in
            [
                v.centerXAnchor.constraint(equalTo: s.centerXAnchor),
                v.centerYAnchor.constraint(equalTo: s.centerYAnchor),
            ]
        }
        expectFrame(view, 187.5, 333.5, 0, 0)
    }

    @Test func bothEdgesDetermineTheWidthInEitherOrder() {
        let leadingFirst = layOut { v, s in
            [
                v.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20),
                v.trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -20),
            ]
        }
        expectFrame(leadingFirst, 20, 0, 335, 0)
        let trailingFirst = layOut { v, s in
            [
                v.trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -20),
                v.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20),
            ]
        }
        expectFrame(trailingFirst, 20, 0, 335, 0)
    }

    @Test func topAndBottomDetermineTheHeight() {
        let view = layOut { v, s in
            [
                v.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -23),
                v.topAnchor.constraint(equalTo: s.topAnchor, constant: 40),
            ]
        }
        expectFrame(view, 0, 40, 0, 604)
    }

    @Test func centreWithOneEdgeDeterminesTheWidth() {
        let view = layOut { v, s in
            [
                v.centerXAnchor.constraint(equalTo: s.centerXAnchor),
                v.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20),
            ]
        }
        expectFrame(view, 20, 0, 335, 0)
    }

    @Test func centreYWithTheBottomDeterminesTheHeight() {
        let view = layOut { v, s in
            [
                v.centerYAnchor.constraint(equalTo: s.centerYAnchor),
                v.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -33.5),
            ]
        }
        expectFrame(view, 0, 33.5, 0, 600)
    }

    // MARK: Following from the rule: inequalities

    @Test func leadingLowerBoundAloneMovesTheViewToIt() {
        let view = layOut { v, s in [v.leadingAnchor.constraint(greaterThanOrEqualTo: s.leadingAnchor, constant: 20)] }
        expectFrame(view, 20, 0, 0, 0)
    }

    @Test func trailingUpperBoundAloneMovesTheViewToIt() {
        let view = layOut { v, s in
            [v.trailingAnchor.constraint(lessThanOrEqualTo: s.trailingAnchor, constant: -20)]
        }
        expectFrame(view, 355, 0, 0, 0)
    }

    @Test func topLowerBoundAloneMovesTheViewToIt() {
        let view = layOut { v, s in [v.topAnchor.constraint(greaterThanOrEqualTo: s.topAnchor, constant: 20)] }
        expectFrame(view, 0, 20, 0, 0)
    }

    @Test func widthLowerBoundAloneGivesThatWidth() {
        let view = layOut { v, _ in [v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)] }
        expectFrame(view, 0, 0, 10, 0)
    }

    @Test func heightUpperBoundAloneLeavesZeroHeight() {
        let view = layOut { v, _ in [v.heightAnchor.constraint(lessThanOrEqualToConstant: 100)] }
        expectFrame(view, 0, 0, 0, 0)
    }

    @Test func trailingWithAWidthLowerBoundMovesTheViewNotItsWidth() {
        let view = layOut { v, s in
            [
                v.trailingAnchor.constraint(equalTo: s.trailingAnchor),
                v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            ]
        }
        expectFrame(view, 365, 0, 10, 0)
    }

    @Test func bottomWithAHeightUpperBoundKeepsZeroHeight() {
        let view = layOut { v, s in
            [
                v.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -23),
                v.heightAnchor.constraint(lessThanOrEqualToConstant: 100),
            ]
        }
        expectFrame(view, 0, 644, 0, 0)
    }

    // MARK: Following from the rule: optional priorities

    @Test func optionalTrailingAloneMovesTheViewWithZeroWidth() {
        let view = layOut { v, s in [optional(v.trailingAnchor.constraint(equalTo: s.trailingAnchor), .defaultHigh)] }
        expectFrame(view, 375, 0, 0, 0)
    }

    @Test func optionalBottomAloneMovesTheViewWithZeroHeight() {
        let view = layOut { v, s in [optional(v.bottomAnchor.constraint(equalTo: s.bottomAnchor), .defaultLow)] }
        expectFrame(view, 0, 667, 0, 0)
    }

    @Test func requiredLeadingAndOptionalTrailingGiveTheWidth() {
        let view = layOut { v, s in
            [
                v.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20),
                optional(v.trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -20), .defaultHigh),
            ]
        }
        expectFrame(view, 20, 0, 335, 0)
    }

    @Test func requiredTrailingAndOptionalWidthMoveTheView() {
        let view = layOut { v, s in
            [
                v.trailingAnchor.constraint(equalTo: s.trailingAnchor),
                optional(v.widthAnchor.constraint(equalToConstant: 100), .defaultLow),
            ]
        }
        expectFrame(view, 275, 0, 100, 0)
    }

    @Test func optionalWidthBelowARequiredMaximumTakesTheMaximum() {
        let view = layOut { v, s in
            [
                v.widthAnchor.constraint(lessThanOrEqualTo: s.widthAnchor, constant: -52),
                optional(v.widthAnchor.constraint(equalToConstant: 400), .defaultHigh),
            ]
        }
        expectFrame(view, 0, 0, 323, 0)
    }
}
