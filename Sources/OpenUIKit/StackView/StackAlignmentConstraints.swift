import Foundation

/// docs/reference/stack-views.md#alignments: the constraints across the axis, between every
/// arranged view (hidden ones too: they stay aligned) and the first arranged view, the reference.
///
/// - fill: `UISV-canvas-connection` of both stack edges to the reference, `UISV-alignment` of
///   both edges of every other view to it.
/// - leading (top) / center / trailing (bottom) / first and last baseline: `UISV-alignment` of
///   that attribute to the reference, and each view's breadth == 0 at 25
///   (`UISV-ambiguity-suppression`), which settles a view with no breadth of its own.
///   - With two or more arranged views, a spanner guide (`UISV-alignment-spanner`, UIKit's
///     `_UILayoutSpacer`) spans the visible views (`UISV-spanning-boundary`): on the aligned edge
///     == each view's at 999.5, on an edge that is not aligned, ≤ (leading) or ≥ (trailing) each
///     view's, required. It is as short as they allow (`UISV-spanning-fit` at 51, 0.001 when all
///     are hidden). The stack's edges (`UISV-canvas-connection`): the aligned edge == the
///     reference's, the other edge == the spanner's; with center, both edges == the spanner's and
///     the centers equal. With a baseline alignment, the stack's leading edge ≤ the reference's
///     (first baseline) or its trailing edge ≥ the reference's (last baseline), the other edge
///     == the spanner's, and the stack as short as that allows (`UISV-canvas-fit` at 49).
///   - With one arranged view, no spanner: the aligned edge == the view's, an edge that is not
///     aligned bounds the view (≤ leading, ≥ trailing), the centers equal for center, and the
///     stack as short as that allows (`UISV-canvas-fit` at 49).
/// - In a vertical stack the baseline alignments act as fill (UIKit defines them for horizontal
///   stacks only).
extension StackArrangement {
    mutating func arrangeAcrossAxis() {
        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            alignment = .fill
        }
        let margins = stack.isLayoutMarginsRelativeArrangement
        let edges = CanvasEdges(
            leading: margins ? cross.leadingMargin : cross.leading,
            trailing: margins ? cross.trailingMargin : cross.trailing,
            center: margins ? cross.centerMargin : cross.center)
        let reference = views[0]
        let attribute: NSLayoutConstraint.Attribute
        switch alignment {
        case .fill:
            add(stack, edges.leading, .equal, reference, cross.leading, id: "UISV-canvas-connection")
            add(reference, cross.trailing, .equal, stack, edges.trailing, id: "UISV-canvas-connection")
            for view in views.dropFirst() {
                add(reference, cross.leading, .equal, view, cross.leading, id: "UISV-alignment")
                add(reference, cross.trailing, .equal, view, cross.trailing, id: "UISV-alignment")
            }
            return
        case .leading: attribute = cross.leading
        case .trailing: attribute = cross.trailing
        case .center: attribute = cross.center
        case .firstBaseline: attribute = .firstBaseline
        case .lastBaseline: attribute = .lastBaseline
        }
        for view in views.dropFirst() {
            add(reference, attribute, .equal, view, attribute, id: "UISV-alignment")
        }
        if views.count == 1 {
            connectSingleView(reference, alignment, edges)
        } else {
            connectThroughSpanner(reference, alignment, edges)
        }
        for view in views {
            add(
                view, cross.size, .equal, nil, .notAnAttribute, priority: StackArrangement.ambiguitySuppressionPriority,
                id: "UISV-ambiguity-suppression")
        }
    }

    private struct CanvasEdges {
        let leading: NSLayoutConstraint.Attribute
        let trailing: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
    }

    private mutating func connectSingleView(
        _ view: UIView, _ alignment: UIStackView.Alignment, _ edges: CanvasEdges
    ) {
        let leading: NSLayoutConstraint.Relation = alignment == .leading ? .equal : .lessThanOrEqual
        let trailing: NSLayoutConstraint.Relation = alignment == .trailing ? .equal : .lessThanOrEqual
        add(stack, edges.leading, cross.ordered(leading), view, cross.leading, id: "UISV-canvas-connection")
        add(view, cross.trailing, cross.ordered(trailing), stack, edges.trailing, id: "UISV-canvas-connection")
        if alignment == .center {
            add(stack, edges.center, .equal, view, cross.center, id: "UISV-canvas-connection")
        }
        addCanvasFit()
    }

    private mutating func connectThroughSpanner(
        _ reference: UIView, _ alignment: UIStackView.Alignment, _ edges: CanvasEdges
    ) {
        let spanner = makeGuide("UISV-alignment-spanner")
        switch alignment {
        case .leading:
            add(stack, edges.leading, .equal, reference, cross.leading, id: "UISV-canvas-connection")
        case .firstBaseline:
            add(
                stack, edges.leading, cross.ordered(.lessThanOrEqual), reference, cross.leading,
                id: "UISV-canvas-connection")
        default:
            add(stack, edges.leading, .equal, spanner, cross.leading, id: "UISV-canvas-connection")
        }
        switch alignment {
        case .trailing:
            add(reference, cross.trailing, .equal, stack, edges.trailing, id: "UISV-canvas-connection")
        case .lastBaseline:
            add(
                reference, cross.trailing, cross.ordered(.lessThanOrEqual), stack, edges.trailing,
                id: "UISV-canvas-connection")
        default:
            add(spanner, cross.trailing, .equal, stack, edges.trailing, id: "UISV-canvas-connection")
        }
        if alignment == .center {
            add(stack, edges.center, .equal, reference, cross.center, id: "UISV-canvas-connection")
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            addCanvasFit()
        }
        for view in visible {
            if alignment == .leading {
                add(
                    spanner, cross.leading, .equal, view, cross.leading,
                    priority: StackArrangement.spanningBoundaryPriority, id: "UISV-spanning-boundary")
            } else {
                add(
                    spanner, cross.leading, cross.ordered(.lessThanOrEqual), view, cross.leading,
                    id: "UISV-spanning-boundary")
            }
            if alignment == .trailing {
                add(
                    spanner, cross.trailing, .equal, view, cross.trailing,
                    priority: StackArrangement.spanningBoundaryPriority, id: "UISV-spanning-boundary")
            } else {
                add(
                    spanner, cross.trailing, cross.ordered(.greaterThanOrEqual), view, cross.trailing,
                    id: "UISV-spanning-boundary")
            }
        }
        let fit = visible.isEmpty ? StackArrangement.hiddenSpanningFitPriority : StackArrangement.spanningFitPriority
        add(spanner, cross.size, .equal, nil, .notAnAttribute, priority: fit, id: "UISV-spanning-fit")
    }

    /// The stack's breadth == 0 at 49 (`UISV-canvas-fit`): where an edge of the stack only bounds
    /// the views, the stack is no wider than they need.
    private mutating func addCanvasFit() {
        add(
            stack, cross.size, .equal, nil, .notAnAttribute, priority: StackArrangement.canvasFitPriority,
            id: "UISV-canvas-fit")
    }
}
