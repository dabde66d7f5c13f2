import Foundation
import OpenAutoLayout
import Testing

/// An error the engine's bookkeeping rules out is reported by name, not swallowed.
@MainActor @Suite struct InternalErrorReportTests {
    struct SolverComplaint: Error, CustomStringConvertible {
        var description: String { "the constraint is not added to this solver" }
    }

    @Test func messageNamesTheStepAndTheError() {
        #expect(
            LayoutDiagnostics.internalErrorMessage("removing a constraint from the solver", SolverComplaint())
                == "OpenAutoLayout internal error while removing a constraint from the solver: the constraint is "
                + "not added to this solver. The engine skipped this step, so frames may be wrong; this is a bug "
                + "in OpenAutoLayout, not in the app's constraints.")
    }
}
