import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// How far an accessory narrows a cell's content view, by iOS version
/// (docs/reference/fitting.md#accessories), and a self-sizing row measured at that width.
@MainActor @Suite struct TableCellAccessoryTests {
    /// A cell `width` points wide with `accessory`, laid out in a window whose screen runs
    /// iOS `systemVersion`.
    private func cell(
        _ accessory: UITableViewCell.AccessoryType, width: CGFloat, systemVersion: Double
    ) -> (cell: UITableViewCell, window: UIWindow) {
        let window = UIWindow(
            screen: UIScreen(device: .iPhone8Plus, orientation: .portrait, systemVersion: systemVersion))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = accessory
        window.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        cell.layoutIfNeeded()
        return (cell, window)
    }

    @Test func fromIOS13ADisclosureIndicatorTakesElevenPointsMoreThanTheMargin() {
        // The widths Interface Builder stores for such cells: 293, 348 and 383 points.
        expectFrame(cell(.disclosureIndicator, width: 320, systemVersion: 17).cell.contentView, 0, 0, 293, 44)
        expectFrame(cell(.disclosureIndicator, width: 375, systemVersion: 13).cell.contentView, 0, 0, 348, 44)
        let wide = cell(.disclosureIndicator, width: 414, systemVersion: 17).cell
        expectFrame(wide.contentView, 0, 0, 383, 44)
        expectRect(wide.accessoryFrame!, 386, 15.5, 8, 13)
    }

    @Test func beforeIOS13TheContentViewEndsTenPointsBeforeTheChevron() {
        // 34 points of a 320-point cell, as iOS 8 measured it.
        expectFrame(cell(.disclosureIndicator, width: 320, systemVersion: 12).cell.contentView, 0, 0, 286, 44)
        expectFrame(cell(.disclosureIndicator, width: 375, systemVersion: 8).cell.contentView, 0, 0, 341, 44)
    }

    @Test func theOtherAccessoriesLeaveTenPointsBeforeTheirGlyph() {
        expectFrame(cell(.checkmark, width: 375, systemVersion: 17).cell.contentView, 0, 0, 335, 44)
        expectFrame(cell(.detailButton, width: 375, systemVersion: 17).cell.contentView, 0, 0, 327, 44)
        expectFrame(cell(.detailDisclosureButton, width: 375, systemVersion: 17).cell.contentView, 0, 0, 307, 44)
    }

    @Test func theRoomDocumentsUseIsTheCellsRule() {
        #expect(UITableViewCell.accessoryRoom(type: .disclosureIndicator, cellWidth: 375, systemVersion: 17) == 27)
        #expect(UITableViewCell.accessoryRoom(type: .disclosureIndicator, cellWidth: 414, systemVersion: 17) == 31)
        #expect(UITableViewCell.accessoryRoom(type: .disclosureIndicator, cellWidth: 320, systemVersion: 12) == 34)
        #expect(UITableViewCell.accessoryRoom(type: .checkmark, cellWidth: 375, systemVersion: 17) == 40)
        #expect(UITableViewCell.accessoryRoom(type: .none, cellWidth: 375, systemVersion: 17) == 0)
    }

    /// A cell whose content view holds a banner a quarter as tall as it is wide, edge to edge.
    final class BannerCell: UITableViewCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: contentView.topAnchor),
                banner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                banner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.25),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// One row of ``BannerCell``.
    @MainActor final class OneBanner: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "banner", for: indexPath)
        }
    }

    @Test func aSelfSizingRowIsMeasuredAtTheWidthTheAccessoryLeaves() {
        let rows = OneBanner()
        let controller = UITableViewController(style: .plain)
        controller.tableView.register(BannerCell.self, forCellReuseIdentifier: "banner")
        controller.tableView.rowHeight = UITableView.automaticDimension
        controller.tableView.dataSource = rows
        let window = UIWindow(screen: UIScreen(device: .iPhone8, orientation: .portrait, systemVersion: 17))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        // 348 wide, so 87 tall (375 wide would make it 93.75).
        expectFrame(cell.contentView, 0, 0, 348, 87)
        expectFrame(cell, 0, 0, 375, 87)
    }
}
