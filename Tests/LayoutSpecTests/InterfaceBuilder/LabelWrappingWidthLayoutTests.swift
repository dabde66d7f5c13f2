import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// With measured content, a label with a stored `preferredMaxLayoutWidth` wraps its text at that
/// width, as UIKit does, even when its constraints make it wider; a label without one wraps at
/// its own width. Text is measured in DejaVu Sans (a 17-point line is 19.79 points, rounded up
/// to the 2× pixel grid).
@MainActor @Suite struct LabelWrappingWidthLayoutTests {
    static let text = DocumentText.storyboard(
        #"toolsVersion="5056" targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#,
        device: #"<device id="retina4_7" orientation="portrait"/>"#,
        scenes: DocumentText.scene(
            "Pmw-Scn", controller: "Pmw-Vc", root: "Pmw-Root", width: 375, height: 667, autoresizingMask: nil,
            content: """
                <subviews>
                    <label opaque="NO" text="Wraps at its preferred width" numberOfLines="0" preferredMaxLayoutWidth="100" translatesAutoresizingMaskIntoConstraints="NO" id="Pmw-Own">
                        <rect key="frame" x="20" y="100" width="100" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="Wraps at its preferred width" numberOfLines="0" preferredMaxLayoutWidth="100" translatesAutoresizingMaskIntoConstraints="NO" id="Pmw-Pin">
                        <rect key="frame" x="20" y="200" width="335" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="Wraps at its preferred width" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Pmw-Aut">
                        <rect key="frame" x="20" y="300" width="335" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Pmw-Own" firstAttribute="leading" secondItem="Pmw-Root" secondAttribute="leading" constant="20" id="Pmw-C01"/>
                    <constraint firstItem="Pmw-Own" firstAttribute="top" secondItem="Pmw-Root" secondAttribute="top" constant="100" id="Pmw-C02"/>
                    <constraint firstItem="Pmw-Pin" firstAttribute="leading" secondItem="Pmw-Root" secondAttribute="leading" constant="20" id="Pmw-C03"/>
                    <constraint firstAttribute="trailing" secondItem="Pmw-Pin" secondAttribute="trailing" constant="20" id="Pmw-C04"/>
                    <constraint firstItem="Pmw-Pin" firstAttribute="top" secondItem="Pmw-Root" secondAttribute="top" constant="200" id="Pmw-C05"/>
                    <constraint firstItem="Pmw-Aut" firstAttribute="leading" secondItem="Pmw-Root" secondAttribute="leading" constant="20" id="Pmw-C06"/>
                    <constraint firstAttribute="trailing" secondItem="Pmw-Aut" secondAttribute="trailing" constant="20" id="Pmw-C07"/>
                    <constraint firstItem="Pmw-Aut" firstAttribute="top" secondItem="Pmw-Root" secondAttribute="top" constant="300" id="Pmw-C08"/>
                </constraints>
                """))

    let unit: LaidOutUnit

    init() throws {
        unit = try DocumentFixture.unit(inText: Self.text, fileName: "Wrapping.storyboard")
        #expect(unit.warnings == [])
    }

    private func label(_ id: String) throws -> UILabel {
        try #require(unit.views.first { $0.id == id }?.view as? UILabel, "no label '\(id)'")
    }

    @Test func theStoredWidthIsTheLabelsWrappingWidth() throws {
        #expect(try label("Pmw-Own").preferredMaxLayoutWidth == 100)
        #expect(try label("Pmw-Pin").preferredMaxLayoutWidth == 100)
        #expect(try label("Pmw-Aut").preferredMaxLayoutWidth == 0)
    }

    @Test func aLabelSizedByItsTextWrapsAtTheStoredWidth() throws {
        // Wrapped at 100 points the text takes four lines, 4 × 20.29 = 81.15 → 81.5 high; the
        // widest of them is 79 points. Without the stored width it would take one line.
        expectFrame(try label("Pmw-Own"), 20, 100, 79, 81.5)
    }

    @Test func aWiderLabelStillWrapsAtTheStoredWidth() throws {
        // Pinned 20 from both sides the label is 335 wide, but its height is still that of the
        // text wrapped at 100 points, as in UIKit.
        expectFrame(try label("Pmw-Pin"), 20, 200, 335, 81.5)
    }

    @Test func withoutAStoredWidthALabelWrapsAtItsOwnWidth() throws {
        // At 335 points the text fits on one line: 20.29 → 20.5.
        expectFrame(try label("Pmw-Aut"), 20, 300, 335, 20.5)
    }
}
