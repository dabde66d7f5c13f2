// The report: one table per workload (plain text and Markdown), the scaling factors, and
// kiwisolver's bare per-call cost. Goals.swift judges the figures against the goals in docs/benchmark.md.

import Foundation

struct WorkloadResult {
    var kind: WorkloadKind
    var sizes: [SizeResult]

    /// T(10 000)/T(1 000) of a phase for one side, when both sizes were measured.
    func scaling(_ phase: Phase, _ side: (PhaseFigures) -> Double?) -> Double? {
        guard let small = sizes.first(where: { $0.views == 1000 }),
            let large = sizes.first(where: { $0.views == 10_000 }),
            let a = small.figures[phase].flatMap(side), let b = large.figures[phase].flatMap(side), a > 0
        else { return nil }
        return b / a
    }
}

/// A table rendered as aligned plain text or as Markdown.
struct Table {
    var headers: [String]
    var rows: [[String]]

    func plain() -> String {
        var widths = headers.map(\.count)
        for row in rows { for (k, cell) in row.enumerated() { widths[k] = max(widths[k], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { k, cell in
                let padding = String(repeating: " ", count: widths[k] - cell.count)
                return k == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }

    func markdown() -> String {
        func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
        let rule = "|" + headers.indices.map { $0 == 0 ? "---|" : "---:|" }.joined()
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// "12.3 ns", "4.56 µs", "7.89 ms", "1.23 s".
func formatTime(_ seconds: Double) -> String {
    let (value, unit): (Double, String) =
        seconds < 1e-6
        ? (seconds * 1e9, "ns")
        : seconds < 1e-3
            ? (seconds * 1e6, "µs")
            : seconds < 1 ? (seconds * 1e3, "ms") : (seconds, "s")
    return significant(value) + " " + unit
}

/// Three significant digits, no exponent.
func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return String(format: "%.\(decimals)f", value)
}

func formatRatio(_ value: Double) -> String { significant(value) + "×" }

func formatBytes(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "—" }

func formatPercent(_ value: Double) -> String { String(format: "%.1f %%", 100 * value) }

enum Report {
    static let headers = [
        "phase", "n", "ours", "kiwi", "floor", "ours/kiwi", "ours/floor",
        "ours per view", "B/view ours", "of which objects", "faults/view", "B/view kiwi", "B/view floor",
    ]

    static func table(_ workload: WorkloadResult) -> Table {
        var rows: [[String]] = []
        for phase in Phase.allCases {
            for size in workload.sizes {
                guard let figures = size.figures[phase],
                    figures.ours != nil || figures.kiwi != nil
                        || figures.kiwiDNF
                else { continue }
                var ours = figures.ours.map(formatTime) ?? "—"
                if let partial = figures.oursPartial { ours += " (\(partial))" }
                var kiwi = figures.kiwiDNF ? "DNF" : figures.kiwi.map(formatTime) ?? "—"
                if let partial = figures.kiwiPartial, figures.kiwi != nil { kiwi += " (\(partial))" }
                let floor = figures.floor.map(formatTime) ?? "n/a"
                var versusKiwi = "—", versusFloor = "—"
                if let o = figures.ours {
                    if let k = figures.kiwi { versusKiwi = formatRatio(o / k) }
                    if figures.kiwiDNF { versusKiwi = "< cap" }
                    if let f = figures.floor { versusFloor = formatRatio(o / f) }
                }
                var perView = "—"
                if let o = figures.ours {
                    switch phase {
                    case .build, .resize: perView = formatTime(o / Double(size.views))
                    case .editB: perView = size.affectedB.map { "\($0) affected" } ?? "—"
                    case .editC: perView = size.affectedC.map { "\($0) affected" } ?? "—"
                    case .editA: perView = "1 view"
                    }
                }
                let bytes =
                    phase == .build
                    ? [
                        formatBytes(size.bytesOurs), formatBytes(size.bytesObjects),
                        size.faultsPerView.map { String(format: "%.2f", $0) } ?? "—",
                        formatBytes(size.bytesKiwi), formatBytes(size.bytesFloor),
                    ]
                    : ["", "", "", "", ""]
                rows.append(
                    [phase.label, "\(size.views)", ours, kiwi, floor, versusKiwi, versusFloor, perView]
                        + bytes)
            }
        }
        return Table(headers: headers, rows: rows)
    }

    static func scalingLines(_ workload: WorkloadResult) -> [String] {
        Phase.allCases.compactMap { phase in
            let sides: [(String, (PhaseFigures) -> Double?)] =
                [("ours", { $0.ours }), ("kiwi", { $0.kiwi }), ("floor", { $0.floor })]
            let parts = sides.compactMap { name, side in
                workload.scaling(phase, side).map { "\(name) \(significant($0))" }
            }
            return parts.isEmpty ? nil : "scaling T(10k)/T(1k), \(phase.label): " + parts.joined(separator: ", ")
        }
    }

    static func bareTable(_ bare: KiwiBareCost) -> Table {
        Table(
            headers: ["kiwisolver call (tiny system)", "time per call"],
            rows: bare.entries.map { [$0.name, formatTime($0.nanoseconds * 1e-9)] })
    }

    static let notes = [
        "Times are medians over repetitions (ContinuousClock; ours 7 builds and 5 of each other phase at "
            + "every size, kiwisolver 3 at n = 10 000; 3 with --quick); a build of ours that takes over 8 s is "
            + "measured once (its warm-up build). Ours and the floor are measured on every workload and size "
            + "first, kiwisolver after them.",
        "build: creating the variables and constraints, adding the root's two constraints, its width and "
            + "height as strong edit variables with suggestions 1000 and 800, every view constraint one "
            + "addConstraint at a time, then updateVariables(). floor: allocating the frame array and "
            + "computing every frame.",
        "resize step: suggestValue (width; also height on W3, W4), updateVariables(), reading every "
            + "view's four values into an array; floor: recomputing every frame into the array.",
        "W7a: per view, remove each of its constraints and add them back, then read its four values "
            + "(solver.value(of:)). W7b: updateConstant(of:to:), then read every affected view's values. "
            + "W7c: remove the body's two height constraints, add the other pair, read the affected views. "
            + "The floor has no incremental counterpart for edits (n/a).",
        "Edit loops (both solvers) run in chunks of 10 and stop after the chunk that passes 8 s "
            + "(kiwi: or its remaining time); \"(k/m)\" marks a mean over the k of m edits that ran. "
            + "A kiwi build that takes a third of its cap is measured once (its warm-up build).",
        "kiwi edit times are remove/add only (kiwi has no updateConstant; the replacement constraints are "
            + "made beforehand) and exclude the updateVariables() kiwi needs before it can read a value: a "
            + "lower bound of kiwi's cost. DNF: kiwisolver did not finish the phase within its time cap.",
        "B/view: heap growth during one untimed build divided by n; ours and floor from glibc "
            + "mallinfo2() (uordblks + hblkhd, variables and constraints included; \"of which objects\" is the "
            + "growth from making the same Variable and Constraint objects without a solver); kiwi from the Python "
            + "process's resident-set growth (/proc/self/statm), page-granular, so coarse at small n; "
            + "ru_maxrss is unusable here because Linux carries the spawning process's peak across exec.",
        "faults/view: minor page faults (getrusage) during our timed builds, per view and build. The run "
            + "keeps freed memory in the process by default (glibc's trim threshold out of reach, its mmap "
            + "threshold at its 32 MiB maximum), as a long-running process's heap is: with glibc's defaults "
            + "(--cold-heap) freed memory goes back to the kernel and every build faults its pages in again, "
            + "about 1 µs per 4 KB page here, more at n = 10 000 than at n = 1 000 because of where the "
            + "footprint falls against glibc's thresholds.",
    ]
}

/// Prints the correctness verdict, writes the Markdown report when asked, and returns the exit
/// status: 0 when every value matched the closed form, 1 otherwise.
func finishRun(failures: [String], matched: String, markdown: String, path: String?) -> Int32 {
    if failures.isEmpty {
        print("\nCorrectness: \(matched) within \(ClosedForm.tolerance).")
    } else {
        print("\nCORRECTNESS FAILURES (\(failures.count)):")
        for failure in failures { print("  " + failure) }
    }
    if let path {
        do {
            try markdown.write(toFile: path, atomically: true, encoding: .utf8)
            print("Markdown written to \(path)")
        } catch {
            print("solver-benchmark: cannot write \(path): \(error)")
        }
    }
    return failures.isEmpty ? 0 : 1
}
