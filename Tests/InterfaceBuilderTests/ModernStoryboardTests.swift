import Foundation
import InterfaceBuilder
import Testing

/// An Xcode 14 storyboard: safe areas, device retina6_1, a navigation controller whose root shows a
/// profile (image view, stack of labels, configured button, card) with ratio, standard-spacing,
/// prioritised, identified and placeholder constraints, and a detail scene with a scroll view.
@Suite struct ModernStoryboardTests {
    let document: IBDocument

    init() throws {
        document = try Fixture.document("ModernProfile.storyboard")
    }

    private var profile: IBViewController {
        get throws { try #require(document.viewController(withID: "Prf-Vc-001")) }
    }

    private var root: IBView {
        get throws { try #require(try profile.view) }
    }

    @Test func documentSettingsAreRead() throws {
        #expect(document.kind == .storyboard)
        #expect(document.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        #expect(document.version == "3.0")
        #expect(document.toolsVersion == "21701")
        #expect(document.systemVersion == nil)
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.useAutolayout && document.useSafeAreas && document.useTraitCollections)
        #expect(!document.isLaunchScreen)
        #expect(document.initialViewControllerID == "Nav-Ctl-001")
        #expect(document.initialViewController?.kind == .navigationController)
        #expect(
            document.capabilities.map(\.name) == [
                "Safe area layout guides", "System colors in document resources",
                "documents saved in the Xcode 8 format",
            ])
        #expect(document.capabilities.map(\.minToolsVersion) == ["9.0", "11.0", "8.0"])
        #expect(document.location == SourceLocation(line: 2, column: 1))
        #expect(document.warnings == [])
    }

    @Test func deviceIsRetina61InPortrait() throws {
        let device = try #require(document.device)
        #expect(
            device
                == IBDevice(
                    id: "retina6_1", orientation: .portrait, appearance: .light,
                    location: SourceLocation(line: 3, column: 5)))
        #expect(device.knownDevice?.name == "iPhone XR, iPhone 11")
        #expect(device.screenSize == IBSize(width: 414, height: 896))
    }

    @Test func scenesAreKeptInFileOrderWithTheirPlaceholders() throws {
        #expect(document.scenes.map(\.id) == ["Scn-Nav-001", "Scn-Prf-001", "Scn-Det-001"])
        #expect(document.scenes.map { $0.viewController?.id } == ["Nav-Ctl-001", "Prf-Vc-001", "Det-Vc-001"])
        #expect(
            document.scenes.map { $0.placeholders.map(\.id) } == [["Frs-Rsp-001"], ["Frs-Rsp-002"], ["Frs-Rsp-003"]])
        #expect(document.scenes[0].placeholders[0].kind == .firstResponder)
        #expect(document.scenes[0].placeholders[0].customClass == "UIResponder")
        #expect(document.scenes[0].canvasLocation == IBPoint(x: -620, y: 84))
        #expect(document.scenes[1].canvasLocation == IBPoint(x: 131.8840579710145, y: 83.705357142857139))
        #expect(document.scenes[2].location == SourceLocation(line: 105, column: 9))
    }

    @Test func navigationControllerHasALargeTitleBarAndARootRelationship() throws {
        let navigation = try #require(document.initialViewController)
        let bar = try #require(navigation.navigationBar)
        #expect(bar.kind == .navigationBar)
        #expect(bar.id == "Nav-Bar-001")
        #expect(bar.frame == IBRect(x: 0, y: 48, width: 414, height: 96))
        #expect(bar.autoresizingMask == AutoresizingMask())
        #expect(bar.bar?.prefersLargeTitles == true)
        #expect(bar.bar?.isTranslucent == nil)
        #expect(
            navigation.segues == [
                IBSegue(
                    id: "Seg-Root-01", destination: "Prf-Vc-001", kind: .relationship,
                    relationship: "rootViewController",
                    location: SourceLocation(line: 21, column: 25))
            ])
        #expect(navigation.childIDs == ["Prf-Vc-001"])
        #expect(navigation.view == nil)
    }

    @Test func profileControllerIdentityAndNavigationItem() throws {
        let profile = try profile
        #expect(profile.kind == .viewController)
        #expect(profile.customClass == "ProfileViewController")
        #expect(profile.customModule == "Demo")
        #expect(profile.storyboardIdentifier == "Profile")
        #expect(profile.title == "Profile")
        #expect(profile.layoutGuides == [])
        #expect(profile.simulatedMetrics.isEmpty)
        #expect(profile.edgesForExtendedLayout == nil)
        let item = try #require(profile.navigationItem)
        #expect(item.title == "Profile")
        #expect(item.prompt == nil)
        #expect(item.largeTitleDisplayMode == .never)
        #expect(item.rightBarButtonItems.map(\.systemItem) == ["edit"])
        #expect(item.rightBarButtonItems.map(\.id) == ["Edt-Bbi-001"])
        #expect(item.leftBarButtonItems == [])
    }

    @Test func rootViewFrameMaskSafeAreaAndSubviewOrder() throws {
        let root = try root
        #expect(root.key == "view")
        #expect(root.id == "Prf-Root-01")
        #expect(root.frame == IBRect(x: 0, y: 0, width: 414, height: 896))
        #expect(root.autoresizingMask == AutoresizingMask(flexibleWidth: true, flexibleHeight: true))
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(
            root.safeArea
                == ViewLayoutGuide(kind: .safeArea, id: "Saf-Are-001", location: SourceLocation(line: 79, column: 25)))
        #expect(root.subviews.map(\.id) == ["Avt-Img-001", "Inf-Stk-001", "Flw-Btn-001", "Crd-Vw-001"])
        #expect(root.subviews.map(\.kind) == [.imageView, .stackView, .button, .view])
    }

    @Test func imageViewKeepsItsRatioAndPlaceholderConstraints() throws {
        let image = try #require(try root.subviews.first)
        #expect(image.image == ImageReference(name: "avatar"))
        #expect(image.contentMode == .scaleAspectFill)
        #expect(image.contentHuggingPriority == AxisPriorities(horizontal: 251, vertical: 251))
        #expect(image.compressionResistancePriority == AxisPriorities())
        #expect(!image.translatesAutoresizingMaskIntoConstraints)
        #expect(image.frame == IBRect(x: 20, y: 160, width: 374, height: 210.5))
        let ratio = image.constraints[0]
        #expect(ratio.id == "Avt-Ratio-01")
        #expect(ratio.firstItem == nil)
        #expect(ratio.resolvedFirstItem == "Avt-Img-001")
        #expect(ratio.firstAttribute == .width)
        #expect(ratio.secondItem == "Avt-Img-001")
        #expect(ratio.secondAttribute == .height)
        #expect(ratio.multiplier == 16.0 / 9.0)
        #expect(ratio.constant == 0)
        #expect(ratio.priority == 1000)
        #expect(!ratio.isPlaceholder)
        #expect(ratio.location == SourceLocation(line: 39, column: 37))
        let placeholder = image.constraints[1]
        #expect(placeholder.id == "Avt-Hgt-Ph1")
        #expect(placeholder.firstAttribute == .height)
        #expect(placeholder.secondItem == nil && placeholder.secondAttribute == nil)
        #expect(placeholder.constant == 200)
        #expect(placeholder.isPlaceholder)
    }

    @Test func stackViewArrangesTwoLabels() throws {
        let stack = try root.subviews[1]
        #expect(stack.stack == StackAttributes(axis: .vertical, alignment: .leading, spacing: 8))
        #expect(stack.subviews.map(\.id) == ["Nam-Lbl-001", "Bio-Lbl-001"])
        let name = stack.subviews[0]
        #expect(name.location == SourceLocation(line: 46, column: 37))
        #expect(
            name.text
                == TextAttributes(
                    text: "Jane Appleseed", font: FontDescription(type: .boldSystem, pointSize: 24),
                    alignment: .natural,
                    lineBreakMode: .tailTruncation, adjustsFontSizeToFit: false))
        let bio = stack.subviews[1]
        #expect(bio.text?.text == "Paints murals.\nRides bicycles.")
        #expect(bio.text?.numberOfLines == 0)
        #expect(bio.text?.lineBreakMode == .wordWrap)
        #expect(bio.text?.font == FontDescription(textStyle: "UICTFontTextStyleBody"))
        #expect(bio.contentHuggingPriority == AxisPriorities(vertical: 251))
        #expect(bio.compressionResistancePriority == AxisPriorities(vertical: 749))
    }

    @Test func buttonHasAConfigurationAndAShowSegue() throws {
        let button = try root.subviews[2]
        let attributes = try #require(button.button)
        #expect(attributes.type == .system)
        #expect(attributes.states == [ButtonState(state: "normal", title: "Button")])
        #expect(
            attributes.configuration
                == ButtonConfiguration(
                    style: .filled, title: "Follow",
                    image: ImageReference(name: "person.badge.plus", isSystemImage: true),
                    imagePadding: 6, titleFont: FontDescription(type: .system, weight: .semibold, pointSize: 17)))
        #expect(attributes.title == "Follow")
        #expect(button.text?.lineBreakMode == .middleTruncation)
        #expect(
            button.connections == [
                .segue(
                    IBSegue(
                        id: "Seg-Show-01", destination: "Det-Vc-001", kind: .show, identifier: "showDetail",
                        location: SourceLocation(line: 70, column: 37)))
            ])
    }

    @Test func cardViewHasLayoutMargins() throws {
        let card = try root.subviews[3]
        #expect(card.userLabel == "Card")
        #expect(card.layoutMargins == EdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
        #expect(card.preservesSuperviewLayoutMargins == true)
        #expect(card.directionalLayoutMargins == nil)
    }

    @Test func rootConstraintsKeepOrderAndEveryValue() throws {
        let constraints = try root.constraints
        #expect(
            constraints.map(\.id) == [
                "Avt-Top-001", "Avt-Led-001", "Avt-Trl-001", "Stk-Top-001", "Stk-Led-001", "Stk-Trl-001", "Btn-Ctx-001",
                "Btn-Top-001", "Crd-Top-001", "Crd-Led-001", "Crd-Wid-001", "Crd-Bot-001",
            ])
        #expect(constraints.allSatisfy { $0.ownerID == "Prf-Root-01" })
        let top = SourceLocation(line: 82, column: 29)
        #expect(
            constraints[0]
                == IBConstraint(
                    id: "Avt-Top-001", ownerID: "Prf-Root-01", firstItem: "Avt-Img-001", firstAttribute: .top,
                    secondItem: "Saf-Are-001", secondAttribute: .top, constant: 20, identifier: "avatar.top",
                    location: top))
        #expect(constraints[1].secondAttribute == .leadingMargin)
        #expect(constraints[2].firstItem == nil)
        #expect(constraints[2].resolvedFirstItem == "Prf-Root-01")
        #expect(constraints[2].firstAttribute == .trailingMargin)
        #expect(constraints[3].isStandardSpacing && constraints[3].constant == 20)
        #expect(!constraints[4].isStandardSpacing)
        #expect(constraints[5].relation == .lessThanOrEqual && constraints[5].priority == 750)
        #expect(constraints[6].secondAttribute == .centerXWithinMargins)
        #expect(constraints[8].relation == .greaterThanOrEqual && constraints[8].constant == 20)
        #expect(constraints[10].multiplier == 0.5 && constraints[10].constant == 187)
        #expect(constraints[11].firstItem == "Saf-Are-001" && constraints[11].priority == 250)
        #expect(constraints[11].constant == 157)
        #expect(!constraints.contains { $0.isPlaceholder })
    }

    @Test func detailScrollViewHasContentAndFrameGuides() throws {
        let detail = try #require(document.viewController(withID: "Det-Vc-001"))
        let scroll = try #require(detail.view?.subviews.first)
        #expect(scroll.kind == .scrollView)
        #expect(scroll.scroll == ScrollAttributes(contentInsetAdjustmentBehavior: .never))
        #expect(scroll.layoutGuide(.contentLayoutGuide)?.id == "Cnt-Lgd-001")
        #expect(scroll.layoutGuide(.frameLayoutGuide)?.id == "Frm-Lgd-001")
        #expect(scroll.constraints.map(\.secondItem) == ["Cnt-Lgd-001", "Frm-Lgd-001"])
        #expect(scroll.subviews.first?.constraints.first?.constant == 1200)
        #expect(detail.view?.safeArea?.id == "Saf-Are-002")
    }

    @Test func resourcesListImagesWithSizesAndSystemColors() {
        #expect(
            document.resources.images == [
                ImageResource(
                    name: "avatar", isSystemImage: false, width: 240, height: 135,
                    location: SourceLocation(line: 140, column: 9)),
                ImageResource(
                    name: "person.badge.plus", isSystemImage: true, width: 128, height: 124,
                    location: SourceLocation(line: 141, column: 9)),
            ])
        #expect(
            document.resources.colors.map(\.name) == [
                "secondaryLabelColor", "secondarySystemBackgroundColor", "systemBackgroundColor",
            ])
        #expect(document.resources.colors.allSatisfy { $0.isSystemColor })
    }

    @Test func viewsAreFoundByIDAnywhere() {
        #expect(document.view(withID: "Bio-Lbl-001")?.kind == .label)
        #expect(document.view(withID: "Det-Cnt-001")?.frame == IBRect(x: 0, y: 0, width: 414, height: 1200))
        #expect(document.view(withID: "Nav-Bar-001")?.kind == .navigationBar)
        #expect(document.view(withID: "nope") == nil)
    }

    @Test func documentSurvivesAJSONRoundTrip() throws {
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(IBDocument.self, from: data) == document)
    }
}
