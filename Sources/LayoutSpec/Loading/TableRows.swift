import Foundation

/// The rows a spec gives a table view: how many, how tall (a height, or self-sizing with
/// `UITableView.automaticDimension`), and what each cell holds.
final class TableRows: UITableViewDataSource, UITableViewDelegate {
    let count: Int
    /// A row height, or `UITableView.automaticDimension`.
    let height: CGFloat
    let cellColor: UIColor?
    /// Fills a new cell's content view from the spec's `cell` template; it was built once
    /// while loading, so building it again cannot fail.
    let fillCell: ((UITableViewCell) -> Void)?

    init(count: Int, height: CGFloat, cellColor: UIColor?, fillCell: ((UITableViewCell) -> Void)?) {
        self.count = count
        self.height = height
        self.cellColor = cellColor
        self.fillCell = fillCell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier) { return cell }
        let cell = UITableViewCell(style: .default, reuseIdentifier: Self.reuseIdentifier)
        cell.backgroundColor = cellColor
        fillCell?(cell)
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

    static let reuseIdentifier = "LayoutSpecRow"
}
