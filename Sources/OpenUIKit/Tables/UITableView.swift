import Foundation

/// A vertical list of rows, as UIKit's UITableView, reduced to layout: rows of a fixed
/// ``rowHeight`` (or the delegate's heights), or self-sizing rows (``automaticDimension``) whose
/// height is their content view's `systemLayoutSizeFitting` at the table's width; section
/// headers and footers with titles (UITableViewSections.swift); a ``tableHeaderView`` and
/// ``tableFooterView``; the cells of the rows in the bounds as subviews. In the `insetGrouped`
/// style rows are inset by the table's layout margins, as in UIKit.
///
/// Differences from UIKit: every row is measured when the table lays out after ``reloadData()``
/// (UIKit estimates rows off screen); header and footer titles are drawn by pictures rather than
/// shown in header views; grouped sections without titles or delegate heights get no space
/// around them; separators are drawn by pictures and take no height (UIKit adds the separator's
/// height to a self-sizing row); no editing or animations; `rowHeight` defaults to 44.
open class UITableView: UIScrollView {
    /// UIKit's table styles (the same raw values): the look of the rows and sections, the
    /// heights of titled headers, and, inset grouped, the rows' inset.
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

    /// Whether separators are drawn between rows. Default: `singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour; nil draws them in `UIColor.separator`. Default: nil.
    open var separatorColor: UIColor?

    private var registrations: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    /// Each section's row frames in content coordinates, measured at `measuredSpan`.
    private var rowFrames: [[CGRect]] = []
    /// Each section's header and footer frames in content coordinates (zero height without one).
    var sectionFrames: [(header: CGRect, footer: CGRect)] = []
    /// The width and side insets the rows were measured with.
    private var measuredSpan: [CGFloat]?

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
        measuredSpan = nil
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

    /// The row whose cell `cell` is, if it shows one of the rows in the bounds.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

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
        measuredSpan = nil
        setNeedsLayout()
    }

    // MARK: Layout

    override var derivesContentSizeFromConstraints: Bool { false }

    /// Measures the rows when the width changed or the data was reloaded, then places the cells of
    /// the rows in the bounds.
    open override func layoutSubviews() {
        let width = bounds.width
        let inset = rowInsets
        let span = [width, inset.left, inset.right]
        if measuredSpan != span { measureRows(width: width, inset: inset) }
        layoutVisibleRows()
        super.layoutSubviews()
    }

    /// How far rows are inset from the table's sides: by the layout margins in the
    /// `insetGrouped` style, not at all otherwise.
    var rowInsets: UIEdgeInsets {
        guard style == .insetGrouped else { return .zero }
        return UIEdgeInsets(top: 0, left: layoutMargins.left, bottom: 0, right: layoutMargins.right)
    }

    /// Measures every section's header, rows (SelfSizingRows for automatic heights) and footer,
    /// and sets the content size.
    private func measureRows(width: CGFloat, inset: UIEdgeInsets) {
        enqueueVisibleCells()
        measuredSpan = [width, inset.left, inset.right]
        var y: CGFloat = 0
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            y = header.frame.height
        }
        rowFrames = []
        sectionFrames = []
        let rowWidth = max(0, width - inset.left - inset.right)
        if let dataSource {
            for section in 0..<dataSource.numberOfSections(in: self) {
                let headerHeight = headerHeight(inSection: section, width: width)
                let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
                y += headerHeight
                var frames: [CGRect] = []
                for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = measureHeight(at: indexPath, width: rowWidth)
                    frames.append(CGRect(x: inset.left, y: y, width: rowWidth, height: height))
                    y += height
                }
                rowFrames.append(frames)
                let footerHeight = footerHeight(inSection: section, width: width)
                sectionFrames.append((header, CGRect(x: 0, y: y, width: width, height: footerHeight)))
                y += footerHeight
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
        let measured = SelfSizingRows.height(of: cell, in: self, width: width)
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
        // The cells sit below the table's other subviews, the last row's lowest, so the tree's
        // order follows the rows shown, not which reused cell shows which row.
        for (position, indexPath) in wanted.reversed().enumerated() {
            let cell = visible[indexPath] ?? dataSource.tableView(self, cellForRowAt: indexPath)
            visible[indexPath] = cell
            cell.owningTable = self
            let current = subviews
            if cell.superview !== self || position >= current.count || current[position] !== cell {
                insertSubview(cell, at: position)
            }
            cell.frame = rectForRow(at: indexPath)
        }
    }
}
