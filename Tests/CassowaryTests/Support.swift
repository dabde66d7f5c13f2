// Shared helpers for the Cassowary tests: approximate comparisons, matching thrown
// SolverErrors by case and identity, and a small deterministic PRNG.

import Cassowary
import Testing

/// Absolute tolerance for values that come out of floating-point pivoting.
let valueTolerance = 1e-9

/// Expects `actual` within `tolerance` of `expected`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = valueTolerance,
    _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance,
        "\(what.isEmpty ? "value" : what) is \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects the solver's value of `variable` (both `value(of:)` and, after
/// `updateVariables()`, `variable.value`) to be `expected`.
func expectValue(
    _ solver: Solver, _ variable: Variable, _ expected: Double, tolerance: Double = valueTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(
        solver.value(of: variable), expected, tolerance: tolerance,
        "value(of: \(variable.name))", sourceLocation: sourceLocation)
    solver.updateVariables()
    expectClose(
        variable.value, expected, tolerance: tolerance, "\(variable.name).value",
        sourceLocation: sourceLocation)
}

/// True when both lists hold the same constraint objects (by identity), in any order.
func sameConstraints(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
    lhs.count == rhs.count
        && Set(lhs.map(ObjectIdentifier.init)) == Set(rhs.map(ObjectIdentifier.init))
}

/// True when both lists hold the same constraint objects in the same order.
func identicalConstraintLists(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Runs `body` and returns the SolverError it threw, or nil when it did not throw one.
func thrownSolverError(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        return nil
    }
}

/// The error a call is expected to throw; constraints and variables compare by identity.
enum ExpectedError: CustomStringConvertible {
    case unsatisfiable(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    case requiredEditVariable(Variable)
    case nonFiniteValue
    case invalidPriority(Double)

    func matches(_ error: SolverError) -> Bool {
        switch (self, error) {
        case let (.unsatisfiable(expected, expectedConflicts), .unsatisfiableConstraint(actual, conflicts)):
            return expected === actual && sameConstraints(expectedConflicts, conflicts)
        case let (.duplicateConstraint(expected), .duplicateConstraint(actual)),
            let (.unknownConstraint(expected), .unknownConstraint(actual)):
            return expected === actual
        case let (.duplicateEditVariable(expected), .duplicateEditVariable(actual)),
            let (.unknownEditVariable(expected), .unknownEditVariable(actual)),
            let (.requiredEditVariable(expected), .requiredEditVariable(actual)):
            return expected === actual
        case let (.nonFiniteValue, .nonFiniteValue(message)):
            return !message.isEmpty
        case let (.invalidPriority(expected), .invalidPriority(actual)):
            return expected == actual.value || (expected.isNaN && actual.value.isNaN)
        default:
            return false
        }
    }

    var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            return "unsatisfiableConstraint(\(constraint), conflicting: \(conflicting))"
        case let .duplicateConstraint(constraint): return "duplicateConstraint(\(constraint))"
        case let .unknownConstraint(constraint): return "unknownConstraint(\(constraint))"
        case let .duplicateEditVariable(variable): return "duplicateEditVariable(\(variable))"
        case let .unknownEditVariable(variable): return "unknownEditVariable(\(variable))"
        case let .requiredEditVariable(variable): return "requiredEditVariable(\(variable))"
        case .nonFiniteValue: return "nonFiniteValue(_)"
        case let .invalidPriority(value): return "invalidPriority(\(value))"
        }
    }
}

/// Expects `body` to throw exactly `expected`.
func expectError(
    _ expected: ExpectedError, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    guard let error = thrownSolverError(body) else {
        Issue.record(
            "expected \(expected), nothing (or no SolverError) was thrown",
            sourceLocation: sourceLocation)
        return
    }
    #expect(expected.matches(error), "expected \(expected), got \(error)", sourceLocation: sourceLocation)
}

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fully deterministic generator.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<bound` (bound > 0); the modulo bias is irrelevant here.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / 9_007_199_254_740_992 < p }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
