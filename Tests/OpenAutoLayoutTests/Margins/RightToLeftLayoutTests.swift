import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// The direction rules (docs/reference/attributes.md#leading-and-trailing) and directional margins
/// (docs/reference/margins.md#directional-margins). Trees choose their direction
/// with `environmentLayoutDirection` on their root, so these tests never touch the process-wide
/// default that other tests run under.
@MainActor @Suite struct RightToLeftLayoutTests {
    /// A small screen: a header across the margins under the status bar, an avatar at its
    /// leading edge, a title after the avatar, a badge 16 pt from the trailing edge.
    private static func layOutScreen(direction: UIUserInterfaceLayoutDirection) -> [CGRect] {
        let root = makeHostedRoot()
        root.environmentLayoutDirection = direction
        let header = makeConstrainedView(in: root, name: "header")
        let avatar = makeConstrainedView(in: root, name: "avatar")
        let title = makeConstrainedView(in: root, name: "title")
        let badge = makeConstrainedView(in: root, name: "badge")
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: avatar.topAnchor),
            title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 20),
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            badge.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        root.layoutIfNeeded()
        #expect(header.effectiveUserInterfaceLayoutDirection == direction)
        return [header, avatar, title, badge].map(\.frame)
    }

    @Test func aWholeScreenIsMirrored() {
        let leftToRight = Self.layOutScreen(direction: .leftToRight)
        // Margins {28, 8, 8, 8}: 8 own + the status bar on top.
        expectRect(leftToRight[0], 8, 20, 359, 44)
        expectRect(leftToRight[1], 8, 72, 40, 40)
        expectRect(leftToRight[2], 60, 72, 100, 20)
        expectRect(leftToRight[3], 335, 80, 24, 24)
        let rightToLeft = Self.layOutScreen(direction: .rightToLeft)
        // Every frame mirrored: x′ = 375 − x − width.
        for (mirrored, original) in zip(rightToLeft, leftToRight) {
            expectRect(mirrored, 375 - original.maxX, original.minY, original.width, original.height)
        }
        expectRect(rightToLeft[2], 215, 72, 100, 20)
    }

    /// Screens right-to-left and left-to-right, built one after another, each keep their own.
    @Test func treesChooseTheirDirectionIndependently() {
        let directions: [UIUserInterfaceLayoutDirection] = [.rightToLeft, .leftToRight, .rightToLeft, .leftToRight]
        let results = directions.map { ($0, Self.layOutScreen(direction: $0)) }
        for (direction, frames) in results {
            expectRect(frames[1], direction == .rightToLeft ? 327 : 8, 72, 40, 40)
        }
    }

    @Test func theEnvironmentOfATreeCanChange() {
        let root = makeRoot(width: 300, height: 100)
        let view = makeConstrainedView(in: root)
        let fixed = makeConstrainedView(in: root)
        fixed.semanticContentAttribute = .forceLeftToRight
        for item in [view, fixed] {
            NSLayoutConstraint.activate([
                item.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                item.topAnchor.constraint(equalTo: root.topAnchor),
                item.widthAnchor.constraint(equalToConstant: 50),
                item.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        root.layoutIfNeeded()
        expectFrame(view, 10, 0, 50, 50)
        root.environmentLayoutDirection = .rightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(fixed.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.layoutIfNeeded()
        // The root follows the environment too, so its leading edge is its right edge.
        expectFrame(view, 240, 0, 50, 50)
        // A forced direction ignores what the view would inherit from the environment; the
        // constraint is mirrored because the root's side is right-to-left: fixed.leading (its
        // left) == root.leading (its right) − 10.
        expectFrame(fixed, 290, 0, 50, 50)
        root.environmentLayoutDirection = nil
        root.layoutIfNeeded()
        expectFrame(view, 10, 0, 50, 50)
        expectFrame(fixed, 10, 0, 50, 50)
    }

    @Test func directionalMarginsFollowTheDirection() {
        let root = makeRoot()
        root.environmentLayoutDirection = .rightToLeft
        let container = makeConstrainedView(in: root, name: "container")
        pinEdges(container, to: root)
        let child = makeConstrainedView(in: container, name: "child")
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 10)
        root.layoutIfNeeded()
        // Leading is on the right in right-to-left layout.
        #expect(container.layoutMargins.description == "{4, 10, 4, 40}")
        #expect(container.directionalLayoutMargins.description == "{4, 40, 4, 10}")
        expectFrame(child, 10, 4, 325, 10)
        expectRect(container.layoutMarginsGuide.layoutFrame, 10, 4, 325, 659)

        // Directional margins set once follow the direction when it changes.
        root.environmentLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(container.layoutMargins.description == "{4, 40, 4, 10}")
        #expect(container.directionalLayoutMargins.description == "{4, 40, 4, 10}")
        expectFrame(child, 40, 4, 325, 10)

        // Margins set as left/right stay on their sides.
        container.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 25)
        root.environmentLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(container.layoutMargins.description == "{0, 5, 0, 25}")
        #expect(container.directionalLayoutMargins.description == "{0, 25, 0, 5}")
        expectFrame(child, 5, 0, 345, 10)
    }

    /// VFL's `|-[v]-|` pins to the leading/trailing margins: in right-to-left layout, the
    /// leading margin is on the right.
    @Test func visualFormatMarginsInRightToLeftLayout() {
        let root = makeRoot()
        root.environmentLayoutDirection = .rightToLeft
        let container = makeConstrainedView(in: root, name: "container")
        pinEdges(container, to: root)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        let field = makeConstrainedView(in: container, name: "field")
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[field]-|", options: [], metrics: nil, views: ["field": field])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-[field(30)]", options: [], metrics: nil, views: ["field": field]))
        root.layoutIfNeeded()
        expectFrame(field, 10, 0, 325, 30)
    }

    @Test func aViewsOwnAttributeDecidesItsMargins() {
        let root = makeRoot()
        let container = makeConstrainedView(in: root)
        pinEdges(container, to: root)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        let guide = container.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(container.layoutMargins.description == "{0, 30, 0, 0}")
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.layoutMargins.description == "{0, 0, 0, 30}")
        root.layoutIfNeeded()
        expectRect(guide.layoutFrame, 0, 0, 345, 667)
    }

    /// x is always measured from the left, so with a multiplier a right-to-left
    /// constraint is not the mirror image (about the superview's width) of its left-to-right
    /// reading. Only the constant changes sign (it moves items in the leading direction).
    @Test func multipliersScaleXMeasuredFromTheLeft() {
        func layOut(_ direction: UIUserInterfaceLayoutDirection) -> (CGRect, CGRect) {
            let root = makeRoot()
            root.environmentLayoutDirection = direction
            let a = makeConstrainedView(in: root, name: "a")
            let b = makeConstrainedView(in: root, name: "b")
            NSLayoutConstraint.activate([
                NSLayoutConstraint(
                    item: a, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .leading,
                    multiplier: 0.5, constant: 10),
                NSLayoutConstraint(
                    item: b, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 0.5,
                    constant: 0),
            ])
            for item in [a, b] {
                NSLayoutConstraint.activate([
                    item.topAnchor.constraint(equalTo: root.topAnchor),
                    item.widthAnchor.constraint(equalToConstant: 50),
                    item.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
            root.layoutIfNeeded()
            return (a.frame, b.frame)
        }
        let (aLTR, bLTR) = layOut(.leftToRight)
        // a.right = 0.5 × 0 + 10; b.left = 0.5 × 0.
        expectRect(aLTR, -40, 0, 50, 50)
        expectRect(bLTR, 0, 0, 50, 50)
        let (aRTL, bRTL) = layOut(.rightToLeft)
        // Trailing is a's left edge, leading the root's right edge (375):
        // a.left = 0.5 × 375 − 10 = 177.5 (a mirror image would put a at 375 − (−40) − 50 = 365).
        expectRect(aRTL, 177.5, 0, 50, 50)
        // b.right = 0.5 × 375 = 187.5 (a mirror image would put b at 325).
        expectRect(bRTL, 137.5, 0, 50, 50)
    }

    @Test func directionsForSemanticAttributes() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        let root = makeRoot()
        root.environmentLayoutDirection = .rightToLeft
        let playback = UIView()
        playback.semanticContentAttribute = .playback
        let plain = UIView()
        root.addSubview(playback)
        root.addSubview(plain)
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The environment is the root's: a view on its own follows the process-wide default.
        plain.removeFromSuperview()
        #expect(plain.effectiveUserInterfaceLayoutDirection == LayoutEnvironment.userInterfaceLayoutDirection)
    }
}
