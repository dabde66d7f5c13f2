import InterfaceBuilder
import Testing

/// A xib with a File's Owner, two top-level views (a header with directional margins, a
/// right-to-left footer with a button) and a table view cell with its content view.
@Suite struct XibTests {
    let document: IBDocument

    init() throws {
        document = try Fixture.document("TwoViewsAndCell.xib")
    }

    @Test func objectsAreKeptInFileOrder() {
        #expect(document.kind == .xib)
        #expect(document.scenes == [])
        #expect(document.device?.id == "retina4_7")
        #expect(document.device?.appearance == .dark)
        #expect(document.device?.screenSize == IBSize(width: 375, height: 667))
        #expect(document.objects.count == 5)
        #expect(document.objects.map { $0.placeholder?.id } == ["-1", "-2", nil, nil, nil])
        #expect(document.topLevelViews.map(\.id) == ["Xib-Hdr-001", "Xib-Ftr-001", "Xib-Cel-001"])
        #expect(document.topLevelViews.map(\.kind) == [.view, .view, .tableViewCell])
        #expect(document.warnings == [])
    }

    @Test func filesOwnerHasClassModuleAndOutlets() throws {
        let owner = try #require(document.filesOwner)
        #expect(owner.kind == .filesOwner)
        #expect(owner.userLabel == "File's Owner")
        #expect(owner.customClass == "OrderSummaryController")
        #expect(owner.customModule == "Shop")
        #expect(
            owner.connections == [
                .outlet(
                    IBOutlet(
                        property: "headerView", destination: "Xib-Hdr-001", id: "Xib-Out-001",
                        location: SourceLocation(line: 12, column: 17))),
                .outlet(
                    IBOutlet(
                        property: "totalLabel", destination: "Xib-Tot-001", id: "Xib-Out-002",
                        location: SourceLocation(line: 13, column: 17))),
            ])
        #expect(document.objects[1].placeholder?.kind == .firstResponder)
    }

    @Test func headerHasDirectionalMarginsAndACustomFontLabel() throws {
        let header = document.topLevelViews[0]
        #expect(header.userLabel == "Header")
        #expect(header.frame == IBRect(x: 0, y: 0, width: 375, height: 120))
        #expect(header.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24))
        #expect(header.safeArea?.id == "Xib-Saf-001")
        #expect(header.simulatedMetrics == SimulatedMetrics(topBar: SimulatedBar.none, destination: .freeform))
        let label = try #require(header.subviews.first)
        #expect(label.text?.alignment == .right)
        #expect(label.text?.numberOfLines == 2)
        #expect(label.text?.font == FontDescription(name: "AvenirNext-DemiBold", family: "Avenir Next", pointSize: 15))
        #expect(header.constraints.map(\.secondAttribute) == [.leadingMargin, .trailing, .centerYWithinMargins])
        #expect(header.constraints[1].firstAttribute == .trailingMargin)
        #expect(header.constraints[1].resolvedFirstItem == "Xib-Hdr-001")
    }

    @Test func footerIsRightToLeftWithAnActionButton() throws {
        let footer = document.topLevelViews[1]
        #expect(footer.semanticContentAttribute == .forceRightToLeft)
        #expect(footer.autoresizingMask == AutoresizingMask(flexibleWidth: true, flexibleTopMargin: true))
        let button = try #require(footer.subviews.first)
        #expect(
            button.button?.states == [
                ButtonState(state: "normal", title: "Pay now", image: ImageReference(name: "creditcard"))
            ])
        #expect(button.button?.configuration == nil)
        #expect(button.button?.image == ImageReference(name: "creditcard"))
        #expect(button.text?.font == FontDescription(type: .system, weight: .medium, pointSize: 17))
        #expect(
            button.connections == [
                .action(
                    IBAction(
                        selector: "pay:", destination: "-1", eventType: "touchUpInside", id: "Xib-Act-001",
                        location: SourceLocation(line: 48, column: 25)))
            ])
        #expect(footer.constraints.map(\.constant) == [10, 10, 16, 16])
        #expect(footer.constraints.map(\.firstItem) == ["Xib-Pay-001", nil, "Xib-Pay-001", nil])
    }

    @Test func cellHasReuseIdentifierRowHeightAndContentView() throws {
        let cell = document.topLevelViews[2]
        #expect(cell.cell == CellAttributes(reuseIdentifier: "LineItemCell", rowHeight: 58))
        #expect(cell.customClass == "LineItemCell")
        #expect(cell.frame == IBRect(x: 0, y: 0, width: 375, height: 58))
        #expect(cell.subviews == [])
        let content = try #require(cell.contentView)
        #expect(content.kind == .tableViewCellContentView)
        #expect(content.key == "contentView")
        #expect(content.id == "Xib-Ccv-001")
        #expect(content.insetsLayoutMarginsFromSafeArea == false)
        #expect(content.preservesSuperviewLayoutMargins == true)
        #expect(content.contentMode == .center)
        let label = try #require(content.subviews.first)
        #expect(label.compressionResistancePriority == AxisPriorities(horizontal: 1000))
        #expect(content.constraints.map(\.ownerID) == ["Xib-Ccv-001", "Xib-Ccv-001"])
        #expect(content.constraints.map(\.secondAttribute) == [.leadingMargin, .centerY])
        #expect(document.resources.image(named: "creditcard")?.width == 22)
    }

    /// Xcode 5 to 7 saved iPad xibs with a type of their own.
    @Test func anIPadXibIsAXib() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch.iPad" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Pad-Root-1">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument.parse(text, fileName: "About~ipad.xib")
        #expect(document.kind == .xib)
        #expect(document.type == "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB")
        #expect(document.topLevelViews.map(\.id) == ["Pad-Root-1"])
        #expect(document.warnings == [])
    }
}
