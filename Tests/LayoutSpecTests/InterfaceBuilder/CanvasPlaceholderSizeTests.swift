import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// On the canvas Interface Builder sizes any view by its placeholder intrinsic size, keeps the
/// stored breadth of a view a stack arranges without sizing it, and draws a collection view cell
/// at its stored frame; at run time only a custom class's placeholder stands for what its code
/// measures. The documents are small ones of our own with the settings of saved documents (an
/// empty stack view of Xcode 13 that stores its placeholder height, spacers in a centred stack of
/// Xcode 11, a collection view cell of Xcode 12 stored with autoresizing translation off).
@MainActor @Suite struct CanvasPlaceholderSizeTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
    static let runtime = InterfaceBuilderOptions(contentSize: .document)

    /// A xib view 300 × 400 holding, pinned to its top and sides, an empty stack view with a
    /// 200-point placeholder height and no custom class, and a label 10 points below it.
    static let stackDocument = DocumentText.xib(
        #"toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
        device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
        objects: """
            <view contentMode="scaleToFill" id="Cph-Root-1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="300" placeholderIntrinsicHeight="200" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Cph-Stk-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    </stackView>
                    <label opaque="NO" text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="Cph-Lbl-001">
                        <rect key="frame" x="0.0" y="210" width="42" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Cph-Stk-001" firstAttribute="top" secondItem="Cph-Root-1" secondAttribute="top" id="Cph-Con-001"/>
                    <constraint firstItem="Cph-Stk-001" firstAttribute="leading" secondItem="Cph-Root-1" secondAttribute="leading" id="Cph-Con-002"/>
                    <constraint firstAttribute="trailing" secondItem="Cph-Stk-001" secondAttribute="trailing" id="Cph-Con-003"/>
                    <constraint firstItem="Cph-Lbl-001" firstAttribute="top" secondItem="Cph-Stk-001" secondAttribute="bottom" constant="10" id="Cph-Con-004"/>
                    <constraint firstItem="Cph-Lbl-001" firstAttribute="leading" secondItem="Cph-Root-1" secondAttribute="leading" id="Cph-Con-005"/>
                </constraints>
            </view>
            """)

    @Test func onTheCanvasAStackViewTakesItsPlaceholderSize() throws {
        let unit = try DocumentFixture.unit(inText: Self.stackDocument, fileName: "Stack.xib", options: Self.canvas)
        expectFrame(try unit.view("Cph-Stk-001"), 0, 0, 300, 200)
        expectFrame(try unit.view("Cph-Lbl-001"), 0, 210, 42, 20)
    }

    @Test func atRunTimeAViewWithoutACustomClassIgnoresItsPlaceholderSize() throws {
        let unit = try DocumentFixture.unit(inText: Self.stackDocument, fileName: "Stack.xib", options: Self.runtime)
        expectFrame(try unit.view("Cph-Stk-001"), 0, 0, 300, 0)
        expectFrame(try unit.view("Cph-Lbl-001"), 0, 10, 42, 20)
    }

    @Test func onTheCanvasAStackKeepsTheStoredBreadthOfAViewNothingSizes() throws {
        // ChatSecure's purchase screen (Xcode 11): transparent spacers in a centred vertical
        // stack, whose width no constraint sets, stored 240 wide; UIKit's stack makes them 0.
        let text = StackViewSpacingTests.document(stackAttributes: #"alignment="center""#)
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="38" width="335" height="30"/>"#,
                with: #"<rect key="frame" x="47.5" y="30" width="240" height="30"/>"#)
        let canvas = try DocumentFixture.unit(
            inText: text, fileName: "Stack.xib", options: InterfaceBuilderOptions(contentSize: .document, mode: .canvas)
        )
        expectFrame(try canvas.view("Stk-Row-02"), 47.5, 30, 240, 30)
        let runtime = try DocumentFixture.unit(
            inText: text, fileName: "Stack.xib", options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try runtime.view("Stk-Row-02"), 167.5, 30, 0, 30)
    }

    @Test func onTheCanvasASliderInACentredStackKeepsItsStoredFrameWidth() throws {
        // A practice xib of Xcode 11.5: a slider in a centred vertical stack, no width
        // constraint, stored 170 wide; its frame reaches 2 points beyond its alignment rectangle
        // on each side, so the rectangle the stack centres is 166 wide.
        let document = StackViewSpacingTests.document(stackAttributes: #"alignment="center" spacing="8""#)
        // The second row's element, from its opening tag to its closing one.
        let rowID = try #require(document.range(of: #"id="Stk-Row-02">"#))
        let rowRange = document.startIndex..<rowID.lowerBound
        let start = try #require(document.range(of: "<view ", options: .backwards, range: rowRange))
        let end = try #require(document.range(of: "</view>", range: start.upperBound..<document.endIndex))
        let slider = #"""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-Row-02">
                <rect key="frame" x="82.5" y="38" width="170" height="31"/>
            </slider>
            """#
        let text = document.replacingCharacters(in: start.lowerBound..<end.upperBound, with: slider)
        let canvas = try DocumentFixture.unit(inText: text, fileName: "Slider.xib", options: Self.canvas)
        expectFrame(try canvas.view("Stk-Row-02"), 82.5, 38, 170, 31)
    }

    @Test func onTheCanvasACollectionCellStoredWithoutAutoresizingKeepsItsFrame() throws {
        let text = DocumentText.xib(
            #"toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            objects: """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="Cph-Col-001">
                    <rect key="frame" x="0.0" y="0.0" width="244" height="262"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Cph-Ctv-001">
                        <rect key="frame" x="0.0" y="0.0" width="244" height="262"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cph-Img-001">
                                <rect key="frame" x="0.0" y="5" width="244" height="200"/>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="Cph-Img-001" firstAttribute="top" secondItem="Cph-Col-001" secondAttribute="top" constant="5" id="Cph-Con-011"/>
                        <constraint firstItem="Cph-Img-001" firstAttribute="leading" secondItem="Cph-Col-001" secondAttribute="leading" id="Cph-Con-012"/>
                        <constraint firstAttribute="trailing" secondItem="Cph-Img-001" secondAttribute="trailing" id="Cph-Con-013"/>
                        <constraint firstAttribute="bottom" secondItem="Cph-Img-001" secondAttribute="bottom" constant="57" id="Cph-Con-014"/>
                    </constraints>
                </collectionViewCell>
                """)
        let unit = try DocumentFixture.unit(inText: text, fileName: "Item.xib", options: Self.canvas)
        expectFrame(try unit.view("Cph-Col-001"), 0, 0, 244, 262)
        expectFrame(try unit.view("Cph-Img-001"), 0, 5, 244, 200)
    }

    /// A collection item a xib stores, with the box inside it stored at `box` and the top safe
    /// area the item has on its canvas.
    struct CollectionItemCase: Sendable, CustomTestStringConvertible {
        let name: String
        let tools: String
        let device: String
        let id: String
        let size: (width: Double, height: Double)
        let box: (id: String, x: Double, y: Double, width: Double, height: Double)
        let boxConstraints: String
        let constraints: String
        let safeAreaTop: Double

        var testDescription: String { name }
    }

    /// Collection items are drawn on a freeform canvas of their size at the top of the screen.
    /// Xcode 13 stores a 473 × 186 item on the 4.7-inch canvas with a label pinned 16 points
    /// below its safe area at y = 16: shorter than the screen, so without the status bar. On a
    /// phone with a sensor housing the item keeps the housing's 44 points but, 248 points tall,
    /// does not reach the home indicator's: Xcode 12.5 stores a label whose height is 0.102941
    /// of such an item's safe area (201 × 248 on the 6.1-inch canvas) 21 points tall, 0.102941 × 204.
    nonisolated static let collectionItems = [
        CollectionItemCase(
            name: "home-button phone", tools: "19455", device: "retina4_7", id: "Cph-Col-002",
            size: (473, 186), box: ("Cph-Ttl-002", 16, 16, 441, 120),
            boxConstraints: #"<constraint firstAttribute="height" constant="120" id="Cph-Con-021"/>"#,
            constraints: """
                <constraint firstItem="Cph-Saf-002" firstAttribute="trailing" secondItem="Cph-Ttl-002" secondAttribute="trailing" constant="16" id="Cph-Con-022"/>
                <constraint firstItem="Cph-Ttl-002" firstAttribute="top" secondItem="Cph-Saf-002" secondAttribute="top" constant="16" id="Cph-Con-023"/>
                <constraint firstItem="Cph-Ttl-002" firstAttribute="leading" secondItem="Cph-Saf-002" secondAttribute="leading" constant="16" id="Cph-Con-024"/>
                """, safeAreaTop: 0),
        CollectionItemCase(
            name: "phone with a sensor housing", tools: "18122", device: "retina6_1", id: "Cph-Col-003",
            size: (201, 248), box: ("Cph-Bar-003", 8, 209, 187, 21),
            boxConstraints: #"<constraint firstAttribute="width" constant="187" id="Cph-Con-031"/>"#,
            constraints: """
                <constraint firstItem="Cph-Bar-003" firstAttribute="leading" secondItem="Cph-Col-003" secondAttribute="leading" constant="8" id="Cph-Con-032"/>
                <constraint firstItem="Cph-Bar-003" firstAttribute="top" secondItem="Cph-Col-003" secondAttribute="top" constant="209" id="Cph-Con-033"/>
                <constraint firstItem="Cph-Bar-003" firstAttribute="height" secondItem="Cph-Saf-003" secondAttribute="height" multiplier="0.102941" id="Cph-Con-034"/>
                """, safeAreaTop: 44),
    ]

    @Test(arguments: collectionItems)
    func onTheCanvasACollectionItemHasTheScreensTopAndNoBottomItDoesNotReach(_ item: CollectionItemCase) throws {
        let text = collectionItemDocument(
            tools: item.tools, device: item.device, id: item.id, width: item.size.width, height: item.size.height,
            box: item.box, boxConstraints: item.boxConstraints, constraints: item.constraints)
        let unit = try DocumentFixture.unit(inText: text, fileName: "Item.xib", options: Self.canvas)
        #expect(unit.unit.canvasSize == ScreenModel.Size(width: item.size.width, height: item.size.height))
        expectInsets(try unit.view(item.id).safeAreaInsets, item.safeAreaTop, 0, 0, 0)
        expectFrame(try unit.view(item.box.id), item.box.x, item.box.y, item.box.width, item.box.height)
    }

    /// A xib of tools version `tools` on the `device` canvas holding one collection item `id`,
    /// `width` × `height`, whose content view holds one plain view (`box`, stored at its frame,
    /// with `boxConstraints`), and whose own `constraints` may name its safe area: the item's
    /// id with `Col` replaced by `Saf`.
    private func collectionItemDocument(
        tools: String, device: String, id: String, width: Double, height: Double,
        box: (id: String, x: Double, y: Double, width: Double, height: Double), boxConstraints: String,
        constraints: String
    ) -> String {
        DocumentText.xib(
            #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
            device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#,
            objects: """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box.id)">
                                <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                                <constraints>
                                    \(boxConstraints)
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <viewLayoutGuide key="safeArea" id="\(id.replacingOccurrences(of: "Col", with: "Saf"))"/>
                    <constraints>
                        \(constraints)
                    </constraints>
                    <size key="customSize" width="\(width)" height="\(height)"/>
                </collectionViewCell>
                """)
    }

    /// A xib view 375 × 400 holding a collection view of a custom class with a 128-point
    /// placeholder height and no intrinsic width (`infinite`), pinned to the sides and centred
    /// vertically, as a call screen of Xcode 11 stores it (128 tall).
    static let collectionDocument = DocumentText.xib(
        #"toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES""#,
        device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
        objects: """
            <view contentMode="scaleToFill" id="Cph-Root-2">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="128" scrollEnabled="NO" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="Cph-Clv-001" customClass="MembersCollectionView" customModule="Calls" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="136" width="375" height="128"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Cph-Flo-001">
                            <size key="itemSize" width="128" height="128"/>
                        </collectionViewFlowLayout>
                    </collectionView>
                </subviews>
                <constraints>
                    <constraint firstItem="Cph-Clv-001" firstAttribute="leading" secondItem="Cph-Root-2" secondAttribute="leading" id="Cph-Con-011"/>
                    <constraint firstAttribute="trailing" secondItem="Cph-Clv-001" secondAttribute="trailing" id="Cph-Con-012"/>
                    <constraint firstItem="Cph-Clv-001" firstAttribute="centerY" secondItem="Cph-Root-2" secondAttribute="centerY" id="Cph-Con-013"/>
                </constraints>
            </view>
            """)

    @Test func aCollectionViewOfACustomClassTakesItsPlaceholderHeight() throws {
        for options in [Self.canvas, Self.runtime] {
            let unit = try DocumentFixture.unit(
                inText: Self.collectionDocument, fileName: "Call.xib", options: options)
            expectFrame(try unit.view("Cph-Clv-001"), 0, 136, 375, 128)
        }
    }

    @Test func atRunTimeACollectionViewWithoutACustomClassHasNoPlaceholderHeight() throws {
        let text = Self.collectionDocument.replacingOccurrences(
            of: #" customClass="MembersCollectionView" customModule="Calls" customModuleProvider="target""#, with: "")
        let runtime = try DocumentFixture.unit(inText: text, fileName: "Call.xib", options: Self.runtime)
        expectFrame(try runtime.view("Cph-Clv-001"), 0, 200, 375, 0)
        let canvas = try DocumentFixture.unit(inText: text, fileName: "Call.xib", options: Self.canvas)
        expectFrame(try canvas.view("Cph-Clv-001"), 0, 136, 375, 128)
    }
}
