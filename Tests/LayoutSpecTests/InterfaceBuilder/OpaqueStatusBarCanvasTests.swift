import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Xcode 4 (iOS 6's SDK), and Xcode 5's previews with the `blackOpaque` status bar, drew a
/// controller's root view below iOS 6's opaque status bar: 20 points down, 20 shorter than the screen, above an
/// opaque tab bar. The documents below are small ones of our own, with the frames Xcode stores
/// for the same settings in saved documents.
@MainActor @Suite struct OpaqueStatusBarCanvasTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)

    /// A scene (or, with `tabs`, the first tab of a tab bar controller) whose root view holds a
    /// panel 20 points in from every edge; `statusBar` is the document's simulated status bar.
    static func document(
        tools: String, statusBar: String = #"<simulatedStatusBarMetrics key="statusBar"/>"#,
        screen: String = #"type="retina4""#, iPad: Bool = false, root: String = #"y="20" width="320" height="548""#,
        tabs: Bool = false
    ) -> String {
        let tabBarController = DocumentText.tabBarScene(
            "Osb-Scn-02", controller: "Osb-Tab-001", tab: "Osb-Vc-001",
            barFrame: #"x="0.0" y="519" width="320" height="49""#)
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch\(iPad ? ".iPad" : "")" propertyAccessControl="none" useAutolayout="YES" initialViewController="Osb-Vc-001">
                <scenes>
                    <scene sceneID="Osb-Scn-01">
                        <objects>
                            <viewController id="Osb-Vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Osb-Root-1">
                                    <rect key="frame" x="0.0" \(root)/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Osb-Pnl-001"/>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Osb-Pnl-001" firstAttribute="top" secondItem="Osb-Root-1" secondAttribute="top" constant="20" id="Osb-Con-001"/>
                                        <constraint firstItem="Osb-Pnl-001" firstAttribute="leading" secondItem="Osb-Root-1" secondAttribute="leading" constant="20" id="Osb-Con-002"/>
                                        <constraint firstAttribute="trailing" secondItem="Osb-Pnl-001" secondAttribute="trailing" constant="20" id="Osb-Con-003"/>
                                        <constraint firstAttribute="bottom" secondItem="Osb-Pnl-001" secondAttribute="bottom" constant="20" id="Osb-Con-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            \(tabs ? tabBarController : "")
                </scenes>
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    \(statusBar)
                    <simulatedOrientationMetrics key="orientation"/>
                    <simulatedScreenMetrics key="destination" \(screen)/>
                </simulatedMetricsContainer>
            </document>
            """
    }

    static func scene(_ text: String, options: InterfaceBuilderOptions = canvas) throws -> LaidOutUnit {
        try DocumentFixture.unit(inText: text, fileName: "Legacy.storyboard", id: "Osb-Vc-001", options: options)
    }

    @Test func xcode4StoresTheRootBelowTheDefaultStatusBar() throws {
        let unit = try Self.scene(Self.document(tools: "3084"))
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 320, height: 548))
        #expect(unit.unit.canvasContentTop == 20)
        let root = try unit.view("Osb-Root-1")
        expectRect(unit.canvasFrame(of: root), 0, 20, 320, 548)
        expectFrame(root, 0, 0, 320, 548)
        // The content area has no status bar: the root's subviews keep their places in it.
        let panel = try unit.view("Osb-Pnl-001")
        expectFrame(panel, 20, 20, 280, 508)
        expectRect(unit.canvasFrame(of: panel), 20, 20, 280, 508)
        #expect(unit.misplacedViews == [])
    }

    /// A document that names no screen has a canvas as tall as its root view reaches, and below
    /// a root view that ends above an opaque tab bar, the bar: Xcode 4's bars are opaque whatever
    /// the status bar's style, Xcode 5's when stored so. An iPad tab is then 975 points tall on
    /// the 1024-point screen (MosAirShow's iPad storyboard, Xcode 4.6, and QuickContact's, Xcode 5).
    @Test(arguments: [("3084", ""), ("4514", #" translucent="NO""#)])
    func aTabStoredAboveAnOpaqueTabBarLeavesTheBarOnTheCanvas(tools: String, tabBar: String) throws {
        let text = Self.document(
            tools: tools, statusBar: #"<simulatedStatusBarMetrics key="statusBar" statusBarStyle="blackTranslucent"/>"#,
            screen: "", iPad: true, root: #"y="0.0" width="768" height="975""#, tabs: true
        )
        .replacingOccurrences(
            of: #"<tabBar key="tabBar" contentMode="scaleToFill""#,
            with: #"<tabBar key="tabBar" contentMode="scaleToFill"\#(tabBar)"#)
        let unit = try Self.scene(text)
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: 768, height: 1024))
        expectRect(unit.canvasFrame(of: try unit.view("Osb-Root-1")), 0, 0, 768, 975)
        expectFrame(try unit.view("Osb-Pnl-001"), 20, 20, 728, 935)
        #expect(unit.misplacedViews == [])
    }

    @Test func xcode4StoresATabsRootAboveTheOpaqueTabBar() throws {
        let unit = try Self.scene(Self.document(tools: "3084", root: #"y="20" width="320" height="499""#, tabs: true))
        expectRect(unit.canvasFrame(of: try unit.view("Osb-Root-1")), 0, 20, 320, 499)
        expectFrame(try unit.view("Osb-Pnl-001"), 20, 20, 280, 459)
    }

    @Test func xcode5sPreviewStoresTheRootBelowABlackOpaqueStatusBarOnly() throws {
        let opaque = try Self.scene(
            Self.document(
                tools: "4451", statusBar: #"<simulatedStatusBarMetrics key="statusBar" statusBarStyle="blackOpaque"/>"#,
                screen: "", iPad: true, root: #"y="20" width="768" height="1004""#))
        expectRect(opaque.canvasFrame(of: try opaque.view("Osb-Root-1")), 0, 20, 768, 1004)
        expectFrame(try opaque.view("Osb-Pnl-001"), 20, 20, 728, 964)
        let standard = try Self.scene(Self.document(tools: "5056", root: #"y="0.0" width="320" height="568""#))
        #expect(standard.unit.canvasContentTop == nil)
        expectRect(standard.canvasFrame(of: try standard.view("Osb-Root-1")), 0, 0, 320, 568)
    }

    @Test(arguments: ["4514", "6254"])
    func xcode5sReleaseXcode6AndNoStatusBarKeepTheRootAtTheTopOfTheScreen(tools: String) throws {
        let opaque = try Self.scene(
            Self.document(
                tools: tools, statusBar: #"<simulatedStatusBarMetrics key="statusBar" statusBarStyle="blackOpaque"/>"#,
                screen: "", iPad: true, root: #"y="0.0" width="768" height="1024""#))
        #expect(opaque.unit.canvasContentTop == nil)
        expectRect(opaque.canvasFrame(of: try opaque.view("Osb-Root-1")), 0, 0, 768, 1024)
        expectFrame(try opaque.view("Osb-Pnl-001"), 20, 20, 728, 984)
        let hidden = try Self.scene(
            Self.document(
                tools: "3084", statusBar: #"<nil key="statusBar"/>"#, root: #"y="0.0" width="320" height="568""#))
        #expect(hidden.unit.canvasContentTop == nil)
        expectRect(hidden.canvasFrame(of: try hidden.view("Osb-Root-1")), 0, 0, 320, 568)
    }

    @Test func runTimeLaysTheRootOutUnderTheStatusBar() throws {
        let unit = try Self.scene(
            Self.document(tools: "3084"), options: InterfaceBuilderOptions(contentSize: .document))
        #expect(unit.unit.canvasContentTop == nil)
        expectRect(unit.canvasFrame(of: try unit.view("Osb-Root-1")), 0, 0, 320, 568)
    }
}
