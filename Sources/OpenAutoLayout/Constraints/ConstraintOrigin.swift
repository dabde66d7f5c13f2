/// Who made a constraint. UIKit tells its own constraints apart by private classes and
/// identifiers; reports here use this instead, so that an author's constraint keeps showing
/// whatever identifier it has (`UIView-mine` included).
package enum ConstraintOrigin: Sendable, Hashable {
    /// The app (or a spec, or SnapKit's DSL on the app's behalf).
    case author
    /// The engine, for its own bookkeeping: autoresizing masks, intrinsic sizes, the placement
    /// of margins, readable-content and safe-area guides.
    case engine
    /// A system view or controller: a stack view's arrangement, a scroll view's guides, a
    /// controller's layout support guides.
    case system
}
