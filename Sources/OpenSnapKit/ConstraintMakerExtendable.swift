import OpenAutoLayout

/// The first step of a DSL line: the attributes it constrains. Each attribute adds to the
/// line (`make.top.left.equalTo(…)` constrains both).
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    public var left: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.left)
        return self
    }

    public var top: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.top)
        return self
    }

    public var bottom: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.bottom)
        return self
    }

    public var right: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.right)
        return self
    }

    public var leading: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.leading)
        return self
    }

    public var trailing: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.trailing)
        return self
    }

    public var width: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.width)
        return self
    }

    public var height: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.height)
        return self
    }

    public var centerX: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerX)
        return self
    }

    public var centerY: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerY)
        return self
    }

    public var lastBaseline: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.lastBaseline)
        return self
    }

    public var firstBaseline: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.firstBaseline)
        return self
    }

    public var leftMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.leftMargin)
        return self
    }

    public var rightMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.rightMargin)
        return self
    }

    public var topMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.topMargin)
        return self
    }

    public var bottomMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.bottomMargin)
        return self
    }

    public var leadingMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.leadingMargin)
        return self
    }

    public var trailingMargin: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.trailingMargin)
        return self
    }

    public var centerXWithinMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerXWithinMargins)
        return self
    }

    public var centerYWithinMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerYWithinMargins)
        return self
    }

    public var edges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.edges)
        return self
    }

    public var horizontalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.horizontalEdges)
        return self
    }

    public var verticalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.verticalEdges)
        return self
    }

    public var directionalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalEdges)
        return self
    }

    public var directionalHorizontalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalHorizontalEdges)
        return self
    }

    public var directionalVerticalEdges: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalVerticalEdges)
        return self
    }

    public var size: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.size)
        return self
    }

    public var center: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.center)
        return self
    }

    public var margins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.margins)
        return self
    }

    public var directionalMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.directionalMargins)
        return self
    }

    public var centerWithinMargins: ConstraintMakerExtendable {
        constraintDescription.attributes.formUnion(.centerWithinMargins)
        return self
    }

    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { lastBaseline }
}
