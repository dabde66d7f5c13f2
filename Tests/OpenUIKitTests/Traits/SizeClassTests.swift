import Foundation
import OpenUIKit
import Testing

/// The size classes of a full-screen app on each device profile in each orientation, as Apple's
/// Human Interface Guidelines list them (docs/reference/bars-and-controllers.md#size-classes),
/// and how they reach a window's views and controllers.
@MainActor @Suite struct SizeClassTests {
    /// (horizontal, vertical) upright and on its side, written out per device.
    private static let expected: [(DeviceProfile, portrait: String, landscape: String)] = [
        (.iPhone4s, "compact/regular", "compact/compact"),
        (.iPhoneSE1, "compact/regular", "compact/compact"),
        (.iPhone8, "compact/regular", "compact/compact"),
        (.iPhone8Plus, "compact/regular", "regular/compact"),
        (.iPhoneX, "compact/regular", "compact/compact"),
        (.iPhoneXR, "compact/regular", "regular/compact"),
        (.iPhone11ProMax, "compact/regular", "regular/compact"),
        (.iPhone12Mini, "compact/regular", "compact/compact"),
        (.iPhone12, "compact/regular", "compact/compact"),
        (.iPhone12ProMax, "compact/regular", "regular/compact"),
        (.iPhone14Pro, "compact/regular", "compact/compact"),
        (.iPhone14ProMax, "compact/regular", "regular/compact"),
        (.iPhone16Pro, "compact/regular", "compact/compact"),
        (.iPhone16ProMax, "compact/regular", "regular/compact"),
        (.iPad, "regular/regular", "regular/regular"),
        (.iPad10_2, "regular/regular", "regular/regular"),
        (.iPadMini6, "regular/regular", "regular/regular"),
        (.iPadPro10_5, "regular/regular", "regular/regular"),
        (.iPadPro11, "regular/regular", "regular/regular"),
        (.iPadPro11M4, "regular/regular", "regular/regular"),
        (.iPadPro12_9, "regular/regular", "regular/regular"),
        (.iPadPro12_9Rounded, "regular/regular", "regular/regular"),
        (.iPadAir10_9, "regular/regular", "regular/regular"),
        (.iPadPro13, "regular/regular", "regular/regular"),
    ]

    private static func classes(_ traits: UITraitCollection) -> String {
        "\(traits.horizontalSizeClass)/\(traits.verticalSizeClass)"
    }

    @Test func everyProfileInBothOrientations() {
        #expect(Self.expected.map(\.0) == DeviceProfile.all)
        for (device, portrait, landscape) in Self.expected {
            for orientation in UIInterfaceOrientation.allCases {
                let traits = UIScreen(device: device, orientation: orientation).traitCollection
                let expected = orientation.isLandscape ? landscape : portrait
                #expect(Self.classes(traits) == expected, "\(device.name) \(orientation)")
                #expect(traits.displayScale == device.scale)
                #expect(traits.userInterfaceIdiom == (device.idiom == .pad ? .pad : .phone))
            }
        }
    }

    /// The window's screen's traits reach the root controller, its view and the subviews.
    @Test func aWindowPassesItsScreensTraitsDown() {
        let controller = UIViewController()
        let subview = UIView()
        controller.view.addSubview(subview)
        let window = show(controller, on: .iPhone11ProMax)
        for environment in [window, controller, controller.view!, subview] as [any UITraitEnvironment] {
            let traits = environment.traitCollection
            #expect(Self.classes(traits) == "compact/regular")
            #expect(traits.displayScale == 3)
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.layoutDirection == .leftToRight)
        }
    }

    final class CallLog {
        var entries: [String] = []
    }

    final class RecordingController: UIViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let previous = previousTraitCollection.map(SizeClassTests.classes) ?? "nil"
            log.entries.append("controller \(previous) → \(SizeClassTests.classes(traitCollection))")
        }
    }

    final class RecordingView: UIView {
        var log: CallLog?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let previous = previousTraitCollection.map(SizeClassTests.classes) ?? "nil"
            log?.entries.append(
                "\(accessibilityIdentifier ?? "?") \(previous) → \(SizeClassTests.classes(traitCollection))")
        }
    }

    /// A rotation (a new screen for the window) tells the controller, then its view, then the
    /// subviews, at the next layout pass.
    @Test func rotatingTellsTheControllerBeforeItsViews() {
        let log = CallLog()
        let controller = RecordingController(log: log)
        let root = RecordingView()
        root.accessibilityIdentifier = "view"
        root.log = log
        controller.view = root
        let subview = RecordingView()
        subview.accessibilityIdentifier = "subview"
        subview.log = log
        root.addSubview(subview)
        let window = show(controller, on: .iPhone14ProMax)
        #expect(log.entries.isEmpty)
        window.screen = UIScreen(device: .iPhone14ProMax, orientation: .landscapeLeft)
        #expect(log.entries.isEmpty)
        window.layoutIfNeeded()
        #expect(
            log.entries == [
                "controller compact/regular → regular/compact", "view compact/regular → regular/compact",
                "subview compact/regular → regular/compact",
            ])
        // A smaller phone on its side is compact both ways.
        log.entries = []
        window.screen = UIScreen(device: .iPhone14Pro, orientation: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(log.entries.first == "controller regular/compact → compact/compact")
        #expect(log.entries.count == 3)
    }

    /// A child controller's traits are those of the parent's view it sits in.
    @Test func aChildControllerInheritsFromItsViewsSuperview() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let container = UIView()
        container.semanticContentAttribute = .forceRightToLeft
        parent.view.addSubview(container)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = show(parent, on: .iPad)
        #expect(child.view.window === window)
        #expect(parent.traitCollection.layoutDirection == .leftToRight)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(Self.classes(child.traitCollection) == "regular/regular")
        #expect(child.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
