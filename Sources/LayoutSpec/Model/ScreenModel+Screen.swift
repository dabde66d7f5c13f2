extension ScreenModel {
    /// The devices a screen can be shown on, by the names specs write (the device table of
    /// docs/reference/bars-and-controllers.md).
    public enum Device: String, CaseIterable, Codable, Sendable {
        case iPhone4s, iPhoneSE1, iPhone8, iPhone8Plus, iPhoneX, iPhoneXR, iPhone11ProMax, iPhone12Mini, iPhone12
        case iPhone12ProMax, iPhone14Pro, iPhone14ProMax, iPhone16Pro, iPad, iPadPro11, iPadPro12_9
    }

    /// The interface orientation, by UIKit's names.
    public enum Orientation: String, CaseIterable, Codable, Sendable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    }

    /// A user interface layout direction.
    public enum LayoutDirection: String, CaseIterable, Codable, Sendable {
        case leftToRight, rightToLeft
    }
}
