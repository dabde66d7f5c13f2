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
        // The canvas keeps a plain view's free size as stored (CanvasStoredFrameTests); it does
        // not measure it: without those constraints the size is free.
        let canvas = try Self.scene(.canvas)
        let plain = try canvas.view("Dsz-Pln-001")
        expectFrame(plain, 164, 493, 47, 8)
        NSLayoutConstraint.deactivate(canvas.provisionalConstraints)
        canvas.screen.window.layoutIfNeeded()
        #expect(plain.frame.size == .zero)
        #expect(plain.hasAmbiguousLayout(in: .width))
        let runtime = try Self.scene(.runtime)
        #expect(try runtime.view("Dsz-Dot-001").frame.size == .zero)
        #expect(try runtime.view("Dsz-Dot-001").hasAmbiguousLayout(in: .height))
    }

    /// A scroll view's content: a vertical stack pinned to the scroll view's edges and centred in
    /// it, holding a header whose only free length is a custom view's height and a 154-point
    /// image row, as a person screen of Xcode 13 stores it (the tag list 20 high, the stack 237).
    /// Only the scroll view's fallback content size would decide the height, and the canvas has
    /// none: the custom view keeps its stored height.
    static let scrollDocument = DocumentText.xib(
        #"toolsVersion="21225" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
        device: #"<device id="retina6_0" orientation="portrait" appearance="light"/>"#,
        objects: """
            <view contentMode="scaleToFill" id="Dsz-Root-2">
                <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Scr-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Stk-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="237"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Hdr-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="83"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Tag-001" customClass="TagListView" customModule="Tags">
                                                <rect key="frame" x="16" y="48" width="310" height="20"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Dsz-Tag-001" firstAttribute="top" secondItem="Dsz-Hdr-001" secondAttribute="top" constant="48" id="Dsz-Con-011"/>
                                            <constraint firstItem="Dsz-Tag-001" firstAttribute="leading" secondItem="Dsz-Hdr-001" secondAttribute="leading" constant="16" id="Dsz-Con-012"/>
                                            <constraint firstAttribute="trailing" secondItem="Dsz-Tag-001" secondAttribute="trailing" constant="64" id="Dsz-Con-013"/>
                                            <constraint firstAttribute="bottom" secondItem="Dsz-Tag-001" secondAttribute="bottom" constant="15" id="Dsz-Con-014"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Dsz-Img-001">
                                        <rect key="frame" x="0.0" y="83" width="390" height="154"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="154" id="Dsz-Con-015"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Dsz-Stk-001" firstAttribute="top" secondItem="Dsz-Scr-001" secondAttribute="top" id="Dsz-Con-016"/>
                            <constraint firstAttribute="bottom" secondItem="Dsz-Stk-001" secondAttribute="bottom" id="Dsz-Con-017"/>
                            <constraint firstItem="Dsz-Stk-001" firstAttribute="leading" secondItem="Dsz-Scr-001" secondAttribute="leading" id="Dsz-Con-018"/>
                            <constraint firstAttribute="trailing" secondItem="Dsz-Stk-001" secondAttribute="trailing" id="Dsz-Con-019"/>
                            <constraint firstItem="Dsz-Stk-001" firstAttribute="centerX" secondItem="Dsz-Scr-001" secondAttribute="centerX" id="Dsz-Con-020"/>
                        </constraints>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="Dsz-Scr-001" firstAttribute="top" secondItem="Dsz-Root-2" secondAttribute="top" id="Dsz-Con-021"/>
                    <constraint firstItem="Dsz-Scr-001" firstAttribute="leading" secondItem="Dsz-Root-2" secondAttribute="leading" id="Dsz-Con-022"/>
                    <constraint firstAttribute="trailing" secondItem="Dsz-Scr-001" secondAttribute="trailing" id="Dsz-Con-023"/>
                    <constraint firstAttribute="bottom" secondItem="Dsz-Scr-001" secondAttribute="bottom" id="Dsz-Con-024"/>
                </constraints>
            </view>
            """)

    @Test func onTheCanvasACustomViewInScrollContentKeepsTheHeightNoConstraintGives() throws {
        let unit = try DocumentFixture.unit(
            inText: Self.scrollDocument, fileName: "Person.xib",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try unit.view("Dsz-Tag-001"), 16, 48, 310, 20)
        expectFrame(try unit.view("Dsz-Hdr-001"), 0, 0, 390, 83)
        expectFrame(try unit.view("Dsz-Img-001"), 0, 83, 390, 154)
        expectFrame(try unit.view("Dsz-Stk-001"), 0, 0, 390, 237)
    }
}
