extension ScreenModel {
    /// What a scroll view (or a table view) adds to a view.
    public struct ScrollView: Equatable, Sendable {
        public var contentInset: Insets?
        public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
        public var contentSize: Size?
        public var contentOffset: Point?
        public var alwaysBounceVertical: Bool?
        public var alwaysBounceHorizontal: Bool?

        public init(
            contentInset: Insets? = nil, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior? = nil,
            contentSize: Size? = nil, contentOffset: Point? = nil, alwaysBounceVertical: Bool? = nil,
            alwaysBounceHorizontal: Bool? = nil
        ) {
            self.contentInset = contentInset
            self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
            self.contentSize = contentSize
            self.contentOffset = contentOffset
            self.alwaysBounceVertical = alwaysBounceVertical
            self.alwaysBounceHorizontal = alwaysBounceHorizontal
        }
    }

    /// UIKit's content inset adjustment behaviours.
    public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Codable, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// What a table view adds to a scroll view: its style and its rows.
    public struct TableView: Equatable, Sendable {
        public enum Style: String, CaseIterable, Codable, Sendable {
            case plain, grouped, insetGrouped
        }

        public var scrollView: ScrollView
        public var style: Style?
        /// None when nil.
        public var rows: TableRows?

        public init(scrollView: ScrollView = ScrollView(), style: Style? = nil, rows: TableRows? = nil) {
            self.scrollView = scrollView
            self.style = style
            self.rows = rows
        }
    }

    /// A table's rows: how many, how tall, and what each cell's content view holds.
    public struct TableRows: Equatable, Sendable {
        /// A row height: a number of points, or self-sizing.
        public enum Height: Equatable, Sendable {
            case points(Double)
            /// `UITableView.automaticDimension`: as tall as the cell's content view needs.
            case automatic
        }

        /// None when nil.
        public var count: Int?
        /// 44 points when nil.
        public var height: Height?
        public var cell: Cell?
        @IgnoredByEquality public var location: SourceLocation?

        public init(count: Int? = nil, height: Height? = nil, cell: Cell? = nil, location: SourceLocation? = nil) {
            self.count = count
            self.height = height
            self.cell = cell
            self.location = location
        }
    }

    /// What every cell's content view holds: views with names of their own, made again for every
    /// cell, and their constraints (`contentView` names the content view).
    public struct Cell: Equatable, Sendable {
        public var color: Color?
        public var subviews: [View]
        public var constraints: [Constraint]
        public var visualFormats: [VisualFormat]
        /// The content view's SnapKit lines.
        public var snapKit: [SnapKitLine]
        @IgnoredByEquality public var location: SourceLocation?

        public init(
            color: Color? = nil, subviews: [View] = [], constraints: [Constraint] = [],
            visualFormats: [VisualFormat] = [], snapKit: [SnapKitLine] = [], location: SourceLocation? = nil
        ) {
            self.color = color
            self.subviews = subviews
            self.constraints = constraints
            self.visualFormats = visualFormats
            self.snapKit = snapKit
            self.location = location
        }
    }
}
