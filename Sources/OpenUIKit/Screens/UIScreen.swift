import Foundation

/// A device screen in one orientation, running one iOS version.
///
/// UIKit reads its screens from the hardware and rotates them itself; here a screen is made
/// from a ``DeviceProfile``, an orientation and a system version, and is immutable: to rotate,
/// give the window a new screen (`window.screen = UIScreen(device:orientation:)`).
///
/// `systemVersion` picks the layout behaviour: below 11, iOS 7–10 (the top and bottom layout
/// guides and `automaticallyAdjustsScrollViewInsets` place content under bars; safe-area insets
/// stay zero); from 11 up, the safe area (docs/reference/safe-area.md, docs/reference/bars-and-controllers.md).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The device the screen belongs to.
    public let device: DeviceProfile
    /// The interface orientation the screen shows; its bounds are turned accordingly.
    public let orientation: UIInterfaceOrientation
    /// The iOS version whose layout behaviour the screen's windows follow: below 11, iOS 7–10.
    public let systemVersion: Double

    /// The screen of `device` in `orientation` (upright unless given), running `systemVersion`
    /// (17 unless given).
    public init(device: DeviceProfile, orientation: UIInterfaceOrientation = .portrait, systemVersion: Double = 17) {
        self.device = device
        self.orientation = orientation
        self.systemVersion = systemVersion
        super.init()
    }

    private static let mainStorage = Locked(UIScreen(device: .iPhone8))

    /// The screen windows made with `UIWindow(frame:)` use. UIKit's is read-only; here it can be
    /// set (default: iPhone 8, portrait, iOS 17). Safe to use from any thread.
    /// Setting it also sets the pixel grid that trees outside a window are snapped to
    /// (`LayoutEnvironment.displayScale`) and the size classes and idiom they get.
    public class var main: UIScreen {
        get { mainStorage.current }
        set {
            mainStorage.current = newValue
            LayoutEnvironment.displayScale = newValue.scale
            LayoutEnvironment.screenTraits = newValue.traitCollection
        }
    }

    /// Pixels per point: layout snaps the frames of views on this screen to this grid.
    open var scale: CGFloat { device.scale }

    /// The screen's rectangle in points, in the current orientation, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size(in: orientation)) }

    /// Whether views get safe-area insets (iOS 11 and later) rather than only layout guides.
    public var usesSafeArea: Bool { systemVersion >= 11 }

    /// The bar heights for this device and orientation (docs/reference/bars-and-controllers.md#devices);
    /// from iOS 26 an iPhone's navigation bar is 54 points tall upright, and before iOS 12 an
    /// iPad's navigation bar and toolbar were 44 and its tab bar 49.
    public var barHeights: BarHeights {
        var heights = device.barHeights(in: orientation)
        if systemVersion >= 26, !orientation.isLandscape, heights.navigationBar == BarHeights.phoneNavigationBar {
            heights.navigationBar = BarHeights.glassPhoneNavigationBar
        }
        if systemVersion < 12, device.idiom == .pad { heights = .padBeforeIOS12(statusBar: heights.statusBar) }
        return heights
    }

    /// The status bar's height when shown; 0 where the system hides it (iPhone landscape).
    public var statusBarHeight: CGFloat { barHeights.statusBar }

    /// What the status bar (unless `statusBarHidden`) and the hardware (sensor housing, home
    /// indicator, rounded corners) cover of a full-screen view (docs/reference/bars-and-controllers.md#devices).
    public func coveredInsets(statusBarHidden: Bool) -> UIEdgeInsets {
        var insets = device.safeAreaInsets(in: orientation)
        if statusBarHidden && !(device.hasSensorHousing && orientation.isPortrait) {
            insets.top = max(0, insets.top - statusBarHeight)
        }
        return insets
    }

    /// A screen never changes (a window changes screens instead); never called.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `<UIScreen: iPhone 8, portrait, iOS 17; bounds = {{0, 0}, {375, 667}}>`: device, orientation,
    /// version and bounds.
    open override var description: String {
        MainActor.assumeIsolated { screenDescription }
    }

    private var screenDescription: String {
        "<UIScreen: \(device.name), \(orientation), iOS \(formatNumber(systemVersion)); bounds = \(NSStringFromCGRect(bounds))>"
    }
}
