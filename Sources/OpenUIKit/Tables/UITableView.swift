import Foundation

/// A vertical list of rows, as UIKit's UITableView, reduced to layout: rows of a fixed
/// ``rowHeight`` (or the delegate's heights), or self-sizing rows (``automaticDimension``) whose
/// height is their content view's `systemLayoutSizeFitting` at the table's width; a
/// ``tableHeaderView`` and ``tableFooterView``; the cells of the rows in the bounds as subviews.
///
/// Differences from UIKit: every row is measured when the table lays out after ``reloadData()``
/// (UIKit estimates rows off screen); no section headers, separators (UIKit adds the separator's
/// height to a self-sizing row), editing or animations; `rowHeight` defaults to 44.
open class UITableView: UIScrollView {
    /// UIKit's table styles (the same raw values). They change no layout here: there are no section
    /// headers or separators.
    public enum Style: Int, Sendable {
        /// Sections run together (the default).
        case plain = 0
        /// Sections are set apart, as in Settings.
        case grouped = 1
        /// Grouped sections inset from the edges, with rounded corners (iOS 13).
        case insetGrouped = 2
    }

    /// A row height (or estimate) meaning "measure the cell with Auto Layout" (UIKit's −1).
    public static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public let style: Style
    /// The object that gives the rows and their cells; held weakly, as in UIKit. Setting it reloads
    /// the data.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }
    /// The object that gives row heights; held weakly. Setting it reloads the data.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { reloadData() }
    }

    /// The height of every row without a delegate height, or ``automaticDimension``. Default: 44.
    open var rowHeight: CGFloat = 44 {
        didSet { if rowHeight != oldValue { reloadData() } }
    }
    /// Accepted for source compatibility; rows are measured exactly here.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// A view above the rows, as wide as the table, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }

    /// A view below the rows, as wide as the table, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }

    private var registrations: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    /// Each section's row frames in content coordinates, measured at `measuredWidth`.
    private var rowFrames: [[CGRect]] = []
    private var measuredWidth: CGFloat?

    /// A table of `style` with `frame`; it always bounces vertically, as in UIKit.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// A plain table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives do not exist here; a decoded table is an empty plain table with a zero frame.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    // MARK: Data

    /// Forgets the rows and their cells; the next layout asks the data source again.
    open func reloadData() {
        enqueueVisibleCells()
        measuredWidth = nil
        setNeedsLayout()
    }

    /// The number of sections as of the last layout (UIKit asks the data source).
    open var numberOfSections: Int { rowFrames.count }

    /// The number of rows in `section` as of the last layout; 0 for a section that does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        section < rowFrames.count ? rowFrames[section].count : 0
    }

    /// The row's rectangle in the table's content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard indexPath.section < rowFrames.count, indexPath.row < rowFrames[indexPath.section].count else {
            return .zero
        }
        return rowFrames[indexPath.section][indexPath.row]
    }

    /// The cell of a row in the bounds, if any.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    /// The cells of the rows in the bounds, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visible[$0] }
    }

    /// The index paths of the rows in the bounds, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    // MARK: Cells

    /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes for
    /// `identifier` (a UITableViewCell subclass).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell put aside for reuse, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard var queue = reusable[identifier], let cell = queue.popLast() else { return nil }
        reusable[identifier] = queue
        cell.prepareForReuse()
        return cell
    }

    /// A cell put aside for reuse, or a new one of the registered class.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let type = registrations[identifier] ?? UITableViewCell.self
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// Puts every visible cell aside, top row first (never in hash order, so reuse is
    /// deterministic).
    private func enqueueVisibleCells() {
        for indexPath in indexPathsForVisibleRows ?? [] {
            if let cell = visible[indexPath] { enqueue(cell) }
        }
        visible = [:]
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusable[identifier, default: []].append(cell)
    }

    private func replaceAccessory(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        measuredWidth = nil
        setNeedsLayout()
    }

    // MARK: Layout

    override var derivesContentSizeFromConstraints: Bool { false }

    /// Measures the rows when the width changed or the data was reloaded, then places the cells of
    /// the rows in the bounds.
    open override func layoutSubviews() {
        let width = bounds.width
        if measuredWidth != width { measureRows(width: width) }
        layoutVisibleRows()
        super.layoutSubviews()
    }

    /// Measures every row (SelfSizingRows for automatic heights) and sets the content size.
    private func measureRows(width: CGFloat) {
        enqueueVisibleCells()
        measuredWidth = width
        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            y = header.frame.height
        }
        rowFrames = []
        if let dataSource {
            for section in 0..<dataSource.numberOfSections(in: self) {
                var frames: [CGRect] = []
                for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = measureHeight(at: indexPath, width: width)
                    frames.append(CGRect(x: 0, y: y, width: width, height: height))
                    y += height
                }
                rowFrames.append(frames)
            }
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
            y += footer.frame.height
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func measureHeight(at indexPath: IndexPath, width: CGFloat) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == UITableView.automaticDimension, let dataSource else { return max(0, height) }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let measured = SelfSizingRows.height(of: cell, width: width)
        enqueue(cell)
        return measured
    }

    /// Gives each row in the bounds a cell, at its frame; cells of rows that left are reused.
    private func layoutVisibleRows() {
        guard let dataSource else { return }
        let visibleRect = bounds
        var wanted: [IndexPath] = []
        for (section, frames) in rowFrames.enumerated() {
            for (row, frame) in frames.enumerated() where frame.maxY > visibleRect.minY && frame.minY < visibleRect.maxY
            {
                wanted.append(IndexPath(row: row, section: section))
            }
        }
        for indexPath in indexPathsForVisibleRows ?? [] where !wanted.contains(indexPath) {
            if let cell = visible.removeValue(forKey: indexPath) { enqueue(cell) }
        }
        for indexPath in wanted {
            let cell = visible[indexPath] ?? dataSource.tableView(self, cellForRowAt: indexPath)
            visible[indexPath] = cell
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.frame = rectForRow(at: indexPath)
        }
    }
}
