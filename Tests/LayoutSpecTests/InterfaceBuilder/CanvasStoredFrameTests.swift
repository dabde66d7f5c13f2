import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// Interface Builder's canvas draws each view at its stored frame where the constraints leave a
/// position or a length free; a check still reports the freedom. The documents are small ones of
/// our own: a xib view holding a box pinned by its leading edge and size (its top free), and a
/// slider pinned by its leading and top edges (its width free), stored as Xcode 14 stores them.
@MainActor @Suite struct CanvasStoredFrameTests {
    static func document(_ subview: String, _ constraints: String) -> String {
        DocumentText.xib(
            #"toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina4_7" orientation="portrait"/>"#,
            objects: """
                <view contentMode="scaleToFill" id="Stf-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subview)
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
                """)
    }

    static let box = document(
        #"""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Stf-Box-001">
            <rect key="frame" x="20" y="120" width="100" height="50"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="Stf-Con-001"/>
                <constraint firstAttribute="height" constant="50" id="Stf-Con-002"/>
            </constraints>
        </view>
        """#,
        #"<constraint firstItem="Stf-Box-001" firstAttribute="leading" secondItem="Stf-Root-1" secondAttribute="leading" constant="20" id="Stf-Con-003"/>"#
    )

    static func unit(_ text: String, _ mode: InterfaceBuilderOptions.Mode) throws -> LaidOutUnit {
        try DocumentFixture.unit(
            inText: text, fileName: "Stays.xib", options: InterfaceBuilderOptions(contentSize: .document, mode: mode))
    }

    @Test func onTheCanvasAFreeTopStaysWhereTheDocumentStoresIt() throws {
        let canvas = try Self.unit(Self.box, .canvas)
        let box = try canvas.view("Stf-Box-001")
        expectFrame(box, 20, 120, 100, 50)
        // One constraint, below every priority a document writes, for the one free component.
        #expect(canvas.provisionalConstraints.count == 1)
        let stay = try #require(canvas.provisionalConstraints.first)
        #expect(stay.firstAttribute == .top && stay.secondItem === canvas.rootView && stay.constant == 120)
        #expect(stay.priority.rawValue == 0.5)
        #expect(stay.identifier == "IB-canvas-stored-frame")
        // Without it the top is free again, as a check asks.
        #expect(!box.hasAmbiguousLayout(in: .y))
        NSLayoutConstraint.deactivate(canvas.provisionalConstraints)
        canvas.screen.window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout(in: .y))
    }

    @Test func atRunTimeNothingKeepsTheStoredFrame() throws {
        // UIKit's solver leaves the top wherever it happens to be: not at the stored 120.
        let runtime = try Self.unit(Self.box, .runtime)
        #expect(runtime.provisionalConstraints.isEmpty)
        let box = try runtime.view("Stf-Box-001")
        #expect(box.hasAmbiguousLayout(in: .y))
        #expect(box.frame.minY != 120)
    }

    @Test func aViewTheConstraintsPlaceGetsNoStoredFrameConstraint() throws {
        let top = #"""
            <constraint firstItem="Stf-Box-001" firstAttribute="top" secondItem="Stf-Root-1" secondAttribute="top" constant="60" id="Stf-Con-004"/>
            """#
        let leading = #"<constraint firstItem="Stf-Box-001" firstAttribute="leading""#
        let placed = Self.box.replacingOccurrences(of: leading, with: top + "\n" + leading)
        #expect(placed != Self.box)
        let canvas = try Self.unit(placed, .canvas)
        #expect(canvas.provisionalConstraints.isEmpty)
        // The constraints win over the stored frame: the box is misplaced, not kept.
        expectFrame(try canvas.view("Stf-Box-001"), 20, 60, 100, 50)
    }

    @Test func aFreeLengthIsTheAlignmentRectanglesOfTheStoredFrame() throws {
        // A slider's frame reaches 2 points beyond its alignment rectangle on each side: stored
        // 170 wide at x = 18, its rectangle is 166 wide from x = 20.
        let slider = Self.document(
            #"""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Stf-Sld-001">
                <rect key="frame" x="18" y="60" width="170" height="31"/>
            </slider>
            """#,
            #"""
            <constraint firstItem="Stf-Sld-001" firstAttribute="leading" secondItem="Stf-Root-1" secondAttribute="leading" constant="20" id="Stf-Con-005"/>
            <constraint firstItem="Stf-Sld-001" firstAttribute="top" secondItem="Stf-Root-1" secondAttribute="top" constant="60" id="Stf-Con-006"/>
            """#)
        let canvas = try Self.unit(slider, .canvas)
        expectFrame(try canvas.view("Stf-Sld-001"), 18, 60, 170, 31)
        #expect(canvas.provisionalConstraints.map(\.constant) == [166])
    }
}
