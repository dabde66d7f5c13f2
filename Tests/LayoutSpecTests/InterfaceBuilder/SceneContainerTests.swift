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

    /// A 6.1-inch storyboard of Xcode 13: a navigation controller whose root's bar button item
    /// shows the scene "Bbi-Vc-002" (a box pinned 24 points inside its safe area), directly or,
    /// with `inNavigationController`, through a navigation controller of its own; laid out on
    /// the canvas.
    private func sceneShownByABarButtonItem(inNavigationController: Bool) throws -> LaidOutUnit {
        let destination = inNavigationController ? "Bbi-Nav-002" : "Bbi-Vc-002"
        let shown = DocumentText.scene(
            "Bbi-Scn-02", controller: "Bbi-Vc-002", root: "Bbi-Root-2", width: 414, height: 896,
            content: safeAreaBox("Bbi", x: 24, y: 112, width: 366, height: 70, top: 24, side: 24))
        let text = DocumentText.storyboard(
            #"toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Bbi-Nav-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: navigationScene("Bbi-Nav-001", root: "Bbi-Vc-001", largeTitles: false),
            DocumentText.scene(
                "Bbi-Scn-01", controller: "Bbi-Vc-001", root: "Bbi-Root-1", width: 414, height: 896,
                content: "",
                afterRoot: """
                    <navigationItem key="navigationItem" id="Bbi-Itm-001">
                        <barButtonItem key="rightBarButtonItem" title="Settings" id="Bbi-Btn-001">
                            <connections>
                                <segue destination="\(destination)" kind="show" id="Bbi-Seg-001"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """),
            inNavigationController ? navigationScene("Bbi-Nav-002", root: "Bbi-Vc-002", largeTitles: false) : "",
            shown)
        return try DocumentFixture.unit(
            inText: text, fileName: "Settings.storyboard", id: "Bbi-Vc-002",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
    }

    @Test func aSceneShownByABarButtonItemIsPushedOntoTheStack() throws {
        // Xcode 13 draws a scene that a navigation item's bar button item shows below the
        // navigation bar of its source's stack: a stack pinned to its safe area is stored 44
        // points lower than on the full screen (the 6.1-inch screen of Xcode 13, 44 + 44 above).
        let unit = try sceneShownByABarButtonItem(inNavigationController: false)
        let navigationController = try #require(unit.screen.window.rootViewController as? UINavigationController)
        #expect(navigationController.viewControllers.count == 2)
        expectFrame(try unit.view("Bbi-Box-001"), 24, 112, 366, 70)
        #expect(unit.misplacedViews == [])
    }

    @Test func aNavigationControllerShownFromAStackIsNotPushedOntoIt() throws {
        // UIKit pushes no navigation controller: a MemeMe storyboard of Xcode 7.3 whose add
        // button shows an editor's navigation controller stores the editor's content pinned 12
        // below its top layout guide at y = 76 (20 + 44 + 12), under one navigation bar.
        let unit = try sceneShownByABarButtonItem(inNavigationController: true)
        let navigationController = try #require(unit.screen.window.rootViewController as? UINavigationController)
        #expect(navigationController.viewControllers.count == 1)
        expectFrame(try unit.view("Bbi-Box-001"), 24, 112, 366, 70)
        #expect(unit.misplacedViews == [])
    }

    @Test func aShowFromATabInANavigationControllerIsPushedOntoThatController() throws {
        // UIKit's show goes from a tab to the navigation controller around its tab bar
        // controller: a Flixster storyboard of Xcode 14.2 stores the detail scene a tab's cell
        // shows on the whole screen, its content below the navigation bar and no tab bar.
        let tabs = DocumentText.tabBarScene(
            "Ptb-Scn-00", controller: "Ptb-Tab-001", tab: "Ptb-Vc-001",
            barFrame: #"x="0.0" y="813" width="414" height="83""#)
        let text = DocumentText.storyboard(
            #"toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Ptb-Nav-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: navigationScene("Ptb-Nav-001", root: "Ptb-Tab-001", largeTitles: false), tabs,
            DocumentText.scene(
                "Ptb-Scn-01", controller: "Ptb-Vc-001", root: "Ptb-Root-1", width: 414, height: 896,
                content: """
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ptb-Btn-001">
                            <rect key="frame" x="20" y="100" width="80" height="30"/>
                            <state key="normal" title="Details"/>
                            <connections>
                                <segue destination="Ptb-Vc-002" kind="show" id="Ptb-Seg-001"/>
                            </connections>
                        </button>
                    </subviews>
                    """),
            DocumentText.scene(
                "Ptb-Scn-02", controller: "Ptb-Vc-002", root: "Ptb-Root-2", width: 414, height: 896,
                content: safeAreaBox("Ptb", x: 24, y: 112, width: 366, height: 70, top: 24, side: 24)))
        let unit = try DocumentFixture.unit(
            inText: text, fileName: "Movies.storyboard", id: "Ptb-Vc-002",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        let navigationController = try #require(unit.screen.window.rootViewController as? UINavigationController)
        #expect(navigationController.viewControllers.count == 2)
        expectFrame(try unit.view("Ptb-Root-2"), 0, 0, 414, 896)
        expectInsets(try unit.view("Ptb-Root-2").safeAreaInsets, 88, 0, 34, 0)
        expectFrame(try unit.view("Ptb-Box-001"), 24, 112, 366, 70)
        #expect(unit.misplacedViews == [])
    }

    @Test func aTieBreakerSegueChoosesThePushOverARelationship() throws {
        // A scene that is the root of a navigation controller of its own and is also pushed from
        // the root of a navigation controller with large titles: Xcode 11 draws it where the
        // document's tie breaker says, below the large title (the 6.1-inch screen, 44 + 96).
        func document(tieBreaker: String) -> String {
            let scenes = [
                navigationScene("Tie-Nav-001", root: "Tie-Vc-001", largeTitles: true),
                DocumentText.scene(
                    "Tie-Scn-01", controller: "Tie-Vc-001", root: "Tie-Root-1", width: 414, height: 896,
                    content: """
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tie-Btn-001">
                                <rect key="frame" x="20" y="160" width="80" height="30"/>
                                <connections>
                                    <segue destination="Tie-Vc-002" kind="show" id="Tie-Seg-Push"/>
                                </connections>
                            </button>
                        </subviews>
                        """,
                    afterRoot: #"<navigationItem key="navigationItem" title="Journal" id="Tie-Itm-001"/>"#),
                navigationScene("Tie-Nav-002", root: "Tie-Vc-002", largeTitles: false),
                DocumentText.scene(
                    "Tie-Scn-02", controller: "Tie-Vc-002", root: "Tie-Root-2", width: 414, height: 896,
                    content: safeAreaBox("Tie", x: 16, y: 160, width: 382, height: 100, top: 20, side: 16)),
            ]
            return DocumentText.storyboard(
                #"toolsVersion="15505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Tie-Nav-001""#,
                device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
                scenes: scenes.joined(separator: "\n")
            ).replacingOccurrences(of: "</document>", with: tieBreaker + "\n</document>")
        }
        let options = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
        let text = document(
            tieBreaker: #"<inferredMetricsTieBreakers><segue reference="Tie-Seg-Push"/></inferredMetricsTieBreakers>"#)
        #expect(
            try IBDocument.parse(text, fileName: "Journal.storyboard").inferredMetricsTieBreakers == ["Tie-Seg-Push"])
        let chosen = try DocumentFixture.unit(
            inText: text, fileName: "Journal.storyboard", id: "Tie-Vc-002", options: options)
        expectFrame(try chosen.view("Tie-Box-001"), 16, 160, 382, 100)
        let relationship = try DocumentFixture.unit(
            inText: document(tieBreaker: ""), fileName: "Journal.storyboard", id: "Tie-Vc-002", options: options)
        expectFrame(try relationship.view("Tie-Box-001"), 16, 108, 382, 100)
    }

    @Test func aTieBreakerPresentationDrawsANavigationRootOnItsOwn() throws {
        // A detail scene that is the root of a navigation controller and is also presented full
        // screen from the list scene: Xcode 11.4, whose tie breaker is the presentation, stores
        // a stack pinned 20 points below the safe area's top at y = 64 on the 6.1-inch screen,
        // with no navigation bar above it.
        func document(tieBreaker: String) -> String {
            let scenes = [
                DocumentText.scene(
                    "Prs-Scn-01", controller: "Prs-Vc-001", root: "Prs-Root-1", width: 414, height: 896,
                    content: """
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Prs-Btn-001">
                                <rect key="frame" x="20" y="160" width="80" height="30"/>
                                <connections>
                                    <segue destination="Prs-Vc-002" kind="presentation" modalPresentationStyle="fullScreen" id="Prs-Seg-Show"/>
                                </connections>
                            </button>
                        </subviews>
                        """),
                navigationScene("Prs-Nav-001", root: "Prs-Vc-002", largeTitles: false),
                DocumentText.scene(
                    "Prs-Scn-02", controller: "Prs-Vc-002", root: "Prs-Root-2", width: 414, height: 896,
                    content: safeAreaBox("Prs", x: 20, y: 64, width: 374, height: 100, top: 20, side: 20)),
            ]
            return DocumentText.storyboard(
                #"toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Prs-Vc-001""#,
                device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
                scenes: scenes.joined(separator: "\n")
            ).replacingOccurrences(of: "</document>", with: tieBreaker + "\n</document>")
        }
        let options = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
        let tieBreaker = #"<inferredMetricsTieBreakers><segue reference="Prs-Seg-Show"/></inferredMetricsTieBreakers>"#
        let presented = try DocumentFixture.unit(
            inText: document(tieBreaker: tieBreaker), fileName: "Entries.storyboard", id: "Prs-Vc-002",
            options: options)
        #expect(!(presented.screen.window.rootViewController is UINavigationController))
        expectFrame(try presented.view("Prs-Root-2"), 0, 0, 414, 896)
        expectFrame(try presented.view("Prs-Box-001"), 20, 64, 374, 100)
        #expect(presented.misplacedViews == [])
        let relationship = try DocumentFixture.unit(
            inText: document(tieBreaker: ""), fileName: "Entries.storyboard", id: "Prs-Vc-002", options: options)
        #expect(relationship.screen.window.rootViewController is UINavigationController)
        expectFrame(try relationship.view("Prs-Box-001"), 20, 108, 374, 100)
    }

    /// Under a large-title bar the canvas draws the title collapsed when the scene's first subview
    /// is a scroll view with content pinned to the top (its content scrolls under the bar), and
    /// expanded otherwise; at run time it is expanded. The 6.1-inch screen of Xcode 12: 44 + 44,
    /// or 44 + 96.
    @Test(arguments: [("tableView", 88.0), ("view", 140.0)])
    func aLargeTitleIsCollapsedOnTheCanvasAboveAScrollView(element: String, canvasTop: Double) throws {
        let text = largeTitleDocument("Lgt", content: pinnedFirstSubview("Lgt", element: element, top: canvasTop))
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Large.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try canvas.view("Lgt-Cnt-001"), 0, canvasTop, 414, 862 - canvasTop)
        let runtime = try DocumentFixture.unit(
            inText: text, fileName: "Large.storyboard", options: InterfaceBuilderOptions(contentSize: .document))
        expectValue(try runtime.view("Lgt-Cnt-001").frame.minY, 48 + 96)
    }

    /// The canvas keeps a large title above a pinned table without cells (Xcode 12 here; Xcode 11
    /// and 13 store such tables 140 points down), and Xcode 10 keeps it above one with a cell:
    /// 44 + 96 on the 6.1-inch screen.
    @Test(arguments: [("17701", false), ("14113", true)])
    func aLargeTitleStaysAboveATableWithNothingToScrollOrOnXcode10(tools: String, withCell: Bool) throws {
        let content = pinnedFirstSubview("Lge", element: "tableView", top: 140, withCell: withCell)
        let text = largeTitleDocument("Lge", content: content, tools: tools)
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Large.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try canvas.view("Lge-Cnt-001"), 0, 140, 414, 722)
    }

    /// A table that is the scene's first subview but placed below a header pinned to the safe
    /// area's top does not scroll under the bar: the canvas keeps the large title (the 6.1-inch
    /// screen of Xcode 12: 44 + 96).
    @Test func aLargeTitleStaysAboveATablePlacedBelowOtherContent() throws {
        let content = """
            <subviews>
                <tableView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lgb-Tbl-001">
                    <rect key="frame" x="0.0" y="240" width="414" height="622"/>
                </tableView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lgb-Hdr-001">
                    <rect key="frame" x="0.0" y="140" width="414" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="Lgb-Con-001"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="Lgb-Saf-001"/>
            <constraints>
                <constraint firstItem="Lgb-Hdr-001" firstAttribute="top" secondItem="Lgb-Saf-001" secondAttribute="top" id="Lgb-Con-002"/>
                <constraint firstItem="Lgb-Hdr-001" firstAttribute="leading" secondItem="Lgb-Saf-001" secondAttribute="leading" id="Lgb-Con-003"/>
                <constraint firstItem="Lgb-Saf-001" firstAttribute="trailing" secondItem="Lgb-Hdr-001" secondAttribute="trailing" id="Lgb-Con-004"/>
                <constraint firstItem="Lgb-Tbl-001" firstAttribute="top" secondItem="Lgb-Hdr-001" secondAttribute="bottom" id="Lgb-Con-005"/>
                <constraint firstItem="Lgb-Tbl-001" firstAttribute="leading" secondItem="Lgb-Saf-001" secondAttribute="leading" id="Lgb-Con-006"/>
                <constraint firstItem="Lgb-Saf-001" firstAttribute="trailing" secondItem="Lgb-Tbl-001" secondAttribute="trailing" id="Lgb-Con-007"/>
                <constraint firstItem="Lgb-Saf-001" firstAttribute="bottom" secondItem="Lgb-Tbl-001" secondAttribute="bottom" id="Lgb-Con-008"/>
            </constraints>
            """
        let text = largeTitleDocument("Lgb", content: content)
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Large.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try canvas.view("Lgb-Hdr-001"), 0, 140, 414, 100)
        expectFrame(try canvas.view("Lgb-Tbl-001"), 0, 240, 414, 622)
    }

    /// A tap gesture recognizer of a navigation controller's root scene leads by `show` to a
    /// second scene: the second is pushed onto the stack, and Xcode 11.5 draws it under the
    /// navigation bar (the 6.1-inch screen: 44 + 44, its box pinned 10 points below the safe
    /// area's top stored at y = 98).
    @Test func aGestureRecognizersShowPushesItsDestination() throws {
        let first = DocumentText.scene(
            "Gst-Scn-01", controller: "Gst-Vc-001", root: "Gst-Root-1", width: 414, height: 896,
            content: "<subviews/>"
        )
        .replacingOccurrences(
            of: "</objects>",
            with: """
                    <tapGestureRecognizer id="Gst-Tap-001">
                        <connections>
                            <segue destination="Gst-Vc-002" kind="show" id="Gst-Seg-Show"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
                """)
        let text = DocumentText.storyboard(
            #"toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Gst-Nav-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: navigationScene("Gst-Nav-001", root: "Gst-Vc-001", largeTitles: false), first,
            DocumentText.scene(
                "Gst-Scn-02", controller: "Gst-Vc-002", root: "Gst-Root-2", width: 414, height: 896,
                content: safeAreaBox("Gst", x: 16, y: 98, width: 382, height: 100, top: 10, side: 16)))
        let document = try IBDocument.parse(text, fileName: "Tap.storyboard")
        let source = try #require(document.viewControllers.first { $0.id == "Gst-Vc-001" })
        #expect(source.sceneSegues.map(\.id) == ["Gst-Seg-Show"])
        let pushed = try DocumentFixture.unit(
            inText: text, fileName: "Tap.storyboard", id: "Gst-Vc-002",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try pushed.view("Gst-Box-001"), 16, 98, 382, 100)
    }

    /// A storyboard of Xcode 12 on the 6.1-inch screen: a navigation controller with large titles
    /// (`prefix`-Nav-001) whose root scene (`prefix`-Vc-001, root view `prefix`-Root-1, 414 × 896)
    /// holds `content` under a titled navigation item.
    private func largeTitleDocument(_ prefix: String, content: String, tools: String = "17701") -> String {
        DocumentText.storyboard(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="\#(prefix)-Nav-001""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            scenes: navigationScene("\(prefix)-Nav-001", root: "\(prefix)-Vc-001", largeTitles: true),
            DocumentText.scene(
                "\(prefix)-Scn-01", controller: "\(prefix)-Vc-001", root: "\(prefix)-Root-1", width: 414, height: 896,
                content: content,
                afterRoot: #"<navigationItem key="navigationItem" title="Title" id="\#(prefix)-Itm-001"/>"#))
    }

    /// A root view's content: a first subview (`prefix`-Cnt-001, an `element`) stored at y = `top`
    /// to the bottom of the 6.1-inch screen's safe area, pinned to the safe area's four sides; a
    /// table gets one prototype cell unless `withCell` is false.
    private func pinnedFirstSubview(_ prefix: String, element: String, top: Double, withCell: Bool = true) -> String {
        let cell =
            element == "tableView" && withCell
            ? """
            <prototypes>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="\(prefix)-Cel-001">
                    <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="\(prefix)-Cel-001" id="\(prefix)-Ccv-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            """ : ""
        return """
            <subviews>
                <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)-Cnt-001">
                    <rect key="frame" x="0.0" y="\(top)" width="414" height="\(862 - top)"/>
                    \(cell)
                </\(element)>
            </subviews>
            <viewLayoutGuide key="safeArea" id="\(prefix)-Saf-001"/>
            <constraints>
                <constraint firstItem="\(prefix)-Cnt-001" firstAttribute="top" secondItem="\(prefix)-Saf-001" secondAttribute="top" id="\(prefix)-Con-001"/>
                <constraint firstItem="\(prefix)-Cnt-001" firstAttribute="leading" secondItem="\(prefix)-Saf-001" secondAttribute="leading" id="\(prefix)-Con-002"/>
                <constraint firstItem="\(prefix)-Saf-001" firstAttribute="trailing" secondItem="\(prefix)-Cnt-001" secondAttribute="trailing" id="\(prefix)-Con-003"/>
                <constraint firstItem="\(prefix)-Saf-001" firstAttribute="bottom" secondItem="\(prefix)-Cnt-001" secondAttribute="bottom" id="\(prefix)-Con-004"/>
            </constraints>
            """
    }

    /// A root view's content: a box `height` points tall, `top` points below its safe area's top
    /// (or, with `fromBottom`, that far above its safe area's bottom) and `side` points from its
    /// safe area's sides, stored at `x`, `y` and `width` (ids `prefix`-Box-001, -Saf-001 and
    /// -Con-001 to -004).
    private func safeAreaBox(
        _ prefix: String, x: Double, y: Double, width: Double, height: Double, top: Double, side: Double,
        fromBottom: Bool = false
    ) -> String {
        let edge =
            fromBottom
            ? #"<constraint firstItem="\#(prefix)-Saf-001" firstAttribute="bottom" secondItem="\#(prefix)-Box-001" secondAttribute="bottom" constant="\#(top)" id="\#(prefix)-Con-002"/>"#
            : #"<constraint firstItem="\#(prefix)-Box-001" firstAttribute="top" secondItem="\#(prefix)-Saf-001" secondAttribute="top" constant="\#(top)" id="\#(prefix)-Con-002"/>"#
        return """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)-Box-001">
                    <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="\(height)" id="\(prefix)-Con-001"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="\(prefix)-Saf-001"/>
            <constraints>
                \(edge)
                <constraint firstItem="\(prefix)-Box-001" firstAttribute="leading" secondItem="\(prefix)-Saf-001" secondAttribute="leading" constant="\(side)" id="\(prefix)-Con-003"/>
                <constraint firstItem="\(prefix)-Saf-001" firstAttribute="trailing" secondItem="\(prefix)-Box-001" secondAttribute="trailing" constant="\(side)" id="\(prefix)-Con-004"/>
            </constraints>
            """
    }

    /// A navigation controller scene whose root is `root`; `largeTitles`: its bar prefers them.
    private func navigationScene(_ id: String, root: String, largeTitles: Bool) -> String {
        let height = largeTitles ? 96 : 44
        return """
                    <scene sceneID="\(id)-Scn">
                        <objects>
                            <navigationController id="\(id)" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill"\(largeTitles ? #" largeTitles="YES""# : "") id="\(id)-Bar">
                                    <rect key="frame" x="0.0" y="44" width="414" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-Seg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
    }

    /// A navigation controller that simulates a tab bar below it (its tab bar controller is in
    /// another storyboard): Xcode 9.3 stores a stack of its root scene centred on the safe area
    /// as if the tab bar were there, 49 points above the bottom.
    @Test func aNavigationControllersSimulatedTabBarStandsForItsTabBarController() throws {
        let navigation = navigationScene("Stb-Nav-001", root: "Stb-Vc-001", largeTitles: false)
            .replacingOccurrences(
                of: "</navigationController>",
                with: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/></navigationController>"#)
        let text = DocumentText.storyboard(
            #"toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Stb-Nav-001""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            scenes: navigation,
            DocumentText.scene(
                "Stb-Scn-01", controller: "Stb-Vc-001", root: "Stb-Root-1", width: 375, height: 667,
                content: safeAreaBox(
                    "Stb", x: 16, y: 568, width: 343, height: 40, top: 10, side: 16, fromBottom: true)))
        for mode in InterfaceBuilderOptions.Mode.allCases {
            let unit = try DocumentFixture.unit(
                inText: text, fileName: "Home.storyboard", id: "Stb-Vc-001",
                options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
            expectFrame(try unit.view("Stb-Box-001"), 16, 568, 343, 40)
        }
    }

    /// On the canvas the root scene's own simulated tab bar stands for the tab bar controller
    /// too (an upload scene of Xcode 11.5 stores a button pinned above its safe area's bottom
    /// 49 points higher); at run time the scene's simulated bars count for nothing.
    @Test func aRootScenesSimulatedTabBarStandsForItsTabBarControllerOnTheCanvas() throws {
        let text = DocumentText.storyboard(
            #"toolsVersion="16096" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Stc-Nav-001""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            scenes: navigationScene("Stc-Nav-001", root: "Stc-Vc-001", largeTitles: false),
            DocumentText.scene(
                "Stc-Scn-01", controller: "Stc-Vc-001", root: "Stc-Root-1", width: 375, height: 667,
                content: safeAreaBox("Stc", x: 16, y: 568, width: 343, height: 40, top: 10, side: 16, fromBottom: true),
                afterRoot: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#))
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Upload.storyboard", id: "Stc-Vc-001",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try canvas.view("Stc-Box-001"), 16, 568, 343, 40)
        let runtime = try DocumentFixture.unit(
            inText: text, fileName: "Upload.storyboard", id: "Stc-Vc-001",
            options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try runtime.view("Stc-Box-001"), 16, 617, 343, 40)
    }

    /// iOS 14's column-style split view controller wraps a column that is not a navigation
    /// controller in one (Apple's documentation of `UISplitViewController`): a movie app of
    /// Xcode 13.3 stores its detail column's scroll view, pinned to the safe area, below a
    /// navigation bar.
    @Test func aColumnStyleSplitViewWrapsAPlainColumnInANavigationController() throws {
        func document(columnStyle: Bool) -> String {
            let split = """
                        <scene sceneID="Csv-Scn-00">
                            <objects>
                                <splitViewController\(columnStyle ? #" allowDoubleColumnStyle="YES""# : "") id="Csv-Spl-001" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="Csv-Vc-001" kind="relationship" relationship="detailViewController" id="Csv-Seg-001"/>
                                    </connections>
                                </splitViewController>
                            </objects>
                        </scene>
                """
            return DocumentText.storyboard(
                #"toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Csv-Spl-001""#,
                device: #"<device id="retina4_7" orientation="portrait"/>"#,
                scenes: split,
                DocumentText.scene(
                    "Csv-Scn-01", controller: "Csv-Vc-001", root: "Csv-Root-1", width: 375, height: 667,
                    content: safeAreaBox("Csv", x: 16, y: 74, width: 343, height: 100, top: 10, side: 16)))
        }
        let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
        let wrapped = try DocumentFixture.unit(
            inText: document(columnStyle: true), fileName: "Movies.storyboard", id: "Csv-Vc-001", options: canvas)
        expectFrame(try wrapped.view("Csv-Box-001"), 16, 74, 343, 100)
        let classic = try DocumentFixture.unit(
            inText: document(columnStyle: false), fileName: "Movies.storyboard", id: "Csv-Vc-001", options: canvas)
        expectFrame(try classic.view("Csv-Box-001"), 16, 30, 343, 100)
    }

    @Test func aLargePhoneOnItsSideKeepsAFortyFourPointNavigationBar() throws {
        // Xcode 12.5 stores the navigation bar of the 6.1-inch screen on its side 44 points tall
        // at y = 0, and content pinned below it accordingly (a juice-stock storyboard).
        let text = DocumentText.storyboard(
            #"toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Lan-Nav-001""#,
            device: #"<device id="retina6_1" orientation="landscape" appearance="light"/>"#,
            scenes: navigationScene("Lan-Nav-001", root: "Lan-Vc-001", largeTitles: false),
            DocumentText.scene(
                "Lan-Scn-01", controller: "Lan-Vc-001", root: "Lan-Root-1", width: 896, height: 414,
                content: safeAreaBox("Lan", x: 60, y: 54, width: 776, height: 100, top: 10, side: 16)))
        let unit = try DocumentFixture.unit(
            inText: text, fileName: "Stock.storyboard", id: "Lan-Vc-001",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try unit.view("Lan-Box-001"), 60, 54, 776, 100)
        #expect(unit.misplacedViews == [])
    }

    @Test func aSplitViewControllersColumnsOnAnIPadOnItsSide() throws {
        // Xcode 9.3's canvas of the 9.7-inch iPad on its side: the primary column 320 points
        // wide, the secondary 1024 − 320 − 0.5 = 703.5, both under the status bar (a gallery
        // storyboard stores a collection view pinned to the secondary's safe area at y = 20).
        func document(
            device: String, orientation: String, width: Double, height: Double, columnStyle: Bool = false,
            tools: String = "14113"
        ) -> String {
            let split = """
                        <scene sceneID="Spl-Scn-00">
                            <objects>
                                <splitViewController\(columnStyle ? #" allowDoubleColumnStyle="YES""# : "") id="Spl-Spl-001" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="Spl-Nav-001" kind="relationship" relationship="masterViewController" id="Spl-Seg-001"/>
                                        <segue destination="Spl-Vc-002" kind="relationship" relationship="detailViewController" id="Spl-Seg-002"/>
                                    </connections>
                                </splitViewController>
                            </objects>
                        </scene>
                """
            return DocumentText.storyboard(
                #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Spl-Spl-001""#,
                device: #"<device id="\#(device)" orientation="\#(orientation)"/>"#,
                scenes: split, navigationScene("Spl-Nav-001", root: "Spl-Vc-001", largeTitles: false),
                DocumentText.scene(
                    "Spl-Scn-01", controller: "Spl-Vc-001", root: "Spl-Root-1", width: 320, height: height,
                    content: ""),
                DocumentText.scene(
                    "Spl-Scn-02", controller: "Spl-Vc-002", root: "Spl-Root-2", width: width, height: height,
                    content: """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Spl-Box-001">
                                <rect key="frame" x="0.0" y="20" width="\(width)" height="\(height - 20)"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Spl-Saf-001"/>
                        <constraints>
                            <constraint firstItem="Spl-Box-001" firstAttribute="top" secondItem="Spl-Saf-001" secondAttribute="top" id="Spl-Con-001"/>
                            <constraint firstItem="Spl-Box-001" firstAttribute="leading" secondItem="Spl-Root-2" secondAttribute="leading" id="Spl-Con-002"/>
                            <constraint firstAttribute="trailing" secondItem="Spl-Box-001" secondAttribute="trailing" id="Spl-Con-003"/>
                            <constraint firstAttribute="bottom" secondItem="Spl-Box-001" secondAttribute="bottom" id="Spl-Con-004"/>
                        </constraints>
                        """))
        }
        let options = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
        let pad = document(device: "ipad9_7", orientation: "landscape", width: 703.5, height: 768)
        let secondary = try DocumentFixture.unit(
            inText: pad, fileName: "Gallery.storyboard", id: "Spl-Vc-002", options: options)
        #expect(secondary.unit.canvasSize == ScreenModel.Size(width: 703.5, height: 768))
        expectFrame(try secondary.view("Spl-Root-2"), 0, 0, 703.5, 768)
        expectFrame(try secondary.view("Spl-Box-001"), 0, 20, 703.5, 748)
        let primary = try DocumentFixture.unit(
            inText: pad, fileName: "Gallery.storyboard", id: "Spl-Vc-001", options: options)
        #expect(primary.unit.canvasSize == ScreenModel.Size(width: 320, height: 768))
        expectFrame(try primary.view("Spl-Root-1"), 0, 0, 320, 768)
        // A column-style split view's primary scene is drawn 420 wide, its secondary as the
        // classic style's: Xcode 13 on the 10.9-inch iPad Air on its side stores 420 and 859.5.
        let columns = document(
            device: "ipad10_9rounded", orientation: "landscape", width: 859.5, height: 820, columnStyle: true,
            tools: "19162")
        let columnPrimary = try DocumentFixture.unit(
            inText: columns, fileName: "Diary.storyboard", id: "Spl-Vc-001", options: options)
        #expect(columnPrimary.unit.canvasSize == ScreenModel.Size(width: 420, height: 820))
        let columnSecondary = try DocumentFixture.unit(
            inText: columns, fileName: "Diary.storyboard", id: "Spl-Vc-002", options: options)
        #expect(columnSecondary.unit.canvasSize == ScreenModel.Size(width: 859.5, height: 820))
        // A phone shows either column full screen.
        let phone = document(device: "retina4_7", orientation: "portrait", width: 375, height: 667)
        let collapsed = try DocumentFixture.unit(
            inText: phone, fileName: "Gallery.storyboard", id: "Spl-Vc-002", options: options)
        #expect(collapsed.unit.canvasSize == nil)
        expectFrame(try collapsed.view("Spl-Root-2"), 0, 0, 375, 667)
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
