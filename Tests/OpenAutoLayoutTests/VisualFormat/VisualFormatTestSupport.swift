@testable import OpenAutoLayout

/// A canonical one-line rendering of a parsed layout, so that tests compare the whole tree
/// (orientation, bars, names, connection kinds, relations, constants, metric names, priorities)
/// as text. Every predicate is written in full: relation always, `name=value` for a metric,
/// the priority after `@`; predicate connections are always parenthesised; `-` alone is the
/// standard spacing and nothing between two elements is flush.
///
///     "|-50-[box]"  ->  "H:|-(==50.0)-[box]"
@MainActor func sketch(_ layout: VisualFormatLayout) -> String {
    var text = layout.orientation == .horizontal ? "H:" : "V:"
    if let leading = layout.leadingSuperview {
        text += "|" + sketch(leading.connection)
    }
    for (index, view) in layout.views.enumerated() {
        if index > 0 {
            text += sketch(layout.connections[index - 1])
        }
        text += "[" + view.name
        if !view.predicates.isEmpty {
            text += "(" + view.predicates.map(sketch).joined(separator: ",") + ")"
        }
        text += "]"
    }
    if let trailing = layout.trailingSuperview {
        text += sketch(trailing.connection) + "|"
    }
    return text
}

@MainActor func sketch(_ connection: VisualFormatConnection) -> String {
    switch connection.kind {
    case .flush: ""
    case .standard: "-"
    case .predicates(let predicates): "-(" + predicates.map(sketch).joined(separator: ",") + ")-"
    }
}

@MainActor func sketch(_ predicate: VisualFormatPredicate) -> String {
    var text: String =
        switch predicate.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    switch predicate.object {
    case .constant(let value): text += sketch(value)
    case .view(let name): text += name
    }
    if let priority = predicate.priority {
        text += "@" + sketch(priority)
    }
    return text
}

@MainActor func sketch(_ value: VisualFormatValue) -> String {
    if let name = value.metricName { return "\(name)=\(value.value)" }
    return "\(value.value)"
}

/// The caret line of a UIKit message: `count` spaces and `^`.
func caret(_ count: Int) -> String {
    String(repeating: " ", count: count) + "^"
}

/// UIKit's first line, with its trailing space.
let unableToParse = "Unable to parse constraint format: \n"
