import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// `layoutMarginsFollowReadableWidth="YES"` on a view: its margins are its readable content
/// guide's, so on an iPad what is pinned to them is 672 points wide and centred.
@MainActor @Suite struct ReadableWidthMarginsLayoutTests {
    /// An iPad scene whose label is pinned to the root view's leading and trailing margins;
    /// `follows` sets `layoutMarginsFollowReadableWidth` on the root.
    static func scene(follows: Bool) -> String {
        let setting = follows ? #" layoutMarginsFollowReadableWidth="YES""# : ""
        return DocumentText.storyboard(
            #"toolsVersion="19162" targetRuntime="iOS.CocoaTouch.iPad" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="Rdw-Vc-001""#,
            device: #"<device id="ipad9_7" orientation="portrait" appearance="light"/>"#,
            scenes: DocumentText.scene(
                "Rdw-Scn-01", controller: "Rdw-Vc-001", root: "Rdw-Root-1", rootAttributes: setting, width: 768,
                height: 1024,
                content: """
                    <subviews>
                        <label opaque="NO" text="Chapter one" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Rdw-Lbl-001">
                            <rect key="frame" x="48" y="40" width="672" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Rdw-Saf-001"/>
                    <constraints>
                        <constraint firstItem="Rdw-Lbl-001" firstAttribute="top" secondItem="Rdw-Saf-001" secondAttribute="top" constant="20" id="Rdw-Con-001"/>
                        <constraint firstItem="Rdw-Lbl-001" firstAttribute="leading" secondItem="Rdw-Root-1" secondAttribute="leadingMargin" id="Rdw-Con-002"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Rdw-Lbl-001" secondAttribute="trailing" id="Rdw-Con-003"/>
                    </constraints>
                    """))
    }

    static func unit(follows: Bool) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: Self.scene(follows: follows), fileName: "Readable.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
    }

    @Test func marginsFollowingTheReadableWidthCentreA672PointColumnOnAnIPad() throws {
        let unit = try Self.unit(follows: true)
        // The root's side margins are 20 (768 points wide): 728 between them, 28 more on each side;
        // its top margin is the status bar's 20.
        #expect(try unit.view("Rdw-Root-1").layoutMargins.description == "{20, 48, 0, 48}")
        expectFrame(try unit.view("Rdw-Lbl-001"), 48, 40, 672, 20.5)
        #expect(unit.warnings.lines == [])
        #expect(unit.misplacedViews == [])
    }

    @Test func withoutTheSettingTheMarginsAreTheRootViews() throws {
        let unit = try Self.unit(follows: false)
        expectFrame(try unit.view("Rdw-Lbl-001"), 20, 40, 728, 20.5)
    }
}
