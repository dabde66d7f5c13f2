import Foundation

extension UIStackView {
    /// How a stack view sizes its arranged views along its axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views fill the length with exact spacing; when there is room to spare, the view
        /// with the lowest hugging priority grows (the first such view when several tie); when
        /// there is too little, the views shrink by compression resistance.
        case fill = 0
        /// Every view gets the same length; spacing exact.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths; spacing exact.
        case fillProportionally = 2
        /// The views keep their intrinsic lengths; equal gaps of at least `spacing`.
        case equalSpacing = 3
        /// The views keep their intrinsic lengths; equal distances between centers, gaps of at
        /// least `spacing`.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis (UIKit's raw values;
    /// `top` is `leading` and `bottom` is `trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack view's breadth.
        case fill = 0
        /// Leading edges aligned (horizontal stacks: top edges).
        case leading = 1
        /// First baselines aligned (horizontal stacks; a vertical stack treats it as fill).
        case firstBaseline = 2
        /// Centers aligned.
        case center = 3
        /// Trailing edges aligned (horizontal stacks: bottom edges).
        case trailing = 4
        /// Last baselines aligned (horizontal stacks; a vertical stack treats it as fill).
        case lastBaseline = 5

        /// UIKit's name for ``leading`` in horizontal stacks.
        public static let top = Alignment.leading
        /// UIKit's name for ``trailing`` in horizontal stacks.
        public static let bottom = Alignment.trailing
    }
}
