import InterfaceBuilder

/// The column a split view controller gives a scene on the canvas of an iPad on its side: its
/// primary (`masterViewController`) column is 320 points wide, its secondary
/// (`detailViewController`) column the rest of the screen but the half-point separator, both
/// as tall as the screen and under its status bar. docs/interface-builder.md#canvas-mode gives
/// the evidence. A column-style split view controller (iOS 14's, `allowDoubleColumnStyle`)
/// has its primary column's scene drawn 420 points wide, its secondary one as the classic
/// style's: a storyboard of Xcode 13 on the 10.9-inch iPad Air on its side stores the primary
/// navigation controller's bar and its root view 420 wide and the secondary ones 859.5
/// (1180 − 320 − 0.5).
enum SplitViewCanvas {
    /// The primary column's width.
    static let primaryWidth = 320.0
    /// The width the canvas draws a column-style split view's primary column's scene.
    static let columnStylePrimaryWidth = 420.0
    /// The separator between the columns.
    static let separatorWidth = 0.5

    /// The width of the column that holds the controller with id `id` (or the outermost of its
    /// navigation and tab bar controllers) on a screen `screenWidth` points wide; nil when no
    /// split view controller of `document` has it as a column.
    static func columnWidth(of id: String, in document: IBDocument, screenWidth: Double) -> Double? {
        let column = ContainerFinder(document: document).containers(of: id).last?.controller.id ?? id
        for controller in document.viewControllers where controller.kind == .splitViewController {
            for segue in controller.segues where segue.kind == .relationship && segue.destination == column {
                switch segue.relationship {
                case "masterViewController": return controller.usesColumnStyle ? columnStylePrimaryWidth : primaryWidth
                case "detailViewController": return screenWidth - primaryWidth - separatorWidth
                default: continue
                }
            }
        }
        return nil
    }
}
