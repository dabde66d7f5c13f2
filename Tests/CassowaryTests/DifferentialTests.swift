// The differential test: seeded random systems run through the solver, then checked against
// an independent lexicographic LP (Tools/oracle/lexlp.py, scipy's HiGHS). By default the LP's
// answers are the ones it gave once, recorded in OracleAnswers/lexicographic-optima.json with a
// fingerprint of each system; OPENAUTOLAYOUT_LIVE_ORACLES=1 runs the LP in one python run and
// checks the recorded answers against it, OPENAUTOLAYOUT_RECORD_ORACLES=1 rewrites them
// (LexicographicOracle.swift).
//
//   CASSOWARY_DIFF_SYSTEMS=N   number of systems (default 300)
//   CASSOWARY_DIFF_FIRST=K     start at system K instead of 0
//   CASSOWARY_DIFF_ONLY=K      run only system K and print its calls as Swift source
//   CASSOWARY_DIFF_SHRINK=K    shrink system K's Swift-visible failure to a minimal call list
//   CASSOWARY_DIFF_KEEP=PATH   keep the oracle's files as PATH.in.json and PATH.out.json
//   CASSOWARY_DIFF_VERBOSE=1   print each system's number before running it (to name a crash);
//                              with CASSOWARY_DIFF_ONLY, print each call before making it
//
// Checked per system: the solver's values satisfy every required constraint (1e-6 plus 1e-9 of
// the magnitude of its terms); its total violation at each priority level equals the
// lexicographic optimum (1e-6 plus 1e-9 of the optimum and of the level's term magnitudes, and
// above it by at most the oracle's stated uncertainty, see Tools/oracle/lexlp.py);
// every refused required addition is truly infeasible with the required constraints present
// then, and the reported conflicting set is minimal; no API promise was broken on the way
// (see RandomSystemRun.problems).

import Cassowary
import Foundation
import Testing

private let defaultSystemCount = 300
private let baseSeed: UInt64 = 0x0CA5_50A2_0000_0000
private let tolerance = 1e-6
/// Rounding grows with the size of the numbers a constraint adds up: double precision after
/// many pivots is good to about 1e-9 of them (seen: 1.4e-5 on terms of 24527).
private let relativeTolerance = 1e-9
private let recordedPath = LexicographicOracle.recordedAnswersPath

/// One finished run reduced to what the comparison needs.
private struct Outcome {
    let index: Int
    let seed: UInt64
    let question: OracleQuestion
    /// Our total violation per non-required priority level.
    let levelSums: [Double: Double]
    /// Per level, the sum of its constraints' magnitudes (Σ |coefficient · value| + |constant|).
    let levelScales: [Double: Double]
    /// The required constraint that misses by the most beyond the rounding its magnitude allows.
    let worstRequired: (violation: Double, magnitude: Double, constraint: String)
    let rejections: [Rejection]
    let problems: [String]
    let constraintCount: Int
    let log: [String]

    init(index: Int, seed: UInt64, api: SolverAPI, echo: Bool = false) {
        let run = RandomSystemRun(seed: seed, api: api, echo: echo)
        self.index = index
        self.seed = seed
        let specs = run.finalSpecs
        let violations = run.finalViolations
        let finalValues = run.finalValues
        var sums: [Double: Double] = [:]
        var scales: [Double: Double] = [:]
        var worst: (Double, Double, String) = (0, 0, "")
        for (spec, violation) in zip(specs, violations) {
            let magnitude = spec.terms.reduce(abs(spec.constant)) {
                $0 + abs($1.coefficient * finalValues[$1.index])
            }
            if spec.isRequired {
                if violation - relativeTolerance * magnitude > worst.0 - relativeTolerance * worst.1 {
                    worst = (violation, magnitude, spec.swiftSource)
                }
            } else {
                sums[spec.priority, default: 0] += violation
                scales[spec.priority, default: 0] += magnitude
            }
        }
        var problems = run.problems
        for (index, v) in run.variables.enumerated() where run.currentValue(index) != finalValues[index] {
            problems.append(
                "seed \(seed): value(of: \(v.name)) = \(run.currentValue(index)) but after updateVariables() \(v.name).value = \(finalValues[index])"
            )
        }
        levelSums = sums
        levelScales = scales
        worstRequired = worst
        rejections = run.rejections
        self.problems = problems
        constraintCount = specs.count
        log = run.log
        let constraintsJSON = specs.map(\.json).joined(separator: ",\n  ")
        let rejectionsJSON = run.rejections.map { r in
            "{\"present\": [\(r.present.map(\.json).joined(separator: ", "))], \"new\": \(r.new.json), "
                + "\"conflicting\": \(r.conflicting)}"
        }.joined(separator: ",\n  ")
        let values = finalValues.map { $0.isFinite ? "\($0)" : "null" }.joined(separator: ", ")
        let json =
            "{\"id\": \(index), \"seed\": \(seed), \"variables\": \(run.variables.count),\n "
            + "\"constraints\": [\(constraintsJSON)],\n \"values\": [\(values)],\n "
            + "\"rejections\": [\(rejectionsJSON)]}"
        let asked = "\(run.variables.count)|\(constraintsJSON)|\(rejectionsJSON)"
        question = OracleQuestion(id: index, json: json, fingerprint: asked.fingerprint)
    }
}

@Suite struct DifferentialTests {
    /// Through both APIs: the handle run solves the same systems in the same order, so it must
    /// meet the same answers (the recorded ones are keyed by the systems and their refusals).
    @Test(arguments: SolverAPI.allCases)
    func lexicographicOptimumMatchesAnIndependentLP(api: SolverAPI) throws {
        let environment = ProcessInfo.processInfo.environment
        let only = environment["CASSOWARY_DIFF_ONLY"].flatMap { Int($0) }
        let count = environment["CASSOWARY_DIFF_SYSTEMS"].flatMap { Int($0) } ?? defaultSystemCount
        let first = environment["CASSOWARY_DIFF_FIRST"].flatMap { Int($0) } ?? 0
        let indices = only.map { [$0] } ?? Array(first..<(first + count))

        let verbose = environment["CASSOWARY_DIFF_VERBOSE"] != nil
        let outcomes = indices.map { index in
            if verbose { print("differential system \(index) (\(api))") }  // names the culprit of a crash
            return Outcome(index: index, seed: baseSeed &+ UInt64(index), api: api, echo: verbose && only != nil)
        }
        if only != nil, let outcome = outcomes.first {
            print("// differential system \(outcome.index), seed \(outcome.seed)")
            print(outcome.log.joined(separator: "\n"))
        }

        let questions = outcomes.map(\.question)
        let recorded = try LexicographicOracle.recordedAnswers()
        var answers: [Int: OracleAnswer] = [:]
        var recordProblems: [Int: String] = [:]
        if OracleMode.isLive {
            let live: [OracleAnswer]
            do {
                live = try LexicographicOracle.liveAnswers(questions)
            } catch {
                Issue.record(Comment(rawValue: error.description))
                return
            }
            answers = Dictionary(uniqueKeysWithValues: live.map { ($0.id, $0) })
            if OracleMode.isRecording && api == .objects {
                try LexicographicOracle.record(live, for: questions)
                print("Differential test: recorded the LP's answers for \(live.count) systems in \(recordedPath)")
            } else {
                for (question, answer) in zip(questions, live) {
                    recordProblems[question.id] = LexicographicOracle.problem(
                        recorded: recorded[question.id], for: question, live: answer)
                }
            }
        } else {
            print(
                "Live LP oracle skipped (OPENAUTOLAYOUT_LIVE_ORACLES=1 runs Tools/oracle/lexlp.py, which needs scipy): "
                    + "the differential test reads the answers recorded in \(recordedPath)")
            for question in questions {
                if let problem = LexicographicOracle.problem(recorded: recorded[question.id], for: question) {
                    recordProblems[question.id] = problem
                } else {
                    answers[question.id] = recorded[question.id]
                }
            }
        }

        var failures: [String] = []
        var rejectionsVerified = 0
        var constraintCount = 0
        for outcome in outcomes {
            var systemFailures = outcome.problems
            let name = "system \(outcome.index) (seed \(outcome.seed), rerun with CASSOWARY_DIFF_ONLY=\(outcome.index))"
            constraintCount += outcome.constraintCount
            if let problem = recordProblems[outcome.index] { systemFailures.append(problem) }
            if outcome.worstRequired.violation > tolerance + relativeTolerance * outcome.worstRequired.magnitude {
                systemFailures.append(
                    "required constraint violated by \(outcome.worstRequired.violation): \(outcome.worstRequired.constraint)"
                )
            }
            if let checked = answers[outcome.index] {
                systemFailures += oracleDisagreements(outcome, checked, rejectionsVerified: &rejectionsVerified)
            }
            if !systemFailures.isEmpty {
                failures.append("\(name):\n  " + systemFailures.joined(separator: "\n  "))
            }
        }
        for failure in failures {
            print("FAILED " + failure.split(separator: "\n").prefix(2).joined(separator: " "))
        }
        for failure in failures.prefix(10) {
            Issue.record(Comment(rawValue: failure))
        }
        if failures.count > 10 {
            Issue.record("... and \(failures.count - 10) more failing systems")
        }
        print(
            "Differential test (\(api)): \(outcomes.count) systems checked, \(constraintCount) constraints, \(rejectionsVerified) rejections verified, \(failures.count) systems failing"
        )
    }
}

/// Where the solver and the oracle's answer for its system disagree: an oracle error, required
/// constraints that cannot all hold, a priority level whose total violation is not the optimum,
/// a refusal that was not needed or named a conflicting set that is not minimal. Counts the
/// refusals verified.
private func oracleDisagreements(
    _ outcome: Outcome, _ checked: OracleAnswer, rejectionsVerified: inout Int
) -> [String] {
    var failures: [String] = []
    if let error = checked.error { failures.append("oracle error: \(error)") }
    if !checked.requiredFeasible {
        failures.append("the required constraints the solver accepted cannot all hold")
    }
    if checked.requiredFeasible && checked.error == nil {
        for level in checked.levels {
            let ours = outcome.levelSums[level.priority] ?? 0
            // HiGHS is accurate relative to the size of the numbers: on sums of several
            // hundred thousand its optimum can be off by a few 1e-6 (seen: 2.4e-6 on
            // 392176.46; ours was the exact 392176 + 25/54).
            let scale = abs(level.optimum) + (outcome.levelScales[level.priority] ?? 0)
            let allowance = tolerance + relativeTolerance * scale
            if ours < level.optimum - allowance || ours > level.optimum + level.uncertainty + allowance {
                failures.append("priority \(level.priority): our total violation \(ours), optimum \(level.optimum)")
                break  // lower levels are meaningless once a higher one differs
            }
        }
    }
    for (rejection, check) in zip(outcome.rejections, checked.rejections) {
        var bad: [String] = []
        if !check.infeasible { bad.append("the refused constraint was satisfiable") }
        if !check.conflictInfeasible { bad.append("the conflicting set does not conflict") }
        if !check.minimal {
            bad.append("the conflicting set is not minimal (members \(check.notNeeded) not needed)")
        }
        if bad.isEmpty {
            rejectionsVerified += 1
        } else {
            failures.append(
                "\(rejection.call) refused \(rejection.new.swiftSource): \(bad.joined(separator: "; ")); conflicting: "
                    + rejection.conflicting.map { rejection.present[$0].swiftSource }.joined(separator: ", "))
        }
    }
    return failures
}

/// A failure that Swift alone can see (no oracle): a broken API promise, a violated required
/// constraint, or a reported conflicting set that a fresh solver accepts together with the
/// refused constraint (values checked). Used to shrink failing systems.
private func swiftVisibleFailure(_ run: RandomSystemRun) -> (kind: String, detail: String)? {
    if let problem = run.problems.first {
        let text = problem.split(separator: ":", maxSplits: 1).last.map(String.init) ?? problem
        return ("problem", text)
    }
    for (spec, violation) in zip(run.finalSpecs, run.finalViolations) where spec.isRequired && violation > tolerance {
        return ("required", "required constraint violated by \(violation): \(spec.swiftSource)")
    }
    // Incremental against from scratch: the final constraints (edits as plain constraints)
    // added one by one to a fresh solver must give the same per-level violations.
    let specs = run.finalSpecs
    let fresh = Solver()
    let freshVariables = run.variables.map { Variable($0.name, subjectPreference: $0.subjectPreference) }
    let freshConstraints = specs.map { $0.make(freshVariables) }
    if (try? fresh.addConstraints(freshConstraints)) != nil {
        fresh.updateVariables()
        var ours: [Double: Double] = [:]
        var theirs: [Double: Double] = [:]
        for ((spec, violation), constraint) in zip(zip(specs, run.finalViolations), freshConstraints)
        where !spec.isRequired {
            ours[spec.priority, default: 0] += violation
            theirs[spec.priority, default: 0] += constraint.violation
        }
        for level in ours.keys.sorted(by: >) {
            let (a, b) = (ours[level] ?? 0, theirs[level] ?? 0)
            if abs(a - b) > tolerance {
                return ("levels", "priority \(level): incremental total violation \(a), from scratch \(b)")
            }
        }
    }
    for rejection in run.rejections {
        let specs = rejection.conflicting.map { rejection.present[$0] } + [rejection.new]
        let v = run.variables.map { Variable($0.name, subjectPreference: $0.subjectPreference) }
        let solver = Solver()
        let constraints = specs.map { $0.make(v) }
        guard (try? solver.addConstraints(constraints)) != nil else { continue }
        solver.updateVariables()
        if constraints.allSatisfy({ $0.violation <= tolerance }) {
            return (
                "conflict",
                "refused \(rejection.new.swiftSource) naming conflicting "
                    + "[\(specs.dropLast().map(\.swiftSource).joined(separator: ", "))], which hold together with it"
            )
        }
    }
    return nil
}

extension DifferentialTests {
    /// CASSOWARY_DIFF_SHRINK=K: shrinks differential system K to a minimal list of calls that
    /// still shows the same Swift-visible failure, and prints it as Swift source.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CASSOWARY_DIFF_SHRINK"] != nil))
    func shrinkFailingSystem() throws {
        let index = try #require(ProcessInfo.processInfo.environment["CASSOWARY_DIFF_SHRINK"].flatMap { Int($0) })
        let original = RandomSystemRun(seed: baseSeed &+ UInt64(index))
        guard let failure = swiftVisibleFailure(original) else {
            print("system \(index): no Swift-visible failure to shrink")
            return
        }
        let count = original.variables.count
        // Each trial is written here first: if the solver crashes, this names the calls.
        let trialFile = FileManager.default.temporaryDirectory.appendingPathComponent("cassowary-shrink-trial.swift")
        print("shrinking system \(index); each trial is written to \(trialFile.path) (a crash leaves it there)")
        func stillFails(_ operations: [Operation]) -> Bool {
            let source = RandomSystemRun.swiftSource(operations, variableCount: count, seed: original.seed).joined(
                separator: "\n")
            try? source.write(to: trialFile, atomically: false, encoding: .utf8)
            return swiftVisibleFailure(
                RandomSystemRun(replaying: operations, variableCount: count, seed: original.seed))?.kind
                == failure.kind
        }
        var operations = original.operations
        var chunk = max(1, operations.count / 2)
        while true {
            var start = 0
            var removedAny = false
            while start < operations.count {
                var candidate = operations
                candidate.removeSubrange(start..<min(operations.count, start + chunk))
                if stillFails(candidate) {
                    operations = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 {
                // Then inside batches: drop single members, or split the batch into additions.
                for position in operations.indices.reversed() {
                    guard case let .addBatch(batch) = operations[position] else { continue }
                    var candidate = operations
                    candidate.replaceSubrange(
                        position...position, with: batch.map { Operation.add(id: $0.id, spec: $0.spec) })
                    if stillFails(candidate) {
                        operations = candidate
                        removedAny = true
                        continue
                    }
                    for member in batch.indices.reversed() {
                        guard case let .addBatch(current) = operations[position], current.count > 1 else { break }
                        var smaller = current
                        guard member < smaller.count else { continue }
                        smaller.remove(at: member)
                        candidate = operations
                        candidate[position] = .addBatch(smaller)
                        if stillFails(candidate) {
                            operations = candidate
                            removedAny = true
                        }
                    }
                }
                // Then inside single additions: drop terms, zero the constant.
                for position in operations.indices {
                    guard case let .add(id, spec) = operations[position] else { continue }
                    var simpler = spec
                    for term in spec.terms.indices.reversed() where simpler.terms.count > 1 {
                        var candidate = operations
                        var trial = simpler
                        trial.terms.remove(at: term)
                        candidate[position] = .add(id: id, spec: trial)
                        if stillFails(candidate) {
                            operations = candidate
                            simpler = trial
                            removedAny = true
                        }
                    }
                    if simpler.constant != 0 {
                        var candidate = operations
                        var trial = simpler
                        trial.constant = 0
                        candidate[position] = .add(id: id, spec: trial)
                        if stillFails(candidate) {
                            operations = candidate
                            removedAny = true
                        }
                    }
                }
                if !removedAny { break }
            } else if !removedAny {
                chunk = max(1, chunk / 2)
            }
        }
        let final = RandomSystemRun(replaying: operations, variableCount: count, seed: original.seed)
        print("// system \(index): \(swiftVisibleFailure(final)?.detail ?? failure.detail)")
        print(
            RandomSystemRun.swiftSource(final.operations, variableCount: count, seed: original.seed).joined(
                separator: "\n"))
    }
}
