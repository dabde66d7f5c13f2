import InterfaceBuilder
import Testing

/// The example of the InterfaceBuilder documentation catalog's landing page, so that what it
/// prints stays true.
@Suite struct DocumentationExampleTests {
    @Test func theLandingPageStoryboardIsReadWithoutWarnings() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            useAutolayout="YES" initialViewController="Vc-1">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Scn-1">
                        <objects>
                            <viewController id="Vc-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Root-1">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-1">
                                            <rect key="frame" x="20" y="60" width="42" height="21"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Lbl-1" firstAttribute="top" secondItem="Root-1" \
            secondAttribute="top" constant="60" id="Cn-1"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocument.parse(xml, fileName: "Main.storyboard")
        let root = document.initialViewController?.view
        #expect(document.device?.screenSize == IBSize(width: 414, height: 896))
        #expect(root?.subviews.first?.text?.text == "Hello")
        #expect(root?.constraints.first?.constant == 60)
        #expect(root?.constraints.first?.firstAttribute == .top)
        #expect(document.warnings.isEmpty)
    }
}
