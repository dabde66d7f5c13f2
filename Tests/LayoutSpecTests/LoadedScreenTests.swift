import Foundation
import LayoutSpec
import Testing

/// What a loaded screen offers the renderer and the command-line tool.
@MainActor @Suite struct LoadedScreenTests {
    @Test func namesComeInTreeOrderWithControllersNamingTheirRootViews() throws {
        let screen = try ScreenSpecLoader.load(
            contentsOf: examplesDirectory.appendingPathComponent("automatic-insets-navigation-and-tab-bars.yaml"))
        #expect(screen.namedViews.map(\.name) == ["tabs", "navigation", "table"])
        #expect(screen.namedControllers.map(\.name) == ["tabs", "navigation", "table"])
        #expect(screen.view(named: "table") is UITableView)
        #expect(screen.controller(named: "navigation") is UINavigationController)
        #expect(screen.window.rootViewController === screen.controller(named: "tabs"))
        #expect(screen.name == "Navigation and tab bars inset a table")
        #expect(
            screen.summary?.hasPrefix("From the article “iOS layout summary”: a table under a navigation bar") == true)
        #expect(screen.window.screen.device == .iPhone8)
        #expect(screen.window.screen.systemVersion == 10)
    }

    @Test func everyConstraintTheSpecMadeIsListedActiveOrNot() throws {
        let text = """
            controller:
              view:
                subviews:
                  - {name: box}
            constraints:
              - box.top == superview.top + 100
              - {equation: box.bottom == superview.bottom - 50, active: false}
            visualFormat:
              - H:|-[box]-|
            snapKit:
              box: [make.height.equalTo(50)]
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "listed.yaml")
        let box = try #require(screen.view(named: "box"))
        // VFL's trailing connection puts the superview first, as UIKit does: `|-[box]-|` makes
        // box.leading == leadingMargin and trailingMargin == box.trailing.
        #expect(screen.constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailingMargin, .height])
        #expect(screen.constraints.map(\.isActive) == [true, false, true, true, true])
        #expect(screen.constraints.allSatisfy { $0.firstItem === box || $0.secondItem === box })
    }

    @Test func guidesAndViewsAreListed() throws {
        let screen = try ScreenSpecLoader.load(
            contentsOf: examplesDirectory.appendingPathComponent("layout-guides-equal-spacing.yaml"))
        #expect(screen.namedViews.map(\.name) == ["main", "subView1", "subView2"])
        #expect(screen.namedGuides.map(\.name) == ["space1", "space2", "space3"])
        #expect(screen.guide(named: "space2")?.owningView === screen.view(named: "main"))
        #expect(screen.view(named: "subView1")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(screen.view(named: "main")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(screen.view(named: "subView1")?.backgroundColor == .blue)
    }

    @Test func labelsAndTextFieldsTakeTheirTextProperties() throws {
        let text = """
            controller:
              view:
                subviews:
                  - {name: title, class: UILabel, text: Long title, lineBreakMode: byTruncatingMiddle}
                  - name: email
                    class: UITextField
                    placeholder: Email
                    text: ada@example.com
                    font: 15
                    textColor: systemBlue
                    textAlignment: center
                    borderStyle: roundedRect
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "text.yaml")
        let title = try #require(screen.view(named: "title") as? UILabel)
        #expect(title.lineBreakMode == .byTruncatingMiddle)
        let email = try #require(screen.view(named: "email") as? UITextField)
        #expect(email.placeholder == "Email")
        #expect(email.text == "ada@example.com")
        #expect(email.font == UIFont.systemFont(ofSize: 15))
        #expect(email.textColor == .systemBlue)
        #expect(email.textAlignment == .center)
        #expect(email.borderStyle == .roundedRect)
        #expect(throws: SpecError.self) {
            try ScreenSpecLoader.load(
                yaml: "controller:\n  view:\n    subviews:\n      - {class: UILabel, lineBreakMode: wrap}\n",
                fileName: "bad.yaml")
        }
    }

    @Test func theFileNameIsTheDefaultNameAndErrorsUseThePathAsGiven() throws {
        let text = "controller:\n  view:\n    color: \"#ff000080\"\n"
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "specs/plain-red.yaml")
        #expect(screen.name == "plain-red")
        #expect(screen.summary == nil)
        #expect(screen.namedViews.isEmpty)
        let color = try #require(screen.window.rootViewController?.view.backgroundColor)
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        do {
            _ = try ScreenSpecLoader.load(contentsOf: URL(fileURLWithPath: "no/such/spec.yaml"))
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.file == "no/such/spec.yaml")
            #expect(error.line == 1 && error.column == 1)
            #expect(error.message.hasPrefix("cannot read the file: "))
        }
    }

    @Test func unsatisfiableConstraintsAreDiagnosticsNotErrors() throws {
        let text = """
            controller:
              name: main
              view:
                subviews:
                  - {name: box}
            constraints:
              - box.edges == superview
              - box.width == 100
            """
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "conflict.yaml")
        #expect(screen.diagnostics.count == 1)
        #expect(screen.diagnostics.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        // Views carry their spec names in descriptions.
        #expect(screen.diagnostics.first?.contains("UIView:0x") == true)
        #expect(screen.diagnostics.first?.contains("'box'.width == 100") == true)
    }

    @Test func constraintsToATabThatIsNotShownAreRefusedAtTheirLine() {
        let text = """
            controller:
              class: UITabBarController
              viewControllers:
                - {name: first}
                - name: second
                  view: {subviews: [{name: hidden}]}
            constraints:
              - hidden.top == first.top
            """
        #expect(loadError(text)?.hasPrefix("bad.yaml:8:5: error: Unable to activate constraint with anchors") == true)
    }

    @Test func inactiveConstraintsAreMadeButNotActivated() throws {
        let screen = try ScreenSpecLoader.load(
            contentsOf: examplesDirectory.appendingPathComponent("activation-one-of-two-constraints-top.yaml"))
        let view = try #require(screen.view(named: "subView"))
        let identifiers = screen.view(named: "main")?.constraints.compactMap(\.identifier) ?? []
        #expect(identifiers == ["topConstraint"])
        #expect(view.frame.minY == 100)
    }
}
