import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import OpenUIKit
import Testing

/// A configuration-based button whose configuration names no title font, measured: on the canvas
/// of Xcode 13 (iOS 15) its title is the 14-point system font, on later canvases and at run time
/// the body style (17 points), inside the medium size's insets of 7 and 12.
@MainActor @Suite struct ConfigurationButtonTests {
    /// A xib saved by `tools` whose view holds a plain-style "Button" at (20, 20).
    static func document(tools: String) -> String {
        DocumentText.xib(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="Cfb-Root-01">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Cfb-Btn-001">
                            <rect key="frame" x="20" y="20" width="67" height="31"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Button"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Cfb-Btn-001" firstAttribute="top" secondItem="Cfb-Root-01" secondAttribute="top" constant="20" id="Cfb-Con-001"/>
                        <constraint firstItem="Cfb-Btn-001" firstAttribute="leading" secondItem="Cfb-Root-01" secondAttribute="leading" constant="20" id="Cfb-Con-002"/>
                    </constraints>
                </view>
                """)
    }

    static let canvas = InterfaceBuilderOptions(mode: .canvas)

    /// "Button" in the system font at `size`, on the 2× pixel grid (OpenUIKit's width, checked
    /// against the font file by `FontMetricsTests`).
    static func titleWidth(size: CGFloat) -> CGFloat {
        let width = "Button".size(withAttributes: [.font: UIFont.systemFont(ofSize: size)]).width
        return (width * 2).rounded(.up) / 2
    }

    @Test func onTheCanvasOfXcode13TheTitleIsTheFourteenPointSystemFont() throws {
        let unit = try DocumentFixture.unit(
            inText: Self.document(tools: "20037"), fileName: "Button.xib", options: Self.canvas)
        // 14 × 2444 / 2048 = 16.71, 17 on the grid, and 7 above and below: 31, as Xcode 13 stores.
        expectFrame(try unit.view("Cfb-Btn-001"), 20, 20, Self.titleWidth(size: 14) + 24, 31)
    }

    @Test func onLaterCanvasesAndAtRunTimeTheTitleIsTheBodyStyle() throws {
        // 17 × 2444 / 2048 = 20.29, 20.5 on the 2× grid, and 7 above and below.
        let width = Self.titleWidth(size: 17) + 24
        let xcode14 = try DocumentFixture.unit(
            inText: Self.document(tools: "21701"), fileName: "Button.xib", options: Self.canvas)
        expectFrame(try xcode14.view("Cfb-Btn-001"), 20, 20, width, 34.5)
        let runtime = try DocumentFixture.unit(inText: Self.document(tools: "20037"), fileName: "Button.xib")
        expectFrame(try runtime.view("Cfb-Btn-001"), 20, 20, width, 34.5)
    }
}
