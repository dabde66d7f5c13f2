/// The kind of interface a trait environment is designed for, with UIKit's raw values.
///
/// A trait collection's ``UITraitCollection/userInterfaceIdiom`` is `.unspecified` unless set;
/// OpenUIKit's screens give `.phone` or `.pad` from their device profile.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// No idiom specified.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// The Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
