extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`, with UIKit's raw values.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// UIKit's bit pattern.
        public let rawValue: UInt
        /// The options with UIKit's bit pattern `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views a format names in sequence.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of the views a format names in sequence.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of the views a format names in sequence.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of the views a format names in sequence.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of the views a format names in sequence.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of the views a format names in sequence.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of the views a format names in sequence.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of the views a format names in sequence.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of the views a format names in sequence.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of the views a format names in sequence.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal formats run from leading to trailing: they follow the layout direction (the
        /// default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Connections between views measure from edge to edge (the default, iOS 11+).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In vertical layouts, a connection between two views measures from the upper view's
        /// last baseline to the lower view's first baseline (a view without text uses its bottom
        /// and top edges, docs/reference/attributes.md). UIKit derives the standard `-` from the fonts' line heights;
        /// without fonts we keep 8. Connections to the superview and horizontal layouts are not
        /// affected (UIKit documents the option for vertical layouts only). iOS 11+.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
