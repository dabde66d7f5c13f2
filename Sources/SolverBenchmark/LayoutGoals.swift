// The layout engine's goals (docs/benchmark.md, "How the layout benchmark judges its goals"),
// judged on the `--layout` run's figures: met, missed, or n/a when the run did not measure the
// sizes a goal needs.

extension LayoutReport {
    /// The sizes the per-view goals are stated for.
    private static let goalSizes = [1000, 10_000]
    /// Half the heap per view at n = 10,000 that the engine held before its memory work
    /// (3,994 B for L1 and 4,201 B for L2, docs/benchmark.md, "Memory per view and a realistic
    /// screen, L3").
    private static func heapLimit(_ workload: LayoutWorkload) -> Double {
        workload == .siblings ? 1997 : 2101
    }

    static func goals(_ results: [LayoutWorkloadResult]) -> [GoalCheck] {
        var checks: [GoalCheck] = []
        for result in results { checks.append(firstLayoutScaling(result)) }
        for result in results { checks.append(relayoutVersusFirst(result)) }
        for result in results { checks.append(firstLayoutPerView(result)) }
        for result in results { checks.append(firstLayoutVersusSolver(result)) }
        for result in results where result.workload == .siblings {
            checks.append(oneFrameRelayout(result))
            checks.append(oneFrameRelayoutScaling(result))
        }
        for result in results where result.workload == .grid { checks.append(relayoutPerMovedView(result)) }
        for result in results { checks.append(heapPerView(result)) }
        return checks
    }

    private static func check(
        _ goal: String, _ result: LayoutWorkloadResult, figure: String?, met: Bool, needs: String
    ) -> GoalCheck {
        guard let figure else {
            return GoalCheck(goal: goal, workload: result.workload.name, figure: needs, verdict: .notApplicable)
        }
        return GoalCheck(goal: goal, workload: result.workload.name, figure: figure, verdict: met ? .met : .missed)
    }

    /// The largest of `figure` over the goal sizes the run measured, with its size.
    private static func worst(
        _ result: LayoutWorkloadResult, _ figure: (LayoutSizeResult) -> Double?
    ) -> (value: Double, views: Int)? {
        goalSizes.compactMap { n in result.size(n).flatMap { size in figure(size).map { ($0, n) } } }
            .max { $0.0 < $1.0 }
    }

    /// A scaling goal: T(10k)/T(1k) of `figure` at most `limit`.
    private static func scaling(
        _ goal: String, _ result: LayoutWorkloadResult, _ figure: (LayoutSizeResult) -> Double, limit: Double
    ) -> GoalCheck {
        let factor = result.scaling(figure)
        return check(
            goal, result, figure: factor.map(significant), met: (factor ?? .infinity) <= limit,
            needs: "needs n = 1000 and 10000")
    }

    /// A first layout grows linearly: T(10k)/T(1k) ≤ 12.
    private static func firstLayoutScaling(_ result: LayoutWorkloadResult) -> GoalCheck {
        scaling("first layout scaling T(10k)/T(1k) ≤ 12", result, \.first, limit: 12)
    }

    /// A relayout after one constant change costs under a twentieth of a first layout (n = 1,000).
    private static func relayoutVersusFirst(_ result: LayoutWorkloadResult) -> GoalCheck {
        let size = result.size(1000)
        let ratio = size.map { $0.relayout / $0.first }
        let figure = size.map { size in
            let times = "\(formatTime(size.relayout)) vs \(formatTime(size.first))"
            return "\(String(format: "%.4f", size.relayout / size.first)) (\(times))"
        }
        return check(
            "relayout < 1/20 of first layout (n = 1000)", result, figure: figure,
            met: (ratio ?? .infinity) < 0.05, needs: "needs n = 1000")
    }

    /// A first layout costs at most 2 µs per view at n = 1,000 and 10,000.
    private static func firstLayoutPerView(_ result: LayoutWorkloadResult) -> GoalCheck {
        let worst = worst(result) { $0.first / Double($0.views) }
        return check(
            "first layout ≤ 2 µs/view (n = 1000, 10000)", result,
            figure: worst.map { "worst \(formatTime($0.value))/view (n=\($0.views))" },
            met: (worst?.value ?? .infinity) <= 2e-6, needs: "needs n = 1000 or 10000")
    }

    /// A first layout costs at most 3.5 times the bare solver's build of the same system.
    private static func firstLayoutVersusSolver(_ result: LayoutWorkloadResult) -> GoalCheck {
        let worst = worst(result) { size in size.solverBuild.map { size.first / $0 } }
        return check(
            "first layout ≤ 3.5× the solver's build", result,
            figure: worst.map { "worst \(formatRatio($0.value)) (n=\($0.views))" },
            met: (worst?.value ?? .infinity) <= 3.5, needs: "needs n = 1000 or 10000")
    }

    /// L1: a relayout that moves one frame costs at most 10 µs at n = 10,000.
    private static func oneFrameRelayout(_ result: LayoutWorkloadResult) -> GoalCheck {
        let time = result.size(10_000)?.relayout
        return check(
            "relayout moving one frame ≤ 10 µs (n = 10000)", result, figure: time.map(formatTime),
            met: (time ?? .infinity) <= 10e-6, needs: "needs n = 10000")
    }

    /// L1: that relayout does not grow with the tree: T(10k)/T(1k) ≤ 1.5.
    private static func oneFrameRelayoutScaling(_ result: LayoutWorkloadResult) -> GoalCheck {
        scaling("relayout moving one frame scaling T(10k)/T(1k) ≤ 1.5", result, \.relayout, limit: 1.5)
    }

    /// L2: a relayout that moves every frame costs at most 150 ns per moved view.
    private static func relayoutPerMovedView(_ result: LayoutWorkloadResult) -> GoalCheck {
        let worst = worst(result) { size in size.affected.flatMap { $0 > 0 ? size.relayout / Double($0) : nil } }
        return check(
            "relayout ≤ 150 ns per moved view (n = 1000, 10000)", result,
            figure: worst.map { "worst \(formatTime($0.value)) (n=\($0.views))" },
            met: (worst?.value ?? .infinity) <= 150e-9, needs: "needs n = 1000 or 10000")
    }

    /// Heap per view at n = 10,000 at most half of what the engine held before its memory work.
    private static func heapPerView(_ result: LayoutWorkloadResult) -> GoalCheck {
        let limit = heapLimit(result.workload)
        let bytes = result.size(10_000)?.bytesPerView
        return check(
            "heap per view ≤ \(Int(limit)) B, half the earlier figure (n = 10000)", result,
            figure: bytes.map { "\(Int($0.rounded())) B" }, met: (bytes ?? .infinity) <= limit,
            needs: "needs n = 10000")
    }
}
