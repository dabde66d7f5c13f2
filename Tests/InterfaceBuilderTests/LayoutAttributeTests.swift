import InterfaceBuilder
import Testing

/// The attributes that change a control's size: a text field's border, a classic button's
/// content insets and an activity indicator's style.
@Suite struct LayoutAttributeTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="L-Root-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" id="L-Txf-001">
                            <rect key="frame" x="16" y="20" width="288" height="34"/>
                        </textField>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="double" id="L-Txf-002">
                            <rect key="frame" x="16" y="60" width="288" height="18"/>
                        </textField>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="L-Btn-001">
                            <rect key="frame" x="16" y="90" width="86" height="38"/>
                            <inset key="contentEdgeInsets" minX="10" minY="4" maxX="12" maxY="6"/>
                            <state key="normal" title="Send"/>
                        </button>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="whiteLarge" id="L-Act-001">
                            <rect key="frame" x="16" y="140" width="37" height="37"/>
                        </activityIndicatorView>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test func controlsKeepTheAttributesThatSizeThem() throws {
        let document = try IBDocument.parse(Self.text, fileName: "Controls.xib")
        #expect(document.view(withID: "L-Txf-001")?.text?.borderStyle == .roundedRect)
        #expect(document.view(withID: "L-Txf-001")?.text?.placeholder == "Name")
        #expect(document.view(withID: "L-Txf-002")?.text?.borderStyle == nil)
        #expect(
            document.view(withID: "L-Btn-001")?.button?.contentEdgeInsets
                == EdgeInsets(top: 4, left: 10, bottom: 6, right: 12))
        #expect(document.view(withID: "L-Btn-001")?.button?.title == "Send")
        #expect(document.view(withID: "L-Act-001")?.activityIndicatorStyle == .whiteLarge)
        #expect(document.view(withID: "L-Act-001")?.activityIndicatorStyle?.isLarge == true)
        #expect(
            document.warnings.map(\.description) == [
                "Controls.xib:10:17: warning: unknown value 'double' for attribute borderStyle of <textField>"
            ])
    }
}
