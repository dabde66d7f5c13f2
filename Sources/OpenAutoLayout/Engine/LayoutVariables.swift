internal import Cassowary

/// An item's four solver variables: its rectangle in the coordinates of the tree's root
/// (the root's bounds coordinate system), so that constraints across branches need no
/// conversion. Frames are derived from them by subtracting the superview's position.
///
/// The width and height are the solver's last choice of subject (`SubjectPreference.last`):
/// where constraints leave an item free, UIKit keeps its size at 0 and moves its position
/// (docs/autolayout.md, "Under-constrained views").
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// Named after their attributes: a solver dump tells items apart by the variables'
    /// identities, and a name built per item would cost a string for every view laid out.
    init() {
        minX = Variable("minX")
        minY = Variable("minY")
        width = Variable("width", subjectPreference: .last)
        height = Variable("height", subjectPreference: .last)
    }
}
