import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A text view with scrolling off sizes itself to its text, as a label does: with document
/// content sizes it is as large as its stored frame, so a stack view holding it keeps its stored
/// size.
@MainActor @Suite struct TextViewContentSizeTests {
    /// A centred vertical stack of a title label and a text view that does not scroll.
    static let document = DocumentText.storyboard(
        #"toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Txv-Vc-001""#,
        device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
        scenes: DocumentText.scene(
            "Txv-Scn-01", controller: "Txv-Vc-001", root: "Txv-Root-1", width: 375, height: 667,
            content: """
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Txv-Stk-001">
                        <rect key="frame" x="94" y="305" width="187" height="74.5"/>
                        <subviews>
                            <label opaque="NO" text="No results" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Txv-Lbl-001">
                                <rect key="frame" x="2" y="0.0" width="183" height="26.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="22"/>
                            </label>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="This is the subtitle text." textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Txv-Txt-001">
                                <rect key="frame" x="0.0" y="36.5" width="187" height="38"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                        </subviews>
                    </stackView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Txv-Saf-001"/>
                <constraints>
                    <constraint firstItem="Txv-Stk-001" firstAttribute="centerX" secondItem="Txv-Root-1" secondAttribute="centerX" id="Txv-Con-001"/>
                    <constraint firstItem="Txv-Stk-001" firstAttribute="top" secondItem="Txv-Saf-001" secondAttribute="top" constant="285" id="Txv-Con-002"/>
                </constraints>
                """))

    static func unit() throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: document, fileName: "TextView.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
    }

    @Test func aTextViewThatDoesNotScrollKeepsItsStoredSize() throws {
        let unit = try Self.unit()
        // 20 + 285; the label's 26.5, 10 of spacing and the text view's 38.
        expectFrame(try unit.view("Txv-Stk-001"), 94, 305, 187, 74.5)
        expectFrame(try unit.view("Txv-Lbl-001"), 2, 0, 183, 26.5)
        expectFrame(try unit.view("Txv-Txt-001"), 0, 36.5, 187, 38)
        #expect(unit.misplacedViews == [])
    }
}
