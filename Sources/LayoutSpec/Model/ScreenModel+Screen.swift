extension ScreenModel {
    /// The devices a screen can be shown on, by the names specs write (the device table of
    /// docs/reference/bars-and-controllers.md).
    public enum Device: String, CaseIterable, Codable, Sendable {
        /// A built-in device profile of the same name (OpenUIKit's `DeviceProfile`: screen size in
        /// points, scale, safe area, bar heights), as the device table of
        /// docs/reference/bars-and-controllers.md lists them.
        case iPhone4s, iPhoneSE1, iPhone8, iPhone8Plus, iPhoneX, iPhoneXR, iPhone11ProMax, iPhone12Mini, iPhone12
        /// A built-in device profile of the same name (OpenUIKit's `DeviceProfile`: screen size in
        /// points, scale, safe area, bar heights), as the device table of
        /// docs/reference/bars-and-controllers.md lists them.
        case iPhone12ProMax, iPhone14Pro, iPhone14ProMax, iPhone16Pro, iPhone16ProMax, iPad, iPad10_2, iPadMini6,
            iPadPro10_5, iPadPro11, iPadPro11M4
        /// A built-in device profile of the same name (OpenUIKit's `DeviceProfile`: screen size in
        /// points, scale, safe area, bar heights), as the device table of
        /// docs/reference/bars-and-controllers.md lists them.
        case iPadPro12_9, iPadPro12_9Rounded, iPadAir10_9, iPadPro13
    }

    /// The interface orientation, by UIKit's names.
    public enum Orientation: String, CaseIterable, Codable, Sendable {
        /// `UIInterfaceOrientation`'s case of the same name; in the landscape ones the screen's
        /// width and height swap and the device's landscape safe area and bar heights apply.
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    }

    /// A user interface layout direction.
    public enum LayoutDirection: String, CaseIterable, Codable, Sendable {
        /// `UIUserInterfaceLayoutDirection`'s case of the same name; in `rightToLeft`, `leading` is
        /// the right edge and `trailing` the left.
        case leftToRight, rightToLeft
    }
}
