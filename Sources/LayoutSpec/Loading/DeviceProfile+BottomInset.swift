import Foundation

extension DeviceProfile {
    /// Replaces the height of the home indicator's area: the safe area's bottom upright.
    mutating func replaceBottomInset(with inset: CGFloat) {
        portraitSafeAreaInsets.bottom = inset
    }
}
