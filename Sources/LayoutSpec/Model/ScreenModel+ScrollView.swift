extension ScreenModel {
    /// What a scroll view (or a table view) adds to a view.
    public struct ScrollView: Equatable, Sendable {
        /// The scroll view's `contentInset`, in points: room around the content, to which the
        /// adjustment adds part of the safe area (`adjustedContentInset`); nil keeps zero.
        public var contentInset: Insets?
        /// The scroll view's `contentInsetAdjustmentBehavior` (system version 11 and later): which
        /// edges of its safe area join `contentInset`; nil keeps `automatic`.
        public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
        /// The scroll view's `contentSize`, in points; constraints that pin the content to the
        /// content layout guide's edges (or, by the older rule, to the scroll view's edges) decide
        /// it instead. Nil keeps zero.
        public var contentSize: Size?
        /// The scroll view's `contentOffset`, in points: its bounds origin, so the content moves by
        /// the opposite amount on screen. Nil leaves the content resting at its start, which
        /// follows the adjusted inset (y = −88 for a table under an iPhone X's navigation bar).
        public var contentOffset: Point?
        /// The scroll view's `alwaysBounceVertical`; nil keeps false. It makes the vertical axis
        /// count as scrolling for the `scrollableAxes` and `automatic` inset adjustments.
        public var alwaysBounceVertical: Bool?
        /// The scroll view's `alwaysBounceHorizontal`; nil keeps false. It makes the horizontal
        /// axis count as scrolling for the `scrollableAxes` and `automatic` inset adjustments.
        public var alwaysBounceHorizontal: Bool?

        /// Scroll-view settings; every one left nil keeps UIKit's default.
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
        /// `UIScrollView.ContentInsetAdjustmentBehavior`'s case of the same name, which edges of
        /// the safe area the adjusted inset takes: `never` none, `always` all four,
        /// `scrollableAxes` those of the axes that scroll, `automatic` (UIKit's default) those and
        /// also top and bottom for the scroll view of a controller in a navigation controller that
        /// has `automaticallyAdjustsScrollViewInsets` (docs/reference/scroll-views.md).
        case automatic, scrollableAxes, never, always
    }

    /// What a table view adds to a scroll view: its style and its rows.
    public struct TableView: Equatable, Sendable {
        /// A table's style, by `UITableView.Style`'s names.
        public enum Style: String, CaseIterable, Codable, Sendable {
            /// `UITableView.Style`'s case of the same name, fixed when the table is made
            /// (`UITableView(frame:style:)`).
            case plain, grouped, insetGrouped
        }

        /// The table's scroll-view settings. A table always bounces vertically, so the
        /// `scrollableAxes` and `automatic` adjustments always take its top and bottom safe-area
        /// insets.
        public var scrollView: ScrollView
        /// The table's `style`; nil makes a plain table.
        public var style: Style?
        /// None when nil.
        public var rows: TableRows?

        /// A table view; a nil style makes a plain table, nil rows none.
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
            /// Every row this many points tall.
            case points(Double)
            /// `UITableView.automaticDimension`: as tall as the cell's content view needs.
            case automatic
        }

        /// None when nil.
        public var count: Int?
        /// 44 points when nil.
        public var height: Height?
        /// What every cell's content view holds; nil leaves the cells empty.
        public var cell: Cell?
        /// What the first rows show instead of the template's texts, one entry per row from the
        /// top; rows after them show the template as it is.
        public var content: [RowContent]
        /// Where the `rows` mapping starts.
        @IgnoredByEquality public var location: SourceLocation?

        /// `count` rows (none when nil), `height` tall (44 points when nil), each cell holding what
        /// `cell` describes, the first ones with their `content`.
        public init(
            count: Int? = nil, height: Height? = nil, cell: Cell? = nil, content: [RowContent] = [],
            location: SourceLocation? = nil
        ) {
            self.count = count
            self.height = height
            self.cell = cell
            self.content = content
            self.location = location
        }
    }

    /// What every cell's content view holds: views with names of their own, made again for every
    /// cell, and their constraints (`contentView` names the content view).
    public struct Cell: Equatable, Sendable {
        /// Every cell's `backgroundColor`; nil keeps UIKit's.
        public var color: Color?
        /// The content view's subviews, in order, made again for every cell; their names are the
        /// cell's own.
        public var subviews: [View]
        /// Constraints among the cell's views and `contentView`, made for every cell.
        public var constraints: [Constraint]
        /// Visual format lines among the cell's views, made for every cell; the screen's metrics do
        /// not apply to them.
        public var visualFormats: [VisualFormat]
        /// The content view's SnapKit lines.
        public var snapKit: [SnapKitLine]
        /// Where the `cell` mapping starts: an unknown colour is reported there.
        @IgnoredByEquality public var location: SourceLocation?

        /// A cell template; a nil colour keeps UIKit's cell background.
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
