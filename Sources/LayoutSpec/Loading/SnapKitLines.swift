import Foundation
import OpenSnapKit

/// Runs the spec's SnapKit lines (`snapKit: {view: [make…]}`) through OpenSnapKit's checked
/// DSL: each line is one `view.snp.prepareConstraints { make in … }`, activated later with the
/// other constraints.
@MainActor
struct SnapKitLines {
    let scope: SpecScope

    private typealias Extend = KeyPath<ConstraintMakerExtendable, ConstraintMakerExtendable>

    private static var makerAttributes: [String: KeyPath<ConstraintMaker, ConstraintMakerExtendable>] {
        [
            "left": \.left, "top": \.top, "bottom": \.bottom, "right": \.right, "leading": \.leading,
            "trailing": \.trailing, "width": \.width, "height": \.height, "centerX": \.centerX, "centerY": \.centerY,
            "lastBaseline": \.lastBaseline, "firstBaseline": \.firstBaseline, "leftMargin": \.leftMargin,
            "rightMargin": \.rightMargin, "topMargin": \.topMargin, "bottomMargin": \.bottomMargin,
            "leadingMargin": \.leadingMargin, "trailingMargin": \.trailingMargin,
            "centerXWithinMargins": \.centerXWithinMargins, "centerYWithinMargins": \.centerYWithinMargins,
            "edges": \.edges, "horizontalEdges": \.horizontalEdges, "verticalEdges": \.verticalEdges,
            "directionalEdges": \.directionalEdges, "directionalHorizontalEdges": \.directionalHorizontalEdges,
            "directionalVerticalEdges": \.directionalVerticalEdges, "size": \.size, "center": \.center,
            "margins": \.margins, "directionalMargins": \.directionalMargins,
            "centerWithinMargins": \.centerWithinMargins, "baseline": \.lastBaseline,
        ]
    }

    private static var extendAttributes: [String: Extend] {
        [
            "left": \.left, "top": \.top, "bottom": \.bottom, "right": \.right, "leading": \.leading,
            "trailing": \.trailing, "width": \.width, "height": \.height, "centerX": \.centerX, "centerY": \.centerY,
            "lastBaseline": \.lastBaseline, "firstBaseline": \.firstBaseline, "leftMargin": \.leftMargin,
            "rightMargin": \.rightMargin, "topMargin": \.topMargin, "bottomMargin": \.bottomMargin,
            "leadingMargin": \.leadingMargin, "trailingMargin": \.trailingMargin,
            "centerXWithinMargins": \.centerXWithinMargins, "centerYWithinMargins": \.centerYWithinMargins,
            "edges": \.edges, "horizontalEdges": \.horizontalEdges, "verticalEdges": \.verticalEdges,
            "directionalEdges": \.directionalEdges, "directionalHorizontalEdges": \.directionalHorizontalEdges,
            "directionalVerticalEdges": \.directionalVerticalEdges, "size": \.size, "center": \.center,
            "margins": \.margins, "directionalMargins": \.directionalMargins,
            "centerWithinMargins": \.centerWithinMargins, "baseline": \.lastBaseline,
        ]
    }

    /// A view's or layout guide's attributes as targets (`other.snp.top`); a guide's margins and
    /// baselines are its edges, as the DSL reads them.
    private static var items: [String: KeyPath<any ConstraintAttributesDSL, ConstraintItem>] {
        [
            "left": \.left, "top": \.top, "bottom": \.bottom, "right": \.right, "leading": \.leading,
            "trailing": \.trailing, "width": \.width, "height": \.height, "centerX": \.centerX, "centerY": \.centerY,
            "lastBaseline": \.lastBaseline, "firstBaseline": \.firstBaseline, "leftMargin": \.leftMargin,
            "rightMargin": \.rightMargin, "topMargin": \.topMargin, "bottomMargin": \.bottomMargin,
            "leadingMargin": \.leadingMargin, "trailingMargin": \.trailingMargin,
            "centerXWithinMargins": \.centerXWithinMargins, "centerYWithinMargins": \.centerYWithinMargins,
            "edges": \.edges, "horizontalEdges": \.horizontalEdges, "verticalEdges": \.verticalEdges,
            "directionalEdges": \.directionalEdges, "directionalHorizontalEdges": \.directionalHorizontalEdges,
            "directionalVerticalEdges": \.directionalVerticalEdges, "size": \.size, "center": \.center,
            "margins": \.margins, "directionalMargins": \.directionalMargins,
            "centerWithinMargins": \.centerWithinMargins, "baseline": \.lastBaseline,
        ]
    }

    private static let relations = [
        "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "equalToSuperview", "lessThanOrEqualToSuperview",
        "greaterThanOrEqualToSuperview",
    ]

    private static let modifiers = [
        "offset", "inset", "multipliedBy", "dividedBy", "priority", "priorityRequired", "priorityHigh",
        "priorityMedium", "priorityLow",
    ]

    private static let priorities: [String: ConstraintPriority] = [
        "required": .required, "high": .high, "medium": .medium, "low": .low,
    ]

    /// The constraints of one line of `view`'s closure, not yet active.
    func prepare(_ model: ScreenModel.SnapKitLine, for view: UIView) throws(SpecError) -> [OpenSnapKit.Constraint] {
        let scope = self.scope
        func failure(_ message: String, _ offset: Int) -> SpecError {
            scope.error(message, at: model.location?.advanced(by: offset))
        }
        let line: SnapKitLine
        do {
            line = try SnapKitLineParser.parse(model.text)
        } catch {
            throw failure(error.message, error.offset)
        }
        var first: KeyPath<ConstraintMaker, ConstraintMakerExtendable>?
        var rest: [Extend] = []
        for (index, word) in line.attributes.enumerated() {
            if index == 0 {
                first = Self.makerAttributes[word.text]
            } else if let path = Self.extendAttributes[word.text] {
                rest.append(path)
            }
            guard Self.makerAttributes[word.text] != nil else {
                throw failure("unknown SnapKit attribute '\(word.text)'", word.offset)
            }
        }
        guard let first else { throw failure("expected an attribute after 'make'", 0) }
        guard Self.relations.contains(line.relation.text) else {
            throw failure(
                "unknown relation '\(line.relation.text)'; expected one of: \(Self.relations.joined(separator: ", "))",
                line.relation.offset)
        }
        let toSuperview = line.relation.text.hasSuffix("Superview")
        if toSuperview, line.target != nil {
            throw failure("'\(line.relation.text)()' takes no argument here", line.relation.offset)
        }
        if !toSuperview, line.target == nil {
            throw failure("'\(line.relation.text)' needs a target", line.relation.offset)
        }
        let target = try line.target.map { target throws(SpecError) in try resolve(target, failure: failure) }
        for modifier in line.modifiers where !Self.modifiers.contains(modifier.name.text) {
            throw failure(
                "unknown modifier '\(modifier.name.text)'; expected one of: \(Self.modifiers.joined(separator: ", "))",
                modifier.name.offset)
        }
        if let late = line.modifiers.drop(while: { !$0.name.text.hasPrefix("priority") }).dropFirst().first {
            throw failure("'\(late.name.text)' must come before the priority", late.name.offset)
        }
        for modifier in line.modifiers where modifier.number == nil {
            // Only `priority(…)` takes a name (`.high`); the others need a number.
            if modifier.name.text == "priority", modifier.priorityName.flatMap({ Self.priorities[$0.text] }) == nil {
                throw failure(
                    "expected a number or .required, .high, .medium, .low in 'priority(…)'",
                    modifier.priorityName?.offset ?? modifier.name.offset)
            }
            if ["offset", "inset", "multipliedBy", "dividedBy"].contains(modifier.name.text) {
                throw failure(
                    "expected a number in '\(modifier.name.text)(…)'",
                    modifier.priorityName?.offset ?? modifier.name.offset)
            }
        }
        do {
            return try view.snp.checkedPrepareConstraints { make in
                var extendable = make[keyPath: first]
                for path in rest { extendable = extendable[keyPath: path] }
                var editable: ConstraintMakerEditable
                switch (line.relation.text, target) {
                case ("equalTo", let target?): editable = extendable.equalTo(target)
                case ("lessThanOrEqualTo", let target?): editable = extendable.lessThanOrEqualTo(target)
                case ("greaterThanOrEqualTo", let target?): editable = extendable.greaterThanOrEqualTo(target)
                case ("lessThanOrEqualToSuperview", _): editable = extendable.lessThanOrEqualToSuperview()
                case ("greaterThanOrEqualToSuperview", _): editable = extendable.greaterThanOrEqualToSuperview()
                default: editable = extendable.equalToSuperview()
                }
                for modifier in line.modifiers {
                    let number = modifier.number ?? 0
                    switch modifier.name.text {
                    case "offset": editable = editable.offset(number)
                    case "inset": editable = editable.inset(number)
                    case "multipliedBy": editable = editable.multipliedBy(number)
                    case "dividedBy": editable = editable.dividedBy(number)
                    case "priorityRequired": _ = editable.priority(.required)
                    case "priorityHigh": _ = editable.priority(.high)
                    case "priorityMedium": _ = editable.priority(.medium)
                    case "priorityLow": _ = editable.priority(.low)
                    default:
                        if let name = modifier.priorityName, let priority = Self.priorities[name.text] {
                            _ = editable.priority(priority)
                        } else {
                            _ = editable.priority(Float(number))
                        }
                    }
                }
            }
        } catch {
            throw failure(error.message, 0)
        }
    }

    private func resolve(_ target: SnapKitLine.Target, failure: (String, Int) -> SpecError) throws(SpecError)
        -> any ConstraintRelatableTarget
    {
        switch target {
        case .number(let value):
            return value
        case .item(let name, let guideWord, let attribute):
            var guide: UILayoutGuide? = scope.guides[name.text]
            let view = scope.views[name.text]
            guard view != nil || guide != nil else {
                throw failure("unknown view or layout guide '\(name.text)'", name.offset)
            }
            if let guideWord {
                guard let view else { throw failure("'\(guideWord.text)' belongs to a view", guideWord.offset) }
                switch guideWord.text {
                case "safeAreaLayoutGuide": guide = view.safeAreaLayoutGuide
                case "layoutMarginsGuide": guide = view.layoutMarginsGuide
                default:
                    throw failure(
                        "unknown guide '\(guideWord.text)'; expected safeAreaLayoutGuide or layoutMarginsGuide",
                        guideWord.offset)
                }
            }
            guard let attribute else { return guide ?? view! }
            guard let path = Self.items[attribute.text] else {
                throw failure("unknown SnapKit attribute '\(attribute.text)'", attribute.offset)
            }
            let dsl: any ConstraintAttributesDSL = guide.map { $0.snp } ?? view!.snp
            return dsl[keyPath: path]
        }
    }
}
