import Foundation

/// VFL format options by UIKit's names (`alignAllTop`, `directionLeftToRight`, …), one or a list.
enum VisualFormatOptions {
    static let names: [(ScreenModel.VisualFormatOption, NSLayoutConstraint.FormatOptions)] = [
        (.alignAllLeft, .alignAllLeft), (.alignAllRight, .alignAllRight), (.alignAllTop, .alignAllTop),
        (.alignAllBottom, .alignAllBottom), (.alignAllLeading, .alignAllLeading),
        (.alignAllTrailing, .alignAllTrailing), (.alignAllCenterX, .alignAllCenterX),
        (.alignAllCenterY, .alignAllCenterY), (.alignAllLastBaseline, .alignAllLastBaseline),
        (.alignAllFirstBaseline, .alignAllFirstBaseline), (.directionLeadingToTrailing, .directionLeadingToTrailing),
        (.directionLeftToRight, .directionLeftToRight), (.directionRightToLeft, .directionRightToLeft),
        (.spacingBaselineToBaseline, .spacingBaselineToBaseline),
    ]

    static func parse(_ node: SpecNode) throws(SpecError) -> [ScreenModel.VisualFormatOption] {
        let items: [SpecNode] = if case .sequence = node.node { try node.list() } else { [node] }
        var options: [ScreenModel.VisualFormatOption] = []
        for item in items {
            options.append(try item.choice(ScreenModel.VisualFormatOption.self, kind: "format option"))
        }
        return options
    }

    /// The options UIKit takes for `options`.
    static func formatOptions(_ options: [ScreenModel.VisualFormatOption]) -> NSLayoutConstraint.FormatOptions {
        var result: NSLayoutConstraint.FormatOptions = []
        for option in options { result.formUnion(names.first { $0.0 == option }!.1) }
        return result
    }
}
