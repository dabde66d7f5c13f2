import Foundation

/// The rows a spec gives a table view: how many, how tall (a height, or self-sizing with
/// `UITableView.automaticDimension`), what each cell holds, and the texts each row's labels
/// show. As an app's data source does, a cell taken back from the reuse queue is given the texts
/// of the row it now shows.
final class TableRows: UITableViewDataSource, UITableViewDelegate {
    let count: Int
    /// A row height, or `UITableView.automaticDimension`.
    let height: CGFloat
    let cellColor: UIColor?
    /// Fills a new cell's content view from the spec's `cell` template and returns its labels by
    /// name; the template was built once while loading, so building it again cannot fail.
    let fillCell: ((UITableViewCell) -> [String: UILabel])?
    /// The texts of the first rows' labels, by name.
    let content: [[String: String]]
    /// The template's own texts, which rows without content show.
    let templateTexts: [String: String?]
    /// Each made cell's labels, by name.
    private var labels: [ObjectIdentifier: [String: UILabel]] = [:]

    init(
        count: Int, height: CGFloat, cellColor: UIColor?, fillCell: ((UITableViewCell) -> [String: UILabel])?,
        content: [[String: String]] = [], templateTexts: [String: String?] = [:]
    ) {
        self.count = count
        self.height = height
        self.cellColor = cellColor
        self.fillCell = fillCell
        self.content = content
        self.templateTexts = templateTexts
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier) {
            cell = reused
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: Self.reuseIdentifier)
            cell.backgroundColor = cellColor
            labels[ObjectIdentifier(cell)] = fillCell?(cell) ?? [:]
        }
        let texts = indexPath.row < content.count ? content[indexPath.row] : [:]
        for (name, label) in labels[ObjectIdentifier(cell)] ?? [:] {
            let text = texts[name] ?? templateTexts[name] ?? nil
            if label.text != text { label.text = text }
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }

    static let reuseIdentifier = "LayoutSpecRow"
}
