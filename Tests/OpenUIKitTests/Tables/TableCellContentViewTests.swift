import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// A cell's content view as the table sets it up: its layout margins (UIKit's 11 points at the
/// top and bottom and the table's side margins from iOS 11, 8 before;
/// docs/reference/margins.md#table-cell-content-view-margins) and its size, which the row fixes
/// even when the content's constraints ask for another (docs/reference/priorities.md).
@MainActor @Suite struct TableCellContentViewTests {
    /// A cell with a view pinned to its content view's four layout margins.
    class MarginCell: UITableViewCell {
        let pinned = UIView()

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            pinned.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(pinned)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: margins.topAnchor),
                pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                pinned.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A ``MarginCell`` with a disclosure indicator.
    final class DisclosureMarginCell: MarginCell {
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A cell whose content asks for 222 points: a view 200 tall (required) between the content
    /// view's top and bottom margins.
    final class TallContentCell: UITableViewCell {
        let tall = UIView()
        var height: NSLayoutConstraint!

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            tall.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(tall)
            let margins = contentView.layoutMarginsGuide
            height = tall.heightAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                tall.topAnchor.constraint(equalTo: margins.topAnchor),
                tall.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                tall.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                tall.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                height,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A table of one row of `cellClass`, `rowHeight` tall.
    final class OneRowController: UITableViewController {
        let cellClass: UITableViewCell.Type
        let height: CGFloat

        init(_ cellClass: UITableViewCell.Type, rowHeight: CGFloat) {
            self.cellClass = cellClass
            height = rowHeight
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(cellClass, forCellReuseIdentifier: "cell")
            tableView.rowHeight = height
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    private func firstCell<Cell: UITableViewCell>(
        _ type: Cell.Type, rowHeight: CGFloat = 44, on device: DeviceProfile = .iPhone8, systemVersion: Double = 17
    ) -> (Cell, UIWindow) {
        let controller = OneRowController(type, rowHeight: rowHeight)
        let window = show(controller, on: device, systemVersion: systemVersion)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! Cell
        return (cell, window)
    }

    @Test func fromIOS11TheContentViewHas11PointTopAndBottomMarginsAndTheTablesSideMargins() {
        // 375 points wide: the table's margins are 16; the pinned view is 11 from the top and
        // bottom of the 44-point row.
        let (cell, window) = firstCell(MarginCell.self)
        expectInsets(cell.contentView.layoutMargins, 11, 16, 11, 16)
        expectFrame(cell.pinned, 16, 11, 343, 22)
        // 414 points wide: 20 at the sides.
        let (wide, wideWindow) = firstCell(MarginCell.self, on: .iPhone8Plus)
        expectInsets(wide.contentView.layoutMargins, 11, 20, 11, 20)
        expectFrame(wide.pinned, 20, 11, 374, 22)
        _ = (window, wideWindow)
    }

    @Test func beforeIOS11TheContentViewHas8PointMarginsOnEverySide() {
        let (cell, window) = firstCell(MarginCell.self, systemVersion: 10)
        expectInsets(cell.contentView.layoutMargins, 8, 8, 8, 8)
        expectFrame(cell.pinned, 8, 8, 359, 28)
        _ = window
    }

    @Test func fromIOS26TheContentViewHas15PointsAtTopAndBottom() {
        let (cell, window) = firstCell(MarginCell.self, systemVersion: 26)
        expectInsets(cell.contentView.layoutMargins, 15, 16, 15, 16)
        expectFrame(cell.pinned, 16, 15, 343, 14)
        _ = window
    }

    @Test func aCellInNoTableTakesItsOwnWidthForTheTables() {
        let cell = MarginCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        expectInsets(cell.contentView.layoutMargins, 11, 16, 11, 16)
        expectFrame(cell.pinned, 16, 11, 288, 22)
        cell.frame = CGRect(x: 0, y: 0, width: 414, height: 44)
        cell.layoutIfNeeded()
        expectInsets(cell.contentView.layoutMargins, 11, 20, 11, 20)
        expectFrame(cell.pinned, 20, 11, 374, 22)
    }

    @Test func besideAnAccessoryTheContentViewKeepsAPlainViewsEightPointTrailingMargin() {
        // Interface Builder documents saved by Xcode 9 and 13 store a view pinned to the trailing
        // margin of a disclosure-indicator cell's content view 8 points from its end, not 16.
        let (cell, window) = firstCell(DisclosureMarginCell.self, systemVersion: 15)
        expectFrame(cell.contentView, 0, 0, 348, 44)
        expectInsets(cell.contentView.layoutMargins, 11, 16, 11, 8)
        expectFrame(cell.pinned, 16, 11, 324, 22)
        _ = window
    }

    @Test func marginsTheAppSetsLastUntilTheTablesMarginsChange() {
        let cell = MarginCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        cell.layoutIfNeeded()
        expectFrame(cell.pinned, 4, 4, 312, 36)
        cell.frame = CGRect(x: 0, y: 0, width: 414, height: 44)
        cell.layoutIfNeeded()
        expectFrame(cell.pinned, 20, 11, 374, 22)
    }

    @Test func contentThatCannotFitTheRowBreaksAContentConstraintNotTheContentViewsHeight() {
        // The row is 118 tall; the content asks for 11 + 200 + 11 = 222. UIKit keeps the
        // content view at the row's height and breaks the app's constraint (the height, the
        // last activated of the conflicting set), logging the conflict.
        let messages = SystemConstraintConflictTests.Messages()
        let (cell, window) = LayoutDiagnostics.withSink({ messages.append($0) }) {
            firstCell(TallContentCell.self, rowHeight: 118)
        }
        expectFrame(cell, 0, 0, 375, 118)
        expectFrame(cell.contentView, 0, 0, 375, 118)
        expectFrame(cell.tall, 16, 11, 343, 96)
        #expect(cell.height.isBrokenByEngine)
        #expect(messages.all.count == 1)
        let message = messages.all.first ?? ""
        #expect(message.contains("Will attempt to recover by breaking constraint\n\(cell.height.description)"))
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        _ = window
    }
}
