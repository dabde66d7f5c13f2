import OpenAutoLayout

/// `topLayoutGuide.snp` and `bottomLayoutGuide.snp`: a view controller's layout guides
/// (iOS 7–10) as targets, as SnapKit offers them: `make.top.equalTo(topLayoutGuide.snp.bottom)`.
///
/// Like SnapKit, only the top, bottom and height are offered, and a layout support is not a
/// target on its own (Masonry's `mas_topLayoutGuide` is `topLayoutGuide.snp.bottom` here, and
/// `mas_bottomLayoutGuide` is `bottomLayoutGuide.snp.top`).
@preconcurrency @MainActor
public struct ConstraintLayoutSupportDSL: ConstraintDSL {
    let support: UILayoutSupport

    /// The item that holds the guide's anchors: the guide itself for a view controller's guides.
    public var target: AnyObject? { support.topAnchor.item ?? support }

    /// The guide's top: the top of the root view for `topLayoutGuide`.
    public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
    /// The guide's bottom: below the status, navigation or search bars for `topLayoutGuide`.
    public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
    /// The guide's height: its `length`.
    public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
}

extension UILayoutSupport {
    /// The DSL's targets for a view controller's top or bottom layout guide.
    public var snp: ConstraintLayoutSupportDSL { ConstraintLayoutSupportDSL(support: self) }
}
