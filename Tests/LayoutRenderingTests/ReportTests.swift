import LayoutRendering
import OpenUIKit
import Testing

/// Frame tables, explanations and checks on screens built in Swift.
@MainActor @Suite struct ReportTests {
    @Test func frameTableListsNamedViewsAndGuides() {
        let table = FrameTable(SampleScenes.marginsOnIPhoneX())
        #expect(
            table.text == """
                view    class   frame (x, y, width, height)  safe area {t, l, b, r}  margins {t, l, b, r}
                root    UIView  (0, 0, 375, 812)             {88, 0, 34, 0}          {88, 16, 34, 16}
                blue    UIView  (16, 108, 343, 120)          {0, 0, 0, 0}            {8, 8, 8, 8}
                orange  UIView  (40, 258, 187.667, 80)       {0, 0, 0, 0}            {8, 8, 8, 8}

                guide   owner  layoutFrame (x, y, width, height)
                spacer  root   (16, 228, 343, 30)

                """)
    }

    @Test func frameTableJSONDecodesToTheSameNumbers() throws {
        let table = FrameTable(SampleScenes.tabsOnIPhone8())
        struct Document: Decodable {
            var title: String
            var views: [FrameTable.ViewRow]
            var guides: [FrameTable.GuideRow]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(table.json.utf8))
        #expect(document.title == "Tabs on an iPhone 8")
        #expect(document.views == table.views)
        let red = try #require(document.views.first { $0.name == "red" })
        // iOS 10 mode, opaque tab bar: the root stops above the tab bar; its margins are {0, 16, 0, 16}.
        #expect([red.frame.x, red.frame.y, red.frame.width, red.frame.height] == [16, 0, 343, 618])
        #expect(red.frameInWindow.y == 0)
    }

    @Test func explanationNamesTheConstraintsOfEachNumberAndWhatFedThem() throws {
        let explanation = try #require(LayoutExplanation(viewNamed: "blue", in: SampleScenes.marginsOnIPhoneX()))
        let byComponent = Dictionary(uniqueKeysWithValues: explanation.components.map { ($0.component, $0) })
        #expect(byComponent[.x]?.value == 16)
        #expect(byComponent[.x]?.equations.first == "blue.leading == root.layoutMarginsGuide.leading")
        #expect(
            byComponent[.y]?.equations == [
                "blue.top == root.safeAreaLayoutGuide.top + 20",
                "root.safeAreaLayoutGuide.top == root.top + 88 \"UIViewSafeAreaLayoutGuide-top\"",
            ])
        #expect(byComponent[.height]?.equations == ["blue.height == 120"])
        #expect(byComponent[.height]?.descriptions.first?.hasPrefix("<NSLayoutConstraint:0x") == true)
        #expect(
            explanation.inputs == [
                "root's layout margins {88, 16, 34, 16} (through layoutMarginsGuide), which include its safe area {88, 0, 34, 0}",
                "root's safe area {88, 0, 34, 0} (through safeAreaLayoutGuide)",
            ])
        #expect(explanation.text.contains("Ambiguity: none; every number is determined."))
        #expect(LayoutExplanation(viewNamed: "green", in: SampleScenes.marginsOnIPhoneX()) == nil)
    }

    @Test func explanationShowsAmbiguityAndBrokenConstraints() throws {
        let scene = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity() }.result
        let loose = try #require(DiagnosticsCapture.capture { LayoutExplanation(viewNamed: "loose", in: scene) }.result)
        #expect(loose.components.filter(\.isAmbiguous).map(\.component) == [.x])
        #expect(
            loose.text.contains("x = 0 (ambiguous: the constraints allow other values): no constraint determines it"))
        let box = try #require(LayoutExplanation(viewNamed: "box", in: scene))
        #expect(box.brokenConstraints == ["box.width == 150"])
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    }

    @Test func checkReportsTheConflictInUIKitsFormatWithItsMinimalSetAndTheAmbiguity() {
        let (scene, messages) = DiagnosticsCapture.capture {
            let scene = SampleScenes.conflictAndAmbiguity()
            scene.window.layoutIfNeeded()
            return scene
        }
        let check = LayoutCheck(scene, messages: messages)
        #expect(check.hasProblems)
        #expect(check.conflicts.count == 1)
        #expect(check.conflicts[0].message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(check.conflicts[0].conflictingSet == ["box.width == 100", "box.width == 150"])
        #expect(check.conflicts[0].brokenConstraint == "box.width == 150")
        #expect(check.ambiguousViews.map(\.name) == ["loose"])
        #expect(check.ambiguousViews.first?.components == [.x])
        #expect(check.text.contains("  box.width == 150   <- broken"))
        #expect(check.text.hasSuffix("Conflict: 1 unsatisfiable conflict, 1 ambiguous view.\n"))
    }

    @Test func checkAndExplanationAskAboutAmbiguityWithoutTheProvisionalConstraints() throws {
        // A weak constraint that only stands in for a canvas's stored frame fixes loose's x; the
        // check and the explanation still call x free, and it is active again afterwards.
        var scene = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity() }.result
        let loose = try #require(scene.view(named: "loose"))
        let stay = loose.leftAnchor.constraint(equalTo: scene.window.leftAnchor, constant: 30)
        stay.priority = UILayoutPriority(0.5)
        stay.isActive = true
        scene.provisionalConstraints = [stay]
        scene.window.layoutIfNeeded()
        #expect(loose.frame.minX == 30)
        #expect(!loose.hasAmbiguousLayout(in: .x))
        let check = DiagnosticsCapture.capture { LayoutCheck(scene, messages: []) }.result
        #expect(check.ambiguousViews.map(\.name) == ["loose"])
        #expect(check.ambiguousViews.first?.components == [.x])
        let explanation = try #require(LayoutExplanation(viewNamed: "loose", in: scene))
        #expect(explanation.components.filter(\.isAmbiguous).map(\.component) == [.x])
        #expect(explanation.text.contains("x = 30 (ambiguous: the constraints allow other values)"))
        #expect(stay.isActive)
        #expect(loose.frame.minX == 30)
    }

    @Test func checkFindsBrokenConstraintsWhoseMessagesWereNotCaptured() {
        let scene = DiagnosticsCapture.capture {
            let scene = SampleScenes.conflictAndAmbiguity()
            scene.window.layoutIfNeeded()
            return scene
        }.result
        let check = LayoutCheck(scene, messages: [])
        #expect(check.otherBrokenConstraints == ["box.width == 150"])
        #expect(check.hasProblems)
    }

    @Test func checkOfACleanScreenSaysSo() {
        let check = LayoutCheck(SampleScenes.marginsOnIPhoneX(), messages: [])
        #expect(!(check.hasProblems))
        #expect(check.text == "Margins on an iPhone X: no unsatisfiable or ambiguous constraints.\n")
    }

    @Test func diagnosticsCaptureKeepsMessagesToItsTaskAndRethrows() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try DiagnosticsCapture.capture { () throws(Failure) -> Int in throw Failure() }
        }
        let messages = DiagnosticsCapture.capture { SampleScenes.conflictAndAmbiguity().window.layoutIfNeeded() }
            .messages
        #expect(messages.count == 1)
    }
}
