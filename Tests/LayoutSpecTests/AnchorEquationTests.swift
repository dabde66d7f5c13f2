import Foundation
import LayoutSpec
import Testing

/// The anchor-equation grammar end to end: each form lays a view out where UIKit would.
@MainActor @Suite struct AnchorEquationTests {
    /// An iPhone 8 screen (iOS 11+, status bar 20) whose root view `main` holds `box` inside
    /// `frame` (0, 0, 375, 667), laid out by `constraints`; returns box's frame.
    private func frame(_ constraints: [String], box: String = "{name: box}") throws -> CGRect {
        let text = """
            controller:
              name: main
              view:
                subviews:
                  - name: frame
                    layoutMargins: {top: 10, left: 20, bottom: 30, right: 40}
                    subviews:
                      - \(box)
            constraints:
              - frame.edges == superview
            """ + constraints.map { "\n  - '\($0)'" }.joined()
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "forms.yaml")
        #expect(screen.diagnostics.isEmpty)
        return try #require(screen.view(named: "box")).frame
    }

    /// A root view's margins the spec gives stay (the system minimum is a floor under them).
    @Test func aRootViewKeepsTheMarginsTheSpecGivesIt() throws {
        let text = """
            controller:
              name: main
              view:
                layoutMargins: {top: 0, left: 40, bottom: 0, right: 40}
                subviews:
                  - {name: box, translatesAutoresizingMaskIntoConstraints: false}
            constraints:
              - box.leading == main.leadingMargin
              - box.trailing == main.trailingMargin
              - box.top == main.topMargin
              - box.height == 10
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "root-margins.yaml")
        #expect(screen.diagnostics.isEmpty)
        #expect(try #require(screen.view(named: "box")).frame == CGRect(x: 40, y: 20, width: 295, height: 10))
    }

    @Test func multipliersAndConstants() throws {
        let size = ["box.left == superview.left", "box.top == superview.top"]
        #expect(try frame(size + ["box.width == 0.5 * frame.width", "box.height == 10"]).width == 187.5)
        #expect(try frame(size + ["box.width == frame.width * 0.2", "box.height == 10"]).width == 75)
        #expect(try frame(size + ["box.width == frame.width / 3 + 10 - 5", "box.height == 10"]).width == 130)
        #expect(
            try frame(size + ["box.width >= 44", "box.width <= 44", "box.height == -10 + 30"]).size
                == CGSize(width: 44, height: 20))
        #expect(try frame(size + ["box.width == 50 @high", "box.width == 60 @low", "box.height == 1"]).width == 50)
        #expect(try frame(size + ["box.width == 50 @249", "box.width == 60 @low", "box.height == 1"]).width == 60)
    }

    @Test func marginsSafeAreaAndGuides() throws {
        let height = "box.height == 10"
        #expect(
            try frame(["box.top == frame.topMargin", "box.leading == frame.leadingMargin", "box.width == 10", height])
                .origin == CGPoint(x: 20, y: 30))
        #expect(
            try frame(["box.top == margins.top", "box.leading == margins.leading", "box.width == 10", height]).origin
                == CGPoint(x: 20, y: 30))
        #expect(
            try frame([
                "box.top == frame.margins.top", "box.trailing == frame.margins.trailing", "box.width == 10", height,
            ]).origin == CGPoint(x: 325, y: 30))
        #expect(
            try frame(["box.top == safeArea.top", "box.left == superview.left", "box.width == 10", height]).origin
                == CGPoint(x: 0, y: 20))
        #expect(
            try frame([
                "box.top == main.topLayoutGuide.bottom", "box.left == superview.left + 8", "box.width == 10", height,
            ]).origin == CGPoint(x: 8, y: 20))
        #expect(
            try frame([
                "box.bottom == bottomLayoutGuide.top", "box.centerX == superview.centerX", "box.width == 10", height,
            ]).origin == CGPoint(x: 182.5, y: 657))
        #expect(
            try frame(["box.top == frame.superview.top + 1", "box.left == main.left", "box.width == 10", height]).origin
                == CGPoint(x: 0, y: 1))
    }

    /// Edges land on the 2× pixel grid: 103.75 → 104, 176.75 → 177.
    @Test func shorthands() throws {
        // frame fills the root view, so its top margin is 10 + the status bar's 20.
        #expect(try frame(["box.edges == frame.margins"]) == CGRect(x: 20, y: 30, width: 315, height: 607))
        #expect(try frame(["box.edges == superview + 10"]) == CGRect(x: 10, y: 10, width: 355, height: 647))
        #expect(
            try frame(["box.center == superview", "box.size == 100"])
                == CGRect(x: 137.5, y: 283.5, width: 100, height: 100))
        #expect(
            try frame(["box.center == superview.center + 10", "box.size == 0.5 * superview"])
                == CGRect(x: 104, y: 177, width: 187.5, height: 333.5))
        #expect(try frame(["box.directionalEdges == superview"]) == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func identifiersAndInactiveConstraints() throws {
        let text = """
            controller:
              name: main
              view:
                subviews: [{name: box}]
            constraints:
              - box.edges == superview
              - {equation: box.width == 10, identifier: unused, active: false}
              - {equation: box.height >= 1, identifier: tall}
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "ids.yaml")
        let box = try #require(screen.view(named: "box"))
        #expect(box.constraints.compactMap(\.identifier) == ["tall"])
        #expect(box.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}
