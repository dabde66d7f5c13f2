import Foundation

/// What a table view asks its delegate for. UIKit's delegate methods are optional; here each has
/// a default: a row's height is the table's `rowHeight`.
@MainActor
public protocol UITableViewDelegate: AnyObject {
    /// A row's height, or ``UITableView/automaticDimension`` to measure its cell with Auto Layout.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// The table's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}
