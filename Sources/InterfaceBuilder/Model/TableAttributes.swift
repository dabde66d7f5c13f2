/// A table view's style and row metrics, and its static sections.
public struct TableAttributes: Sendable, Hashable, Codable {
    /// The style (`style`).
    public var style: TableStyle?
    /// The row height (`rowHeight`); -1 means automatic (self-sizing).
    public var rowHeight: Double?
    /// The estimated row height (`estimatedRowHeight`); -1 means automatic.
    public var estimatedRowHeight: Double?
    /// The section header height (`sectionHeaderHeight`); -1 means automatic.
    public var sectionHeaderHeight: Double?
    /// The section footer height (`sectionFooterHeight`); -1 means automatic.
    public var sectionFooterHeight: Double?
    /// Whether rows come from prototypes or are static (`dataMode`): `prototypes` or `static`.
    public var dataMode: String?
    /// The separator between rows (`separatorStyle`): `default`, `singleLine` or `none`.
    public var separatorStyle: String?
    /// The static sections (`<sections>`), in order.
    public var sections: [TableSection]

    /// Table attributes with the given parts.
    public init(
        style: TableStyle? = nil, rowHeight: Double? = nil, estimatedRowHeight: Double? = nil,
        sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil, dataMode: String? = nil,
        separatorStyle: String? = nil, sections: [TableSection] = []
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.dataMode = dataMode
        self.separatorStyle = separatorStyle
        self.sections = sections
    }
}

/// A table view style.
public enum TableStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped (iOS 13+).
    case insetGrouped
}

/// A static table section (`<tableViewSection headerTitle=… footerTitle=…>`).
public struct TableSection: Sendable, Hashable, Codable {
    /// The section's id.
    public var id: String?
    /// The header title.
    public var headerTitle: String?
    /// The footer title.
    public var footerTitle: String?
    /// The cells, in order.
    public var cells: [IBView]
    /// Where the element starts.
    public var location: SourceLocation

    /// A section with the given cells.
    public init(
        id: String?, headerTitle: String? = nil, footerTitle: String? = nil, cells: [IBView], location: SourceLocation
    ) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.location = location
    }
}

/// A table or collection cell's reuse identifier and row metrics.
public struct CellAttributes: Sendable, Hashable, Codable {
    /// The reuse identifier (`reuseIdentifier`).
    public var reuseIdentifier: String?
    /// A table cell prototype's own row height (`rowHeight`), when it differs from the table's.
    public var rowHeight: Double?
    /// A table cell's built-in style (`style`), e.g. `IBUITableViewCellStyleSubtitle`.
    public var style: String?
    /// A table cell's accessory (`accessoryType`), e.g. `disclosureIndicator`.
    public var accessoryType: String?

    /// Cell attributes with the given parts.
    public init(
        reuseIdentifier: String? = nil, rowHeight: Double? = nil, style: String? = nil, accessoryType: String? = nil
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        self.style = style
        self.accessoryType = accessoryType
    }
}
