import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// Tables: visible rows at a fixed height, self-sizing rows (the cell of the article "Auto Layout with
/// Masonry"), the header view.
@MainActor @Suite struct TableViewTests {
    /// The article's cell: an image view 10 from the left, centred vertically, at least 10 from the
    /// top and bottom; a name label 6 right of the image and 10 from the top; a content label
    /// below it (6); a company label below that (6), 10 above the bottom. Views with intrinsic
    /// sizes stand in for the labels: name 20, content `contentHeight`, company 18 tall.
    final class ProfileCell: UITableViewCell {
        let cellImageView = ContentView(60, 60)
        let nameLabel = ContentView(120, 20)
        let contentLabel = ContentView(200, 40)
        let companyLabel = ContentView(90, 18)

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            for view in [cellImageView, nameLabel, contentLabel, companyLabel] { contentView.addSubview(view) }
            NSLayoutConstraint.activate(
                profileCellConstraints(
                    image: cellImageView, name: nameLabel, content: contentLabel, company: companyLabel, in: contentView
                ))
            for view in [nameLabel, contentLabel, companyLabel] {
                view.setContentHuggingPriority(.required, for: .vertical)
            }
        }

        required init?(coder: NSCoder) { nil }
    }

    final class ProfileCellController: UITableViewController {
        /// The content label's height per row.
        var contentHeights: [CGFloat] = [40, 100, 16]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ProfileCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = UITableView.automaticDimension
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            contentHeights.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! ProfileCell
            cell.contentLabel.contentSize = CGSize(width: 200, height: contentHeights[indexPath.row])
            return cell
        }
    }

    @Test func selfSizingRowsFitTheirContentView() {
        let controller = ProfileCellController(style: .plain)
        let window = show(controller, systemVersion: 10)
        let table = controller.tableView!
        // 10 + 20 + 6 + content + 6 + 18 + 10 = 70 + content.
        expectRect(table.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 0, 375, 110)
        expectRect(table.rectForRow(at: IndexPath(row: 1, section: 0)), 0, 110, 375, 170)
        // The image (60 + 2 × 10 = 80) sets a floor the labels do not reach in the last row.
        expectRect(table.rectForRow(at: IndexPath(row: 2, section: 0)), 0, 280, 375, 86)
        #expect(table.contentSize == CGSize(width: 375, height: 366))
        #expect(table.visibleCells.count == 3)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! ProfileCell
        expectFrame(cell, 0, 110, 375, 170)
        expectFrame(cell.contentView, 0, 0, 375, 170)
        expectFrame(cell.cellImageView, 10, 55, 60, 60)
        expectFrame(cell.nameLabel, 76, 10, 120, 20)
        expectFrame(cell.contentLabel, 76, 36, 200, 100)
        expectFrame(cell.companyLabel, 76, 142, 90, 18)
        _ = window
    }

    @Test func fixedRowsFillTheBoundsOnly() {
        let controller = RowsController(style: .plain)
        controller.rows = 30
        let navigation = UINavigationController(rootViewController: controller)
        let window = show(navigation, systemVersion: 10)
        let table = controller.tableView!
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.contentSize == CGSize(width: 375, height: 1320))
        // Bounds from y = −64 to 603: rows 0…13 (row 13 spans 572…616).
        #expect(table.indexPathsForVisibleRows == (0...13).map { IndexPath(row: $0, section: 0) })
        expectFrame(table.visibleCells[0], 0, 0, 375, 44)
        expectRect(table.visibleCells[0].convert(table.visibleCells[0].bounds, to: nil), 0, 64, 375, 44)

        table.contentOffset = CGPoint(x: 0, y: 440)
        window.layoutIfNeeded()
        // Bounds from 440 to 1107: rows 10…25.
        #expect(table.indexPathsForVisibleRows == (10...25).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        expectFrame(table.cellForRow(at: IndexPath(row: 25, section: 0))!, 0, 1100, 375, 44)
    }

    @Test func headerViewSitsAboveTheRows() {
        let controller = RowsController(style: .plain)
        controller.rows = 3
        controller.loadViewIfNeeded()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        controller.tableView.tableHeaderView = header
        controller.tableView.rowHeight = 50
        let window = show(controller)
        expectFrame(header, 0, 0, 375, 120)
        expectRect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 120, 375, 50)
        #expect(controller.tableView.contentSize == CGSize(width: 375, height: 270))
        #expect(header.superview === controller.tableView)
        _ = window
    }

    @Test func tableViewsBounceVerticallyAndCellsAreReused() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        #expect(table.alwaysBounceVertical)
        #expect(UITableView.automaticDimension == -1)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let first = table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
        #expect(first.reuseIdentifier == "plain")
        #expect(table.dequeueReusableCell(withIdentifier: "plain") == nil)
        #expect(IndexPath(row: 3, section: 1).row == 3 && IndexPath(row: 3, section: 1).section == 1)
    }
}
