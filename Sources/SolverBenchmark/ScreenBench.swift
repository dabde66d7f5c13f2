// `solver-benchmark --layout`, row L3: a realistic screen rather than a synthetic tree. An iPhone 14
// Pro window whose root is a navigation controller; its top controller's view holds a vertical
// stack view pinned to the safe area: a two-line header label, a row of three buttons filling
// equally, and a table of 50 self-sizing cells (a bold title and a multi-line body whose text
// grows from one to four phrases). Measured: the first layout (building the window, controllers,
// views and constraints, makeKeyAndVisible, layoutIfNeeded) and a rotation (the window's screen
// turned between portrait and landscapeLeft, layoutIfNeeded), each per view in the window.
//
// There is no closed form for this screen; the run checks what must hold instead: rows with more
// text are never shorter, the longest text's rows are taller than the shortest's, rows with the
// same text are equally tall, the table spans the safe area's width in each orientation, and
// rotating there and back gives the first layout's frames bit for bit.

import Foundation
import OpenUIKit

/// The table's cell: a title and a body label inside the content view's margins.
private final class ArticleCell: UITableViewCell {
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

/// Fifty rows whose body text is one to four phrases long.
private final class ArticleRows: UITableViewDataSource {
    static let count = 50
    static let phrase = "Constraints decide every frame on this screen."

    static func phrases(inRow row: Int) -> Int { row % 4 + 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath) as! ArticleCell
        cell.titleLabel.text = "Article \(indexPath.row + 1)"
        cell.bodyLabel.text = Array(repeating: Self.phrase, count: Self.phrases(inRow: indexPath.row))
            .joined(separator: " ")
        return cell
    }
}

/// The L3 screen, built and laid out once.
@MainActor
final class RealisticScreen {
    static let device = DeviceProfile.iPhone14Pro

    let window: UIWindow
    let table: UITableView
    private let rows = ArticleRows()

    init() {
        let controller = UIViewController()
        controller.title = "Articles"
        let header = UILabel()
        header.numberOfLines = 0
        header.text = "The layout of a real screen: a header, three buttons and fifty self-sizing rows."
        let buttons = UIStackView(
            arrangedSubviews: ["Latest", "Popular", "Saved"].map { title in
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                return button
            })
        buttons.distribution = .fillEqually
        buttons.spacing = 8
        table = UITableView(frame: .zero, style: .plain)
        table.register(ArticleCell.self, forCellReuseIdentifier: "article")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 80
        table.dataSource = rows
        let stack = UIStackView(arrangedSubviews: [header, buttons, table])
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
        window = UIWindow(screen: UIScreen(device: Self.device, orientation: .portrait))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// Turns the window's screen to `orientation` and lays the window out.
    @inline(never)
    func rotate(to orientation: UIInterfaceOrientation) {
        window.screen = UIScreen(device: Self.device, orientation: orientation)
        window.layoutIfNeeded()
    }

    /// Every view of the window's tree, the window first, depth first.
    var views: [UIView] {
        var result: [UIView] = []
        var pending = [window as UIView]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Every view's frame, in the order of `views`.
    func frames() -> [CGRect] { views.map(\.frame) }

    /// What must hold of a laid-out screen; a description of each violation.
    func violations(_ context: String) -> [String] {
        var found: [String] = []
        let safeWidth = window.bounds.width - window.safeAreaInsets.left - window.safeAreaInsets.right
        if abs(table.frame.width - safeWidth) > 0.001 {
            found.append("L3 \(context): the table is \(table.frame.width) wide, the safe area \(safeWidth)")
        }
        var heights: [Int: CGFloat] = [:]
        for cell in table.visibleCells {
            guard let row = table.indexPath(for: cell)?.row else { continue }
            let phrases = ArticleRows.phrases(inRow: row)
            let height = table.rectForRow(at: IndexPath(row: row, section: 0)).height
            if let known = heights[phrases], known != height {
                found.append("L3 \(context): rows of \(phrases) phrases are \(known) and \(height) tall")
            }
            heights[phrases] = height
        }
        let ordered = heights.sorted { $0.key < $1.key }.map(\.value)
        if heights.count < 2 || zip(ordered, ordered.dropFirst()).contains(where: { $0 > $1 })
            || ordered.first! >= ordered.last!
        {
            found.append("L3 \(context): row heights by phrase count do not grow with the text: \(ordered)")
        }
        return found
    }
}

struct ScreenResult {
    var views: Int
    /// Median seconds of a first layout, and mean seconds of one rotation.
    var first: Double
    var rotation: Double
    var bytesPerView: Double?
}

/// Measures the L3 screen; correctness failures go to `failures`.
@MainActor
func benchmarkScreen(quick: Bool, failures: inout [String]) -> ScreenResult {
    let repetitions = Repetitions.forOurs(1000, quick: quick)
    var screen: RealisticScreen?
    var firsts: [Double] = []
    _ = repeatMeasure(repetitions.build) {
        screen = nil
        let time = measure { screen = RealisticScreen() }
        firsts.append(time)
        return time
    }
    let built = screen!
    let portrait = built.frames()
    failures += built.violations("portrait")
    built.rotate(to: .landscapeLeft)
    failures += built.violations("landscapeLeft")
    built.rotate(to: .portrait)
    if built.frames() != portrait {
        failures.append("L3: rotating to landscapeLeft and back changed frames")
    }
    let rotations = repeatMeasure(repetitions.edit) {
        timedLoop(count: 20) { k in built.rotate(to: k % 2 == 0 ? .landscapeLeft : .portrait) }.mean
    }
    if built.frames() != portrait {
        failures.append("L3: the timed rotations did not end with the first layout's frames")
    }
    let views = built.views.count
    screen = nil
    let bytes = heapGrowthPerView(views: views) { RealisticScreen() }.perView
    return ScreenResult(views: views, first: median(firsts), rotation: median(rotations), bytesPerView: bytes)
}

enum ScreenReport {
    static let title = "L3 a realistic screen (navigation controller, stack view, table of 50 self-sizing cells)"

    static func table(_ result: ScreenResult) -> Table {
        Table(
            headers: ["views", "first layout", "per view", "rotation", "per view", "heap per view"],
            rows: [
                [
                    "\(result.views)", formatTime(result.first), formatTime(result.first / Double(result.views)),
                    formatTime(result.rotation), formatTime(result.rotation / Double(result.views)),
                    result.bytesPerView.map { "\(Int($0.rounded())) B" } ?? "—",
                ]
            ])
    }
}
