import Foundation

/// What a table view asks its delegate for. UIKit's delegate methods are optional; here each has
/// a default: a row's height is the table's `rowHeight`; a header's or footer's height comes from
/// its title (``UITableView/automaticDimension``).
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
    /// A row's height, or ``UITableView/automaticDimension`` to measure its cell with Auto Layout.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// `section`'s header height, or ``UITableView/automaticDimension`` for its title's.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// `section`'s footer height, or ``UITableView/automaticDimension`` for its title's.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    /// The table's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// The title's height (``UITableView/automaticDimension``).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The title's height (``UITableView/automaticDimension``).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }
}
