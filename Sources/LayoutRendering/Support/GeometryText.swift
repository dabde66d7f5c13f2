import Foundation
import OpenUIKit

/// Rectangles and insets in the forms the reports print.
enum GeometryText {
    /// `(x, y, width, height)`.
    static func rect(_ rect: CGRect) -> String {
        "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.width)), \(n(rect.height)))"
    }

    /// `{top, left, bottom, right}`.
    static func insets(_ insets: UIEdgeInsets) -> String {
        "{\(n(insets.top)), \(n(insets.left)), \(n(insets.bottom)), \(n(insets.right))}"
    }

    private static func n(_ value: CGFloat) -> String { NumberText.table(value) }
}
