import Foundation

extension UIView {
    /// Options of UIKit's block-based animations, kept so that animation code compiles; they
    /// change nothing here (see ``animate(withDuration:delay:options:animations:completion:)``).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// UIKit's bit pattern.
        public let rawValue: UInt
        /// The options with UIKit's bit pattern `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// UIKit animates subviews laid out during the animation; no effect here.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// UIKit lets views take touches while animating; no effect here.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// UIKit starts from the in-flight state of a running animation; no effect here.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// UIKit repeats the animation indefinitely; no effect here.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// UIKit runs the animation backwards after forwards; no effect here.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// UIKit ignores an enclosing animation's duration; no effect here.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// UIKit ignores an enclosing animation's curve; no effect here.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// UIKit redraws the content while animating; no effect here.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// UIKit hides and shows views in transitions instead of removing them; no effect here.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// UIKit ignores an enclosing animation's options; no effect here.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// The ease-in-ease-out timing curve (UIKit's default); no effect here.
        public static let curveEaseInOut = AnimationOptions([])
        /// The ease-in timing curve; no effect here.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out timing curve; no effect here.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear timing curve; no effect here.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` at once and then `completion(true)`: there is no render server here,
    /// so every animation is already at its end state when it returns. Layout code that
    /// changes constraints and calls `layoutIfNeeded()` inside an animation block therefore
    /// ends with the frames UIKit ends with. UIKit returns first and animates over `duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay or options.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The spring form: the same as ``animate(withDuration:delay:options:animations:completion:)``
    /// here, since the end state is all there is.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` at once, as UIKit does.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled; kept for source compatibility (always `true`, as UIKit's
    /// default).
    public class var areAnimationsEnabled: Bool { true }
}
