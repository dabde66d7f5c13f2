import InterfaceBuilder
import Testing

/// An Xcode 7 storyboard: no device element and no safe areas, controllers' top and bottom layout
/// guides that constraints pin to, per-controller simulated bars and screens, a freeform scene,
/// and the document-wide simulated metrics container.
@Suite struct LegacyStoryboardTests {
    let document: IBDocument

    init() throws {
        document = try Fixture.document("LegacyLayoutGuides.storyboard")
    }

    private func controller(_ id: String) throws -> IBViewController {
        try #require(document.viewController(withID: id))
    }

    @Test func documentHasNoDeviceNoSafeAreasAndDefaultMetrics() {
        #expect(document.toolsVersion == "10117")
        #expect(document.systemVersion == "15F34")
        #expect(document.device == nil)
        #expect(!document.useSafeAreas)
        #expect(document.useTraitCollections)
        #expect(document.useAutolayout)
        #expect(
            document.defaultSimulatedMetrics
                == SimulatedMetrics(
                    statusBar: .statusBar(style: nil), orientation: .portrait, destination: .screen(type: "retina4")))
        #expect(document.warnings == [])
    }

    @Test func controllerKeepsItsTopAndBottomLayoutGuides() throws {
        let inbox = try controller("Lgc-Inb-001")
        #expect(
            inbox.layoutGuides == [
                ViewControllerLayoutGuide(
                    type: .top, id: "Lgc-Top-Gd1", location: SourceLocation(line: 14, column: 25)),
                ViewControllerLayoutGuide(
                    type: .bottom, id: "Lgc-Bot-Gd1", location: SourceLocation(line: 15, column: 25)),
            ])
        #expect(inbox.layoutGuide(.bottom)?.id == "Lgc-Bot-Gd1")
        #expect(inbox.view?.safeArea == nil)
        #expect(inbox.view?.frame == IBRect(x: 0, y: 0, width: 600, height: 600))
        #expect(inbox.view?.autoresizingMask == AutoresizingMask(flexibleRightMargin: true, flexibleBottomMargin: true))
    }

    @Test func constraintsPinToTheLayoutGuides() throws {
        let constraints = try #require(try controller("Lgc-Inb-001").view?.constraints)
        #expect(constraints.count == 5)
        #expect(constraints[0].firstItem == "Lgc-Lbl-001" && constraints[0].firstAttribute == .top)
        #expect(constraints[0].secondItem == "Lgc-Top-Gd1" && constraints[0].secondAttribute == .bottom)
        #expect(constraints[0].constant == 20)
        #expect(constraints[2].firstItem == "Lgc-Bot-Gd1" && constraints[2].firstAttribute == .top)
        #expect(constraints[2].secondItem == "Lgc-Btn-001" && constraints[2].secondAttribute == .bottom)
        #expect(constraints[2].constant == 16)
        #expect(constraints[3].firstAttribute == .lastBaseline && constraints[3].secondAttribute == .firstBaseline)
        #expect(constraints[3].priority == 999 && constraints[3].constant == 400)
    }

    @Test func simulatedBarsAndScreenOfTheFirstController() throws {
        let inbox = try controller("Lgc-Inb-001")
        #expect(
            inbox.simulatedMetrics
                == SimulatedMetrics(
                    statusBar: .statusBar(style: "lightContent"),
                    topBar: .navigationBar(isTranslucent: false, isPrompted: false, barStyle: nil),
                    bottomBar: .tabBar(isTranslucent: true, barStyle: nil), destination: .screen(type: "retina55")))
        #expect(inbox.edgesForExtendedLayout == RectEdges(top: true))
        #expect(inbox.extendedLayoutIncludesOpaqueBars == nil)
        #expect(inbox.title == "Inbox")
    }

    @Test func oldButtonTypeAndPushSegue() throws {
        let button = try #require(try controller("Lgc-Inb-001").view?.subviews.last)
        #expect(button.button?.type == .roundedRect)
        #expect(button.button?.title == "Compose")
        #expect(button.connections.compactMap(\.segue).map(\.kind) == [.push])
        #expect(button.connections.compactMap(\.segue).map(\.identifier) == ["compose"])
    }

    @Test func freeformControllerWithPromptAndNoStatusBar() throws {
        let compose = try controller("Lgc-Cmp-001")
        #expect(compose.extendedLayoutIncludesOpaqueBars == true)
        #expect(compose.automaticallyAdjustsScrollViewInsets == false)
        #expect(compose.edgesForExtendedLayout == RectEdges())
        #expect(
            compose.simulatedMetrics
                == SimulatedMetrics(
                    statusBar: SimulatedBar.none,
                    topBar: .navigationBar(isTranslucent: true, isPrompted: true, barStyle: nil),
                    orientation: .landscapeRight, destination: .freeform, freeformSize: IBSize(width: 320, height: 280))
        )
        #expect(compose.view?.frame == IBRect(x: 0, y: 0, width: 320, height: 280))
    }

    /// Xcode 4 and 5 saved iPad storyboards with a type of their own: the same storyboard under
    /// that type reads the same.
    @Test func anIPadStoryboardIsAStoryboard() throws {
        let text = try Fixture.text("LegacyLayoutGuides.storyboard").replacingOccurrences(
            of: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB""#,
            with: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.iPad.XIB""#)
        let iPad = try IBDocument.parse(text, fileName: "Main_iPad.storyboard")
        #expect(iPad.kind == .storyboard)
        #expect(iPad.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.iPad.XIB")
        #expect(iPad.viewControllers.map(\.id) == document.viewControllers.map(\.id))
        #expect(iPad.viewControllers.count > 0)
        #expect(iPad.warnings == document.warnings)
    }
}
