import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Before iOS 11, Xcode's canvas draws a scroll view unscrolled, its content at offset zero,
/// where UIKit moves the content below the inset a controller adds for its bars: a content view
/// pinned to the scroll view's edges and centred on it (the centre is the frame's, in content
/// coordinates) is as tall as the scroll view on the canvas of Xcode 8, and shorter by twice the
/// inset's offset at run time. From iOS 11 the scroll view adjusts its own insets to its safe
/// area, and the canvas of Xcode 9 and later shows the content where UIKit puts it.
@MainActor @Suite struct CanvasScrollOffsetTests {
    /// A scroll view filling a scene, saved by Xcode 8 (`tools` 11762: iOS 10, no safe area) or
    /// by Xcode 10.1 (14490: iOS 12, its status bar in the safe area), with its content view
    /// stored `contentHeight` tall.
    static func text(tools: Int, contentHeight: Int) -> String {
        let safeAreas = tools >= 13000 ? #" useSafeAreas="YES""# : ""
        let adjustment = tools >= 13000 ? #" contentInsetAdjustmentBehavior="always""# : ""
        return DocumentText.storyboard(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\#(safeAreas) initialViewController="Scr-Vc-001""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            scenes: DocumentText.scene(
                "Scr-Scn-01", controller: "Scr-Vc-001", root: "Scr-Root-1", width: 375, height: 667,
                content: """
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill"\(adjustment) translatesAutoresizingMaskIntoConstraints="NO" id="Scr-Scr-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scr-Box-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Scr-Box-001" firstAttribute="top" secondItem="Scr-Scr-001" secondAttribute="top" id="Scr-Con-001"/>
                                <constraint firstAttribute="bottom" secondItem="Scr-Box-001" secondAttribute="bottom" id="Scr-Con-002"/>
                                <constraint firstItem="Scr-Box-001" firstAttribute="leading" secondItem="Scr-Scr-001" secondAttribute="leading" id="Scr-Con-003"/>
                                <constraint firstAttribute="trailing" secondItem="Scr-Box-001" secondAttribute="trailing" id="Scr-Con-004"/>
                                <constraint firstItem="Scr-Box-001" firstAttribute="centerX" secondItem="Scr-Scr-001" secondAttribute="centerX" id="Scr-Con-005"/>
                                <constraint firstItem="Scr-Box-001" firstAttribute="centerY" secondItem="Scr-Scr-001" secondAttribute="centerY" id="Scr-Con-006"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Scr-Scr-001" firstAttribute="top" secondItem="Scr-Root-1" secondAttribute="top" id="Scr-Con-007"/>
                        <constraint firstAttribute="bottom" secondItem="Scr-Scr-001" secondAttribute="bottom" id="Scr-Con-008"/>
                        <constraint firstItem="Scr-Scr-001" firstAttribute="leading" secondItem="Scr-Root-1" secondAttribute="leading" id="Scr-Con-009"/>
                        <constraint firstAttribute="trailing" secondItem="Scr-Scr-001" secondAttribute="trailing" id="Scr-Con-010"/>
                    </constraints>
                    """))
    }

    static func unit(mode: InterfaceBuilderOptions.Mode, tools: Int = 11762, contentHeight: Int = 667) throws
        -> LaidOutUnit
    {
        try DocumentFixture.unit(
            inText: text(tools: tools, contentHeight: contentHeight), fileName: "Scroll.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
    }

    @Test func onTheCanvasOfXcode8TheContentIsUnscrolled() throws {
        let canvas = try Self.unit(mode: .canvas)
        let scrollView = try #require(try canvas.view("Scr-Scr-001") as? UIScrollView)
        #expect(scrollView.contentOffset == .zero)
        expectFrame(try canvas.view("Scr-Box-001"), 0, 0, 375, 667)
        #expect(canvas.misplacedViews == [])
    }

    @Test func onTheCanvasOfXcode10TheContentRestsBelowTheStatusBarsInset() throws {
        let canvas = try Self.unit(mode: .canvas, tools: 14490, contentHeight: 627)
        let scrollView = try #require(try canvas.view("Scr-Scr-001") as? UIScrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        expectFrame(try canvas.view("Scr-Box-001"), 0, 0, 375, 627)
        #expect(canvas.misplacedViews == [])
    }

    @Test func atRunTimeTheContentRestsBelowTheStatusBarsInset() throws {
        let runtime = try Self.unit(mode: .runtime, tools: 14490)
        let scrollView = try #require(try runtime.view("Scr-Scr-001") as? UIScrollView)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        expectFrame(try runtime.view("Scr-Box-001"), 0, 0, 375, 627)
    }
}
