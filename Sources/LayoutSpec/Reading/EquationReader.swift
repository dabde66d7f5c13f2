/// Reads anchor equations (docs/spec-format.md, "Anchor equations") into typed constraints.
/// What the text alone can tell is checked here, at the column inside the equation; names and
/// the tree are checked when the screen is built, at the same places.
enum EquationReader {
    /// The scope's equations, in order.
    static func constraints(of scope: ReadingScope) throws(SpecError) -> [ScreenModel.Constraint] {
        var constraints: [ScreenModel.Constraint] = []
        for pending in scope.equations { constraints.append(try constraint(pending)) }
        return constraints
    }

    static var attributeList: String { ScreenModel.Attribute.allCases.map(\.rawValue).joined(separator: ", ") }

    private static func constraint(_ pending: ReadingScope.PendingEquation) throws(SpecError) -> ScreenModel.Constraint
    {
        let start = pending.node.textLocation
        func failure(_ message: String, _ offset: Int) -> SpecError {
            pending.node.error(message, at: start.advanced(by: offset))
        }
        let equation: AnchorEquation
        do {
            equation = try AnchorEquationParser.parse(pending.text)
        } catch {
            throw failure(error.message, error.offset)
        }
        let head = equation.first.segments[0]
        if ReadingScope.reservedNames.contains(head.name) {
            throw failure(
                "the left-hand side must start with the name of a view or layout guide, not '\(head.name)'", head.offset
            )
        }
        let place = pending.node.modelTextLocation
        let (first, firstAttribute) = try reference(equation.first, start: place, failure: failure)
        guard let firstAttribute else {
            throw failure(
                "expected an attribute after '\(equation.first.text)' (one of: \(attributeList))",
                equation.first.offset + equation.first.text.count)
        }
        var second: ScreenModel.ItemReference?
        var secondAttribute: ScreenModel.Attribute?
        if let path = equation.second {
            (second, secondAttribute) = try reference(path, start: place, failure: failure)
            if (secondAttribute ?? firstAttribute).components.count != firstAttribute.components.count {
                throw failure(
                    "'\(equation.first.text)' and '\(path.text)' name different numbers of attributes", path.offset)
            }
        }
        return ScreenModel.Constraint(
            first, firstAttribute, ScreenModel.Constraint.Relation(equation.relation), second, secondAttribute,
            multiplier: Double(equation.multiplier), constant: Double(equation.constant),
            priority: equation.priority.rawValue, identifier: pending.identifier, isActive: pending.isActive,
            location: pending.node.modelTextLocation)
    }

    /// The item a path names and its attribute, if the path ends with one.
    static func reference(
        _ path: AnchorEquation.Path, start: SourceLocation?, failure: (String, Int) -> SpecError
    ) throws(SpecError) -> (ScreenModel.ItemReference, ScreenModel.Attribute?) {
        var segments = path.segments[...]
        let head = segments.removeFirst()
        var reference = ScreenModel.ItemReference(.named(head.name), location: start?.advanced(by: head.offset))
        if ReadingScope.reservedNames.contains(head.name) {
            reference.origin = .superviewOfFirstItem
            if let step = ScreenModel.ItemReference.Step(rawValue: head.name), step != .superview {
                reference.steps.append(step)
                reference.stepLocations.append(start?.advanced(by: head.offset))
            }
        }
        while let segment = segments.first {
            segments.removeFirst()
            if segments.isEmpty, let attribute = ScreenModel.Attribute(rawValue: segment.name) {
                return (reference, attribute)
            }
            if let step = ScreenModel.ItemReference.Step(rawValue: segment.name) {
                reference.steps.append(step)
                reference.stepLocations.append(start?.advanced(by: segment.offset))
            } else if segments.isEmpty {
                throw failure("unknown attribute '\(segment.name)'; expected one of: \(attributeList)", segment.offset)
            } else {
                let guides = ScreenModel.ItemReference.Step.allCases.map(\.rawValue).joined(separator: ", ")
                throw failure("unknown guide '\(segment.name)'; expected one of: \(guides)", segment.offset)
            }
        }
        return (reference, nil)
    }
}

extension ScreenModel.Constraint.Relation {
    init(_ relation: NSLayoutConstraint.Relation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        default: self = .equal
        }
    }
}
