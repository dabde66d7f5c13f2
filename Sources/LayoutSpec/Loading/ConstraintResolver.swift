import Foundation

/// Turns a scope's anchor equations and VFL lines into constraints, decides which views stop
/// translating their autoresizing masks, and activates the constraints, one entry at a time so
/// that UIKit's refusals are reported at their line.
@MainActor
struct ConstraintResolver {
    let scope: SpecScope

    /// Attribute names as written in equations.
    static let attributes: [(String, NSLayoutConstraint.Attribute)] = [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom), ("leading", .leading),
        ("trailing", .trailing), ("width", .width), ("height", .height), ("centerX", .centerX),
        ("centerY", .centerY), ("lastBaseline", .lastBaseline), ("firstBaseline", .firstBaseline),
        ("leftMargin", .leftMargin), ("rightMargin", .rightMargin), ("topMargin", .topMargin),
        ("bottomMargin", .bottomMargin), ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin),
        ("centerXWithinMargins", .centerXWithinMargins), ("centerYWithinMargins", .centerYWithinMargins),
    ]

    /// Shorthands for several attributes at once (SnapKit's `edges`, `size`, `center`).
    static let compounds: [(String, [NSLayoutConstraint.Attribute])] = [
        ("edges", [.top, .left, .bottom, .right]), ("directionalEdges", [.top, .leading, .bottom, .trailing]),
        ("size", [.width, .height]), ("center", [.centerX, .centerY]),
    ]

    /// Guides reached from a view by a path segment.
    static let guideSelectors = [
        "safeArea", "margins", "readableContent", "contentLayoutGuide", "frameLayoutGuide", "topLayoutGuide",
        "bottomLayoutGuide",
    ]

    private static var attributeList: String {
        (attributes.map(\.0) + compounds.map(\.0)).joined(separator: ", ")
    }

    /// Constraints made from one entry, activated together; errors point at the entry.
    private struct Made {
        var constraints: [NSLayoutConstraint]
        var activate: () throws(LayoutError) -> Void
        var node: SpecNode
        var location: SourceLocation
        var isActive: Bool
    }

    /// Resolves every pending entry, then activates those not marked inactive. Returns every
    /// constraint made, active or not: anchor equations, then visual formats, then SnapKit
    /// lines, each in file order.
    @discardableResult
    func activateAll() throws(SpecError) -> [NSLayoutConstraint] {
        var made: [Made] = []
        var laidOut: [UIView] = []
        for pending in scope.constraints {
            let (constraints, first) = try resolve(pending)
            made.append(
                Made(
                    constraints: constraints,
                    activate: { () throws(LayoutError) in try NSLayoutConstraint.checkedActivate(constraints) },
                    node: pending.node, location: pending.node.textLocation, isActive: pending.isActive))
            if let first { laidOut.append(first) }
        }
        for pending in scope.visualFormats {
            let (constraints, views) = try resolve(pending)
            made.append(
                Made(
                    constraints: constraints,
                    activate: { () throws(LayoutError) in try NSLayoutConstraint.checkedActivate(constraints) },
                    node: pending.node, location: pending.node.textLocation, isActive: true))
            laidOut += views
        }
        let snapKit = SnapKitLines(scope: scope)
        for pending in scope.snapKitLines {
            guard let view = scope.views[pending.viewName] else {
                throw pending.viewNode.error(
                    "unknown view '\(pending.viewName)' in 'snapKit'", at: pending.viewNode.textLocation)
            }
            let constraints = try snapKit.prepare(pending.text, for: view, at: pending.node)
            made.append(
                Made(
                    constraints: constraints.flatMap(\.layoutConstraints),
                    activate: { () throws(LayoutError) in
                        for constraint in constraints { try constraint.checkedActivate() }
                    },
                    node: pending.node, location: pending.node.textLocation, isActive: true))
            laidOut.append(view)
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
                throw entry.node.error(error.message, at: entry.location)
            }
        }
        return made.flatMap(\.constraints)
    }

    // MARK: Anchor equations

    private func resolve(_ pending: SpecScope.PendingConstraint) throws(SpecError) -> ([NSLayoutConstraint], UIView?) {
        let node = pending.node
        let start = node.textLocation
        func failure(_ message: String, _ offset: Int) -> SpecError {
            node.error(message, at: start.advanced(by: offset))
        }
        let equation: AnchorEquation
        do {
            equation = try AnchorEquationParser.parse(pending.text)
        } catch {
            throw failure(error.message, error.offset)
        }
        let (firstItem, firstAttributes) = try item(equation.first, relativeTo: nil, failure: failure)
        guard let firstAttributes else {
            throw failure(
                "expected an attribute after '\(equation.first.text)' (one of: \(Self.attributeList))",
                equation.first.offset + equation.first.text.count)
        }
        var secondItem: AnyObject?
        var secondAttributes: [NSLayoutConstraint.Attribute]?
        if let second = equation.second {
            let resolved = try item(second, relativeTo: firstItem, failure: failure)
            secondItem = resolved.0
            secondAttributes = resolved.1 ?? firstAttributes
            if secondAttributes?.count != firstAttributes.count {
                throw failure(
                    "'\(equation.first.text)' and '\(second.text)' name different numbers of attributes",
                    second.offset)
            }
        }
        let isEdges = firstAttributes.count == 4
        var constraints: [NSLayoutConstraint] = []
        for (index, attribute) in firstAttributes.enumerated() {
            // An edges shorthand's constant is an inset: it moves the far edges inwards.
            let inward = isEdges && (attribute == .bottom || attribute == .right || attribute == .trailing)
            let constant = inward ? -equation.constant : equation.constant
            do {
                let constraint = try NSLayoutConstraint.checkedConstraint(
                    item: firstItem, attribute: attribute, relatedBy: equation.relation, toItem: secondItem,
                    attribute: secondAttributes?[index] ?? .notAnAttribute, multiplier: equation.multiplier,
                    constant: constant)
                try constraint.checkedSetPriority(equation.priority)
                constraint.identifier = pending.identifier
                constraints.append(constraint)
            } catch {
                throw failure(error.message, 0)
            }
        }
        return (constraints, firstItem as? UIView)
    }

    /// The item a path names, and its attributes (nil when the path ends at the item).
    private func item(
        _ path: AnchorEquation.Path, relativeTo firstItem: AnyObject?,
        failure: (String, Int) -> SpecError
    ) throws(SpecError) -> (AnyObject, [NSLayoutConstraint.Attribute]?) {
        var segments = path.segments[...]
        let head = segments.removeFirst()
        var current: AnyObject
        if let view = scope.views[head.name] {
            current = view
        } else if let guide = scope.guides[head.name] {
            current = guide
        } else if SpecScope.reservedNames.contains(head.name) {
            guard let firstItem else {
                throw failure(
                    "the left-hand side must start with the name of a view or layout guide, not '\(head.name)'",
                    head.offset)
            }
            guard let container = Self.container(of: firstItem) else {
                throw failure("'\(head.name)' needs the left-hand item to have a superview", head.offset)
            }
            current = container
            if head.name != "superview" {
                current = try select(head, from: current, failure: failure)
            }
        } else {
            throw failure("unknown view or layout guide '\(head.name)'", head.offset)
        }
        while let segment = segments.first {
            segments.removeFirst()
            if segments.isEmpty, let attributes = Self.attributes(named: segment.name) {
                return (current, attributes)
            }
            if segment.name == "superview" {
                guard let container = Self.container(of: current) else {
                    throw failure("'\(path.text)' has no superview", segment.offset)
                }
                current = container
            } else if Self.guideSelectors.contains(segment.name) {
                current = try select(segment, from: current, failure: failure)
            } else if segments.isEmpty {
                throw failure(
                    "unknown attribute '\(segment.name)'; expected one of: \(Self.attributeList)", segment.offset)
            } else {
                throw failure(
                    "unknown guide '\(segment.name)'; expected one of: superview, \(Self.guideSelectors.joined(separator: ", "))",
                    segment.offset)
            }
        }
        return (current, nil)
    }

    private static func attributes(named name: String) -> [NSLayoutConstraint.Attribute]? {
        if let single = attributes.first(where: { $0.0 == name }) { return [single.1] }
        return compounds.first { $0.0 == name }?.1
    }

    /// A view's superview, or a guide's owning view.
    private static func container(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// One of a view's guides.
    private func select(
        _ segment: AnchorEquation.Path.Segment, from item: AnyObject, failure: (String, Int) -> SpecError
    ) throws(SpecError) -> AnyObject {
        guard let view = item as? UIView else {
            throw failure("'\(segment.name)' belongs to a view, not to a layout guide", segment.offset)
        }
        switch segment.name {
        case "safeArea": return view.safeAreaLayoutGuide
        case "margins": return view.layoutMarginsGuide
        case "readableContent": return view.readableContentGuide
        case "contentLayoutGuide", "frameLayoutGuide":
            guard let scrollView = view as? UIScrollView else {
                throw failure("'\(segment.name)' belongs to a scroll view", segment.offset)
            }
            return segment.name == "contentLayoutGuide" ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
        default:
            guard let controller = scope.controller(enclosing: view) else {
                throw failure("'\(segment.name)' needs a view controller's view", segment.offset)
            }
            let support = segment.name == "topLayoutGuide" ? controller.topLayoutGuide : controller.bottomLayoutGuide
            return support as AnyObject
        }
    }

    // MARK: Visual format lines

    private func resolve(_ pending: SpecScope.PendingVisualFormat) throws(SpecError) -> ([NSLayoutConstraint], [UIView])
    {
        var items: [String: Any] = [:]
        for (name, view) in scope.views { items[name] = view }
        for (name, guide) in scope.guides { items[name] = guide }
        var metrics: [String: Any] = [:]
        for (name, value) in pending.metrics { metrics[name] = Double(value) }
        let constraints: [NSLayoutConstraint]
        do {
            constraints = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: pending.format, options: pending.options, metrics: metrics, views: items)
        } catch {
            throw Self.visualFormatError(error.message, node: pending.node)
        }
        let named = Self.viewNames(in: pending.format).compactMap { scope.views[$0] }
        return (constraints, named)
    }

    /// UIKit's four-line parse message as one line, at the caret's column.
    static func visualFormatError(_ message: String, node: SpecNode) -> SpecError {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 4, let caret = lines[3].firstIndex(of: "^") else {
            let text = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                separator: " ")
            return node.error(text, at: node.textLocation)
        }
        let offset = lines[3].distance(from: lines[3].startIndex, to: caret)
        let text = lines[0].trimmingCharacters(in: .whitespaces) + " " + lines[1].trimmingCharacters(in: .whitespaces)
        return node.error(text, at: node.textLocation.advanced(by: offset))
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
