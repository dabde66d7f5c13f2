import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A stack view Interface Builder saves with the standard spacing (`spacingType="standard"`,
/// UIKit's `UIStackView.spacingUseSystem`) stores no `spacing`: its arranged views are 8 points
/// apart, as the frames Xcode stores for such stacks show.
@MainActor @Suite struct StackViewSpacingTests {
    static func document(stackAttributes: String) -> String {
        DocumentText.xib(
            #"toolsVersion="13196" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="Stk-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" \(stackAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Stack-1">
                            <rect key="frame" x="20" y="20" width="335" height="106"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Row-01">
                                    <rect key="frame" x="0.0" y="0.0" width="335" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Stk-Con-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Row-02">
                                    <rect key="frame" x="0.0" y="38" width="335" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Stk-Con-002"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Row-03">
                                    <rect key="frame" x="0.0" y="76" width="335" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="Stk-Con-003"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Stk-Stack-1" firstAttribute="top" secondItem="Stk-Root-1" secondAttribute="top" constant="20" id="Stk-Con-004"/>
                        <constraint firstItem="Stk-Stack-1" firstAttribute="leading" secondItem="Stk-Root-1" secondAttribute="leading" constant="20" id="Stk-Con-005"/>
                        <constraint firstAttribute="trailing" secondItem="Stk-Stack-1" secondAttribute="trailing" constant="20" id="Stk-Con-006"/>
                    </constraints>
                </view>
                """)
    }

    static func unit(stackAttributes: String) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: document(stackAttributes: stackAttributes), fileName: "Stack.xib",
            options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas))
    }

    @Test func theStandardSpacingPutsArrangedViewsEightPointsApart() throws {
        let unit = try Self.unit(stackAttributes: #"spacingType="standard""#)
        expectFrame(try unit.view("Stk-Stack-1"), 20, 20, 335, 106)
        expectFrame(try unit.view("Stk-Row-02"), 0, 38, 335, 30)
        expectFrame(try unit.view("Stk-Row-03"), 0, 76, 335, 30)
        #expect(unit.misplacedViews == [])
        #expect(
            try IBDocument.parse(Self.document(stackAttributes: #"spacingType="standard""#), fileName: "Stack.xib")
                .warnings.isEmpty)
    }

    @Test func withoutASpacingTheArrangedViewsTouch() throws {
        let unit = try Self.unit(stackAttributes: "")
        expectFrame(try unit.view("Stk-Stack-1"), 20, 20, 335, 90)
        expectFrame(try unit.view("Stk-Row-03"), 0, 60, 335, 30)
    }

    @Test func anUnknownSpacingTypeIsReportedWithItsLine() throws {
        let text = Self.document(stackAttributes: #"spacingType="roomy""#)
        let document = try IBDocument.parse(text, fileName: "Stack.xib")
        #expect(
            document.warnings.map(\.description) == [
                "Stack.xib:10:9: warning: unknown value 'roomy' for attribute spacingType of <stackView>"
            ])
        let unit = try Self.unit(stackAttributes: #"spacingType="roomy""#)
        expectFrame(try unit.view("Stk-Row-03"), 0, 60, 335, 30)
    }

    /// Specs write the standard spacing as `system`; it reads back as the same model.
    @Test func specsWriteTheStandardSpacingAsSystem() throws {
        let spec = """
            name: rows
            device: iPhone8
            controller:
              name: main
              view:
                subviews:
                  - name: stack
                    class: UIStackView
                    axis: vertical
                    spacing: system
                    subviews:
                      - {name: first, intrinsicContentSize: [100, 30]}
                      - {name: second, intrinsicContentSize: [100, 30]}
            constraints:
              - stack.leading == superview.leading + 20
              - stack.top == superview.top + 40
            """
        let screen = try ScreenSpecLoader.load(yaml: spec, fileName: "rows.yaml")
        expectFrame(try #require(screen.view(named: "second")), 0, 38, 100, 30)
        let model = try ScreenSpecLoader.model(yaml: spec, fileName: "rows.yaml")
        let text = try model.yaml()
        #expect(text.contains("spacing: system"))
        #expect(try ScreenSpecLoader.model(yaml: text, fileName: "again.yaml") == model)
    }
}
