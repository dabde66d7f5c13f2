import Foundation
import InterfaceBuilder
import LayoutAssertions
import LayoutSpec
import Testing

/// A table view cell at the top level of a xib has the content-view margins of a cell in a
/// plain table as wide as its row: from iOS 11, 11 points at the top and bottom and 16 at the
/// sides below 400 points of width (20 from 400 up); 8 on every side before. On the canvas the
/// row is as wide as the stored cell and the iOS version is the one of the Xcode that saved the
/// document. The documents below are small ones of our own, with the frames Xcode stores for
/// the same settings in saved documents.
@MainActor @Suite struct XibCellMarginsTests {
    static let canvas = InterfaceBuilderOptions(contentSize: .document, mode: .canvas)

    /// A xib whose cell, `width` points wide and 60 tall, holds an icon pinned to its content
    /// view's leading and top margins and a bar pinned to its trailing and bottom margins;
    /// `margins` is an element of the content view's; `storesContentFrame` false leaves the
    /// content view's frame out, as Xcode 6 saved some cells; `accessory` is the cell's
    /// `accessoryType`, with the content view `contentWidth` wide and `contentHeight` tall.
    static func document(
        tools: String, width: Double, margins: String = "", storesContentFrame: Bool = true,
        accessory: String = "none", contentWidth: Double? = nil, contentHeight: Double = 60,
        device: String = "retina4_7"
    ) -> String {
        let contentFrame =
            storesContentFrame
            ? #"<rect key="frame" x="0.0" y="0.0" width="\#(contentWidth ?? width)" height="\#(contentHeight)"/>"#
            : ""
        return
            DocumentText.xib(
                #"toolsVersion="\#(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES""#,
                device: #"<device id="\#(device)" orientation="portrait"/>"#,
                objects: """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10" rowHeight="60" id="Xcm-Cel-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Xcm-Cel-001" id="Xcm-Ccv-001">
                            \(contentFrame)
                            <autoresizingMask key="autoresizingMask"/>
                            \(margins)
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xcm-Icn-001">
                                    <rect key="frame" x="16" y="11" width="24" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="24" id="Xcm-Con-001"/>
                                        <constraint firstAttribute="height" constant="24" id="Xcm-Con-002"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Xcm-Bar-001">
                                    <rect key="frame" x="56" y="45" width="\(width - 72)" height="4"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="4" id="Xcm-Con-003"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Xcm-Icn-001" firstAttribute="leading" secondItem="Xcm-Ccv-001" secondAttribute="leadingMargin" id="Xcm-Con-004"/>
                                <constraint firstItem="Xcm-Icn-001" firstAttribute="top" secondItem="Xcm-Ccv-001" secondAttribute="topMargin" id="Xcm-Con-005"/>
                                <constraint firstItem="Xcm-Bar-001" firstAttribute="leading" secondItem="Xcm-Icn-001" secondAttribute="trailing" constant="16" id="Xcm-Con-006"/>
                                <constraint firstAttribute="trailingMargin" secondItem="Xcm-Bar-001" secondAttribute="trailing" id="Xcm-Con-007"/>
                                <constraint firstAttribute="bottomMargin" secondItem="Xcm-Bar-001" secondAttribute="bottom" id="Xcm-Con-008"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                    """)
    }

    static func cell(_ text: String, options: InterfaceBuilderOptions = canvas) throws -> LaidOutUnit {
        try DocumentFixture.unit(inText: text, fileName: "Cell.xib", options: options)
    }

    @Test func fromIOS11TheContentViewHasElevenAtTopAndBottomAndSixteenAtTheSides() throws {
        // Xcode 11, the iOS 13 SDK, draws a 320-point cell on the 4.7-inch canvas.
        let unit = try Self.cell(Self.document(tools: "17156", width: 320))
        expectFrame(try unit.view("Xcm-Icn-001"), 16, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 56, 45, 248, 4)
        #expect(unit.misplacedViews == [])
    }

    @Test func fromIOS26TheContentViewHasFifteenAtTopAndBottom() throws {
        // Kickstarter's activity cells, saved by Xcode 16 (tools version 23094) and again by
        // Xcode 26 (24127), store views pinned to the content view's top margin 11 and then 15
        // points down.
        let xcode16 = try Self.cell(Self.document(tools: "23094", width: 320))
        expectFrame(try xcode16.view("Xcm-Icn-001"), 16, 11, 24, 24)
        let xcode26 = try Self.cell(Self.document(tools: "24127", width: 320))
        expectFrame(try xcode26.view("Xcm-Icn-001"), 16, 15, 24, 24)
        expectFrame(try xcode26.view("Xcm-Bar-001"), 56, 41, 248, 4)
    }

    @Test func besideAnAccessoryTheContentViewHasEightAtTheTrailingSide() throws {
        // Xcode 13: WSDOT's camera list stores an image pinned to the trailing margin of a
        // disclosure-indicator cell's content view (350.5 of 375 points) 8 points from its end,
        // as a MemeMe table cell saved by Xcode 9 does.
        let unit = try Self.cell(
            Self.document(tools: "20037", width: 375, accessory: "disclosureIndicator", contentWidth: 350.5))
        expectFrame(try unit.view("Xcm-Icn-001"), 16, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 56, 45, 286.5, 4)
    }

    @Test func aRowFourHundredPointsWideOrMoreHasTwentyAtTheSides() throws {
        // Xcode 9.3, the iOS 11 SDK: a 600-point cell on the 4.7-inch canvas (Element's room cell).
        let unit = try Self.cell(Self.document(tools: "14113", width: 600))
        expectFrame(try unit.view("Xcm-Icn-001"), 20, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 60, 45, 520, 4)
    }

    @Test func fromXcode12TheSidesFollowTheScreenNotAWiderRow() throws {
        // Xcode 12: a 600-point cell on the 375-point canvas has 16 points at the sides, as a
        // 414-point KeePassium cell on the 320-point canvas and the rows of 400-point Kickstarter
        // tables on the 375-point canvas of Xcode 16 and 26 store.
        let unit = try Self.cell(Self.document(tools: "17156", width: 600))
        expectFrame(try unit.view("Xcm-Cel-001"), 0, 0, 600, 60)
        expectFrame(try unit.view("Xcm-Icn-001"), 16, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 56, 45, 528, 4)
    }

    /// Xcode 13 stores a 375-point cell (a certificate app's) on the 6.1-inch canvas with a
    /// button pinned to its trailing margin 20 points from its end, and Xcode 10.2 a 371-point
    /// one with a label pinned to its leading margin at x = 20, where 320- and 310-point cells on
    /// that canvas store 16: a row wider than 320 points takes the screen's margins.
    @Test(arguments: [(375.0, 20.0), (320.0, 16.0)])
    func fromXcode10ARowNarrowerThanTheScreenTakesItsMarginsUnlessItIs320PointsOrLess(
        width: Double, side: Double
    ) throws {
        let unit = try Self.cell(Self.document(tools: "19162", width: width, device: "retina6_1"))
        expectFrame(try unit.view("Xcm-Icn-001"), side, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), side + 40, 45, width - 2 * side - 40, 4)
    }

    /// Xcode 10.2 stores a 414-point notification cell on the 375-point canvas with its avatar
    /// pinned to the content view's leading margin at x = 20, and a 371-point cell on the
    /// 414-point canvas with a label so pinned at x = 20: the wider of the row and the screen.
    @Test(arguments: [(414.0, "retina4_7", 20.0), (371.0, "retina6_1", 20.0), (320.0, "retina6_1", 16.0)])
    func xcode10GivesARowTheMarginsOfTheWiderOfItselfAndTheScreen(
        width: Double, device: String, side: Double
    ) throws {
        let unit = try Self.cell(Self.document(tools: "14490.70", width: width, device: device))
        expectFrame(try unit.view("Xcm-Icn-001"), side, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), side + 40, 45, width - 2 * side - 40, 4)
    }

    @Test(arguments: ["21507", "21701"])
    func xcode14_1To14_3GiveACellWiderThanTheScreenTheMarginsOfItsOwnWidth(tools: String) throws {
        // Xcode 14.3 stores 20 at the sides of a 430-point cell (AGPU's news cell) and of a
        // 509-point one (a diary cell) on the 393-point canvas, and Xcode 14.2 (21507) of a
        // 500-point one there; this canvas is 375 points wide.
        let unit = try Self.cell(Self.document(tools: tools, width: 430))
        expectFrame(try unit.view("Xcm-Icn-001"), 20, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 60, 45, 350, 4)
    }

    @Test func aCellWiderThanTheScreenPreservesTheMarginsOfAScreenWideTable() throws {
        // KeePassium's switch cell (Xcode 12): 414 points wide on the 320-point canvas, cell and
        // content view preserving their superview's margins, stores 16 at both sides.
        let text = Self.document(tools: "17156", width: 414)
            .replacingOccurrences(
                of: #"id="Xcm-Cel-001""#, with: #"preservesSuperviewLayoutMargins="YES" id="Xcm-Cel-001""#
            )
            .replacingOccurrences(
                of: #"id="Xcm-Ccv-001""#, with: #"preservesSuperviewLayoutMargins="YES" id="Xcm-Ccv-001""#)
        let unit = try Self.cell(text)
        expectFrame(try unit.view("Xcm-Icn-001"), 16, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 56, 45, 342, 4)
    }

    @Test func aContentViewStoredWithoutAFrameEndsAPointAboveItsCellOnTheCanvas() throws {
        // Xcode 6.3 stored this cell 599 wide and its content view without a frame; the cells of
        // Xcode 4 to 6 that store one store it a point shorter than the cell (the separator).
        let unit = try Self.cell(Self.document(tools: "7528.3", width: 599, storesContentFrame: false))
        expectFrame(try unit.view("Xcm-Ccv-001"), 0, 0, 599, 59)
        expectFrame(try unit.view("Xcm-Icn-001"), 8, 8, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 48, 47, 543, 4)
        // At run time the content view fills the row.
        let runtime = try Self.cell(
            Self.document(tools: "7528.3", width: 599, storesContentFrame: false),
            options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try runtime.view("Xcm-Ccv-001"), 0, 0, 375, 60)
    }

    @Test func anXcode6ContentViewLeftAtTheTemplatesSizeFillsItsCellOnTheCanvas() throws {
        // Xcode 6.4 stored a 380 × 90 cell of ChatSecure with its content view at the template's
        // 320 × 43 and its subviews where a content view filling the cell puts them.
        let unit = try Self.cell(
            Self.document(tools: "7706", width: 380, contentWidth: 320, contentHeight: 43))
        expectFrame(try unit.view("Xcm-Ccv-001"), 0, 0, 380, 59)
        expectFrame(try unit.view("Xcm-Icn-001"), 8, 8, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 48, 47, 324, 4)
    }

    @Test func xcode9_0DrawsTheContentViewWithEightOnEverySide() throws {
        // HGPlaceholders' cell (tools version 13196): a view pinned to the leading margin of a
        // 320-point cell's content view is stored at x = 8, though the SDK is iOS 11's.
        let unit = try Self.cell(Self.document(tools: "13196", width: 320))
        expectFrame(try unit.view("Xcm-Icn-001"), 8, 8, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 48, 48, 264, 4)
    }

    @Test func beforeIOS11TheContentViewHasEightOnEverySide() throws {
        // Xcode 7, the iOS 9 SDK.
        let unit = try Self.cell(Self.document(tools: "9059", width: 320))
        expectFrame(try unit.view("Xcm-Icn-001"), 8, 8, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 48, 48, 264, 4)
    }

    @Test func marginsTheDocumentGivesTheContentViewStay() throws {
        // A Corona-Warn-App cell of Xcode 12 whose content view stores 16 on every side has a
        // stack pinned to its top margin at y = 16.
        let unit = try Self.cell(
            Self.document(
                tools: "17156", width: 320,
                margins:
                    #"<directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="30" bottom="6" trailing="30"/>"#
            ))
        expectFrame(try unit.view("Xcm-Icn-001"), 30, 4, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 70, 50, 220, 4)
    }

    @Test func onIOS11MarginsTheDocumentGivesTheContentViewGiveWayToTheCells() throws {
        // A WordPress cell of Xcode 9.3 whose content view stores 8 at the top has a stack pinned
        // 5 below its top margin at y = 16: iOS 11 set the cell's 11 over it.
        let unit = try Self.cell(
            Self.document(
                tools: "13771", width: 320,
                margins: #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>"#))
        expectFrame(try unit.view("Xcm-Icn-001"), 16, 11, 24, 24)
        expectFrame(try unit.view("Xcm-Bar-001"), 56, 45, 248, 4)
    }

    @Test func atRunTimeTheRowIsAsWideAsTheScreen() throws {
        let iPhone8 = try Self.cell(
            Self.document(tools: "9059", width: 320), options: InterfaceBuilderOptions(contentSize: .document))
        expectFrame(try iPhone8.view("Xcm-Icn-001"), 16, 11, 24, 24)
        expectFrame(try iPhone8.view("Xcm-Bar-001"), 56, 45, 303, 4)
        let plus = try Self.cell(
            Self.document(tools: "9059", width: 320),
            options: InterfaceBuilderOptions(device: .iPhone8Plus, contentSize: .document))
        expectFrame(try plus.view("Xcm-Icn-001"), 20, 11, 24, 24)
        expectFrame(try plus.view("Xcm-Bar-001"), 60, 45, 334, 4)
    }
}
