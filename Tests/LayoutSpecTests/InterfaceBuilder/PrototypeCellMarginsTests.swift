import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// On the canvas a storyboard's prototype cell has the content-view margins of a cell in its
/// table, as wide as the table's stored frame: from iOS 11, 11 points at the top and bottom and
/// 16 at the sides below 400 points of width. The document below is a small one of our own,
/// with the frames Xcode stores for the same settings in saved documents.
@MainActor @Suite struct PrototypeCellMarginsTests {
    /// A table scene of Xcode 12 whose 90-point prototype cell holds a title pinned to its
    /// content view's top, leading and trailing margins and a note below it, pinned to the
    /// bottom margin.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Pcm-Vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Pcm-Scn-01">
                    <objects>
                        <tableViewController id="Pcm-Vc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Pcm-Tbl-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="EventCell" rowHeight="90" id="Pcm-Cel-001">
                                        <rect key="frame" x="0.0" y="28" width="375" height="90"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pcm-Cel-001" id="Pcm-Ccv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="90"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pcm-Ttl-001">
                                                    <rect key="frame" x="16" y="11" width="343" height="18"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="18" id="Pcm-Con-001"/>
                                                    </constraints>
                                                </view>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pcm-Not-001">
                                                    <rect key="frame" x="16" y="37" width="343" height="42"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Pcm-Ttl-001" firstAttribute="top" secondItem="Pcm-Ccv-001" secondAttribute="topMargin" id="Pcm-Con-002"/>
                                                <constraint firstItem="Pcm-Ttl-001" firstAttribute="leading" secondItem="Pcm-Ccv-001" secondAttribute="leadingMargin" id="Pcm-Con-003"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="Pcm-Ttl-001" secondAttribute="trailing" id="Pcm-Con-004"/>
                                                <constraint firstItem="Pcm-Not-001" firstAttribute="top" secondItem="Pcm-Ttl-001" secondAttribute="bottom" constant="8" id="Pcm-Con-005"/>
                                                <constraint firstItem="Pcm-Not-001" firstAttribute="leading" secondItem="Pcm-Ttl-001" secondAttribute="leading" id="Pcm-Con-006"/>
                                                <constraint firstItem="Pcm-Not-001" firstAttribute="trailing" secondItem="Pcm-Ttl-001" secondAttribute="trailing" id="Pcm-Con-007"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="Pcm-Not-001" secondAttribute="bottom" id="Pcm-Con-008"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func cell(options: InterfaceBuilderOptions) throws -> LaidOutUnit {
        try DocumentFixture.unit(inText: document, fileName: "Events.storyboard", id: "Pcm-Cel-001", options: options)
    }

    @Test func onTheCanvasAPrototypeCellHasElevenAtTopAndBottom() throws {
        let unit = try Self.cell(options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try unit.view("Pcm-Ttl-001"), 16, 11, 343, 18)
        expectFrame(try unit.view("Pcm-Not-001"), 16, 37, 343, 42)
        #expect(unit.misplacedViews == [])
    }

    /// Xcode 13 stores a prototype row of an inset grouped table on the 414-point canvas at x = 20,
    /// 374 wide: the table's margins on both sides.
    @Test func onTheCanvasARowOfAnInsetGroupedTableKeepsItsStoredInsets() throws {
        let text = Self.document
            .replacingOccurrences(of: #"style="plain""#, with: #"style="insetGrouped""#)
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="28" width="375" height="90"/>"#,
                with: #"<rect key="frame" x="16" y="28" width="343" height="90"/>"#)
        let unit = try DocumentFixture.unit(
            inText: text, fileName: "Events.storyboard", id: "Pcm-Cel-001",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try unit.view("Pcm-Cel-001"), 16, 28, 343, 90)
    }

    /// Before iOS 12 a cell and content view that preserve their superview's margins (as this
    /// fixture's do) take the table's 15 points at the sides: SwipeCellKit's mail cell, saved by
    /// Xcode 8.3, stores views pinned to the leading margin at x = 15; Xcode 12's canvas gives 16.
    @Test(arguments: [("11762", 15.0, 8.0), ("13771", 15.0, 11.0), ("17701", 16.0, 11.0)])
    func beforeIOS12APreservingCellHasTheTablesFifteenPointsAtTheSides(
        tools: String, side: Double, top: Double
    ) throws {
        let text = Self.document.replacingOccurrences(of: #"toolsVersion="17701""#, with: #"toolsVersion="\#(tools)""#)
        let unit = try DocumentFixture.unit(
            inText: text, fileName: "Events.storyboard", id: "Pcm-Cel-001",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try unit.view("Pcm-Ttl-001"), side, top, 375 - 2 * side, 18)
    }

    @Test func atRunTimeAPrototypeCellKeepsAPlainViewsMargins() throws {
        // Our choice: the table's width is known only once it is laid out.
        let unit = try Self.cell(options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try unit.view("Pcm-Ttl-001"), 16, 8, 343, 18)
        expectFrame(try unit.view("Pcm-Not-001"), 16, 34, 343, 48)
    }

    /// The document as Xcode 6.3 saves it: its cells' content views without a frame, in a table
    /// whose separators are `separatorStyle`.
    static func xcode6Document(separatorStyle: String) -> String {
        document.replacingOccurrences(of: #"toolsVersion="17701""#, with: #"toolsVersion="7519.1""#)
            .replacingOccurrences(of: #"separatorStyle="default""#, with: #"separatorStyle="\#(separatorStyle)""#)
            .replacingOccurrences(of: #" preservesSuperviewLayoutMargins="YES""#, with: "")
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="90"/>"#, with: "")
    }

    @Test(arguments: [("default", 89.0), ("none", 90.0)])
    func anXcode6ContentViewWithoutAFrameEndsAboveTheSeparatorIfTheTableShowsOne(
        separatorStyle: String, contentHeight: Double
    ) throws {
        // Yalantis' Persei example (Xcode 6.3 beta, 7519.1) stores an image filling a 640-point
        // prototype cell of a table without separators 640 tall; Xcode 6.3 and 6.4 store the
        // content views of tables with separators a point shorter than their cells.
        let unit = try DocumentFixture.unit(
            inText: Self.xcode6Document(separatorStyle: separatorStyle), fileName: "Events.storyboard",
            id: "Pcm-Cel-001", options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try unit.view("Pcm-Ccv-001"), 0, 0, 375, contentHeight)
        // iOS 8's content-view margins: 8 on every side.
        expectFrame(try unit.view("Pcm-Not-001"), 8, 34, 359, contentHeight - 42)
    }
}
