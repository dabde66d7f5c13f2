import OpenUIKit
import Testing

/// A label class of the app's own, styled through its appearance proxy.
@MainActor final class CaptionLabel: UILabel {}

/// A container that restyles the labels inside it.
@MainActor final class DarkPanel: UIView {}

@MainActor @Suite(.serialized) struct AppearanceTests {
    @Test func proxiesStyleViewsWhenTheyEnterAWindow() {
        CaptionLabel.appearance().textColor = .red
        CaptionLabel.appearance().backgroundColor = .yellow
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = CaptionLabel()
        #expect(label.textColor == .black)
        window.addSubview(label)
        #expect(label.textColor == .red)
        #expect(label.backgroundColor == .yellow)
        #expect(CaptionLabel.appearance().textColor == .red)
        #expect(CaptionLabel.appearance() === CaptionLabel.appearance())
    }

    @Test func valuesSetOnTheViewWinOverTheProxy() {
        CaptionLabel.appearance().textColor = .red
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = CaptionLabel()
        label.textColor = .blue
        window.addSubview(label)
        #expect(label.textColor == .blue)
    }

    @Test func containmentRulesApplyOnlyInsideTheContainerAndWin() {
        CaptionLabel.appearance().textColor = .red
        CaptionLabel.appearance(whenContainedInInstancesOf: [DarkPanel.self]).textColor = .white
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let panel = DarkPanel()
        let inside = CaptionLabel()
        let outside = CaptionLabel()
        panel.addSubview(inside)
        window.addSubview(panel)
        window.addSubview(outside)
        #expect(inside.textColor == .white)
        #expect(outside.textColor == .red)
    }

    @Test func tintAndBarTranslucencyComeFromTheirProxies() {
        UIButton.appearance().tintColor = .systemOrange
        UINavigationBar.appearance().isTranslucent = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton()
        let bar = UINavigationBar()
        let plain = UIView()
        window.addSubview(button)
        window.addSubview(bar)
        window.addSubview(plain)
        #expect(button.tintColor == .systemOrange)
        #expect(bar.isTranslucent == false)
        #expect(plain.tintColor == .systemBlue)
        UIButton.appearance().tintColor = nil
        UINavigationBar.appearance().isTranslucent = nil
    }
}
