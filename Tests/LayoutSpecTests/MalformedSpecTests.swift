import Foundation
import LayoutSpec
import Testing

/// Malformed specs fail with one error naming the file, line and column and what was
/// expected; none of them traps. Texts are compared whole.
@MainActor @Suite struct MalformedSpecTests {
    /// A valid screen whose root view holds `views` (list items indented six spaces), followed
    /// by `rest` (top-level keys). The first subview is on line 6.
    static func screen(_ views: String, _ rest: String = "") -> String {
        "device: iPhone8\ncontroller:\n  name: main\n  view:\n    subviews:\n" + views
            + (rest.isEmpty ? "" : "\n" + rest)
    }

    /// The same with one view named blue and `constraint` on line 8.
    static func constraint(_ constraint: String) -> String {
        screen("      - {name: blue}", "constraints:\n  - " + constraint)
    }

    @Test func badYAML() {
        #expect(
            loadError("device: iPhone8\ncontroller: {name: main\n")
                == "bad.yaml:3:1: error: invalid YAML: did not find expected ',' or '}' "
                + "(while parsing a flow mapping that starts at 2:13)")
        #expect(
            loadError("a: 1\na: 2\n")
                == "bad.yaml:1:1: error: invalid YAML: the mapping that starts here repeats the key 'a'")
        #expect(
            loadError("") == "bad.yaml:1:1: error: the spec is empty; expected a mapping with at least a 'controller'")
    }

    @Test func unknownDevice() {
        #expect(
            loadError("device: iPhone99\ncontroller: {name: main}\n")
                == "bad.yaml:1:9: error: unknown device 'iPhone99'; expected one of: iPhone4s, iPhoneSE1, iPhone8, "
                + "iPhone8Plus, iPhoneX, iPhoneXR, iPhone11ProMax, iPhone12Mini, iPhone12, iPhone12ProMax, iPhone14Pro, "
                + "iPhone14ProMax, iPhone16Pro, iPhone16ProMax, iPad, iPad10_2, iPadMini6, iPadPro10_5, iPadPro11, iPadPro11M4, iPadPro12_9, iPadPro12_9Rounded, "
                + "iPadAir10_9, iPadPro13"
        )
    }

    @Test func unknownAndMissingKeys() {
        #expect(
            loadError("device: iPhone8\ncolr: red\ncontroller: {name: main}\n")
                == "bad.yaml:2:1: error: unknown key 'colr' in the spec; expected one of: name, description, device, "
                + "orientation, systemVersion, layoutDirection, metrics, controller, views, constraints, "
                + "visualFormat, snapKit, expect")
        #expect(loadError("device: iPhone8\n") == "bad.yaml:1:1: error: missing key 'controller' in the spec")
        #expect(
            loadError(Self.screen("      - {name: blue, colr: red}"))
                == "bad.yaml:6:22: error: unknown key 'colr' in a view; expected one of: class, name, color, frame, "
                + "autoresizingMask, translatesAutoresizingMaskIntoConstraints, isHidden, layoutMargins, "
                + "directionalLayoutMargins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, "
                + "layoutMarginsFollowReadableWidth, semanticContentAttribute, intrinsicContentSize, contentHuggingPriority, "
                + "contentCompressionResistancePriority, subviews, guides, constraints, visualFormat, snapKit")
        #expect(
            loadError(
                "device: iPhone8\ncontroller:\n  class: UINavigationController\n  viewControllers: [{name: a}]\n  navigationBar: {opaque: true}\n"
            )
                == "bad.yaml:5:19: error: unknown key 'opaque' in 'navigationBar'; expected one of: translucent, "
                + "hidden, prefersLargeTitles, opaqueBackground, color")
    }

    @Test func unknownClassesAndValues() {
        #expect(
            loadError(Self.screen("      - {name: blue, class: UIButtonn}"))
                == "bad.yaml:6:29: error: unknown view class 'UIButtonn'; expected one of: UIView, UIScrollView, UITableView, "
                + "UILabel, UIButton, UITextField, UIImageView, UISwitch, UIActivityIndicatorView, UIStackView, "
                + "UISegmentedControl, UISlider, UIStepper, UIProgressView, UIPageControl, UISearchBar, UITextView, "
                + "UIDatePicker, UIPickerView, UIVisualEffectView")
        #expect(
            loadError("controller: {class: UISplitViewController}\n")
                == "bad.yaml:1:21: error: unknown view controller class 'UISplitViewController'; expected one of: "
                + "UIViewController, UITableViewController, UINavigationController, UITabBarController")
        #expect(
            loadError(Self.screen("      - {name: blue, color: bleu}"))?.hasPrefix(
                "bad.yaml:6:29: error: unknown colour 'bleu'; expected #RGB, #RRGGBB, #RRGGBBAA or one of: black, ")
                == true)
    }

    @Test func wrongTypes() {
        #expect(
            loadError(Self.screen("      - {name: blue, isHidden: maybe}"))
                == "bad.yaml:6:32: error: expected true or false for 'isHidden', found 'maybe'")
        #expect(
            loadError(Self.screen("      - {name: blue, layoutMargins: [1, 2]}"))
                == "bad.yaml:6:37: error: expected a list of 4 numbers for 'layoutMargins', found a list of 2 items")
        #expect(
            loadError(Self.screen("      - {name: blue, frame: [0, 0, wide, 10]}"))
                == "bad.yaml:6:36: error: expected a number for 'frame', found 'wide'")
        #expect(
            loadError(Self.screen("      - {name: blue, subviews: {name: red}}"))
                == "bad.yaml:6:32: error: expected a list for 'subviews', found a mapping")
    }

    @Test func duplicateNames() {
        #expect(
            loadError(Self.screen("      - {name: blue}\n      - {name: blue}"))
                == "bad.yaml:7:16: error: duplicate name 'blue' (first used at 6:16)")
        #expect(
            loadError(Self.screen("      - {name: main}"))
                == "bad.yaml:6:16: error: duplicate name 'main' (first used at 3:9)")
    }

    @Test func cyclesAndMisplacedViews() {
        let pool = "views:\n  - {name: a, subviews: [b]}\n  - {name: b, subviews: [a]}"
        #expect(
            loadError(Self.screen("      - a", pool))
                == "bad.yaml:9:26: error: view 'a' is listed under itself: a → b → a")
        #expect(
            loadError(Self.screen("      - a", "views:\n  - {name: a, subviews: [a]}"))
                == "bad.yaml:8:26: error: view 'a' is listed under itself: a → a")
        #expect(
            loadError(Self.screen("      - a\n      - a", "views:\n  - {name: a}"))
                == "bad.yaml:7:9: error: view 'a' is listed in more than one 'subviews' (already under 'main')")
        #expect(
            loadError(Self.screen("      - {name: blue}", "views:\n  - {name: a}"))
                == "bad.yaml:8:5: error: view 'a' is described under 'views' but no 'subviews' list places it")
        #expect(
            loadError(Self.screen("      - c"))
                == "bad.yaml:6:9: error: unknown view 'c': a name in 'subviews' must be a view described under 'views'")
    }

    @Test func constraintSyntaxErrorsPointInsideTheEquation() {
        #expect(
            loadError(Self.constraint("blue.top == blu.top"))
                == "bad.yaml:8:17: error: unknown view or layout guide 'blu'")
        #expect(
            loadError(Self.constraint("blue.topp == superview.top"))?.hasPrefix(
                "bad.yaml:8:10: error: unknown attribute 'topp'; expected one of: left, right, top, bottom, ") == true)
        #expect(
            loadError(Self.constraint("blue.top = superview.top"))
                == "bad.yaml:8:14: error: expected '==', '<=' or '>='")
        #expect(
            loadError(Self.constraint("blue.top superview.top"))
                == "bad.yaml:8:14: error: expected '==', '<=' or '>=' after 'blue.top'")
        #expect(
            loadError(Self.constraint("blue.top == superview.top + @750"))
                == "bad.yaml:8:33: error: expected a number after '+'")
        #expect(
            loadError(Self.constraint("blue.top == superview.top @1001"))
                == "bad.yaml:8:32: error: a priority must be from 1 to 1000, not 1001")
        #expect(
            loadError(Self.constraint("blue.top == superview.top 8"))
                == "bad.yaml:8:31: error: unexpected '8' at the end of the constraint")
        #expect(
            loadError(Self.constraint("superview.top == blue.top"))
                == "bad.yaml:8:5: error: the left-hand side must start with the name of a view or layout guide, not 'superview'"
        )
        #expect(
            loadError(Self.constraint("blue == superview"))
                == "bad.yaml:8:9: error: expected an attribute after 'blue' (one of: left, right, top, bottom, leading, "
                + "trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, "
                + "topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, "
                + "centerYWithinMargins, edges, directionalEdges, size, center)")
        // Inside quotes the column still points at the character.
        #expect(
            loadError(Self.constraint("\"blue.top == blu.top\""))
                == "bad.yaml:8:18: error: unknown view or layout guide 'blu'")
        #expect(
            loadError(Self.constraint("blue.edges == superview.width"))
                == "bad.yaml:8:19: error: 'blue.edges' and 'superview.width' name different numbers of attributes")
    }

    @Test func constraintsUIKitRefusesAreReportedWithItsMessage() {
        #expect(
            loadError(Self.constraint("blue.top == superview.width"))
                == "bad.yaml:8:5: error: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:"
                + "attribute:multiplier:constant:]: Invalid pairing of layout attributes.")
        #expect(
            loadError(Self.constraint("blue.top == 10"))
                == "bad.yaml:8:5: error: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:"
                + "attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location "
                + "for the first attribute creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs.")
    }

    @Test func visualFormatErrorsPointAtUIKitsCaret() {
        #expect(
            loadError(Self.screen("      - {name: blue}", "visualFormat:\n  - \"H:|-[blackBox]-|\""))
                == "bad.yaml:8:19: error: Unable to parse constraint format: blackBox is not a key in the views dictionary."
        )
        #expect(
            loadError(Self.screen("      - {name: blue}", "visualFormat:\n  - V|[blue]|"))
                == "bad.yaml:8:6: error: Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement"
        )
        #expect(
            loadError(
                Self.screen(
                    "      - {name: blue}", "visualFormat:\n  - {format: \"H:|[blue]|\", options: alignAllLeftt}"))
                == "bad.yaml:8:37: error: unknown format option 'alignAllLeftt'; expected one of: alignAllLeft, "
                + "alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, "
                + "alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline, directionLeadingToTrailing, "
                + "directionLeftToRight, directionRightToLeft, spacingBaselineToBaseline")
    }

    @Test func badExpectations() {
        #expect(
            loadError(Self.screen("      - {name: blue}", "expect:\n  bleu: {frame: [0, 0, 1, 1]}"))
                == "bad.yaml:8:3: error: unknown view, layout guide or controller 'bleu' in 'expect'")
        #expect(
            loadError(Self.screen("      - {name: blue}", "expect:\n  blue: {frame: [0, 0, 1]}"))
                == "bad.yaml:8:17: error: expected a list of 4 numbers for 'frame', found a list of 3 items")
        #expect(
            loadError(Self.screen("      - {name: blue}", "expect:\n  blue: {frme: [0, 0, 1, 1]}"))?.hasPrefix(
                "bad.yaml:8:10: error: unknown key 'frme' in the expectations of 'blue'; expected one of: frame, ")
                == true)
    }

    @Test func jsonErrorsHavePositionsToo() {
        #expect(
            loadError(
                "{\"device\": \"iPhone8\", \"controller\": {\"name\": \"main\", \"view\": {\"colour\": \"red\"}}}",
                file: "bad.json")?
                .hasPrefix("bad.json:1:63: error: unknown key 'colour' in a view; expected one of: class, color, ")
                == true)
    }

    @Test func aScreenThatMissesItsExpectationsSaysWhere() throws {
        let text = Self.screen(
            "      - {name: blue, color: blue}",
            "constraints:\n  - blue.edges == superview\nexpect:\n  blue:\n    frame: [0, 0, 375, 600]\n    safeAreaInsets: [~, 0, 0, 0]"
        )
        let screen = try ScreenSpecLoader.load(yaml: text, fileName: "short.yaml")
        #expect(
            screen.unmetExpectations().map(\.description) == [
                "short.yaml:11:5: error: blue.frame: expected [0, 0, 375, 600], got [0, 0, 375, 667]"
            ])
    }
}

/// SnapKit lines fail like anchor equations: at the column inside the line.
@MainActor @Suite struct MalformedSnapKitLineTests {
    static func line(_ line: String) -> String {
        MalformedSpecTests.screen("      - {name: blue}", "snapKit:\n  blue:\n    - " + line)
    }

    @Test func errorsPointInsideTheLine() {
        #expect(
            loadError(Self.line("make.topp.equalToSuperview()"))
                == "bad.yaml:9:12: error: unknown SnapKit attribute 'topp'")
        #expect(
            loadError(Self.line("make.top.equalTo(blu.snp.top)"))
                == "bad.yaml:9:24: error: unknown view or layout guide 'blu'")
        #expect(
            loadError(Self.line("make.top.equalTo(main.snp.topp)"))
                == "bad.yaml:9:33: error: unknown SnapKit attribute 'topp'")
        #expect(
            loadError(Self.line("make.top.equalToo(main)"))
                == "bad.yaml:9:16: error: unknown relation 'equalToo'; expected one of: equalTo, lessThanOrEqualTo, "
                + "greaterThanOrEqualTo, equalToSuperview, lessThanOrEqualToSuperview, greaterThanOrEqualToSuperview")
        #expect(
            loadError(Self.line("make.top.equalTo(main).priority(.high).offset(8)"))
                == "bad.yaml:9:46: error: 'offset' must come before the priority")
        #expect(loadError(Self.line("make.top.equalTo(main")) == "bad.yaml:9:28: error: expected ')'")
        #expect(loadError(Self.line("top.equalTo(main)")) == "bad.yaml:9:7: error: a SnapKit line starts with 'make'")
        #expect(
            loadError(
                MalformedSpecTests.screen("      - {name: blue}", "snapKit:\n  bleu:\n    - make.top.equalTo(main)"))
                == "bad.yaml:8:3: error: unknown view 'bleu' in 'snapKit'")
    }

    @Test func snapKitsOwnRefusalsAreReported() {
        #expect(
            loadError(Self.line("make.edges.equalTo(main.snp.size)"))?.hasPrefix(
                "bad.yaml:9:7: error: Cannot constraint to multiple non identical attributes.") == true)
    }
}
