// The goals of docs/benchmark.md, judged on our solver's figures: met, missed, or n/a when the run did
// not measure what the goal needs (e.g. scaling without both n = 1 000 and n = 10 000).

enum Verdict: String {
    case met, missed, notApplicable = "n/a"
}

struct GoalCheck {
    var goal: String
    var workload: String
    var figure: String
    var verdict: Verdict
}

enum Goals {
    static func evaluate(_ workloads: [WorkloadResult], kiwiRan: Bool) -> [GoalCheck] {
        var checks: [GoalCheck] = []
        for workload in workloads { checks += scaling(workload) }
        for workload in workloads { checks.append(buildPerView(workload)) }
        for workload in workloads { checks.append(resizePerView(workload)) }
        for workload in workloads { checks.append(resizeVersusFloor(workload)) }
        for workload in workloads { checks.append(constantChange(workload)) }
        for workload in workloads where workload.kind == .w1 || workload.kind == .w5 {
            checks.append(memory(workload))
            checks.append(handleMemory(workload))
        }
        for workload in workloads { checks.append(versusKiwi(workload, kiwiRan: kiwiRan)) }
        return checks
    }

    static func table(_ checks: [GoalCheck]) -> Table {
        Table(
            headers: ["goal", "workload", "figure", "verdict"],
            rows: checks.map { [$0.goal, $0.workload, $0.figure, $0.verdict.rawValue] })
    }

    private static func scaling(_ workload: WorkloadResult) -> [GoalCheck] {
        let groups: [(String, [Phase])] = [
            ("build", [.build]), ("resize", [.resize]),
            ("edits", [.editA, .editB, .editC]),
        ]
        return groups.map { name, phases in
            let factors = phases.compactMap { phase in
                workload.scaling(phase, { $0.ours }).map { (phase, $0) }
            }
            let goal = "scaling T(10k)/T(1k) ≤ 12, \(name)"
            guard !factors.isEmpty else {
                return GoalCheck(
                    goal: goal, workload: workload.kind.rawValue,
                    figure: "needs n = 1000 and 10000", verdict: .notApplicable)
            }
            let figure = factors.map { phases.count > 1 ? "\($0.0.label) \(significant($0.1))" : significant($0.1) }
                .joined(separator: ", ")
            return GoalCheck(
                goal: goal, workload: workload.kind.rawValue, figure: figure,
                verdict: factors.allSatisfy { $0.1 <= 12 } ? .met : .missed)
        }
    }

    /// The worst per-view value of a phase over the measured sizes, with its size.
    private static func worstPerView(_ workload: WorkloadResult, _ phase: Phase) -> (Double, Int)? {
        workload.sizes.compactMap { size in
            size.figures[phase]?.ours.map { ($0 / Double(size.views), size.views) }
        }.max { $0.0 < $1.0 }
    }

    private static func buildPerView(_ workload: WorkloadResult) -> GoalCheck {
        let limit = workload.kind == .w1 || workload.kind == .w3 ? 1e-6 : 2e-6
        let goal = "build ≤ \(formatTime(limit))/view"
        guard let (worst, n) = worstPerView(workload, .build) else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "—", verdict: .notApplicable)
        }
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue,
            figure: "worst \(formatTime(worst))/view (n=\(n))", verdict: worst <= limit ? .met : .missed)
    }

    private static func resizePerView(_ workload: WorkloadResult) -> GoalCheck {
        let goal = "resize step ≤ 100 ns/view"
        guard let (worst, n) = worstPerView(workload, .resize) else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "—", verdict: .notApplicable)
        }
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue,
            figure: "worst \(formatTime(worst))/view (n=\(n))", verdict: worst <= 100e-9 ? .met : .missed)
    }

    private static func resizeVersusFloor(_ workload: WorkloadResult) -> GoalCheck {
        let goal = "resize step ≤ 50× floor"
        let ratios = workload.sizes.compactMap { size -> (Double, Int)? in
            guard let f = size.figures[.resize], let o = f.ours, let floor = f.floor, floor > 0 else { return nil }
            return (o / floor, size.views)
        }
        guard let (worst, n) = ratios.max(by: { $0.0 < $1.0 }) else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "—", verdict: .notApplicable)
        }
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue,
            figure: "worst \(formatRatio(worst)) (n=\(n))", verdict: worst <= 50 ? .met : .missed)
    }

    private static func constantChange(_ workload: WorkloadResult) -> GoalCheck {
        let goal = "constant change ≤ 2 µs + 30 ns × affected views"
        let parts = workload.sizes.compactMap { size -> (String, Bool)? in
            guard let o = size.figures[.editB]?.ours, let affected = size.affectedB else { return nil }
            let budget = 2e-6 + 30e-9 * Double(affected)
            return ("n=\(size.views): \(formatTime(o)) vs \(formatTime(budget))", o <= budget)
        }
        guard !parts.isEmpty else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "—", verdict: .notApplicable)
        }
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue,
            figure: parts.map(\.0).joined(separator: "; "),
            verdict: parts.allSatisfy(\.1) ? .met : .missed)
    }

    private static func memory(_ workload: WorkloadResult) -> GoalCheck {
        let limit = workload.kind == .w1 ? 600.0 : 1024
        let goal = "≤ \(Int(limit)) bytes/view (largest n)"
        guard let size = workload.sizes.last(where: { $0.bytesOurs != nil }), let bytes = size.bytesOurs else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "—", verdict: .notApplicable)
        }
        let objects =
            size.bytesObjects.map {
                ": \(formatBytes($0)) the caller's objects, \(formatBytes(bytes - $0)) the solver's"
            } ?? ""
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue,
            figure: "\(formatBytes(bytes)) B/view (n=\(size.views)\(objects))", verdict: bytes <= limit ? .met : .missed
        )
    }

    private static func versusKiwi(_ workload: WorkloadResult, kiwiRan: Bool) -> GoalCheck {
        let goal = "faster than kiwisolver everywhere"
        guard kiwiRan else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "--no-kiwi", verdict: .notApplicable)
        }
        var worst: (ratio: Double, where_: String)?
        var compared = 0, dnf = 0
        for size in workload.sizes {
            for phase in Phase.allCases {
                guard let f = size.figures[phase], let o = f.ours else { continue }
                if f.kiwiDNF { dnf += 1; continue }
                guard let k = f.kiwi, k > 0 else { continue }
                compared += 1
                if worst == nil || o / k > worst!.ratio { worst = (o / k, "\(phase.label), n=\(size.views)") }
            }
        }
        guard let worst else {
            return GoalCheck(
                goal: goal, workload: workload.kind.rawValue,
                figure: dnf > 0 ? "kiwi DNF on all \(dnf)" : "no kiwi figures",
                verdict: dnf > 0 ? .met : .notApplicable)
        }
        let dnfNote = dnf > 0 ? "; kiwi DNF on \(dnf)" : ""
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue,
            figure: "worst ours/kiwi \(formatRatio(worst.ratio)) (\(worst.where_)) of \(compared)\(dnfNote)",
            verdict: worst.ratio < 1 ? .met : .missed)
    }
}
