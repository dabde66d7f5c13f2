import Foundation

// Turns a parsed `VisualFormatLayout` into constraints (docs/reference/visual-format.md, docs/reference/margins.md#visual-format-margins).
extension NSLayoutConstraint {
    /// UIKit's Visual Format Language entry point. Returns the constraints without activating
    /// them; traps with UIKit's message on a malformed format.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions, metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            raise(error)
        }
    }

    /// The throwing twin of `constraints(withVisualFormat:options:metrics:views:)`.
    public class func checkedConstraints(
        withVisualFormat format: String, options opts: FormatOptions, metrics: [String: Any]?,
        views: [String: Any]
    ) throws(LayoutError) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (key, value) in metrics ?? [:] {
            if let number = VisualFormatBuilder.double(value) { numbers[key] = number }
        }
        let layout: VisualFormatLayout
        do {
            layout = try VisualFormatParser.parse(
                format, metrics: numbers, viewNames: Set(views.keys),
                check: { point in
                    switch point {
                    case .leadingSuperview(let name, _), .trailingSuperview(let name, _):
                        VisualFormatBuilder.superview(of: views[name]) == nil ? .noSuperview : nil
                    case .betweenViews:
                        VisualFormatBuilder.misalignment(opts, horizontalLayout: format.hasPrefix("V:") == false)
                    }
                })
        } catch {
            throw LayoutError(.visualFormat, message: error.message)
        }
        return try VisualFormatBuilder(layout: layout, options: opts, views: views).build()
    }
}

@MainActor
struct VisualFormatBuilder {
    let layout: VisualFormatLayout
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]

    static func double(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    static func superview(of item: Any?) -> UIView? {
        switch item {
        case let view as UIView: view.superview
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    /// UIKit refuses alignment options along the layout's own axis, when it joins two views.
    static func misalignment(_ options: NSLayoutConstraint.FormatOptions, horizontalLayout: Bool)
        -> VisualFormatError.Kind?
    {
        let horizontalEdges: NSLayoutConstraint.FormatOptions = [
            .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
        ]
        let verticalEdges: NSLayoutConstraint.FormatOptions = [
            .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
        ]
        let axis = horizontalLayout ? "horizontal" : "vertical"
        let bad = horizontalLayout ? horizontalEdges : verticalEdges
        guard !options.intersection(bad).isEmpty else { return nil }
        return .other(
            "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis)."
        )
    }

    private var horizontal: Bool { layout.orientation == .horizontal }
    private var rightToLeft: Bool {
        horizontal && options.contains(.directionRightToLeft) && !options.contains(.directionLeftToRight)
    }
    private var leftToRight: Bool { horizontal && options.contains(.directionLeftToRight) }

    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The edge where the layout starts / ends, and the margin versions.
    private var leadingEdge: Attribute {
        horizontal ? (rightToLeft ? .right : leftToRight ? .left : .leading) : .top
    }
    private var trailingEdge: Attribute {
        horizontal ? (rightToLeft ? .left : leftToRight ? .right : .trailing) : .bottom
    }
    private var leadingMargin: Attribute {
        horizontal ? (rightToLeft ? .rightMargin : leftToRight ? .leftMargin : .leadingMargin) : .topMargin
    }
    private var trailingMargin: Attribute {
        horizontal ? (rightToLeft ? .leftMargin : leftToRight ? .rightMargin : .trailingMargin) : .bottomMargin
    }
    private var size: Attribute { horizontal ? .width : .height }

    private static func relation(_ r: VisualFormatRelation) -> NSLayoutConstraint.Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    private func make(
        _ a: Any, _ attrA: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: Any?, _ attrB: Attribute,
        _ constant: Double, priority: VisualFormatValue?
    ) throws(LayoutError) -> NSLayoutConstraint {
        let constraint = try NSLayoutConstraint.checkedConstraint(
            item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB, multiplier: 1,
            constant: CGFloat(constant))
        if let priority {
            try constraint.checkedSetPriority(UILayoutPriority(Float(priority.value)))
        }
        return constraint
    }

    /// `next.leading REL prev.trailing + c` (in right-to-left, `prev.left REL next.right + c`).
    private func connect(
        prev: Any, prevAttr: Attribute, next: Any, nextAttr: Attribute, _ connection: VisualFormatConnection
    ) throws(LayoutError) -> [NSLayoutConstraint] {
        func one(_ relation: NSLayoutConstraint.Relation, _ c: Double, _ p: VisualFormatValue?) throws(LayoutError)
            -> NSLayoutConstraint
        {
            if rightToLeft {
                return try make(prev, prevAttr, relation, next, nextAttr, c, priority: p)
            }
            return try make(next, nextAttr, relation, prev, prevAttr, c, priority: p)
        }
        switch connection.kind {
        case .flush: return [try one(.equal, 0, nil)]
        case .standard: return [try one(.equal, 8, nil)]
        case .predicates(let predicates):
            var result: [NSLayoutConstraint] = []
            for predicate in predicates {
                guard case .constant(let value) = predicate.object else { continue }
                result.append(try one(Self.relation(predicate.relation), value.value, predicate.priority))
            }
            return result
        }
    }

    /// A bar's connection; `.standard` pins to the margin with 0.
    private func connectBar(leading: Bool, view: Any, superview: UIView, _ connection: VisualFormatConnection)
        throws(LayoutError) -> [NSLayoutConstraint]
    {
        var connection = connection
        var barAttr = leading ? leadingEdge : trailingEdge
        if case .standard = connection.kind {
            barAttr = leading ? leadingMargin : trailingMargin
            connection.kind = .flush
        }
        if leading {
            return try connect(prev: superview, prevAttr: barAttr, next: view, nextAttr: leadingEdge, connection)
        }
        return try connect(prev: view, prevAttr: trailingEdge, next: superview, nextAttr: barAttr, connection)
    }

    private func sizeConstraints(_ view: VisualFormatView) throws(LayoutError) -> [NSLayoutConstraint] {
        let item = views[view.name]!
        var result: [NSLayoutConstraint] = []
        for predicate in view.predicates {
            let relation = Self.relation(predicate.relation)
            switch predicate.object {
            case .constant(let value):
                result.append(
                    try make(item, size, relation, nil, .notAnAttribute, value.value, priority: predicate.priority))
            case .view(let name):
                result.append(try make(item, size, relation, views[name]!, size, 0, priority: predicate.priority))
            }
        }
        return result
    }

    private var alignments: [Attribute] {
        var result: [Attribute] = []
        let bits: [(NSLayoutConstraint.FormatOptions, Attribute, Bool)] = [
            (.alignAllLeft, .left, false), (.alignAllRight, .right, false), (.alignAllTop, .top, true),
            (.alignAllBottom, .bottom, true), (.alignAllLeading, .leading, false),
            (.alignAllTrailing, .trailing, false), (.alignAllCenterX, .centerX, false),
            (.alignAllCenterY, .centerY, true), (.alignAllLastBaseline, .lastBaseline, true),
            (.alignAllFirstBaseline, .firstBaseline, true),
        ]
        for (bit, attribute, vertical) in bits where options.contains(bit) {
            // Only attributes across the layout's axis make sense; others are skipped.
            if vertical == horizontal { result.append(attribute) }
        }
        return result
    }

    func build() throws(LayoutError) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let items = layout.views.map { views[$0.name]! }
        if let bar = layout.leadingSuperview, let superview = Self.superview(of: items[0]) {
            result += try connectBar(leading: true, view: items[0], superview: superview, bar.connection)
        }
        result += try sizeConstraints(layout.views[0])
        let baselines = !horizontal && options.contains(.spacingBaselineToBaseline)
        for index in 1..<max(layout.views.count, 1) where index < layout.views.count {
            result += try connect(
                prev: items[index - 1], prevAttr: baselines ? .lastBaseline : trailingEdge, next: items[index],
                nextAttr: baselines ? .firstBaseline : leadingEdge, layout.connections[index - 1])
            result += try sizeConstraints(layout.views[index])
        }
        if let bar = layout.trailingSuperview, let last = items.last, let superview = Self.superview(of: last) {
            result += try connectBar(leading: false, view: last, superview: superview, bar.connection)
        }
        for attribute in alignments {
            for index in 1..<max(items.count, 1) where index < items.count {
                result.append(try make(items[index - 1], attribute, .equal, items[index], attribute, 0, priority: nil))
            }
        }
        return result
    }
}
