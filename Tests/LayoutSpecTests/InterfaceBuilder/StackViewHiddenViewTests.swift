import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A hidden arranged view whose own required constraints give it a length: Interface Builder's
/// canvas keeps the length (the stored frames of real documents: 28 points wide, just before the
/// first visible view), where UIKit's required `UISV-hiding` breaks the view's constraint at run
/// time and the view is 0 long.
@MainActor @Suite struct StackViewHiddenViewTests {
    static let document = DocumentText.xib(
        #"toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES""#,
        device: #"<device id="retina6_1" orientation="portrait"/>"#,
        objects: """
            <view contentMode="scaleToFill" id="Hid-Root-1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-Stack-1">
                        <rect key="frame" x="0.0" y="16" width="320" height="49"/>
                        <subviews>
                            <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-Badge-1">
                                <rect key="frame" x="-28" y="10.5" width="28" height="28"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="28" id="Hid-Con-001"/>
                                    <constraint firstAttribute="height" constant="28" id="Hid-Con-002"/>
                                </constraints>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Hid-Title-1">
                                <rect key="frame" x="0.0" y="16" width="320" height="17"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="Hid-Stack-1" firstAttribute="leading" secondItem="Hid-Root-1" secondAttribute="leading" id="Hid-Con-003"/>
                    <constraint firstAttribute="trailing" secondItem="Hid-Stack-1" secondAttribute="trailing" id="Hid-Con-004"/>
                    <constraint firstItem="Hid-Stack-1" firstAttribute="top" secondItem="Hid-Root-1" secondAttribute="top" constant="16" id="Hid-Con-005"/>
                    <constraint firstAttribute="bottom" secondItem="Hid-Stack-1" secondAttribute="bottom" constant="15" id="Hid-Con-006"/>
                </constraints>
            </view>
            """)

    static func unit(_ mode: InterfaceBuilderOptions.Mode) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: document, fileName: "Hidden.xib",
            options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
    }

    @Test func theCanvasKeepsAHiddenViewsRequiredLengthBeforeTheFirstVisibleView() throws {
        let unit = try Self.unit(.canvas)
        expectFrame(try unit.view("Hid-Badge-1"), -28, 10.5, 28, 28)
        expectFrame(try unit.view("Hid-Title-1"), 0, 16, 320, 17)
        #expect(unit.screen.events.isEmpty)
        #expect(unit.misplacedViews == [])
    }

    @Test func atRunTimeUISVHidingBreaksTheHiddenViewsWidth() throws {
        let unit = try Self.unit(.runtime)
        expectFrame(try unit.view("Hid-Badge-1"), 0, 10.5, 0, 28)
        expectFrame(try unit.view("Hid-Title-1"), 0, 16, 320, 17)
        guard case .unsatisfiable(let set, let broken) = try #require(unit.screen.events.first) else {
            Issue.record("expected the conflict of the width with UISV-hiding, got \(unit.screen.events)")
            return
        }
        #expect(set.map(\.identifier) == [nil, "UISV-hiding"])
        #expect(broken.constant == 28)
    }
}
