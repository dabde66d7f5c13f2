import InterfaceBuilder
import Testing

/// The view kinds beyond the fixtures' labels, buttons, stacks and tables: controls, collection
/// cells and their content views, visual effect views, static tables, keyed header views,
/// standalone bars, container views, storyboard references and attributed text.
@Suite struct ViewKindTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <scenes>
                <scene sceneID="K-Scn-001">
                    <objects>
                        <viewController id="K-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="K-Root-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" textAlignment="natural" minimumFontSize="17" id="K-Txf-001">
                                        <rect key="frame" x="16" y="60" width="358" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                                    </textField>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="always" textAlignment="natural" id="K-Txv-001">
                                        <rect key="frame" x="16" y="100" width="358" height="80"/>
                                        <string key="text">Terms apply.</string>
                                        <inset key="scrollIndicatorInsets" minX="1" minY="2" maxX="3" maxY="4"/>
                                    </textView>
                                    <label opaque="NO" contentMode="left" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="21" id="K-Atr-001">
                                        <rect key="frame" x="16" y="190" width="358" height="21"/>
                                        <attributedString key="attributedText">
                                            <fragment content="Bold "/>
                                            <fragment>
                                                <string key="content">and plain</string>
                                            </fragment>
                                        </attributedString>
                                    </label>
                                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="K-Swt-001">
                                        <rect key="frame" x="16" y="220" width="51" height="31"/>
                                    </switch>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="K-Seg-001">
                                        <rect key="frame" x="80" y="220" width="121" height="32"/>
                                        <segments>
                                            <segment title="One"/>
                                            <segment title="Two"/>
                                        </segments>
                                    </segmentedControl>
                                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="K-Sld-001">
                                        <rect key="frame" x="14" y="260" width="362" height="31"/>
                                    </slider>
                                    <stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" id="K-Stp-001">
                                        <rect key="frame" x="16" y="300" width="94" height="32"/>
                                    </stepper>
                                    <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="K-Prg-001">
                                        <rect key="frame" x="16" y="340" width="358" height="4"/>
                                    </progressView>
                                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" id="K-Act-001">
                                        <rect key="frame" x="185" y="350" width="20" height="20"/>
                                    </activityIndicatorView>
                                    <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" id="K-Pgc-001">
                                        <rect key="frame" x="137" y="380" width="116" height="26"/>
                                    </pageControl>
                                    <datePicker contentMode="scaleToFill" datePickerMode="date" style="compact" id="K-Dtp-001">
                                        <rect key="frame" x="16" y="410" width="120" height="34"/>
                                    </datePicker>
                                    <pickerView contentMode="scaleToFill" id="K-Pkr-001">
                                        <rect key="frame" x="0.0" y="450" width="390" height="216"/>
                                    </pickerView>
                                    <searchBar contentMode="redraw" placeholder="Search" id="K-Srb-001">
                                        <rect key="frame" x="0.0" y="670" width="390" height="56"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </searchBar>
                                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="K-Vfx-001">
                                        <rect key="frame" x="0.0" y="730" width="390" height="50"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="K-Vfc-001">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="50"/>
                                        </view>
                                        <blurEffect style="systemMaterial"/>
                                    </visualEffectView>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="K-Cnt-001">
                                        <rect key="frame" x="0.0" y="780" width="390" height="64"/>
                                        <connections>
                                            <segue destination="K-Ref-001" kind="embed" id="K-Emb-001"/>
                                        </connections>
                                    </containerView>
                                    <navigationBar contentMode="scaleToFill" id="K-Nvb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                        <items>
                                            <navigationItem title="Standalone" id="K-Nvi-001"/>
                                        </items>
                                    </navigationBar>
                                    <toolbar opaque="NO" contentMode="scaleToFill" id="K-Tlb-001">
                                        <rect key="frame" x="0.0" y="800" width="390" height="44"/>
                                        <items>
                                            <barButtonItem title="Item" id="K-Bbi-001"/>
                                            <barButtonItem style="plain" systemItem="flexibleSpace" id="K-Flx-001"/>
                                        </items>
                                    </toolbar>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="K-Ext-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="K-Scn-002">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Account" id="K-Ref-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="K-Scn-003">
                    <objects>
                        <collectionViewController id="K-Cvc-001" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="K-Col-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="K-Flw-001">
                                    <size key="itemSize" width="128" height="128"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Photo" id="K-Cvl-001">
                                        <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="K-Ccv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                            <subviews>
                                                <imageView contentMode="scaleAspectFill" id="K-Img-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                                                    <imageReference key="image" image="photo" catalog="system"/>
                                                </imageView>
                                            </subviews>
                                        </collectionViewCellContentView>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" reuseIdentifier="Header" id="K-Hdr-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="50"/>
                                </collectionReusableView>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
                <scene sceneID="K-Scn-004">
                    <objects>
                        <tableViewController id="K-Tvc-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="K-Tbl-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="K-Thv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="80"/>
                                </view>
                                <sections>
                                    <tableViewSection headerTitle="Account" footerTitle="Signed in" id="K-Sec-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="K-Stc-001">
                                                <rect key="frame" x="0.0" y="130" width="390" height="44"/>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" id="K-Stc-002">
                                                <rect key="frame" x="0.0" y="174" width="390" height="44"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    let document: IBDocument

    init() throws {
        document = try IBDocument.parse(Self.text, fileName: "Kinds.storyboard")
    }

    private var subviews: [IBView] {
        get throws { try #require(document.viewController(withID: "K-Vc-001")?.view?.subviews) }
    }

    @Test func everyControlIsATypedView() throws {
        #expect(document.warnings == [])
        #expect(
            try subviews.map(\.kind) == [
                .textField, .textView, .label, .switch, .segmentedControl, .slider, .stepper, .progressView,
                .activityIndicatorView, .pageControl, .datePicker, .pickerView, .searchBar, .visualEffectView,
                .containerView,
                .navigationBar, .toolbar,
            ])
        #expect(document.viewController(withID: "K-Vc-001")?.view?.layoutMarginsFollowReadableWidth == true)
    }

    @Test func textFieldsTextViewsAndAttributedLabelsCarryTheirText() throws {
        let views = try subviews
        #expect(
            views[0].text
                == TextAttributes(
                    placeholder: "Email", font: FontDescription(type: .system, pointSize: 14), alignment: .natural))
        #expect(views[1].text == TextAttributes(text: "Terms apply.", alignment: .natural))
        #expect(
            views[1].scroll
                == ScrollAttributes(
                    contentInsetAdjustmentBehavior: .always,
                    scrollIndicatorInsets: EdgeInsets(top: 2, left: 1, bottom: 4, right: 3)))
        #expect(views[2].text == TextAttributes(text: "Bold and plain", isAttributed: true))
        #expect(views[2].placeholderIntrinsicWidth == PlaceholderIntrinsicDimension.none)
        #expect(views[2].placeholderIntrinsicHeight == .points(21))
        #expect(views[12].text?.placeholder == "Search")
    }

    @Test func visualEffectViewHoldsItsContentViewByKey() throws {
        let effect = try subviews[13]
        #expect(effect.subviews == [])
        #expect(effect.contentView?.id == "K-Vfc-001")
        #expect(effect.contentView?.kind == .view)
        #expect(effect.contentView?.insetsLayoutMarginsFromSafeArea == false)
    }

    @Test func containerViewEmbedsAStoryboardReference() throws {
        let container = try subviews[14]
        #expect(container.connections.compactMap(\.segue).map(\.kind) == [.embed])
        let reference = try #require(document.viewController(withID: "K-Ref-001"))
        #expect(reference.kind == .storyboardReference)
        #expect(reference.elementName == "viewControllerPlaceholder")
        #expect(
            reference.storyboardReference
                == StoryboardReference(storyboardName: "Settings", referencedIdentifier: "Account"))
    }

    @Test func standaloneBarsKeepTheirItems() throws {
        let views = try subviews
        #expect(views[15].bar?.navigationItems.map(\.title) == ["Standalone"])
        #expect(views[16].bar?.barButtonItems.map(\.title) == ["Item", nil])
        #expect(views[16].bar?.barButtonItems.map(\.systemItem) == [nil, "flexibleSpace"])
    }

    @Test func exitPlaceholderIsKept() {
        #expect(document.scenes[0].placeholders.map(\.kind) == [.exit])
        #expect(document.scenes[0].placeholders.map(\.userLabel) == ["Exit"])
    }

    @Test func collectionCellsHaveContentViewsAndSupplementaryViews() throws {
        let collection = try #require(document.viewController(withID: "K-Cvc-001")?.view)
        #expect(collection.kind == .collectionView)
        #expect(collection.cells.map(\.cell?.reuseIdentifier) == ["Photo"])
        let content = try #require(collection.cells.first?.contentView)
        #expect(content.kind == .collectionViewCellContentView)
        #expect(content.subviews.first?.image == ImageReference(name: "photo", isSystemImage: true))
        #expect(collection.keyedView("sectionHeaderView")?.cell?.reuseIdentifier == "Header")
        #expect(collection.keyedView("sectionHeaderView")?.kind == .collectionReusableView)
    }

    @Test func staticTableHasSectionsAndAHeaderView() throws {
        let table = try #require(document.viewController(withID: "K-Tvc-001")?.view)
        #expect(table.table?.style == .grouped)
        #expect(table.table?.dataMode == "static")
        #expect(table.table?.rowHeight == 44)
        #expect(table.cells == [])
        let section = try #require(table.table?.sections.first)
        #expect(section.headerTitle == "Account")
        #expect(section.footerTitle == "Signed in")
        #expect(section.cells.map(\.id) == ["K-Stc-001", "K-Stc-002"])
        #expect(table.keyedView("tableHeaderView")?.frame == IBRect(x: 0, y: 0, width: 390, height: 80))
        #expect(table.allViews.map(\.id) == ["K-Tbl-001", "K-Thv-001", "K-Stc-001", "K-Stc-002"])
    }
}
