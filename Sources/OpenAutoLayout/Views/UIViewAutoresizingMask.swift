extension UIView {
    /// Which parts of a view stretch when its superview's bounds change (UIViewAutoresizing).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// UIKit's bit pattern.
        public let rawValue: UInt
        /// The mask with UIKit's bit pattern `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge follows its width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width follows its superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge follows its width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge follows its height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height follows its superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge follows its height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
