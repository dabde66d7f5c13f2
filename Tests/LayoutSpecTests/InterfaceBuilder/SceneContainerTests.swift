import Foundation
import InterfaceBuilder
import LayoutAssertions
import Testing

@testable import LayoutSpec

/// Scenes laid out in the containers their segues put them in, on the document's iPhone 8
/// (375 × 667, status bar 20, bars 44 and 49): a navigation controller inside a tab bar
/// controller, a pushed scene that hides the tab bar, a table view controller under a large
/// title.
@MainActor @Suite struct SceneContainerTests {
    @Test func aSceneInANavigationControllerInATabIsUnderBothBars() throws {
        let profile = try DocumentFixture.unit("Profile.storyboard", "Prf-Vc-001")
        #expect(profile.unit.kind == .scene)
        #expect(profile.unit.name == "Profile")
        #expect(profile.unit.className == "ProfileViewController")
        #expect(profile.unit.model.device == .iPhone8)
        let root = try profile.view("Prf-Root-01")
        expectFrame(root, 0, 0, 375, 667)
        // 20 + 44 above (the bar prefers large titles, the item never shows one), 49 below.
        expectInsets(root.safeAreaInsets, 64, 0, 49, 0)
        let tabs = try #require(profile.screen.window.rootViewController as? UITabBarController)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.viewControllers?.count == 2)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController?.view === root)
    }

    @Test func aPushedSceneIsOnTopOfItsSourcesStackAndHidesTheTabBar() throws {
        let detail = try DocumentFixture.unit("Profile.storyboard", "Det-Vc-001")
        let root = try detail.view("Det-Root-01")
        // The item shows no large title because the one below it does not; the tab bar hides.
        expectInsets(root.safeAreaInsets, 64, 0, 0, 0)
        let tabs = try #require(detail.screen.window.rootViewController as? UITabBarController)
        #expect(tabs.tabBar.isHidden)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        expectFrame(try detail.view("Det-Ftr-001"), 0, 617, 375, 50)
        expectFrame(try detail.view("Det-Scr-001"), 0, 0, 375, 667)
        expectFrame(try detail.view("Det-Cnt-001"), 0, 0, 375, 1200)
        let scroll = try #require(try detail.view("Det-Scr-001") as? UIScrollView)
        expectSize(scroll.contentSize, 375, 1200)
        // Its adjustment behaviour is `never`: no inset under the navigation bar.
        expectInsets(scroll.adjustedContentInset, 0, 0, 0, 0)
    }

    @Test func aSceneShownByABarButtonItemIsPushedOntoTheStack() throws {
        // Xcode 13 draws a scene that a navigation item's bar button item shows below the
        // navigation bar of its source's stack: a stack pinned to its safe area is stored 44
        // points lower than on the full screen (the 6.1-inch screen of Xcode 13, 44 + 44 above).
        let navigation = """
                    <scene sceneID="Bbi-Scn-00">
                        <objects>
                            <navigationController id="Bbi-Nav-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bbi-Bar-001">
                                    <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Bbi-Vc-001" kind="relationship" relationship="rootViewController" id="Bbi-Seg-000"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
        let text = DocumentText.storyboard(
            #"toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Bbi-Nav-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: navigation,
            DocumentText.scene(
                "Bbi-Scn-01", controller: "Bbi-Vc-001", root: "Bbi-Root-1", width: 414, height: 896,
                content: "",
                afterRoot: """
                    <navigationItem key="navigationItem" id="Bbi-Itm-001">
                        <barButtonItem key="rightBarButtonItem" title="Settings" id="Bbi-Btn-001">
                            <connections>
                                <segue destination="Bbi-Vc-002" kind="show" id="Bbi-Seg-001"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """),
            DocumentText.scene(
                "Bbi-Scn-02", controller: "Bbi-Vc-002", root: "Bbi-Root-2", width: 414, height: 896,
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Bbi-Top-001">
                            <rect key="frame" x="24" y="112" width="366" height="70"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="70" id="Bbi-Con-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Bbi-Saf-001"/>
                    <constraints>
                        <constraint firstItem="Bbi-Top-001" firstAttribute="top" secondItem="Bbi-Saf-001" secondAttribute="top" constant="24" id="Bbi-Con-002"/>
                        <constraint firstItem="Bbi-Top-001" firstAttribute="leading" secondItem="Bbi-Saf-001" secondAttribute="leading" constant="24" id="Bbi-Con-003"/>
                        <constraint firstItem="Bbi-Saf-001" firstAttribute="trailing" secondItem="Bbi-Top-001" secondAttribute="trailing" constant="24" id="Bbi-Con-004"/>
                    </constraints>
                    """))
        let unit = try DocumentFixture.unit(
            inText: text, fileName: "Settings.storyboard", id: "Bbi-Vc-002",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        let navigationController = try #require(unit.screen.window.rootViewController as? UINavigationController)
        #expect(navigationController.viewControllers.count == 2)
        expectFrame(try unit.view("Bbi-Top-001"), 24, 112, 366, 70)
        #expect(unit.misplacedViews == [])
    }

    @Test func aTableViewControllerUnderALargeTitleInTheSecondTab() throws {
        let settings = try DocumentFixture.unit("Profile.storyboard", "Set-Vc-001")
        let table = try #require(try settings.view("Set-Tbl-001") as? UITableView)
        expectFrame(table, 0, 0, 375, 667)
        // 20 + 44 + 52 above: the root's automatic display mode shows the large title.
        expectInsets(table.safeAreaInsets, 116, 0, 49, 0)
        expectInsets(table.adjustedContentInset, 116, 0, 49, 0)
        let tabs = try #require(settings.screen.window.rootViewController as? UITabBarController)
        #expect(tabs.selectedIndex == 1)
        #expect(settings.unit.className == "UITableViewController")
        // A scene's units list its own views only, not its cells.
        #expect(settings.views.map(\.id) == ["Set-Tbl-001"])
    }

    @Test func largeTitleDisplayModesFollowTheStack() {
        #expect(UnitBuilder.showsLargeTitle([nil]))
        #expect(!UnitBuilder.showsLargeTitle([.never, nil]))
        #expect(UnitBuilder.showsLargeTitle([.never, .always]))
        #expect(!UnitBuilder.showsLargeTitle([.automatic, .never]))
    }
}
