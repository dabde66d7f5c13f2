import Foundation

/// VFL format options by UIKit's names (`alignAllTop`, `directionLeftToRight`, …), one or a list.
enum VisualFormatOptions {
    static let names: [(String, NSLayoutConstraint.FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    static func parse(_ node: SpecNode) throws(SpecError) -> NSLayoutConstraint.FormatOptions {
        let items: [SpecNode] = if case .sequence = node.node { try node.list() } else { [node] }
        var options: NSLayoutConstraint.FormatOptions = []
        for item in items {
            let name = try item.choice(names.map(\.0), kind: "format option")
            options.formUnion(names.first { $0.0 == name }!.1)
        }
        return options
    }
}
