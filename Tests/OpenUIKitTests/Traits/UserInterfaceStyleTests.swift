import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Light and dark: the user-interface style trait, overridden by views and controllers, and the
/// dynamic system colours that resolve with it.
@MainActor @Suite struct UserInterfaceStyleTests {
    @Test func aWindowsOverrideReachesEverySubviewUntilAnotherOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = UIView()
        let lightPanel = UIView()
        let inner = UIView()
        window.addSubview(outer)
        outer.addSubview(lightPanel)
        lightPanel.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .unspecified)
        window.overrideUserInterfaceStyle = .dark
        lightPanel.overrideUserInterfaceStyle = .light
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(lightPanel.traitCollection.userInterfaceStyle == .light)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aControllersOverrideReachesItsViewAndItsOwnTraits() {
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        let window = show(controller)
        let subview = UIView()
        controller.view.addSubview(subview)
        window.layoutIfNeeded()
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.overrideUserInterfaceStyle == .dark)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .unspecified)
    }

    @Test func changingTheOverrideTellsTheViewAtTheNextPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = TraitRecordingView()
        window.addSubview(view)
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(view.previousStyles == [.unspecified])
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func traitCollectionsMergeCompareAndPrintTheStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 3)])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 3)
        #expect(merged.containsTraits(in: dark))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(dark != UITraitCollection(userInterfaceStyle: .light))
        #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.description == "<UITraitCollection; UserInterfaceStyle = dark>")
    }

    @Test func systemColoursResolveToTheirDarkValuesInTheDarkStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(
            UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemGroupedBackground.resolvedColor(with: dark) == .black)
        #expect(
            UIColor.separator.resolvedColor(with: dark)
                == UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
        // An unspecified style resolves as light; a fixed colour is itself.
        #expect(UIColor.label.resolvedColor(with: UITraitCollection()) == .black)
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
    }

    @Test func aDynamicColoursComponentsAreItsLightValues() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : UIColor(white: 0.25, alpha: 1) }
        var red: CGFloat = 0
        _ = color.getRed(&red, green: nil, blue: nil, alpha: nil)
        expectValue(red, 0.25)
        #expect(
            color.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(white: 1, alpha: 0.5))
        #expect(UIColor.label == .black)
    }

    @Test func labelsAndTextFieldsDefaultToTheLabelColour() {
        #expect(UILabel().textColor == .label)
        #expect(UILabel().textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UITextField().textColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }
}

/// Records the style it had each time it is told its traits changed.
@MainActor private final class TraitRecordingView: UIView {
    var previousStyles: [UIUserInterfaceStyle] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}
