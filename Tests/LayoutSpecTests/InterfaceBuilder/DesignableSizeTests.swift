import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Interface Builder sizes a view of a designable class by running the class's code: a page
/// control of a library's example, centred with no size constraint, is stored 47 × 8 and not
/// flagged ambiguous. On the canvas a plain view of a custom class that the constraints leave
/// without a width or a height keeps its stored one; the constraints still win where they
/// decide.
@MainActor @Suite struct DesignableSizeTests {
    static let document = DocumentText.storyboard(
        #"toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Dsz-Vc-001""#,
        device: #"<device id="retina4_7" orientation="portrait"/>"#,
        scenes: DocumentText.scene(
            "Dsz-Scn-01", controller: "Dsz-Vc-001", root: "Dsz-Root-1", width: 375, height: 667,
            content: """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Dot-001" customClass="DotsControl" customModule="Dots">
                        <rect key="frame" x="164" y="433" width="47" height="8"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Bar-001" customClass="DotsControl" customModule="Dots">
                        <rect key="frame" x="20" y="461" width="335" height="12"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Pln-001">
                        <rect key="frame" x="164" y="493" width="47" height="8"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Dsz-Saf-001"/>
                <constraints>
                    <constraint firstItem="Dsz-Dot-001" firstAttribute="centerX" secondItem="Dsz-Root-1" secondAttribute="centerX" id="Dsz-Con-001"/>
                    <constraint firstItem="Dsz-Dot-001" firstAttribute="centerY" secondItem="Dsz-Root-1" secondAttribute="centerY" constant="103.5" id="Dsz-Con-002"/>
                    <constraint firstItem="Dsz-Bar-001" firstAttribute="leading" secondItem="Dsz-Root-1" secondAttribute="leading" constant="20" id="Dsz-Con-003"/>
                    <constraint firstAttribute="trailing" secondItem="Dsz-Bar-001" secondAttribute="trailing" constant="20" id="Dsz-Con-004"/>
                    <constraint firstItem="Dsz-Bar-001" firstAttribute="top" secondItem="Dsz-Dot-001" secondAttribute="bottom" constant="20" id="Dsz-Con-005"/>
                    <constraint firstItem="Dsz-Pln-001" firstAttribute="centerX" secondItem="Dsz-Root-1" secondAttribute="centerX" id="Dsz-Con-006"/>
                    <constraint firstItem="Dsz-Pln-001" firstAttribute="top" secondItem="Dsz-Bar-001" secondAttribute="bottom" constant="20" id="Dsz-Con-007"/>
                </constraints>
                """))

    static func scene(_ mode: InterfaceBuilderOptions.Mode) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: document, fileName: "Dots.storyboard", id: "Dsz-Vc-001",
            options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
    }

    @Test func onTheCanvasACustomViewTheConstraintsDoNotSizeKeepsItsStoredSize() throws {
        let unit = try Self.scene(.canvas)
        expectFrame(try unit.view("Dsz-Dot-001"), 164, 433, 47, 8)
        // The constraints give the second its width; its height is the stored one.
        expectFrame(try unit.view("Dsz-Bar-001"), 20, 461, 335, 12)
        #expect(try !unit.view("Dsz-Bar-001").hasAmbiguousLayout)
    }

    @Test func aPlainViewAndRunTimeMeasureNothing() throws {
        let canvas = try Self.scene(.canvas)
        let plain = try canvas.view("Dsz-Pln-001")
        #expect(plain.frame.size == .zero)
        #expect(plain.hasAmbiguousLayout(in: .width))
        let runtime = try Self.scene(.runtime)
        #expect(try runtime.view("Dsz-Dot-001").frame.size == .zero)
        #expect(try runtime.view("Dsz-Dot-001").hasAmbiguousLayout(in: .height))
    }
}
