import Foundation

/// The rest of UIKit's system colours (iOS 13–17), each dynamic: the value UIKit resolves in the
/// light and in the dark appearance, in sRGB out of 255. The values are the "default" light and
/// dark columns of the colour tables in Apple's Human Interface Guidelines (Color: system colours,
/// system greys and the iOS background, label, fill and separator colours), which are also what
/// `resolvedColor(with:)` prints on iOS 17.
extension UIColor {
    /// Light (174, 174, 178), dark (99, 99, 102).
    public class var systemGray2: UIColor { dynamic(light: rgb255(174, 174, 178), dark: rgb255(99, 99, 102)) }
    /// Light (199, 199, 204), dark (72, 72, 74).
    public class var systemGray3: UIColor { dynamic(light: rgb255(199, 199, 204), dark: rgb255(72, 72, 74)) }
    /// Light (209, 209, 214), dark (58, 58, 60).
    public class var systemGray4: UIColor { dynamic(light: rgb255(209, 209, 214), dark: rgb255(58, 58, 60)) }
    /// Light (229, 229, 234), dark (44, 44, 46).
    public class var systemGray5: UIColor { dynamic(light: rgb255(229, 229, 234), dark: rgb255(44, 44, 46)) }
    /// Light (242, 242, 247), dark (28, 28, 30).
    public class var systemGray6: UIColor { dynamic(light: rgb255(242, 242, 247), dark: rgb255(28, 28, 30)) }
    /// Light (0, 199, 190), dark (99, 230, 226) (iOS 15).
    public class var systemMint: UIColor { dynamic(light: rgb255(0, 199, 190), dark: rgb255(99, 230, 226)) }
    /// Light (50, 173, 230), dark (100, 210, 255) (iOS 15).
    public class var systemCyan: UIColor { dynamic(light: rgb255(50, 173, 230), dark: rgb255(100, 210, 255)) }
    /// Light (162, 132, 94), dark (172, 142, 104).
    public class var systemBrown: UIColor { dynamic(light: rgb255(162, 132, 94), dark: rgb255(172, 142, 104)) }

    // MARK: Backgrounds

    /// Light white, dark (44, 44, 46).
    public class var tertiarySystemBackground: UIColor { dynamic(light: white, dark: rgb255(44, 44, 46)) }
    /// Light (242, 242, 247), dark black: behind grouped tables.
    public class var systemGroupedBackground: UIColor { dynamic(light: rgb255(242, 242, 247), dark: black) }
    /// Light white, dark (28, 28, 30): the cells of grouped tables.
    public class var secondarySystemGroupedBackground: UIColor { dynamic(light: white, dark: rgb255(28, 28, 30)) }
    /// Light (242, 242, 247), dark (44, 44, 46).
    public class var tertiarySystemGroupedBackground: UIColor {
        dynamic(light: rgb255(242, 242, 247), dark: rgb255(44, 44, 46))
    }

    // MARK: Text

    /// Light (60, 60, 67) at 0.3, dark (235, 235, 245) at 0.3.
    public class var tertiaryLabel: UIColor {
        dynamic(light: rgb255(60, 60, 67, 0.3), dark: rgb255(235, 235, 245, 0.3))
    }
    /// Light (60, 60, 67) at 0.18, dark (235, 235, 245) at 0.16.
    public class var quaternaryLabel: UIColor {
        dynamic(light: rgb255(60, 60, 67, 0.18), dark: rgb255(235, 235, 245, 0.16))
    }
    /// Light (60, 60, 67) at 0.3, dark (235, 235, 245) at 0.3: text fields' placeholders.
    public class var placeholderText: UIColor {
        dynamic(light: rgb255(60, 60, 67, 0.3), dark: rgb255(235, 235, 245, 0.3))
    }
    /// Light (0, 122, 255), dark (9, 132, 255).
    public class var link: UIColor { dynamic(light: rgb255(0, 122, 255), dark: rgb255(9, 132, 255)) }
    /// White at 0.6 in both appearances.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Black in both appearances.
    public class var darkText: UIColor { black }

    // MARK: Separators and fills

    /// Light (198, 198, 200), dark (56, 56, 58).
    public class var opaqueSeparator: UIColor { dynamic(light: rgb255(198, 198, 200), dark: rgb255(56, 56, 58)) }
    /// Light (120, 120, 128) at 0.2, dark at 0.36: thin shapes such as a slider's track.
    public class var systemFill: UIColor {
        dynamic(light: rgb255(120, 120, 128, 0.2), dark: rgb255(120, 120, 128, 0.36))
    }
    /// Light (120, 120, 128) at 0.16, dark at 0.32: medium shapes such as a switch's track.
    public class var secondarySystemFill: UIColor {
        dynamic(light: rgb255(120, 120, 128, 0.16), dark: rgb255(120, 120, 128, 0.32))
    }
    /// Light (118, 118, 128) at 0.12, dark at 0.24: large shapes such as a search field.
    public class var tertiarySystemFill: UIColor {
        dynamic(light: rgb255(118, 118, 128, 0.12), dark: rgb255(118, 118, 128, 0.24))
    }
    /// Light (116, 116, 128) at 0.08, dark (118, 118, 128) at 0.18.
    public class var quaternarySystemFill: UIColor {
        dynamic(light: rgb255(116, 116, 128, 0.08), dark: rgb255(118, 118, 128, 0.18))
    }
}
