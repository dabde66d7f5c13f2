import Foundation
import LayoutAssertions
import Testing

@testable import OpenUIKit

/// A table's first layout is the one every later layout repeats: the cell that measures a
/// self-sizing row and the cell that shows it lay their content out inside the same content
/// view margins (docs/reference/margins.md#table-cell-content-view-margins), so a row is as tall
/// as its content needs when it first appears, not only after a relayout.
@MainActor @Suite struct TableFirstLayoutTests {
    /// A bold title and a body of any number of lines, pinned to the content view's margins.
    final class ArticleCell: UITableViewCell {
        let titleLabel = UILabel()
        let bodyLabel = UILabel()

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            titleLabel.font = UIFont.boldSystemFont(ofSize: 16)
            bodyLabel.font = UIFont.systemFont(ofSize: 14)
            bodyLabel.numberOfLines = 0
            let margins = contentView.layoutMarginsGuide
            for label in [titleLabel, bodyLabel] {
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
                bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Rows whose body is one to four sentences long.
    @MainActor final class Articles: NSObject, UITableViewDataSource {
        static let sentence = "Constraints decide every frame on this screen."

        var count = 12

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath) as! ArticleCell
            cell.titleLabel.text = "Article \(indexPath.row + 1)"
            cell.bodyLabel.text = Array(repeating: Self.sentence, count: indexPath.row % 4 + 1).joined(separator: " ")
            return cell
        }
    }

    /// A navigation controller whose top view holds a header label over a self-sizing table, in
    /// a vertical stack view pinned to the safe area.
    @MainActor final class Screen {
        let rows = Articles()
        let table = UITableView(frame: .zero, style: .plain)
        let window: UIWindow

        /// `buttons`: a row of three buttons filling equally between the header and the table,
        /// as in the layout benchmark's L3 screen.
        init(device: DeviceProfile, systemVersion: Double = 17, rows count: Int = 12, buttons: Bool = false) {
            rows.count = count
            let controller = UIViewController()
            controller.title = "Articles"
            let header = UILabel()
            header.numberOfLines = 0
            header.text = "A header over a table of self-sizing rows."
            table.register(ArticleCell.self, forCellReuseIdentifier: "article")
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 80
            table.dataSource = rows
            let buttonRow = UIStackView(
                arrangedSubviews: ["Latest", "Popular", "Saved"].map { title in
                    let button = UIButton(type: .system)
                    button.setTitle(title, for: .normal)
                    return button
                })
            buttonRow.distribution = .fillEqually
            buttonRow.spacing = 8
            let stack = UIStackView(arrangedSubviews: buttons ? [header, buttonRow, table] : [header, table])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            let view = controller.view!
            view.addSubview(stack)
            let safeArea = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            ])
            // Built as the layout benchmark's L3 screen is (with or without its buttons): the first
            // layout measures the rows twice (at the main screen's width, then at the device's),
            // the second time with cells that were on screen in between.
            window = UIWindow(screen: UIScreen(device: device, orientation: .portrait, systemVersion: systemVersion))
            window.rootViewController = UINavigationController(rootViewController: controller)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        /// Every view's frame, depth first.
        func frames() -> [CGRect] {
            var result: [CGRect] = []
            var pending = [window as UIView]
            while let view = pending.popLast() {
                result.append(view.frame)
                pending.append(contentsOf: view.subviews.reversed())
            }
            return result
        }

        /// Measures and lays out every row again.
        func relayOut() {
            table.reloadData()
            window.layoutIfNeeded()
        }
    }

    /// `frames` in whole pixels of a screen with `scale` pixels per point.
    private func pixels(_ frames: [CGRect], scale: CGFloat) -> [[Int]] {
        frames.map { frame in
            [frame.minX, frame.minY, frame.width, frame.height].map { Int(($0 * scale).rounded()) }
        }
    }

    @Test(arguments: [DeviceProfile.iPhone14Pro, .iPhone8Plus, .iPhoneSE1])
    func aSelfSizingTablesFirstLayoutEqualsItsSecond(device: DeviceProfile) {
        // A reload measures every row again and hands the cells out anew. Compared in pixels:
        // a reused cell's origin can come back one unit in the last place off a third of a
        // point (the engine applies the frame the table set by hand), which no screen shows.
        let screen = Screen(device: device)
        let first = screen.frames()
        screen.relayOut()
        #expect(pixels(screen.frames(), scale: device.scale) == pixels(first, scale: device.scale))
    }

    @Test(arguments: [false, true])
    func rotatingThereAndBackRestoresTheFirstLayoutBitForBit(buttons: Bool) {
        // Fifty rows: more of them show in landscape, so the cells come back from the reuse
        // queue in another order; the tree keeps the rows' order all the same. With the
        // buttons, a cell's content view (whose frame drives its constraints) came back an ulp
        // from 0 until such frames kept their set values through rounding noise.
        let screen = Screen(device: .iPhone14Pro, rows: 50, buttons: buttons)
        let first = screen.frames()
        screen.window.screen = UIScreen(device: .iPhone14Pro, orientation: .landscapeLeft)
        screen.window.layoutIfNeeded()
        screen.window.screen = UIScreen(device: .iPhone14Pro, orientation: .portrait)
        screen.window.layoutIfNeeded()
        #expect(screen.frames() == first)
    }

    @Test func rowsAreMeasuredOnTheTablesPixelGridSoNoLabelIsSqueezed() {
        // An iPhone 14 Pro has 3 pixels per point, the main screen (where a cell outside any
        // window was measured) 2. Each title is one 16-point bold line (19.09375), 19.333 tall on
        // the 3× grid; the bodies are one to four 14-point lines (16.70703125 each: 17, 33.667,
        // 50.333 and 67 on the 3× grid); the rows are 11 + title + 4 + body + 11 tall, the labels
        // 20 points inside the 393-point cell's margins. Measured on the 2× grid the titles would
        // be 19.5 tall and the rows 62.5, 79, 96 and 112.5.
        let screen = Screen(device: .iPhone14Pro)
        let cells = screen.table.visibleCells.prefix(4).map { $0 as! ArticleCell }
        let expected: [CGFloat] = [62 + 1.0 / 3, 79, 95 + 2.0 / 3, 112 + 1.0 / 3]
        for (cell, height) in zip(cells, expected) {
            expectFrame(cell, 0, cell.frame.minY, 393, height)
            expectFrame(cell.contentView, 0, 0, 393, height)
            expectFrame(cell.titleLabel, 20, 11, 76, 19 + 1.0 / 3)
            expectFrame(cell.bodyLabel, 20, 34 + 1.0 / 3, 353, height - 34 - 1.0 / 3 - 11)
        }
        #expect(cells.count == 4)
    }
}
