import Foundation
import LayoutAssertions
import OpenAutoLayout
import Testing

/// The scenes of the article "UIView margins" (UIView的Margins): margins inherited through nested
/// views and added to the safe area, run on a 375 × 667 root whose host gives it the status bar's
/// 20 pt of safe area. Expected values are the article's printed ones, or derived by hand from
/// docs/reference/margins.md and safe-area.md where it prints none.
@MainActor @Suite struct NestedMarginsTests {
    /// Scene 1: blue fills the screen, orange fills blue's margins; blue's margins are 50.
    @Test func sceneOneOrangeFillsBluesMargins() {
        let root = makeHostedRoot()
        let blue = makeLoggingView(in: root, name: "blue")
        pinEdges(blue, to: root)
        let orange = makeLoggingView(in: blue, name: "orange")
        pinEdgesToMargins(orange, of: blue)
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        root.layoutIfNeeded()
        // Blue's top margin is 50 + the 20-pt status bar: orange starts 70 pt down.
        expectFrame(blue, 0, 0, 375, 667)
        #expect(blue.safeAreaInsets.description == "{20, 0, 0, 0}")
        #expect(blue.layoutMargins.description == "{70, 50, 50, 50}")
        expectFrame(orange, 50, 70, 275, 547)
        #expect(orange.safeAreaInsets.description == "{0, 0, 0, 0}")
        #expect(orange.layoutMargins.description == "{8, 8, 8, 8}")
        expectRect(blue.layoutMarginsGuide.layoutFrame, 50, 70, 275, 547)
        // Settled without transient values: orange never saw a safe area, and every line blue
        // printed is the final one.
        #expect(orange.safeAreaChanges == 0)
        #expect(blue.safeAreaChanges == 1)
        #expect(!blue.printed.isEmpty)
        #expect(blue.printed.allSatisfy { $0.safeArea == "{20, 0, 0, 0}" && $0.margins == "{70, 50, 50, 50}" })
    }

    /// Scene 2's tree: blue fills the screen, orange is blue's top half, red fills orange's margins.
    private func sceneTwo() -> (
        root: UIView, blue: InsetsLoggingView, orange: InsetsLoggingView, red: InsetsLoggingView
    ) {
        let root = makeHostedRoot()
        let blue = makeLoggingView(in: root, name: "blue")
        pinEdges(blue, to: root)
        let orange = makeLoggingView(in: blue, name: "orange")
        NSLayoutConstraint.activate([
            orange.leftAnchor.constraint(equalTo: blue.leftAnchor),
            orange.rightAnchor.constraint(equalTo: blue.rightAnchor),
            orange.topAnchor.constraint(equalTo: blue.topAnchor),
            orange.widthAnchor.constraint(equalTo: blue.widthAnchor),
            orange.heightAnchor.constraint(equalTo: blue.heightAnchor, multiplier: 0.5),
        ])
        let red = makeLoggingView(in: orange, name: "red")
        pinEdgesToMargins(red, of: orange)
        return (root, blue, orange, red)
    }

    @Test func sceneTwoPreservingTheSuperviewsMargins() {
        let (root, blue, orange, red) = sceneTwo()
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        orange.preservesSuperviewLayoutMargins = true
        orange.layoutMargins = .zero
        root.layoutIfNeeded()
        expectFrame(orange, 0, 0, 375, 333.5)
        // Own: 0 + safe area {20, 0, 0, 0}. Inherited from blue's {70, 50, 50, 50}: orange's top,
        // left and right edges are blue's, its bottom is 333.5 pt above blue's (50 − 333.5 < 0).
        #expect(orange.layoutMargins.description == "{70, 50, 0, 50}")
        // Red keeps off blue's margins on the left, right and top, not at the bottom.
        expectFrame(red, 50, 70, 275, 263.5)
        #expect(red.safeAreaInsets.description == "{0, 0, 0, 0}")

        // Without preservation only orange's own margins (0 + the status bar) count.
        orange.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(orange.layoutMargins.description == "{20, 0, 0, 0}")
        expectFrame(red, 0, 20, 375, 313.5)
        #expect(red.safeAreaInsets.description == "{0, 0, 0, 0}")
    }

    /// The article: with orange's own left margin of 50 the picture is the same as with none,
    /// because blue's inherited left margin is already 50.
    @Test func sceneTwoOwnMarginsOverlappingTheInheritedOnes() {
        let (root, blue, orange, red) = sceneTwo()
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        orange.preservesSuperviewLayoutMargins = true
        orange.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(orange.layoutMargins.description == "{70, 50, 0, 50}")
        expectFrame(red, 50, 70, 275, 263.5)
    }

    /// iOS against the article's pseudo-code, where they differ: the article takes
    /// max(own, inherited) first and adds the safe area after, which would give orange a top
    /// margin of max(0, 70) + 20 = 90. Real iOS adds the safe area to the own term first:
    /// max(0 + 20, 70) = 70.
    @Test func safeAreaIsAddedBeforeTheMaximumNotAfter() {
        let (root, blue, orange, red) = sceneTwo()
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        orange.preservesSuperviewLayoutMargins = true
        orange.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(orange.layoutMargins.top == 70)
        #expect(orange.layoutMargins.top != 90)
        expectFrame(red, 50, 70, 275, 263.5)

        // A case where the own term wins only because the safe area is in it: orange's own top
        // margin 8, blue's inherited 25. iOS: max(8 + 20, 25) = 28; the article: max(8, 25) + 20 = 45.
        blue.layoutMargins = UIEdgeInsets(top: 5, left: 50, bottom: 50, right: 50)
        orange.layoutMargins = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(blue.layoutMargins.description == "{25, 50, 50, 50}")
        #expect(orange.layoutMargins.description == "{28, 50, 0, 50}")
        expectFrame(red, 50, 28, 275, 305.5)
    }

    /// Scene 3: the three views log their insets in layoutSubviews; the article prints these.
    @Test func sceneThreePrintedInsets() {
        let (root, blue, orange, red) = sceneTwo()
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        orange.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(blue.lastSafeArea == "{20, 0, 0, 0}")
        #expect(blue.lastMargins == "{70, 50, 50, 50}")
        #expect(orange.lastSafeArea == "{20, 0, 0, 0}")
        #expect(orange.lastMargins == "{20, 50, 0, 0}")
        #expect(red.lastSafeArea == "{0, 0, 0, 0}")
        #expect(red.lastMargins == "{8, 8, 8, 8}")
        // Red fills orange's margins: it starts below the status bar, so it has no safe area.
        expectFrame(red, 50, 20, 325, 313.5)
        #expect(NSStringFromUIEdgeInsets(red.safeAreaInsets) == "{0, 0, 0, 0}")
    }

    /// Scene 3 with `orange.insetsLayoutMarginsFromSafeArea = false`: the safe area is no
    /// longer added to orange's margins (the article prints orange only; red's values follow
    /// from the safe area's propagation: it now reaches the top of the screen and so under the status
    /// bar).
    @Test func sceneThreeWithoutInsettingMarginsFromTheSafeArea() {
        let (root, blue, orange, red) = sceneTwo()
        blue.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        orange.layoutMargins = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        orange.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(orange.lastSafeArea == "{20, 0, 0, 0}")
        #expect(orange.lastMargins == "{0, 50, 0, 0}")
        expectFrame(red, 50, 0, 325, 333.5)
        #expect(red.lastSafeArea == "{20, 0, 0, 0}")
        #expect(red.lastMargins == "{28, 8, 8, 8}")
    }
}
