import Foundation

/// The device the app runs on, as UIKit's UIDevice, read from ``UIScreen/main``: its
/// ``DeviceProfile`` gives the idiom, model and name, its orientation the device orientation,
/// its system version the version string. UIKit reads these from the hardware; here setting
/// `UIScreen.main` changes them.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private static let shared = UIDevice()

    /// The device object (UIKit: `UIDevice.current`).
    open class var current: UIDevice { shared }

    private var screen: UIScreen { UIScreen.main }

    /// `.pad` for the iPad profiles, `.phone` otherwise.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        switch screen.device.idiom {
        case .phone: return .phone
        case .pad: return .pad
        }
    }

    /// The main screen's orientation as the device's (an interface in `landscapeLeft` is a
    /// device turned `landscapeRight`, and the reverse). UIKit reports `.unknown` until the app
    /// turns on orientation notifications; here the screen's orientation is always known.
    open var orientation: UIDeviceOrientation {
        switch screen.orientation {
        case .unknown: return .unknown
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        }
    }

    /// The main screen's system version, e.g. "17.0" (one decimal at least, as iOS prints
    /// "17.0"; "10.3" for 10.3).
    open var systemVersion: String {
        let version = screen.systemVersion
        let whole = version.rounded(.towardZero)
        if version == whole { return "\(Int(whole)).0" }
        return String(version)
    }

    /// "iOS", also on an iPad (UIKit says "iPadOS" there from iOS 15 on).
    open var systemName: String { "iOS" }

    /// "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model, localized (the same here).
    open var localizedModel: String { model }

    /// The device profile's name (e.g. "iPhone 8"). UIKit returns the user-assigned name before
    /// iOS 16 and the model ("iPhone") from iOS 16 on without a special entitlement.
    open var name: String { screen.device.name }

    /// Whether the device can run several tasks at once: true, as on every device since iOS 4.
    open var isMultitaskingSupported: Bool { true }
}

/// The idiom of the current device (``UIDevice/userInterfaceIdiom``). UIKit deprecated this
/// function in iOS 13 in favour of that property.
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}
