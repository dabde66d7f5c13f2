import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// The built-in content of cells laid out as UIKit lays it out, the accessory's room, inset
/// grouped rows and titled section headers and footers.
@MainActor @Suite struct TableCellContentTests {
    private func cell(
        _ style: UITableViewCell.CellStyle, width: CGFloat = 375, configure: (UITableViewCell) -> Void
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        configure(cell)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func anAccessoryTakesTheTrailingMarginAndNarrowsTheContentView() {
        let plain = cell(.default) { $0.textLabel?.text = "Wi-Fi" }
        expectFrame(plain.contentView, 0, 0, 375, 44)
        expectFrame(plain.textLabel!, 16, 0, 343, 44)
        let disclosure = cell(.default) {
            $0.textLabel?.text = "Wi-Fi"
            $0.accessoryType = .disclosureIndicator
        }
        // The chevron (8 wide) ends 16 from the edge; the content view ends 3 before it, the
        // title 10 before it.
        expectRect(disclosure.accessoryFrame!, 351, 15.5, 8, 13)
        expectFrame(disclosure.contentView, 0, 0, 348, 44)
        expectFrame(disclosure.textLabel!, 16, 0, 325, 44)
        // On a 414-point cell the margin is 20: the checkmark (14 wide) starts at 380.
        let wide = cell(.default, width: 414) { $0.accessoryType = .checkmark }
        expectFrame(wide.contentView, 0, 0, 370, 44)
    }

    @Test func anAccessoryViewSitsWhereTheAccessoryWould() {
        let toggle = UISwitch()
        let cell = cell(.default) { $0.accessoryView = toggle }
        expectFrame(toggle, 308, 6.5, 51, 31)
        expectFrame(cell.contentView, 0, 0, 298, 44)
    }

    @Test func theTitleStartsPastTheImageAndTheSeparatorFollowsIt() {
        let cell = cell(.default) {
            $0.textLabel?.text = "Airplane Mode"
            $0.imageView?.image = UIImage(size: CGSize(width: 29, height: 29))
        }
        expectFrame(cell.imageView!, 16, 7.5, 29, 29)
        expectFrame(cell.textLabel!, 61, 0, 298, 44)
        expectInsets(cell.separatorInset, 0, 61, 0, 0)
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        expectInsets(cell.separatorInset, 0, 0, 0, 0)
    }

    @Test func value1PutsTheDetailAgainstTheTrailingEdgeAtItsWidth() {
        let cell = cell(.value1) {
            $0.textLabel?.text = "Version"
            $0.detailTextLabel?.text = "17.0"
        }
        // "17.0" in 17-point DejaVu Sans: 37.84 wide, 38 on the pixel grid; the title keeps
        // 8 points from it.
        expectFrame(cell.detailTextLabel!, 321, 0, 38, 44)
        expectFrame(cell.textLabel!, 16, 0, 297, 44)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
    }

    @Test func subtitleStacksTheTitleAndTheSmallerDetailInTheMiddle() {
        let cell = cell(.subtitle) {
            $0.textLabel?.text = "Title"
            $0.detailTextLabel?.text = "Detail"
        }
        // Lines of 20.5 (17 points) and 14.5 (12 points) tall on the pixel grid: 35, centred in 44.
        expectFrame(cell.textLabel!, 16, 4.5, 343, 20.5)
        expectFrame(cell.detailTextLabel!, 16, 25, 343, 14.5)
    }

    @Test func value2RightAlignsTheTitleInAColumnAndStartsTheDetailAfterIt() {
        let cell = cell(.value2) {
            $0.textLabel?.text = "mobile"
            $0.detailTextLabel?.text = "555-0100"
        }
        expectFrame(cell.textLabel!, 16, 0, 68, 44)
        expectFrame(cell.detailTextLabel!, 90, 0, 269, 44)
        #expect(cell.textLabel?.textAlignment == .right)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func insetGroupedRowsAreInsetByTheTablesLayoutMargins() {
        let controller = RowsController(style: .insetGrouped)
        controller.rows = 3
        let window = show(controller, on: .iPhone14Pro)
        window.layoutIfNeeded()
        expectRect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), 16, 44, 361, 44)
        expectFrame(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!, 16, 0, 361, 44)
    }

    /// The rows of a 393-point table, and before iOS 18 of a 390-point one, have 20-point side
    /// margins where the table, a root view, has 16: Xcode 16 stores rows on the 393-point screen
    /// so, Xcode 14.3 and 15 rows of 390-point tables (views pinned 20 points inside their
    /// content views' leading margins), and Xcode 16 rows of a 390-point table 16 points inside.
    /// A 375-point table's rows have 16.
    @Test(arguments: [
        (DeviceProfile.iPhone14Pro, 17.0, 20.0), (.iPhone14Pro, 18, 20), (.iPhone12, 17, 20), (.iPhone12, 18, 16),
        (.iPhone8, 17, 16),
    ])
    func rowsOfWideTablesHaveWiderMarginsThanTheTable(device: DeviceProfile, systemVersion: Double, side: Double) {
        let controller = RowsController(style: .plain)
        controller.rows = 1
        let window = show(controller, on: device, systemVersion: systemVersion)
        window.layoutIfNeeded()
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(controller.tableView.directionalLayoutMargins.leading == 16)
        #expect(
            cell.contentView.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side))
    }

    @Test func titledHeadersAndFootersMoveTheRows() {
        let grouped = TitledSectionsController(style: .grouped)
        let window = show(grouped, on: .iPhone8)
        window.layoutIfNeeded()
        let table = grouped.tableView!
        expectRect(table.rectForHeader(inSection: 0), 0, 0, 375, 38)
        expectRect(table.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 38, 375, 44)
        // One line of 13-point text (15.51, 16 on the grid) plus 8 above and below.
        expectRect(table.rectForFooter(inSection: 0), 0, 126, 375, 32)
        expectRect(table.rectForHeader(inSection: 1), 0, 158, 375, 0)
        expectRect(table.rectForRow(at: IndexPath(row: 0, section: 1)), 0, 158, 375, 44)
        let plain = TitledSectionsController(style: .plain)
        show(plain, on: .iPhone8).layoutIfNeeded()
        expectRect(plain.tableView.rectForHeader(inSection: 0), 0, 0, 375, 28)
        expectRect(plain.tableView.rectForFooter(inSection: 0), 0, 116, 375, 32)
    }
}

/// Two sections of two rows: the first with a header and a footer title, the second with none.
@MainActor private final class TitledSectionsController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Network" : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Known networks join automatically." : nil
    }
}
