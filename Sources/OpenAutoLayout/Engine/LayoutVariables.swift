internal import Cassowary

/// An item's four solver variables: its rectangle in the coordinates of the tree's root
/// (the root's bounds coordinate system), so that constraints across branches need no
/// conversion. Frames are derived from them by subtracting the superview's position.
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(serial: Int) {
        minX = Variable("i\(serial).minX")
        minY = Variable("i\(serial).minY")
        width = Variable("i\(serial).width")
        height = Variable("i\(serial).height")
    }
}
