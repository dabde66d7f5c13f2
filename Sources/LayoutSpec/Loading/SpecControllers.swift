import Foundation

/// A plain view controller whose root view the spec built, and whose status-bar preference
/// the spec sets.
final class SpecViewController: UIViewController {
    private let rootView: UIView
    var statusBarHidden = false

    init(rootView: UIView) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = rootView
    }

    override var prefersStatusBarHidden: Bool { statusBarHidden }
}

/// A table view controller whose table the spec built (its rows come from the spec).
final class SpecTableViewController: UITableViewController {
    private let table: UITableView
    var statusBarHidden = false

    init(table: UITableView) {
        self.table = table
        super.init(style: table.style)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = table
    }

    override var prefersStatusBarHidden: Bool { statusBarHidden }
}
