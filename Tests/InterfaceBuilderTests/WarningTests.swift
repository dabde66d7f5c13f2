import InterfaceBuilder
import Testing

/// What the parser does not understand becomes a warning naming the element and its line and
/// column, and parsing goes on: unknown elements are kept generically or skipped, unknown values
/// left unset, unreadable constraints skipped, dangling ids reported.
@Suite struct WarningTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="maybe" initialViewController="Gone-Vc-001">
            <device id="retina6_12" orientation="sideways"/>
            <scenes>
                <scene sceneID="W-Scn-001">
                    <objects>
                        <viewController id="W-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="stretchy" id="W-Root-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="wide"/>
                                <subviews>
                                    <sparkleView id="W-Spk-001">
                                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    </sparkleView>
                                    <stackView axis="diagonal" alignment="baseline" id="W-Stk-001"/>
                                    <label text="Hi" textAlignment="middle" id="W-Lbl-001">
                                        <glitter/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="W-Spk-001" firstAttribute="middle" id="W-Cn-001"/>
                                    <constraint firstItem="W-Spk-001" firstAttribute="width" multiplier="3:0" id="W-Cn-002"/>
                                    <constraint firstItem="W-Lbl-001" firstAttribute="top" secondItem="W-Ghost-01" secondAttribute="top" id="W-Cn-003"/>
                                    <constraint firstItem="W-Lbl-001" firstAttribute="leading" relation="about" secondItem="W-Root-001" secondAttribute="leading" id="W-Cn-004"/>
                                </constraints>
                                <variation key="heightClass=tall"/>
                            </view>
                            <connections>
                                <segue destination="W-Vc-001" kind="teleport" id="W-Seg-001"/>
                            </connections>
                        </viewController>
                        <gadget id="W-Gdg-001"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    let document: IBDocument

    init() throws {
        document = try IBDocument.parse(Self.text, fileName: "Odd.storyboard")
    }

    @Test func everyMisunderstandingIsReportedInDocumentOrder() {
        #expect(
            document.warnings.map(\.description) == [
                "Odd.storyboard:2:1: warning: unknown value 'maybe' for attribute useAutolayout of <document>",
                "Odd.storyboard:2:1: warning: initialViewController 'Gone-Vc-001' is not the id of a view controller in the document",
                "Odd.storyboard:3:5: warning: unknown value 'sideways' for attribute orientation of <device>",
                "Odd.storyboard:8:21: warning: unknown value 'stretchy' for attribute contentMode of <view>",
                "Odd.storyboard:9:25: warning: attribute height of <rect> is not a number: 'wide'",
                "Odd.storyboard:11:29: warning: unknown view element <sparkleView>; kept as a generic view",
                "Odd.storyboard:14:29: warning: unknown value 'diagonal' for attribute axis of <stackView>",
                "Odd.storyboard:15:29: warning: unknown value 'middle' for attribute textAlignment of <label>",
                "Odd.storyboard:16:33: warning: unknown element <glitter> in <label>; skipped",
                "Odd.storyboard:20:29: warning: constraint 'W-Cn-001' skipped: its firstAttribute 'middle' is not a layout attribute",
                "Odd.storyboard:21:29: warning: constraint 'W-Cn-002' skipped: its multiplier '3:0' is neither a number nor a ratio a:b",
                "Odd.storyboard:22:29: warning: constraint 'W-Cn-003' refers to 'W-Ghost-01', which is not a view or layout guide of the document",
                "Odd.storyboard:23:29: warning: constraint 'W-Cn-004' skipped: its relation 'about' is not one Interface Builder writes",
                "Odd.storyboard:25:25: warning: unknown trait 'heightClass=tall' in variation key 'heightClass=tall'; ignored",
                "Odd.storyboard:28:25: warning: unknown value 'teleport' for attribute kind of <segue>",
                "Odd.storyboard:31:17: warning: unknown element <gadget> in <objects>; kept as an opaque object",
            ])
        #expect(
            document.warnings.map(\.element) == [
                "document", "document", "device", "view", "rect", "sparkleView", "stackView", "label", "glitter",
                "constraint",
                "constraint", "constraint", "constraint", "variation", "segue", "gadget",
            ])
    }

    @Test func parsingGoesOnPastEachWarning() throws {
        #expect(!document.useAutolayout)
        #expect(document.device?.id == "retina6_12")
        #expect(document.device?.orientation == nil)
        let root = try #require(document.viewController(withID: "W-Vc-001")?.view)
        #expect(root.contentMode == nil)
        #expect(root.frame == nil)
        #expect(root.subviews.map(\.kind) == [.unknown, .stackView, .label])
        #expect(root.subviews[0].elementName == "sparkleView")
        #expect(root.subviews[0].frame == IBRect(x: 0, y: 0, width: 10, height: 10))
        #expect(root.subviews[1].stack == StackAttributes(alignment: .lastBaseline))
        #expect(root.subviews[2].text == TextAttributes(text: "Hi"))
        #expect(root.constraints.map(\.id) == ["W-Cn-003"])
        #expect(root.variations.map(\.traits) == [TraitCondition()])
        #expect(document.viewController(withID: "W-Vc-001")?.segues.map(\.kind.rawValue) == ["teleport"])
        #expect(
            document.scenes[0].objects.last
                == .other(
                    IBOtherObject(
                        elementName: "gadget", id: "W-Gdg-001", customClass: nil,
                        location: SourceLocation(line: 31, column: 17))))
    }

    @Test func elementsInterfaceBuilderWritesButTheModelDropsAreSilent() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <label text="Quiet" id="Q-Lbl-001">
                        <color key="textColor" systemColor="labelColor"/>
                        <accessibility key="accessibilityConfiguration" identifier="quiet"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="4"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                        <point key="canvasLocation" x="1" y="2"/>
                    </label>
                    <tapGestureRecognizer id="Q-Tap-001"/>
                </objects>
            </document>
            """
        let quiet = try IBDocument.parse(text, fileName: "Quiet.xib")
        #expect(quiet.warnings == [])
        #expect(quiet.topLevelViews.map(\.text?.text) == ["Quiet"])
        #expect(quiet.objects.count == 2)
    }
}
