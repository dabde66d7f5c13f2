import InterfaceBuilder
import Testing

/// A label's `preferredMaxLayoutWidth`: Interface Builder stores it on a multi-line label whose
/// preferred width is explicit (before Xcode 6, on every multi-line label), and UIKit wraps the
/// label's text at it to find the label's intrinsic size. Only labels have it.
@MainActor @Suite struct LabelWrappingWidthTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="5056" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="Pmw-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label opaque="NO" text="Wrapped" numberOfLines="0" preferredMaxLayoutWidth="120.5" translatesAutoresizingMaskIntoConstraints="NO" id="Pmw-Lbl-1">
                            <rect key="frame" x="20" y="20" width="120.5" height="41"/>
                        </label>
                        <label opaque="NO" text="Automatic" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Pmw-Lbl-2">
                            <rect key="frame" x="20" y="80" width="280" height="21"/>
                        </label>
                        <textField opaque="NO" text="Field" preferredMaxLayoutWidth="90" translatesAutoresizingMaskIntoConstraints="NO" id="Pmw-Txf-1">
                            <rect key="frame" x="20" y="120" width="97" height="30"/>
                        </textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    let subviews: [IBView]

    init() throws {
        let document = try IBDocument.parse(Self.text, fileName: "Wrapping.xib")
        #expect(document.warnings == [])
        let root = document.objects.compactMap { object -> IBView? in
            if case .view(let view) = object { return view }
            return nil
        }.first
        subviews = try #require(root?.subviews)
    }

    @Test func aLabelKeepsItsStoredWrappingWidth() {
        #expect(subviews.map(\.id) == ["Pmw-Lbl-1", "Pmw-Lbl-2", "Pmw-Txf-1"])
        #expect(
            subviews[0].text == TextAttributes(text: "Wrapped", numberOfLines: 0, preferredMaxLayoutWidth: 120.5))
    }

    @Test func withoutTheAttributeTheWidthIsAutomatic() {
        #expect(subviews[1].text == TextAttributes(text: "Automatic", numberOfLines: 0))
        #expect(subviews[1].text?.preferredMaxLayoutWidth == nil)
    }

    @Test func otherTextViewsDoNotReadIt() {
        #expect(subviews[2].text?.text == "Field")
        #expect(subviews[2].text?.preferredMaxLayoutWidth == nil)
    }
}
