import Foundation
import LayoutAssertions
import OpenUIKit
import Testing

/// A layout pass settles frames, safe area and margins before any `layoutSubviews`: a view laid
/// out after a rotation sees its final frame and insets once, never the frame its constraints
/// gave under the safe area of the old orientation (docs/reference/safe-area.md#settling).
@MainActor @Suite struct SafeAreaBeforeLayoutSubviewsTests {
    /// Records its width and its superview's safe area at each `layoutSubviews`.
    final class RecordingView: UIView {
        private(set) var widths: [CGFloat] = []
        private(set) var superviewSafeAreas: [UIEdgeInsets] = []

        override func layoutSubviews() {
            super.layoutSubviews()
            widths.append(bounds.width)
            superviewSafeAreas.append(superview?.safeAreaInsets ?? .zero)
        }

        func forget() {
            widths = []
            superviewSafeAreas = []
        }
    }

    /// A controller whose root view holds `view`, pinned to the root's safe area.
    private func controller(fillingTheSafeAreaWith view: UIView) -> UIViewController {
        let controller = UIViewController()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return controller
    }

    /// On an iPhone X turned on its side the safe area takes 44 points on each side: a view
    /// pinned to it is 812 − 88 = 724 wide, and lays out once at that width.
    @Test func aViewPinnedToTheSafeAreaLaysOutOnceAtItsSettledWidthAfterARotation() {
        let content = RecordingView()
        let window = show(controller(fillingTheSafeAreaWith: content), on: .iPhoneX)
        #expect(content.widths == [375])
        content.forget()
        window.screen = UIScreen(device: .iPhoneX, orientation: .landscapeLeft)
        window.layoutIfNeeded()
        expectFrame(content, 44, 0, 724, 354)
        #expect(content.widths == [724])
        #expect(content.superviewSafeAreas == [UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)])
        content.forget()
        window.screen = UIScreen(device: .iPhoneX, orientation: .portrait)
        window.layoutIfNeeded()
        expectFrame(content, 0, 44, 375, 734)
        #expect(content.widths == [375])
    }

    /// Five rows of one 20-point line (42 points tall with the content view's margins), each cell
    /// counted as the data source hands it out.
    final class CountingRows: UITableViewDataSource {
        private(set) var cellsHandedOut = 0

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellsHandedOut += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let label = ContentView(100, 20)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            cell.contentView.addSubview(label)
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            return cell
        }

        func forget() { cellsHandedOut = 0 }
    }

    /// A self-sizing table pinned to the safe area is measured once when the screen turns: five
    /// cells to measure the five rows and five to show them (all fit), not twice that, once for
    /// the width the old safe area gave it.
    @Test func aTableInTheSafeAreaMeasuresItsRowsOnceWhenTheScreenTurns() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = UITableView.automaticDimension
        let rows = CountingRows()
        table.dataSource = rows
        let window = show(controller(fillingTheSafeAreaWith: table), on: .iPhoneX)
        rows.forget()
        window.screen = UIScreen(device: .iPhoneX, orientation: .landscapeLeft)
        window.layoutIfNeeded()
        expectFrame(table, 44, 0, 724, 354)
        #expect(rows.cellsHandedOut == 10)
    }
}
