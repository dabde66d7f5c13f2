import Foundation

/// The orientation of the device in space, with UIKit's raw values. Not the interface's
/// orientation: the device turned to its left (`landscapeLeft`, home button on the right) shows
/// the interface in `UIInterfaceOrientation.landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
    /// The orientation cannot be told.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down, home button at the top.
    case portraitUpsideDown = 2
    /// Upright, home button on the right.
    case landscapeLeft = 3
    /// Upright, home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one of the interface's (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
