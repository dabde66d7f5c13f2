import OpenAutoLayout

/// SnapKit's platform names, so code that spells them compiles unchanged.
public typealias ConstraintView = UIView
public typealias ConstraintLayoutGuide = UILayoutGuide
public typealias ConstraintLayoutSupport = UILayoutSupport
public typealias ConstraintInsets = UIEdgeInsets
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets

@available(*, deprecated, message: "Use ConstraintMakerPrioritizable instead.")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable
