import OpenAutoLayout

/// The first step of a DSL line: the attributes it constrains. Each attribute adds to the
/// line (`make.top.left.equalTo(…)` constrains both).
@preconcurrency @MainActor
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    /// Adds the left edge to the line.
    public var left: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.left)
        return self
    }

    /// Adds the top edge to the line.
    public var top: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.top)
        return self
    }

    /// Adds the bottom edge to the line.
    public var bottom: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.bottom)
        return self
    }

    /// Adds the right edge to the line.
    public var right: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.right)
        return self
    }

    /// Adds the leading edge (left in left-to-right layout) to the line.
    public var leading: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.leading)
        return self
    }

    /// Adds the trailing edge (right in left-to-right layout) to the line.
    public var trailing: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.trailing)
        return self
    }

    /// Adds the width to the line.
    public var width: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.width)
        return self
    }

    /// Adds the height to the line.
    public var height: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.height)
        return self
    }

    /// Adds the horizontal center to the line.
    public var centerX: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerX)
        return self
    }

    /// Adds the vertical center to the line.
    public var centerY: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerY)
        return self
    }

    /// Adds the last baseline (a view without text: its bottom) to the line.
    public var lastBaseline: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.lastBaseline)
        return self
    }

    /// Adds the first baseline (a view without text: its top) to the line.
    public var firstBaseline: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.firstBaseline)
        return self
    }

    /// Adds the left layout margin to the line.
    public var leftMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.leftMargin)
        return self
    }

    /// Adds the right layout margin to the line.
    public var rightMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.rightMargin)
        return self
    }

    /// Adds the top layout margin to the line.
    public var topMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.topMargin)
        return self
    }

    /// Adds the bottom layout margin to the line.
    public var bottomMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.bottomMargin)
        return self
    }

    /// Adds the leading layout margin to the line.
    public var leadingMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.leadingMargin)
        return self
    }

    /// Adds the trailing layout margin to the line.
    public var trailingMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.trailingMargin)
        return self
    }

    /// Adds the horizontal center of the margins to the line.
    public var centerXWithinMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerXWithinMargins)
        return self
    }

    /// Adds the vertical center of the margins to the line.
    public var centerYWithinMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerYWithinMargins)
        return self
    }

    /// Adds left, top, right and bottom to the line.
    public var edges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.edges)
        return self
    }

    /// Adds left and right to the line.
    public var horizontalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.horizontalEdges)
        return self
    }

    /// Adds top and bottom to the line.
    public var verticalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.verticalEdges)
        return self
    }

    /// Adds top, bottom, leading and trailing to the line.
    public var directionalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalEdges)
        return self
    }

    /// Adds leading and trailing to the line.
    public var directionalHorizontalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalHorizontalEdges)
        return self
    }

    /// Adds top and bottom to the line.
    public var directionalVerticalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalVerticalEdges)
        return self
    }

    /// Adds width and height to the line.
    public var size: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.size)
        return self
    }

    /// Adds centerX and centerY to the line.
    public var center: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.center)
        return self
    }

    /// Adds the four margins (left, top, right, bottom) to the line.
    public var margins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.margins)
        return self
    }

    /// Adds the four directional margins (top, bottom, leading, trailing) to the line.
    public var directionalMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalMargins)
        return self
    }

    /// Adds both centers within the margins to the line.
    public var centerWithinMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerWithinMargins)
        return self
    }

    /// Adds the last baseline; SnapKit's old name for ``lastBaseline``.
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { lastBaseline }
}
