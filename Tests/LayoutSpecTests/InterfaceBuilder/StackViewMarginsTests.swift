import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A stack view whose layout margins Interface Builder stores (its Layout Margins set to Fixed or
/// Language Directional) arranges its views inside them, though the document stores no
/// `layoutMarginsRelativeArrangement`: the frames Xcode stores for such stacks lie within their
/// margins.
@MainActor @Suite struct StackViewMarginsTests {
    static func document(margins: String) -> String {
        DocumentText.xib(
            #"toolsVersion="15702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="Smg-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Smg-Stack-1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="84"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Smg-Row-01">
                                    <rect key="frame" x="8" y="8" width="304" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Smg-Con-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Smg-Row-02">
                                    <rect key="frame" x="8" y="46" width="304" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Smg-Con-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                            \(margins)
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Smg-Stack-1" firstAttribute="top" secondItem="Smg-Root-1" secondAttribute="top" id="Smg-Con-003"/>
                        <constraint firstItem="Smg-Stack-1" firstAttribute="leading" secondItem="Smg-Root-1" secondAttribute="leading" id="Smg-Con-004"/>
                        <constraint firstAttribute="trailing" secondItem="Smg-Stack-1" secondAttribute="trailing" id="Smg-Con-005"/>
                    </constraints>
                </view>
                """)
    }

    static func unit(margins: String, mode: InterfaceBuilderOptions.Mode = .canvas) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: document(margins: margins), fileName: "Rows.xib",
            options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
    }

    @Test func storedDirectionalMarginsInsetTheArrangedViews() throws {
        let margins =
            #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>"#
        for mode in InterfaceBuilderOptions.Mode.allCases {
            let unit = try Self.unit(margins: margins, mode: mode)
            expectFrame(try unit.view("Smg-Stack-1"), 0, 0, 320, 84)
            expectFrame(try unit.view("Smg-Row-01"), 8, 8, 304, 30)
            expectFrame(try unit.view("Smg-Row-02"), 8, 46, 304, 30)
            #expect(try #require(try unit.view("Smg-Stack-1") as? UIStackView).isLayoutMarginsRelativeArrangement)
        }
    }

    @Test func storedEdgeMarginsInsetTheArrangedViews() throws {
        let unit = try Self.unit(
            margins: #"<edgeInsets key="layoutMargins" top="0.0" left="10" bottom="4" right="0.0"/>"#)
        expectFrame(try unit.view("Smg-Stack-1"), 0, 0, 320, 72)
        expectFrame(try unit.view("Smg-Row-01"), 10, 0, 310, 30)
        expectFrame(try unit.view("Smg-Row-02"), 10, 38, 310, 30)
    }

    @Test func withoutStoredMarginsTheViewsFillTheStack() throws {
        let unit = try Self.unit(margins: "")
        expectFrame(try unit.view("Smg-Stack-1"), 0, 0, 320, 68)
        expectFrame(try unit.view("Smg-Row-01"), 0, 0, 320, 30)
        #expect(try #require(try unit.view("Smg-Stack-1") as? UIStackView).isLayoutMarginsRelativeArrangement == false)
    }
}
