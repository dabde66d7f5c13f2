import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// Descriptions in UIKit's format and UIKit's error messages, compared as text (addresses are
/// stand-ins, normalised to `0x…`).
@MainActor @Suite struct ConstraintDescriptionAndErrorTests {
    @Test func constraintDescriptions() {
        let root = makeRoot()
        let label = makeConstrainedView(in: root, name: "title")
        let plain = makeConstrainedView(in: root)
        let leading = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 20)
        #expect(
            normalizeAddresses(leading.description)
                == "<NSLayoutConstraint:0x… UIView:0x…'title'.leading == UILayoutGuide:0x…'UIViewLayoutMarginsGuide'.leading + 20   (inactive)>"
        )
        leading.isActive = true
        #expect(normalizeAddresses(leading.description).hasSuffix("+ 20   (active)>"))
        let ratio = label.widthAnchor.constraint(equalTo: plain.heightAnchor, multiplier: 0.5, constant: -10)
        ratio.identifier = "ratio"
        ratio.priority = .defaultHigh
        #expect(
            normalizeAddresses(ratio.description)
                == "<NSLayoutConstraint:0x… 'ratio' UIView:0x…'title'.width == 0.5*UIView:0x….height - 10 @750   (inactive)>"
        )
        let width = NSLayoutConstraint(
            item: plain, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 400)
        #expect(
            normalizeAddresses(width.description) == "<NSLayoutConstraint:0x… UIView:0x….width >= 400   (inactive)>")
        let margin = NSLayoutConstraint(
            item: plain, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
            multiplier: 1, constant: 20)
        #expect(
            normalizeAddresses(margin.description)
                == "<NSLayoutConstraint:0x… UIView:0x….leading == UIView:0x….leadingMargin + 20   (inactive)>")
        #expect(margin.firstAttribute == .leading && margin.secondAttribute == .leadingMargin)
        #expect(margin.relation == .equal && margin.multiplier == 1 && margin.constant == 20)
        #expect(margin.firstAnchor.item === plain && margin.secondAnchor?.item === root)
        #expect(
            normalizeAddresses(label.leadingAnchor.description)
                == "<NSLayoutXAxisAnchor:0x… \"UIView:0x…'title'.leading\">")
        #expect(
            normalizeAddresses(label.heightAnchor.description) == "<NSLayoutDimension:0x… \"UIView:0x…'title'.height\">"
        )
    }

    @Test func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
        do {
            try constraint.checkedSetActive(true)
            Issue.record("expected an error")
        } catch {
            #expect(
                normalizeAddresses(error.message)
                    == "Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x… \"UIView:0x….top\"> and <NSLayoutYAxisAnchor:0x… \"UIView:0x….top\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            )
        }
        #expect(!constraint.isActive)
        // checkedActivate is all or nothing.
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        let good = child.topAnchor.constraint(equalTo: root.topAnchor)
        #expect(throws: LayoutError.self) { try NSLayoutConstraint.checkedActivate([good, constraint]) }
        #expect(!good.isActive)
        try? NSLayoutConstraint.checkedActivate([good])
        #expect(good.isActive && root.constraints == [good])
        // A guide that was never added to a view has no ancestor either.
        let guide = UILayoutGuide()
        #expect(throws: LayoutError.self) {
            try guide.topAnchor.constraint(equalTo: root.topAnchor).checkedSetActive(true)
        }
    }

    @Test func priorityMutationBetweenRequiredAndOptional() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        #expect(
            throws: LayoutError(
                .priorityMutation,
                message:
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
            )
        ) { try constraint.checkedSetPriority(.defaultLow) }
        #expect(constraint.priority == .required)
        // Inactive constraints may change freely; optional ↔ optional is always allowed.
        constraint.isActive = false
        try? constraint.checkedSetPriority(.defaultLow)
        constraint.isActive = true
        try? constraint.checkedSetPriority(.defaultHigh)
        #expect(constraint.priority == .defaultHigh)
        #expect(
            throws: LayoutError(
                .priorityMutation,
                message:
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 750."
            )
        ) { try constraint.checkedSetPriority(.required) }
        #expect(throws: LayoutError.self) { try constraint.checkedSetPriority(UILayoutPriority(0)) }
        #expect(throws: LayoutError.self) { try constraint.checkedSetPriority(UILayoutPriority(1001)) }
    }

    @Test func invalidPairingsAtCreation() {
        let root = UIView()
        let a = UIView()
        root.addSubview(a)
        let prefix =
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        #expect(
            throws: LayoutError(
                .mixedDirectionalAndAbsoluteAttributes,
                message: prefix
                    + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            )
        ) {
            _ = try NSLayoutConstraint.checkedConstraint(
                item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 0)
        }
        #expect(
            throws: LayoutError(
                .locationEqualToConstant,
                message: prefix
                    + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            )
        ) {
            _ = try NSLayoutConstraint.checkedConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 20)
        }
        #expect(throws: LayoutError(.invalidPairing, message: prefix + "Invalid pairing of layout attributes.")) {
            _ = try NSLayoutConstraint.checkedConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 1,
                constant: 0)
        }
        #expect(throws: LayoutError(.invalidPairing, message: prefix + "Invalid pairing of layout attributes.")) {
            _ = try NSLayoutConstraint.checkedConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1,
                constant: 0)
        }
        #expect(
            throws: LayoutError(.invalidItem, message: prefix + "Constraint items must each be a view or layout guide.")
        ) {
            _ = try NSLayoutConstraint.checkedConstraint(
                item: "not a view", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0)
        }
        // Valid: dimension to constant, location to location, dimension to dimension.
        #expect(throws: Never.self) {
            _ = try NSLayoutConstraint.checkedConstraint(
                item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1,
                constant: 0)
        }
    }

    /// UIKit refuses a location against a size, not an x-axis location against a y-axis one:
    /// SnapKit's own suite, run on iOS, makes `left == top + 50` and counts it installed.
    @Test func aHorizontalLocationMayFollowAVerticalOne() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let anchor = UIView(), follower = UIView()
        for view in [anchor, follower] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let mixed = try NSLayoutConstraint.checkedConstraint(
            item: follower, attribute: .left, relatedBy: .equal, toItem: anchor, attribute: .top, multiplier: 1,
            constant: 50)
        let centred = try NSLayoutConstraint.checkedConstraint(
            item: follower, attribute: .centerY, relatedBy: .equal, toItem: anchor, attribute: .trailing,
            multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([
            mixed, centred,
            anchor.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            anchor.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            anchor.widthAnchor.constraint(equalToConstant: 100), anchor.heightAnchor.constraint(equalToConstant: 10),
            follower.widthAnchor.constraint(equalToConstant: 40), follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(root.constraints.contains { $0 === mixed })
        #expect(
            normalizeAddresses(mixed.description)
                == "<NSLayoutConstraint:0x… UIView:0x….left == UIView:0x….top + 50   (active)>")
        expectRect(follower.frame, 80, 110, 40, 20)
    }

    @Test func nonFiniteConstants() {
        let root = UIView()
        let a = UIView()
        root.addSubview(a)
        let constraint = a.topAnchor.constraint(equalTo: root.topAnchor)
        do {
            try constraint.checkedSetConstant(.nan)
            Issue.record("expected an error")
        } catch {
            #expect(
                normalizeAddresses(error.message)
                    == "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutYAxisAnchor:0x… \"UIView:0x….top\"> secondAnchor:<NSLayoutYAxisAnchor:0x… \"UIView:0x….top\">"
            )
        }
        #expect(throws: LayoutError.self) { try constraint.checkedSetConstant(.infinity) }
        #expect(constraint.constant == 0)
    }
}
