import Foundation

/// A constraint written as an anchor equation, parsed but not yet resolved to items:
/// `orange.top == blue.topMargin + 10 @750`, `a.width == 0.5 * b.width`, `a.height >= 44`.
///
/// Offsets are 0-based positions in the equation's text, so that errors can point inside it.
struct AnchorEquation: Equatable {
    /// A dotted reference such as `blue.topMargin`, `main.topLayoutGuide.bottom`, `superview`.
    struct Path: Equatable {
        struct Segment: Equatable {
            var name: String
            var offset: Int
        }

        var segments: [Segment]

        var offset: Int { segments[0].offset }
        var text: String { segments.map(\.name).joined(separator: ".") }
    }

    var first: Path
    var relation: NSLayoutConstraint.Relation
    /// nil for a constant-only right-hand side (`a.height >= 44`).
    var second: Path?
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: UILayoutPriority
}
