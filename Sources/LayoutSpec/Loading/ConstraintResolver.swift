import Foundation

/// Turns a scope's typed constraints, visual format lines and SnapKit lines into constraints,
/// decides which views stop translating their autoresizing masks, and activates the
/// constraints, one model element at a time so that UIKit's refusals are reported where the
/// element was written.
@MainActor
struct ConstraintResolver {
    let scope: SpecScope

    private static let layoutAttributes: [ScreenModel.Attribute: NSLayoutConstraint.Attribute] = [
        .left: .left, .right: .right, .top: .top, .bottom: .bottom, .leading: .leading, .trailing: .trailing,
        .width: .width, .height: .height, .centerX: .centerX, .centerY: .centerY, .lastBaseline: .lastBaseline,
        .firstBaseline: .firstBaseline, .leftMargin: .leftMargin, .rightMargin: .rightMargin,
        .topMargin: .topMargin, .bottomMargin: .bottomMargin, .leadingMargin: .leadingMargin,
        .trailingMargin: .trailingMargin, .centerXWithinMargins: .centerXWithinMargins,
        .centerYWithinMargins: .centerYWithinMargins,
    ]

    /// Constraints made from one model element, activated together; errors point at it.
    private struct Made {
        var constraints: [NSLayoutConstraint]
        var activate: () throws(LayoutError) -> Void
        var location: SourceLocation?
        var isActive: Bool
    }

    /// Makes every constraint, then activates those not marked inactive. Returns every
    /// constraint made, active or not: typed constraints, then visual formats, then SnapKit
    /// lines, each in order.
    @discardableResult
    func activateAll(
        constraints: [ScreenModel.Constraint], visualFormats: [ScreenModel.VisualFormat], metrics: [String: Double]
    ) throws(SpecError) -> [NSLayoutConstraint] {
        var made: [Made] = []
        var laidOut: [UIView] = []
        for constraint in constraints {
            let (result, first) = try resolve(constraint)
            made.append(
                Made(
                    constraints: result,
                    activate: { () throws(LayoutError) in try NSLayoutConstraint.checkedActivate(result) },
                    location: constraint.location, isActive: constraint.isActive))
            if let first { laidOut.append(first) }
        }
        for line in visualFormats {
            let (result, views) = try resolve(line, metrics: metrics)
            made.append(
                Made(
                    constraints: result,
                    activate: { () throws(LayoutError) in try NSLayoutConstraint.checkedActivate(result) },
                    location: line.location, isActive: true))
            laidOut += views
        }
        let snapKit = SnapKitLines(scope: scope)
        for pending in scope.snapKitLines {
            let result = try snapKit.prepare(pending.line, for: pending.view)
            made.append(
                Made(
                    constraints: result.flatMap(\.layoutConstraints),
                    activate: { () throws(LayoutError) in
                        for constraint in result { try constraint.checkedActivate() }
                    },
                    location: pending.line.location, isActive: true))
            laidOut.append(pending.view)
        }
        for view in laidOut {
            let id = ObjectIdentifier(view)
            guard !scope.explicitAutoresizing.contains(id), !scope.managedViews.contains(id) else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        for entry in made where entry.isActive {
            do {
                try entry.activate()
            } catch {
                throw scope.error(error.message, at: entry.location)
            }
        }
        return made.flatMap(\.constraints)
    }

    // MARK: Typed constraints

    private func resolve(_ model: ScreenModel.Constraint) throws(SpecError) -> ([NSLayoutConstraint], UIView?) {
        let firstItem = try item(model.firstItem, attribute: model.firstAttribute, relativeTo: nil)
        let firstAttributes = model.firstAttribute.components
        var secondItem: AnyObject?
        var secondAttributes: [ScreenModel.Attribute]?
        if let second = model.secondItem {
            secondItem = try item(second, attribute: model.secondAttribute, relativeTo: firstItem)
            secondAttributes = (model.secondAttribute ?? model.firstAttribute).components
            if secondAttributes?.count != firstAttributes.count {
                let firstText = model.firstItem.text + "." + model.firstAttribute.rawValue
                throw scope.error(
                    "'\(firstText)' and '\(second.text)' name different numbers of attributes", at: second.location)
            }
        }
        let isEdges = firstAttributes.count == 4
        let relation: NSLayoutConstraint.Relation =
            switch model.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        var constraints: [NSLayoutConstraint] = []
        for (index, attribute) in firstAttributes.enumerated() {
            // An edges shorthand's constant is an inset: it moves the far edges inwards.
            let inward = isEdges && (attribute == .bottom || attribute == .right || attribute == .trailing)
            let constant = inward ? -model.constant : model.constant
            do {
                let constraint = try NSLayoutConstraint.checkedConstraint(
                    item: firstItem, attribute: Self.layoutAttributes[attribute]!, relatedBy: relation,
                    toItem: secondItem,
                    attribute: secondAttributes.map { Self.layoutAttributes[$0[index]]! } ?? .notAnAttribute,
                    multiplier: model.multiplier, constant: constant)
                try constraint.checkedSetPriority(UILayoutPriority(model.priority))
                constraint.identifier = model.identifier
                if model.isMadeByUIKit { constraint.origin = .system }
                constraints.append(constraint)
            } catch {
                throw scope.error(error.message, at: model.location)
            }
        }
        return (constraints, firstItem as? UIView)
    }

    /// The object a reference names; `attribute` completes the reference's text in messages.
    private func item(
        _ reference: ScreenModel.ItemReference, attribute: ScreenModel.Attribute?, relativeTo firstItem: AnyObject?
    ) throws(SpecError) -> AnyObject {
        let text = reference.text + (attribute.map { "." + $0.rawValue } ?? "")
        var current: AnyObject
        switch reference.origin {
        case .named(let name):
            if let view = scope.views[name] {
                current = view
            } else if let guide = scope.guides[name] {
                current = guide
            } else {
                throw scope.error("unknown view or layout guide '\(name)'", at: reference.location)
            }
        case .superviewOfFirstItem:
            let word = reference.steps.first.flatMap { $0 == .superview ? nil : $0.rawValue } ?? "superview"
            guard let firstItem else {
                throw scope.error(
                    "the left-hand side must start with the name of a view or layout guide, not '\(word)'",
                    at: reference.location)
            }
            guard let container = Self.container(of: firstItem) else {
                throw scope.error("'\(word)' needs the left-hand item to have a superview", at: reference.location)
            }
            current = container
        }
        for (index, step) in reference.steps.enumerated() {
            let location = reference.location(ofStep: index)
            if step == .superview {
                guard let container = Self.container(of: current) else {
                    throw scope.error("'\(text)' has no superview", at: location)
                }
                current = container
            } else {
                current = try select(step, from: current, at: location)
            }
        }
        return current
    }

    /// A view's superview, or a guide's owning view.
    private static func container(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// One of a view's guides.
    private func select(_ step: ScreenModel.ItemReference.Step, from item: AnyObject, at location: SourceLocation?)
        throws(SpecError) -> AnyObject
    {
        guard let view = item as? UIView else {
            throw scope.error("'\(step.rawValue)' belongs to a view, not to a layout guide", at: location)
        }
        switch step {
        case .superview: return view
        case .safeArea: return view.safeAreaLayoutGuide
        case .margins: return view.layoutMarginsGuide
        case .readableContent: return view.readableContentGuide
        case .contentLayoutGuide, .frameLayoutGuide:
            guard let scrollView = view as? UIScrollView else {
                throw scope.error("'\(step.rawValue)' belongs to a scroll view", at: location)
            }
            return step == .contentLayoutGuide ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
        case .topLayoutGuide, .bottomLayoutGuide:
            guard let controller = scope.controller(enclosing: view) else {
                throw scope.error("'\(step.rawValue)' needs a view controller's view", at: location)
            }
            let support = step == .topLayoutGuide ? controller.topLayoutGuide : controller.bottomLayoutGuide
            return support as AnyObject
        }
    }

    // MARK: Visual format lines

    private func resolve(_ line: ScreenModel.VisualFormat, metrics screenMetrics: [String: Double])
        throws(SpecError) -> ([NSLayoutConstraint], [UIView])
    {
        var items: [String: Any] = [:]
        for (name, view) in scope.views { items[name] = view }
        for (name, guide) in scope.guides { items[name] = guide }
        var metrics: [String: Any] = [:]
        for (name, value) in screenMetrics.merging(line.metrics, uniquingKeysWith: { $1 }) { metrics[name] = value }
        let constraints: [NSLayoutConstraint]
        do {
            constraints = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: line.format, options: VisualFormatOptions.formatOptions(line.options),
                metrics: metrics, views: items)
        } catch {
            throw visualFormatError(error.message, at: line.location)
        }
        let named = Self.viewNames(in: line.format).compactMap { scope.views[$0] }
        return (constraints, named)
    }

    /// UIKit's four-line parse message as one line, at the caret's column.
    private func visualFormatError(_ message: String, at location: SourceLocation?) -> SpecError {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 4, let caret = lines[3].firstIndex(of: "^") else {
            let text = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                separator: " ")
            return scope.error(text, at: location)
        }
        let offset = lines[3].distance(from: lines[3].startIndex, to: caret)
        let text = lines[0].trimmingCharacters(in: .whitespaces) + " " + lines[1].trimmingCharacters(in: .whitespaces)
        return scope.error(text, at: location?.advanced(by: offset))
    }

    /// The names inside brackets of a format: the views it lays out.
    static func viewNames(in format: String) -> [String] {
        var names: [String] = []
        var rest = format[...]
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}
