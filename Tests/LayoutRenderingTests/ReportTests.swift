import LayoutRendering
import OpenUIKit
import XCTest

/// Frame tables, explanations and checks on screens built in Swift.
final class ReportTests: XCTestCase {
    func testFrameTableListsNamedViewsAndGuides() {
        let table = FrameTable(SampleScenes.marginsOnIPhoneX())
        XCTAssertEqual(
            table.text,
            """
            view    class   frame (x, y, width, height)  safe area {t, l, b, r}  margins {t, l, b, r}
            root    UIView  (0, 0, 375, 812)             {88, 0, 34, 0}          {88, 16, 34, 16}
            blue    UIView  (16, 108, 343, 120)          {0, 0, 0, 0}            {8, 8, 8, 8}
            orange  UIView  (40, 258, 187.667, 80)       {0, 0, 0, 0}            {8, 8, 8, 8}

            guide   owner  layoutFrame (x, y, width, height)
            spacer  root   (16, 228, 343, 30)

            """)
    }

    func testFrameTableJSONDecodesToTheSameNumbers() throws {
        let table = FrameTable(SampleScenes.tabsOnIPhone8())
        struct Document: Decodable {
            var title: String
            var views: [FrameTable.ViewRow]
            var guides: [FrameTable.GuideRow]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(table.json.utf8))
        XCTAssertEqual(document.title, "Tabs on an iPhone 8")
        XCTAssertEqual(document.views, table.views)
        let red = try XCTUnwrap(document.views.first { $0.name == "red" })
        // iOS 10 mode, opaque tab bar: the root stops above the tab bar; its margins are {0, 16, 0, 16}.
        XCTAssertEqual([red.frame.x, red.frame.y, red.frame.width, red.frame.height], [16, 0, 343, 618])
        XCTAssertEqual(red.frameInWindow.y, 0)
    }

    func testExplanationNamesTheConstraintsOfEachNumberAndWhatFedThem() throws {
        let explanation = try XCTUnwrap(LayoutExplanation(viewNamed: "blue", in: SampleScenes.marginsOnIPhoneX()))
        let byComponent = Dictionary(uniqueKeysWithValues: explanation.components.map { ($0.component, $0) })
        XCTAssertEqual(byComponent[.x]?.value, 16)
        XCTAssertEqual(byComponent[.x]?.equations.first, "blue.leading == root.layoutMarginsGuide.leading")
        XCTAssertEqual(
            byComponent[.y]?.equations,
            [
                "blue.top == root.safeAreaLayoutGuide.top + 20",
                "root.safeAreaLayoutGuide.top == root.top + 88 \"UIViewSafeAreaLayoutGuide-top\"",
            ])
        XCTAssertEqual(byComponent[.height]?.equations, ["blue.height == 120"])
        XCTAssertTrue(byComponent[.height]?.descriptions.first?.hasPrefix("<NSLayoutConstraint:0x") == true)
        XCTAssertEqual(
            explanation.inputs,
            [
                "root's layout margins {88, 16, 34, 16} (through layoutMarginsGuide), which include its safe area {88, 0, 34, 0}",
                "root's safe area {88, 0, 34, 0} (through safeAreaLayoutGuide)",
            ])
        XCTAssertTrue(explanation.text.contains("Ambiguity: none; every number is determined."))
        XCTAssertNil(LayoutExplanation(viewNamed: "green", in: SampleScenes.marginsOnIPhoneX()))
    }

    func testExplanationShowsAmbiguityAndBrokenConstraints() throws {
        let scene = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity() }.result
        let loose = try XCTUnwrap(
            DiagnosticsCapture.capture { LayoutExplanation(viewNamed: "loose", in: scene) }.result)
        XCTAssertEqual(loose.components.filter(\.isAmbiguous).map(\.component), [.x])
        XCTAssertTrue(
            loose.text.contains("x = 0 (ambiguous: the constraints allow other values): no constraint determines it"))
        let box = try XCTUnwrap(LayoutExplanation(viewNamed: "box", in: scene))
        XCTAssertEqual(box.brokenConstraints, ["box.width == 150"])
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 40))
    }

    func testCheckReportsTheConflictInUIKitsFormatWithItsMinimalSetAndTheAmbiguity() {
        let (scene, messages) = DiagnosticsCapture.capture {
            let scene = SampleScenes.conflictAndAmbiguity()
            scene.window.layoutIfNeeded()
            return scene
        }
        let check = LayoutCheck(scene, messages: messages)
        XCTAssertTrue(check.hasProblems)
        XCTAssertEqual(check.conflicts.count, 1)
        XCTAssertTrue(check.conflicts[0].message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        XCTAssertEqual(check.conflicts[0].conflictingSet, ["box.width == 100", "box.width == 150"])
        XCTAssertEqual(check.conflicts[0].brokenConstraint, "box.width == 150")
        XCTAssertEqual(check.ambiguousViews.map(\.name), ["loose"])
        XCTAssertEqual(check.ambiguousViews.first?.components, [.x])
        XCTAssertTrue(check.text.contains("  box.width == 150   <- broken"))
        XCTAssertTrue(check.text.hasSuffix("Conflict: 1 unsatisfiable conflict, 1 ambiguous view.\n"))
    }

    func testCheckFindsBrokenConstraintsWhoseMessagesWereNotCaptured() {
        let scene = DiagnosticsCapture.capture {
            let scene = SampleScenes.conflictAndAmbiguity()
            scene.window.layoutIfNeeded()
            return scene
        }.result
        let check = LayoutCheck(scene, messages: [])
        XCTAssertEqual(check.otherBrokenConstraints, ["box.width == 150"])
        XCTAssertTrue(check.hasProblems)
    }

    func testCheckOfACleanScreenSaysSo() {
        let check = LayoutCheck(SampleScenes.marginsOnIPhoneX(), messages: [])
        XCTAssertFalse(check.hasProblems)
        XCTAssertEqual(check.text, "Margins on an iPhone X: no unsatisfiable or ambiguous constraints.\n")
    }

    func testDiagnosticsCaptureKeepsMessagesToItsTaskAndRethrows() {
        struct Failure: Error {}
        XCTAssertThrowsError(try DiagnosticsCapture.capture { () throws(Failure) -> Int in throw Failure() })
        let messages = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity().window.layoutIfNeeded() }
            .messages
        XCTAssertEqual(messages.count, 1)
    }
}
