import Foundation

extension DeviceProfile {
    /// Replaces the height of the status bar and of the sensor housing: the safe area's top
    /// and the status bar upright and, on a device with a sensor housing, the safe area's sides
    /// on its side.
    mutating func replaceTopInset(with inset: CGFloat) {
        portraitSafeAreaInsets.top = inset
        portraitBarHeights.statusBar = inset
        guard hasSensorHousing else { return }
        landscapeSafeAreaInsets.left = inset
        landscapeSafeAreaInsets.right = inset
    }
}
