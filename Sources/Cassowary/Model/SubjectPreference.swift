extension Variable {
    /// How readily the solver solves a new constraint for a variable: where a variable that the
    /// constraints leave free to move ends up.
    ///
    /// The solver satisfies each constraint by solving it for one of its unknowns, the
    /// constraint's *subject*, which then takes whatever value the constraint needs; the unknowns
    /// no constraint was solved for stay at 0. When the constraints determine every value this
    /// choice changes nothing. When they leave freedom it decides which of the equally good
    /// solutions the solver returns: the subjects move, the others keep 0. It never costs a
    /// required constraint or any violation at a priority level: the guarantees of ``Solver``
    /// hold whatever the preferences.
    ///
    /// With ``normal`` (the default) a new constraint is solved for the variable the solver took
    /// up most recently, as it always was. A variable marked ``last`` is the subject only when the
    /// constraint has no ``normal`` variable to be solved for and cannot be satisfied through
    /// its own slack (an inequality left loose) or error (an optional constraint's violation)
    /// either. Such a variable keeps 0 wherever the constraints allow it; an optional
    /// constraint that names it then moves it only as far as the optimisation asks. A required
    /// equality that introduces new variables defines the newest ``normal`` one among them,
    /// and a ``last`` one only when it introduces no other.
    ///
    /// The layout engine marks widths and heights ``last`` and positions ``normal``, which is
    /// how UIKit places a view whose constraints leave it free: its size stays 0 and its
    /// position moves (`trailing == superview.trailing` alone puts a zero-width view at the
    /// superview's right edge). kiwi has no such hint; it chooses by symbol order alone.
    public enum SubjectPreference: UInt8, Sendable {
        /// Solved for before any slack or error, the most recently taken up first.
        case normal
        /// Solved for only when no ``normal`` variable, slack or error of the constraint can be.
        case last
    }
}
