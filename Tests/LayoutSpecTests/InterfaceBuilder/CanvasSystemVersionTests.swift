import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// The canvas draws controls as the iOS of the Xcode that saved the document did: an Xcode 8
/// document's stepper and segmented control are iOS 10's, 29 points tall, where iOS 13 and later
/// make them 32.
@MainActor @Suite struct CanvasSystemVersionTests {
    static let document = DocumentText.storyboard(
        #"toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="Ver-Vc-001""#,
        device: #"<device id="retina4_7" orientation="portrait"/>"#,
        scenes: DocumentText.scene(
            "Ver-Scn-01", controller: "Ver-Vc-001", root: "Ver-Root-1", width: 375, height: 667,
            content: """
                <subviews>
                    <stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="Ver-Stp-001">
                        <rect key="frame" x="20" y="40" width="94" height="29"/>
                    </stepper>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Ver-Seg-001">
                        <rect key="frame" x="20" y="89" width="121" height="29"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="121" id="Ver-Con-001"/>
                        </constraints>
                        <segments>
                            <segment title="First"/>
                            <segment title="Second"/>
                        </segments>
                    </segmentedControl>
                </subviews>
                <constraints>
                    <constraint firstItem="Ver-Stp-001" firstAttribute="top" secondItem="Ver-Root-1" secondAttribute="top" constant="40" id="Ver-Con-002"/>
                    <constraint firstItem="Ver-Stp-001" firstAttribute="leading" secondItem="Ver-Root-1" secondAttribute="leading" constant="20" id="Ver-Con-003"/>
                    <constraint firstItem="Ver-Seg-001" firstAttribute="top" secondItem="Ver-Stp-001" secondAttribute="bottom" constant="20" id="Ver-Con-004"/>
                    <constraint firstItem="Ver-Seg-001" firstAttribute="leading" secondItem="Ver-Root-1" secondAttribute="leading" constant="20" id="Ver-Con-005"/>
                </constraints>
                """))

    static func unit(_ mode: InterfaceBuilderOptions.Mode) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: document, fileName: "Version.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
    }

    @Test func anXcode8DocumentsControlsAreIOS10sOnTheCanvas() throws {
        let canvas = try Self.unit(.canvas)
        #expect(canvas.unit.model.systemVersion == 10)
        expectFrame(try canvas.view("Ver-Stp-001"), 20, 40, 94, 29)
        expectFrame(try canvas.view("Ver-Seg-001"), 20, 89, 121, 29)
        #expect(canvas.misplacedViews == [])
    }

    @Test(arguments: [
        ("12121", 10.0), ("14490.70", 12), ("14868", 13), ("17701", 14), ("18122", 14), ("19162", 15), ("21507", 16),
        ("22155", 17), ("23094", 18), ("24127", 26), ("32700.99.1234", 17),
    ])
    func theCanvasRunsTheIOSOfTheXcodeThatSavedTheDocument(tools: String, systemVersion: Double) throws {
        // Xcode 12.5 (tools version 18122) still has the iOS 14 SDK: its four-page control is
        // stored 139 × 28, as iOS 14 draws it. The builds of 14800 and up are Xcode 11's (they
        // write the `appearance` attribute of iOS 13's dark mode): SVProgressHUD's demo (14868)
        // stores its segmented controls 32 points tall, as iOS 13 draws them.
        let text = Self.document.replacingOccurrences(of: #"toolsVersion="12121""#, with: #"toolsVersion="\#(tools)""#)
        let unit = try DocumentFixture.unit(
            inText: text, fileName: "Version.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        #expect(unit.unit.model.systemVersion == systemVersion)
    }

    @Test func withDocumentContentSizesASegmentedControlIsAsWideAsStored() throws {
        // SVProgressHUD's demo (Xcode 9) stores "Light | Dark" 91 wide: San Francisco's titles,
        // which our fonts would measure 97. Without its width constraint the control keeps the
        // stored width and its own height; measured, its titles give it 128.
        let unconstrained = Self.document.replacingOccurrences(
            of: #"<constraint firstAttribute="width" constant="121" id="Ver-Con-001"/>"#, with: "")
        let document = try DocumentFixture.unit(
            inText: unconstrained, fileName: "Version.storyboard",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
        expectFrame(try document.view("Ver-Seg-001"), 20, 89, 121, 29)
        let measured = try DocumentFixture.unit(
            inText: unconstrained, fileName: "Version.storyboard", options: InterfaceBuilderOptions(mode: .canvas))
        expectFrame(try measured.view("Ver-Seg-001"), 20, 89, 128, 29)
    }

    @Test func atRunTimeTheControlsAreTodaysIOSs() throws {
        let runtime = try Self.unit(.runtime)
        #expect(runtime.unit.model.systemVersion == 17)
        expectFrame(try runtime.view("Ver-Stp-001"), 20, 40, 94, 32)
        expectFrame(try runtime.view("Ver-Seg-001"), 20, 92, 121, 32)
    }
}
