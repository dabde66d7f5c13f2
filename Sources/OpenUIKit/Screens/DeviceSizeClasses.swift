import Foundation

/// The size classes and idiom a full-screen app gets on each device
/// (docs/reference/bars-and-controllers.md#size-classes), as Apple's Human Interface Guidelines
/// list them: every iPad is regular in both directions; every iPhone is compact wide and
/// regular tall upright, and compact tall on its side, where it is compact wide too except on
/// the large phones (414 pt or more wide upright: the Plus and Max models, XR and 11), which are
/// regular wide. Hand-written profiles follow the same rule from their idiom and width.
extension DeviceProfile {
    /// The width a phone must have upright to be regular wide on its side.
    public static let regularWidthLandscapeMinimum: CGFloat = 414

    /// UIKit's idiom for the profile's.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        switch idiom {
        case .phone: .phone
        case .pad: .pad
        }
    }

    /// The horizontal size class of a full-screen app in `orientation`.
    public func horizontalSizeClass(in orientation: UIInterfaceOrientation) -> UIUserInterfaceSizeClass {
        switch idiom {
        case .pad: .regular
        case .phone:
            orientation.isLandscape && portraitSize.width >= Self.regularWidthLandscapeMinimum ? .regular : .compact
        }
    }

    /// The vertical size class of a full-screen app in `orientation`.
    public func verticalSizeClass(in orientation: UIInterfaceOrientation) -> UIUserInterfaceSizeClass {
        switch idiom {
        case .pad: .regular
        case .phone: orientation.isLandscape ? .compact : .regular
        }
    }
}
