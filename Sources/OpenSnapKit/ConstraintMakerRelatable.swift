import OpenAutoLayout

/// The step of a DSL line that names the relation and the other side.
@preconcurrency @MainActor
public class ConstraintMakerRelatable {
    let constraintDescription: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.constraintDescription = description
    }

    func relatedTo(
        _ other: ConstraintRelatableTarget, relation: ConstraintRelation, file: String, line: UInt
    ) -> ConstraintMakerEditable {
        let description = constraintDescription
        let targets = (other as? ConstraintRelatableTargetList)?.relatableTargets ?? [other]
        var related: [(item: ConstraintItem, constant: ConstraintConstantTarget)] = []
        for target in targets {
            if let item = target as? ConstraintItem {
                guard accepts(item.attributes) else {
                    description.failures.report(ConstraintMessages.nonIdenticalAttributes(file: file, line: line))
                    return ConstraintMakerEditable(description)
                }
                related.append((item, 0))
            } else if let view = target as? UIView {
                related.append((ConstraintItem(target: view, attributes: []), 0))
            } else if let guide = target as? UILayoutGuide {
                related.append((ConstraintItem(target: guide, attributes: []), 0))
            } else if let constant = target as? ConstraintConstantTarget {
                related.append((ConstraintItem(target: nil, attributes: []), constant))
            } else {
                description.failures.report(
                    LayoutError(.invalidConstraint, message: "Invalid constraint. (\(file), \(line))"))
                return ConstraintMakerEditable(description)
            }
        }
        description.sourceLocation = (file, line)
        description.relation = relation
        description.related = related
        return ConstraintMakerEditable(description)
    }

    /// SnapKit relates a composite only to no attribute, one attribute, the same composite, or
    /// edges to margins (plain or directional) and back.
    private func accepts(_ other: ConstraintAttributes) -> Bool {
        let mine = constraintDescription.attributes
        if other.isEmpty || other.layoutAttributes.count <= 1 || other.layoutAttributes == mine.layoutAttributes {
            return true
        }
        let pairs: [(ConstraintAttributes, ConstraintAttributes)] = [
            (.edges, .margins), (.margins, .edges), (.directionalEdges, .directionalMargins),
            (.directionalMargins, .directionalEdges),
        ]
        return pairs.contains { $0.0 == mine && $0.1 == other }
    }

    private func relatedToSuperview(
        _ relation: ConstraintRelation, function: String, file: String, line: UInt,
        _ target: (UIView) -> ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        guard let superview = constraintDescription.item.superview else {
            constraintDescription.failures.report(ConstraintMessages.missingSuperview(function))
            return ConstraintMakerEditable(constraintDescription)
        }
        return relatedTo(target(superview), relation: relation, file: file, line: line)
    }

    private func relatedToSuperviewSafeArea(
        _ relation: ConstraintRelation, function: String, file: String, line: UInt,
        _ target: (UILayoutGuide) -> ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        guard let superview = constraintDescription.item.superview else {
            constraintDescription.failures.report(ConstraintMessages.missingSuperview(function))
            return ConstraintMakerEditable(constraintDescription)
        }
        return relatedTo(target(superview.safeAreaLayoutGuide), relation: relation, file: file, line: line)
    }

    /// `first == other`: a view, guide, item attribute, constant, or an array of them (one
    /// constraint each).
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relatedTo(other, relation: .equal, file: file, line: line)
    }

    /// `first <= other`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
    }

    /// `first >= other`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: ConstraintRelatableTarget, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
    }

    /// `first == superview` (a guide's owning view). Traps with SnapKit's message without one.
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(.equal, function: "equalToSuperview", file: file, line: line) { $0 }
    }

    /// `first <= superview`.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(.lessThanOrEqual, function: "lessThanOrEqualToSuperview", file: file, line: line) { $0 }
    }

    /// `first >= superview`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(.greaterThanOrEqual, function: "greaterThanOrEqualToSuperview", file: file, line: line) {
            $0
        }
    }

    /// `first == closure(superview)`, e.g. `equalToSuperview { $0.snp.bottom }`.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (UIView) -> T, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedToSuperview(.equal, function: "equalToSuperview", file: file, line: line) { closure($0) }
    }

    /// `first <= closure(superview)`.
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (UIView) -> T, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedToSuperview(.lessThanOrEqual, function: "lessThanOrEqualToSuperview", file: file, line: line) {
            closure($0)
        }
    }

    /// `first >= closure(superview)`.
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
        _ closure: (UIView) -> T, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedToSuperview(.greaterThanOrEqual, function: "greaterThanOrEqualToSuperview", file: file, line: line) {
            closure($0)
        }
    }

    /// `first == closure(superview.safeAreaLayoutGuide)`.
    @discardableResult
    public func equalToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
        _ closure: (UILayoutGuide) -> T, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedToSuperviewSafeArea(.equal, function: "equalToSuperviewSafeAreaLayoutGuide", file: file, line: line) {
            closure($0)
        }
    }

    /// `first <= closure(superview.safeAreaLayoutGuide)`.
    @discardableResult
    public func lessThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
        _ closure: (UILayoutGuide) -> T, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedToSuperviewSafeArea(
            .lessThanOrEqual, function: "lessThanOrEqualToSuperviewSafeAreaLayoutGuide", file: file, line: line
        ) { closure($0) }
    }

    /// `first >= closure(superview.safeAreaLayoutGuide)`.
    @discardableResult
    public func greaterThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(
        _ closure: (UILayoutGuide) -> T, _ file: String = #fileID, line: UInt = #line
    ) -> ConstraintMakerEditable {
        relatedToSuperviewSafeArea(
            .greaterThanOrEqual, function: "greaterThanOrEqualToSuperviewSafeAreaLayoutGuide", file: file, line: line
        ) { closure($0) }
    }
}
