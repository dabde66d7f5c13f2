/// How much room a trait environment has along one axis, with UIKit's raw values
/// (docs/reference/bars-and-controllers.md#size-classes gives each device's classes).
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// No size class specified.
    case unspecified = 0
    /// Constrained space: an iPhone's width, or an iPhone's height on its side.
    case compact = 1
    /// Expansive space: an iPad's width and height, an iPhone's height upright.
    case regular = 2
}
