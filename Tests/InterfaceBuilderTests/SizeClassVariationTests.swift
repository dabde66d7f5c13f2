import InterfaceBuilder
import Testing

/// Size-class variations kept as data: masks that include and exclude constraints and subviews per
/// trait combination, `installed="NO"` flags, and per-variation constants, attributes and fonts.
@Suite struct SizeClassVariationTests {
    let root: IBView

    init() throws {
        let document = try Fixture.document("SizeClassVariations.storyboard")
        #expect(document.warnings == [])
        root = try #require(document.viewController(withID: "Szc-Vc-001")?.view)
    }

    @Test func variationKeysAreParsedIntoSizeClasses() {
        #expect(
            root.variations.map(\.key) == ["default", "heightClass=compact-widthClass=regular", "widthClass=regular"])
        #expect(root.variations.map(\.isDefault) == [true, false, false])
        #expect(
            root.variations.map(\.traits) == [
                TraitCondition(), TraitCondition(widthClass: .regular, heightClass: .compact),
                TraitCondition(widthClass: .regular),
            ])
    }

    @Test func defaultVariationExcludesWhatOnlySomeSizeClassesInstall() {
        let base = root.variations[0]
        #expect(
            base.masks == [
                VariationMask(key: "subviews", excluded: ["Szc-Sid-001"]),
                VariationMask(key: "constraints", excluded: ["Szc-Cn-004", "Szc-Cn-006"]),
            ])
        #expect(base.location == SourceLocation(line: 43, column: 25))
    }

    @Test func compactHeightRegularWidthSwapsTheHeightConstraint() {
        #expect(
            root.variations[1].mask("constraints")
                == VariationMask(key: "constraints", included: ["Szc-Cn-004"], excluded: ["Szc-Cn-003"]))
        #expect(root.variations[1].mask("subviews") == nil)
        #expect(root.variations[2].mask("subviews")?.included == ["Szc-Sid-001"])
        #expect(root.variations[2].mask("constraints")?.included == ["Szc-Cn-006"])
    }

    @Test func uninstalledViewAndConstraintCarryTheirFlags() {
        let sidebar = root.subviews[2]
        #expect(sidebar.userLabel == "Sidebar")
        #expect(!sidebar.isInstalled)
        #expect(sidebar.isHidden)
        #expect(sidebar.variations.map(\.attributes) == [["hidden": "NO"]])
        #expect(sidebar.variations.map(\.traits) == [TraitCondition(widthClass: .regular)])
        let widthConstraint = root.constraints[5]
        #expect(widthConstraint.id == "Szc-Cn-006")
        #expect(!widthConstraint.isInstalled)
        #expect(root.constraints.filter { !$0.isInstalled }.count == 1)
    }

    @Test func constraintConstantAndLabelFontVaryBySizeClass() {
        let spacing = root.constraints[4]
        #expect(spacing.constant == 20)
        #expect(spacing.variations.map(\.attributes) == [["constant": "8"]])
        #expect(spacing.variations.map(\.traits) == [TraitCondition(heightClass: .compact)])
        let label = root.subviews[1]
        #expect(label.text?.font?.pointSize == 17)
        #expect(label.variations.map(\.font) == [FontDescription(type: .system, pointSize: 28)])
        #expect(label.variations.map(\.traits) == [TraitCondition(widthClass: .regular, heightClass: .regular)])
    }

    @Test func ratioMultiplierOneToTwoIsOneHalf() {
        #expect(root.constraints[2].multiplier == 0.5)
        #expect(root.constraints[3].multiplier == 0.5)
    }
}
