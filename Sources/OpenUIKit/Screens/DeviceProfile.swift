import Foundation

/// A device's screen as layout sees it: its size in points, the safe area of a full-screen root
/// view with no bars in each orientation, and its bar heights (docs/reference/bars-and-controllers.md#devices). UIKit has no such
/// type (it reads the hardware); here a screen is made from a profile, and profiles for other
/// devices can be written by hand.
public struct DeviceProfile: Hashable, Sendable {
    /// Phones and pads differ in bar heights and in what rotation does to the status bar.
    public enum Idiom: Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// The device's marketing name (`iPhone 8`), as descriptions and pictures show it.
    public var name: String
    /// Phone or pad.
    public var idiom: Idiom
    /// Width × height in points, upright.
    public var portraitSize: CGSize
    /// The safe area of a full-screen root view with no bars, status bar shown, upright.
    public var portraitSafeAreaInsets: UIEdgeInsets
    /// The same on its side (`left` and `right` as for `.landscapeLeft`; the profiles of docs/reference/bars-and-controllers.md#devices
    /// are symmetric).
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// The bar heights upright.
    public var portraitBarHeights: BarHeights
    /// The bar heights on its side.
    public var landscapeBarHeights: BarHeights
    /// Whether the top inset comes from the hardware (a notch or Dynamic Island) and stays when
    /// the status bar is hidden; without one, hiding the status bar frees its height.
    public var hasSensorHousing: Bool
    /// The radius of the screen's corners, for drawing only.
    public var cornerRadius: CGFloat
    /// Pixels per point (`UIScreen.scale`): layout snaps frames to this grid.
    public var scale: CGFloat

    /// A profile for a device not among the built-in ones; a phone with a 2× screen, square corners
    /// and no sensor housing unless given.
    public init(
        name: String, idiom: Idiom = .phone, portraitSize: CGSize, portraitSafeAreaInsets: UIEdgeInsets,
        landscapeSafeAreaInsets: UIEdgeInsets, portraitBarHeights: BarHeights, landscapeBarHeights: BarHeights,
        hasSensorHousing: Bool = false, cornerRadius: CGFloat = 0, scale: CGFloat = 2
    ) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.portraitBarHeights = portraitBarHeights
        self.landscapeBarHeights = landscapeBarHeights
        self.hasSensorHousing = hasSensorHousing
        self.cornerRadius = cornerRadius
        self.scale = scale
    }

    /// The screen size in `orientation`.
    public func size(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe area of a full-screen root view with no bars in `orientation`.
    public func safeAreaInsets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// The bar heights in `orientation`.
    public func barHeights(in orientation: UIInterfaceOrientation) -> BarHeights {
        orientation.isLandscape ? landscapeBarHeights : portraitBarHeights
    }

    // MARK: The devices of docs/reference/bars-and-controllers.md#devices

    /// A phone with a home button: status bar 20 upright, hidden on its side.
    private static func homeButtonPhone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat)
        -> DeviceProfile
    {
        DeviceProfile(
            name: name, portraitSize: CGSize(width: width, height: height),
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
            portraitBarHeights: .phonePortrait(statusBar: 20), landscapeBarHeights: landscapeBars(width: width),
            scale: scale)
    }

    /// The bars of a phone `width` points wide upright, on its side: a large phone, regular wide
    /// on its side, keeps a 44-point navigation bar.
    private static func landscapeBars(width: CGFloat) -> BarHeights {
        width >= regularWidthLandscapeMinimum ? .largePhoneLandscape : .phoneLandscape
    }

    /// A phone with a sensor housing of height `top` and a home indicator.
    private static func notchPhone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, cornerRadius: CGFloat, scale: CGFloat = 3
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, portraitSize: CGSize(width: width, height: height),
            portraitSafeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: top, bottom: 21, right: top),
            portraitBarHeights: .phonePortrait(statusBar: top), landscapeBarHeights: landscapeBars(width: width),
            hasSensorHousing: true, cornerRadius: cornerRadius, scale: scale)
    }

    /// iPhone 4, 4s: 320 × 480 (2×).
    public static let iPhone4s = homeButtonPhone("iPhone 4s", 320, 480, scale: 2)
    /// iPhone SE (1st generation), 5, 5s: 320 × 568 (2×).
    public static let iPhoneSE1 = homeButtonPhone("iPhone SE (1st generation)", 320, 568, scale: 2)
    /// iPhone 6, 6s, 7, 8, SE (2nd and 3rd generation): 375 × 667 (2×).
    public static let iPhone8 = homeButtonPhone("iPhone 8", 375, 667, scale: 2)
    /// iPhone 6 Plus … 8 Plus: 414 × 736 (3×).
    public static let iPhone8Plus = homeButtonPhone("iPhone 8 Plus", 414, 736, scale: 3)
    /// iPhone X, XS, 11 Pro: 375 × 812.
    public static let iPhoneX = notchPhone("iPhone X", 375, 812, top: 44, cornerRadius: 39)
    /// iPhone XR, 11: 414 × 896 (2×; the other notched phones are 3×).
    public static let iPhoneXR = notchPhone("iPhone XR", 414, 896, top: 48, cornerRadius: 41.5, scale: 2)
    /// iPhone XS Max, 11 Pro Max: 414 × 896.
    public static let iPhone11ProMax = notchPhone("iPhone 11 Pro Max", 414, 896, top: 44, cornerRadius: 39)
    /// iPhone 12 mini, 13 mini: 375 × 812.
    public static let iPhone12Mini = notchPhone("iPhone 12 mini", 375, 812, top: 50, cornerRadius: 44)
    /// iPhone 12, 12 Pro, 13, 13 Pro, 14: 390 × 844.
    public static let iPhone12 = notchPhone("iPhone 12", 390, 844, top: 47, cornerRadius: 47.33)
    /// iPhone 12 Pro Max, 13 Pro Max, 14 Plus: 428 × 926.
    public static let iPhone12ProMax = notchPhone("iPhone 12 Pro Max", 428, 926, top: 47, cornerRadius: 53.33)
    /// iPhone 14 Pro, 15, 15 Pro, 16: 393 × 852.
    public static let iPhone14Pro = notchPhone("iPhone 14 Pro", 393, 852, top: 59, cornerRadius: 55)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: 430 × 932.
    public static let iPhone14ProMax = notchPhone("iPhone 14 Pro Max", 430, 932, top: 59, cornerRadius: 55)
    /// iPhone 16 Pro: 402 × 874.
    public static let iPhone16Pro = notchPhone("iPhone 16 Pro", 402, 874, top: 62, cornerRadius: 62)
    /// iPhone 16 Pro Max: 440 × 956, with the iPhone 16 Pro's insets (not measured:
    /// docs/reference/bars-and-controllers.md#devices).
    public static let iPhone16ProMax = notchPhone("iPhone 16 Pro Max", 440, 956, top: 62, cornerRadius: 62)
    /// A pad with a home button: the 20-point status bar at the top in both orientations.
    private static func homeButtonPad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DeviceProfile {
        let insets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return DeviceProfile(
            name: name, idiom: .pad, portraitSize: CGSize(width: width, height: height), portraitSafeAreaInsets: insets,
            landscapeSafeAreaInsets: insets, portraitBarHeights: .pad(statusBar: 20),
            landscapeBarHeights: .pad(statusBar: 20))
    }

    /// A pad with rounded corners and a home indicator: a 24-point status bar and 20 points at
    /// the bottom in both orientations.
    private static func roundedPad(_ name: String, _ width: CGFloat, _ height: CGFloat, cornerRadius: CGFloat)
        -> DeviceProfile
    {
        let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return DeviceProfile(
            name: name, idiom: .pad, portraitSize: CGSize(width: width, height: height), portraitSafeAreaInsets: insets,
            landscapeSafeAreaInsets: insets, portraitBarHeights: .pad(statusBar: 24),
            landscapeBarHeights: .pad(statusBar: 24), cornerRadius: cornerRadius)
    }

    /// iPad with a home button (9.7"): 768 × 1024.
    public static let iPad = homeButtonPad("iPad", 768, 1024)
    /// iPad 10.2" (7th to 9th generation), with a home button: 810 × 1080.
    public static let iPad10_2 = homeButtonPad("iPad 10.2-inch (7th generation)", 810, 1080)
    /// iPad mini (6th generation): 744 × 1133.
    public static let iPadMini6 = roundedPad("iPad mini (6th generation)", 744, 1133, cornerRadius: 21.5)
    /// iPad Pro 10.5" and iPad Air (3rd generation), with a home button: 834 × 1112.
    public static let iPadPro10_5 = homeButtonPad("iPad Pro 10.5-inch", 834, 1112)
    /// iPad Pro 11": 834 × 1194.
    public static let iPadPro11 = roundedPad("iPad Pro 11-inch", 834, 1194, cornerRadius: 18)
    /// iPad Pro 11" (M4): 834 × 1210.
    public static let iPadPro11M4 = roundedPad("iPad Pro 11-inch (M4)", 834, 1210, cornerRadius: 18)
    /// iPad Pro 12.9" with a home button (1st and 2nd generation): 1024 × 1366.
    public static let iPadPro12_9 = homeButtonPad("iPad Pro 12.9-inch (2nd generation)", 1024, 1366)
    /// iPad Pro 12.9" with rounded corners (3rd generation and later): 1024 × 1366.
    public static let iPadPro12_9Rounded = roundedPad(
        "iPad Pro 12.9-inch (3rd generation)", 1024, 1366, cornerRadius: 18)
    /// iPad Air 10.9" (4th generation and later) and iPad (10th generation): 820 × 1180.
    public static let iPadAir10_9 = roundedPad("iPad Air 10.9-inch (4th generation)", 820, 1180, cornerRadius: 18)
    /// iPad Pro 13" (M4): 1032 × 1376.
    public static let iPadPro13 = roundedPad("iPad Pro 13-inch (M4)", 1032, 1376, cornerRadius: 18)

    /// Every profile above, in the order of the device table (docs/reference/bars-and-controllers.md#devices).
    public static let all: [DeviceProfile] = [
        .iPhone4s, .iPhoneSE1, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXR, .iPhone11ProMax, .iPhone12Mini,
        .iPhone12, .iPhone12ProMax, .iPhone14Pro, .iPhone14ProMax, .iPhone16Pro, .iPhone16ProMax, .iPad, .iPad10_2,
        .iPadMini6, .iPadPro10_5, .iPadPro11, .iPadPro11M4, .iPadPro12_9, .iPadPro12_9Rounded, .iPadAir10_9, .iPadPro13,
    ]
}
