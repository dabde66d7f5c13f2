import OpenAutoLayout

/// SnapKit's platform names, so code that spells them compiles unchanged.
public typealias ConstraintView = UIView
/// SnapKit's name for a layout guide.
public typealias ConstraintLayoutGuide = UILayoutGuide
/// SnapKit's name for a view controller's top or bottom layout guide (iOS 7–10).
public typealias ConstraintLayoutSupport = UILayoutSupport
/// SnapKit's name for the insets that `inset(_:)` takes.
public typealias ConstraintInsets = UIEdgeInsets
/// SnapKit's name for directional insets, which `inset(_:)` also takes (their sides follow the
/// layout direction).
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets

/// SnapKit's misspelt old name for ``ConstraintMakerPrioritizable``.
@available(*, deprecated, message: "Use ConstraintMakerPrioritizable instead.")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable
