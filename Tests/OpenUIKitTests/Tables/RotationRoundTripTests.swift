import Foundation
import Testing

@testable import OpenUIKit

/// A cell with a title and a multi-line body inside the content view's margins.
private final class TitledBodyCell: UITableViewCell {
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

/// Rows whose body text is one to four phrases long.
private final class PhraseRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TitledBodyCell
        cell.titleLabel.text = "Article \(indexPath.row + 1)"
        cell.bodyLabel.text = Array(
            repeating: "Constraints decide every frame on this screen.", count: indexPath.row % 4 + 1
        ).joined(separator: " ")
        return cell
    }
}

/// Turning the device there and back gives the frames it started with, bit for bit: layout is
/// a function of the tree and the screen, not of the orientations it went through.
@MainActor @Suite struct RotationRoundTripTests {
    private func frames(_ window: UIWindow) -> [(String, CGRect)] {
        var result: [(String, CGRect)] = []
        var pending = [window as UIView]
        while let view = pending.popLast() {
            result.append(("\(type(of: view))", view.frame))
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    @Test func aNavigationScreenWithAStackAndSelfSizingRowsComesBackToItsFrames() {
        let rows = PhraseRows(count: 50)
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
        let table = UITableView(frame: .zero, style: .plain)
        table.register(TitledBodyCell.self, forCellReuseIdentifier: "row")
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
        let window = UIWindow(screen: UIScreen(device: .iPhone14Pro, orientation: .portrait))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let portrait = frames(window)
        window.screen = UIScreen(device: .iPhone14Pro, orientation: .landscapeLeft)
        window.layoutIfNeeded()
        window.screen = UIScreen(device: .iPhone14Pro, orientation: .portrait)
        window.layoutIfNeeded()
        let back = frames(window)
        #expect(back.count == portrait.count)
        let changed = zip(portrait, back).enumerated().filter { $0.element.0.1 != $0.element.1.1 }
        #expect(changed.isEmpty, "\(changed.prefix(12).map { "\($0.offset) \($0.element.0.0) \($0.element.0.1) → \($0.element.1.1)" })")
    }
}
