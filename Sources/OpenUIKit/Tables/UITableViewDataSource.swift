import Foundation

/// What a table view asks its data source for, as in UIKit. `numberOfSections(in:)` defaults to
/// 1.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    /// One section, as in UIKit.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
