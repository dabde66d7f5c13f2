// `solver-benchmark --layout`: the OpenAutoLayout engine itself, driven only
// through the public UIKit-like API: UIView, anchors, NSLayoutConstraint.activate and
// layoutIfNeeded. Two trees, each checked against the closed form of its solver workload (and a
// realistic screen, L3, in ScreenBench.swift):
//
// - siblings (W1's frames): N views in a 1000 × 800 root, each with leading == root.leading + 8,
//   top == root.top + 8 + 12 (i mod 64), width == root.width − 16 and height == root.height ×
//   0.0125 (10 pt), all four relative to the root. The edit moves view N/2's top down by 5.
// - grid (W4's frames): cells chained along rows (leading == previous trailing + 4) and columns
//   (top == bottom of the cell above + 4), first column and row 8 pt from the root, equal widths
//   and heights (each cell == cell 0), the top-right cell's trailing and the bottom-left cell's
//   bottom 8 pt from the root's. The edit widens the gap before the middle cell of row 0 by 2.
//
// first layout: creating the views and constraints, activating them, root.layoutIfNeeded().
// relayout: one constraint's constant changed (alternately edited and restored),
// root.layoutIfNeeded(), the edited view's frame read.

import Foundation
import OpenAutoLayout

enum LayoutWorkload: CaseIterable {
    case siblings, grid

    var title: String {
        switch self {
        case .siblings: "L1 independent sibling views (W1's frames)"
        case .grid: "L2 grid (W4's frames)"
        }
    }

    var name: String { self == .siblings ? "L1" : "L2" }

    /// The solver workload whose closed form gives this tree's frames.
    var solverKind: WorkloadKind { self == .siblings ? .w1 : .w4 }
}

/// One laid-out tree, and the constraint whose constant the relayout changes.
@MainActor
final class LayoutTree {
    let root: UIView
    let views: [UIView]
    let edited: NSLayoutConstraint
    let editedView: UIView
    let original: CGFloat
    let changed: CGFloat
    /// Seconds spent in root.layoutIfNeeded() by the first layout (the rest is building).
    private(set) var layoutSeconds = 0.0

    /// Builds the tree of `spec` (W1 or W4) and lays it out once.
    init(_ workload: LayoutWorkload, _ spec: SystemSpec) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: spec.initialWidth, height: spec.initialHeight))
        var views: [UIView] = []
        views.reserveCapacity(spec.views)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(4 * spec.views + 2)
        for _ in 0..<spec.views {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
        }
        var edited: NSLayoutConstraint?
        var editedView = views[0]
        var original: CGFloat = 0, changed: CGFloat = 0
        switch workload {
        case .siblings:
            let leaf = spec.views / 2
            for (i, view) in views.enumerated() {
                let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8 + CGFloat(i % 64) * 12)
                constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
                constraints.append(top)
                constraints.append(view.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -16))
                constraints.append(view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.0125))
                if i == leaf { (edited, editedView, original, changed) = (top, view, top.constant, top.constant + 5) }
            }
        case .grid:
            let (rows, cols) = (spec.rows, spec.cols)
            for r in 0..<rows {
                for c in 0..<cols {
                    let i = r * cols + c
                    let view = views[i]
                    if c == 0 {
                        constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
                    } else {
                        let link = view.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 4)
                        constraints.append(link)
                        if r == 0 && c == cols / 2 { (edited, editedView, original, changed) = (link, view, 4, 6) }
                    }
                    if r == 0 {
                        constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
                    } else {
                        constraints.append(
                            view.topAnchor.constraint(equalTo: views[i - cols].bottomAnchor, constant: 4))
                    }
                    if i != 0 {
                        constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor))
                        constraints.append(view.heightAnchor.constraint(equalTo: views[0].heightAnchor))
                    }
                }
            }
            constraints.append(views[cols - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
            constraints.append(
                views[(rows - 1) * cols].bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8))
            if cols == 1 {
                // No gap in a one-column grid: widen the first cell's leading inset instead.
                (edited, editedView, original, changed) = (constraints[0], views[0], 8, 10)
            }
        }
        NSLayoutConstraint.activate(constraints)
        self.root = root
        self.views = views
        self.edited = edited!
        self.editedView = editedView
        self.original = original
        self.changed = changed
        layoutSeconds = measure { root.layoutIfNeeded() }
    }

    /// One relayout: the edited constant set to `edited ? changed : original`, a layout pass,
    /// and the edited view's frame.
    @inline(never)
    func relayout(edited isEdited: Bool) -> CGRect {
        edited.constant = isEdited ? changed : original
        root.layoutIfNeeded()
        return editedView.frame
    }

    /// Every view's frame as (x, y, width, height), in view order.
    func frames() -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(4 * views.count)
        for view in views {
            let f = view.frame
            values += [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)]
        }
        return values
    }
}

/// Frames `(x, y, width, height)` of views whose superview sits at the window's origin, as
/// UIKit shows them on a screen with `scale` pixels per point: each edge at the nearest pixel
/// (halves away from zero, a millionth of a pixel counting as a half), sizes between the
/// snapped edges.
func snappedToPixels(_ frames: [Double], scale: Double) -> [Double] {
    func snap(_ value: Double) -> Double {
        let pixels = value * scale
        return (pixels + (pixels < 0 ? -1e-6 : 1e-6)).rounded(.toNearestOrAwayFromZero) / scale
    }
    var result = frames
    for base in stride(from: 0, to: frames.count, by: 4) {
        for axis in 0..<2 {
            let start = frames[base + axis], length = frames[base + 2 + axis]
            result[base + axis] = snap(start)
            result[base + 2 + axis] = snap(start + length) - snap(start)
        }
    }
    return result
}

struct LayoutSizeResult {
    var views: Int
    /// Median seconds of a whole first layout, and of its layoutIfNeeded alone.
    var first: Double
    var firstLayoutPass: Double
    /// Mean seconds of one relayout (median over repetitions).
    var relayout: Double
    var relayoutPartial: String?
    /// Views whose frame the edit changes (per the closed form).
    var affected: Int?
    /// Heap bytes per view held by a built tree: views, constraints and the engine together.
    var bytesPerView: Double?
    /// Median seconds of the bare solver's build of the same system through the handle API
    /// (``measureSolverReference(_:repetitions:expected:context:failures:)``); nil when it failed.
    var solverBuild: Double?
}

struct LayoutWorkloadResult {
    var workload: LayoutWorkload
    var sizes: [LayoutSizeResult] = []

    func size(_ n: Int) -> LayoutSizeResult? { sizes.first { $0.views == n } }

    /// T(10 000)/T(1 000) of a figure, when both sizes were measured.
    func scaling(_ figure: (LayoutSizeResult) -> Double) -> Double? {
        guard let small = size(1000), let large = size(10_000), figure(small) > 0 else { return nil }
        return figure(large) / figure(small)
    }
}

/// Measures one workload at one size; correctness failures go to `failures`.
@MainActor
func benchmarkLayout(
    _ workload: LayoutWorkload, size: Int, quick: Bool,
    failures: inout [String]
) -> LayoutSizeResult {
    let repetitions = Repetitions.forOurs(size, quick: quick)
    let spec = makeSpec(workload.solverKind, n: size, resizeSteps: 0)
    let where_ = "\(workload.name) n=\(spec.views)"
    var expected = [Double](repeating: 0, count: 4 * spec.views)
    ClosedForm.frames(spec, width: spec.initialWidth, height: spec.initialHeight, into: &expected)
    func check(_ tree: LayoutTree, _ context: String, _ reference: [Double]) {
        let onScreen = snappedToPixels(reference, scale: Double(LayoutEnvironment.displayScale))
        if let mismatch = Mismatch.check(tree.frames(), against: onScreen, context: "\(where_) \(context)") {
            failures.append(mismatch.description)
        }
    }

    // Warm-up, checked; it is the figure when it already took long.
    var tree: LayoutTree?
    let firstTime = measure { tree = LayoutTree(workload, spec) }
    check(tree!, "after first layout", expected)
    var firsts = [firstTime]
    var passes = [tree!.layoutSeconds]
    if firstTime <= 8 {
        firsts = []
        passes = []
        _ = repeatMeasure(repetitions.build) {
            tree = nil
            let time = measure { tree = LayoutTree(workload, spec) }
            firsts.append(time)
            passes.append(tree!.layoutSeconds)
            return time
        }
    }
    let built = tree!

    // Relayout: checked once each way, then timed in pairs (edited, restored).
    var reference = [Double](repeating: 0, count: expected.count)
    var affected: Int?
    var variation = spec.constantEdit?.variation ?? .none
    if workload == .grid && spec.cols == 1 { variation = .none }  // see LayoutTree: not W4's edit
    _ = built.relayout(edited: true)
    if variation.rowGap != nil || variation.topShift != nil {
        ClosedForm.frames(
            spec, width: spec.initialWidth, height: spec.initialHeight, variation: variation,
            into: &reference)
        check(built, "after relayout (constant changed)", reference)
        var changed = 0
        for view in 0..<spec.views where expected[(4 * view)..<(4 * view + 4)] != reference[(4 * view)..<(4 * view + 4)]
        {
            changed += 1
        }
        affected = changed
    }
    _ = built.relayout(edited: false)
    check(built, "after relayout (constant restored)", expected)

    let count = repetitions.edits / 2 * 2
    var done = count
    var sink = 0.0
    let relayouts = repeatMeasure(repetitions.edit) {
        let (mean, ran) = timedLoop(count: count) { k in
            sink += Double(built.relayout(edited: k % 2 == 0).minX)
        }
        done = min(done, ran)
        return mean
    }
    blackHole(sink)
    check(built, "after timed relayouts", expected)
    tree = nil
    let bytes = heapGrowthPerView(views: spec.views) { LayoutTree(workload, spec) }.perView
    let solverBuild = measureSolverReference(
        spec, repetitions: repetitions.build, expected: expected, context: where_, failures: &failures)
    return LayoutSizeResult(
        views: spec.views, first: median(firsts), firstLayoutPass: median(passes),
        relayout: median(relayouts), relayoutPartial: done < count ? "\(done)/\(count)" : nil,
        affected: affected, bytesPerView: bytes, solverBuild: solverBuild)
}

enum LayoutReport {
    static func table(_ result: LayoutWorkloadResult) -> Table {
        let headers = [
            "n", "first layout", "per view", "solver build", "first/solver", "of which layoutIfNeeded", "relayout",
            "frames changed", "relayout/first", "heap per view",
        ]
        let rows = result.sizes.map { size -> [String] in
            var relayout = formatTime(size.relayout)
            if let partial = size.relayoutPartial { relayout += " (\(partial))" }
            return [
                "\(size.views)", formatTime(size.first), formatTime(size.first / Double(size.views)),
                size.solverBuild.map(formatTime) ?? "—", size.solverBuild.map { formatRatio(size.first / $0) } ?? "—",
                formatTime(size.firstLayoutPass), relayout, size.affected.map(String.init) ?? "—",
                String(format: "%.4f", size.relayout / size.first),
                size.bytesPerView.map { "\(Int($0.rounded())) B" } ?? "—",
            ]
        }
        return Table(headers: headers, rows: rows)
    }

    static func scalingLine(_ result: LayoutWorkloadResult) -> String? {
        guard let first = result.scaling(\.first), let relayout = result.scaling(\.relayout) else { return nil }
        return "scaling T(10k)/T(1k): first layout \(significant(first)), relayout \(significant(relayout))"
    }

    static let notes = [
        "Release build; times are medians over repetitions (ContinuousClock; 7 first layouts and 5 relayout "
            + "rounds at every size, 3 each with --quick, stopping once 8 s are used); a first layout over 8 s is "
            + "measured once (its warm-up).",
        "first layout: UIView(frame:) root 1000 × 800 and n UIView() subviews "
            + "(translatesAutoresizingMaskIntoConstraints = false), the constraints made with anchors, one "
            + "NSLayoutConstraint.activate, root.layoutIfNeeded(). per view: first layout / n.",
        "relayout: constant of one constraint changed (alternately edited and restored), root.layoutIfNeeded(), "
            + "the edited view's frame read; mean of 100 per repetition. frames changed: views whose frame the "
            + "edit changes (L1 one view; L2 every cell, since the row is pinned at both ends with equal widths).",
        "heap per view: glibc's heap in use after building one more tree, minus before, over n (views, "
            + "constraints and the engine together; the root and the tree's own arrays included).",
        "solver build: the bare solver's build of the same system (L1: W1, L2: W4) through its handle API, "
            + "as the solver benchmark times it (variables made, constraints added one at a time, values "
            + "evaluated), after the tree's figures; first/solver: first layout over it.",
        "L3: an iPhone 14 Pro window, a navigation controller, a stack view (header label, three buttons, a "
            + "table of 50 self-sizing cells); first layout from nothing to a laid-out window, rotation between "
            + "portrait and landscapeLeft (mean of 20 per repetition); per view: over every view in the window. "
            + "Checked: row heights follow the text, the table spans the safe area, rotating back restores every "
            + "frame bit for bit.",
        "Every frame is checked against the closed form (after the first layout, after the edit, after the "
            + "restore, after the timed loop) within \(ClosedForm.tolerance); a mismatch makes the exit status 1.",
    ]
}

/// The `--layout` mode: runs both trees at every size, prints the report, and returns the exit
/// status (1 on a frame mismatch).
@MainActor
func runLayoutBenchmark(_ options: Options, heap: HeapPolicy) -> Int32 {
    print(
        "solver-benchmark --layout: OpenAutoLayout engine, sizes "
            + options.sizes.map(String.init).joined(separator: ", ") + (options.quick ? " (quick)" : "")
            + "; \(heap.description)")
    fflush(nil)
    var failures: [String] = []
    var results: [LayoutWorkloadResult] = []
    var markdown = "# Layout benchmark (OpenAutoLayout engine)\n\n"
    for workload in LayoutWorkload.allCases where options.trees.contains(workload.name) {
        var result = LayoutWorkloadResult(workload: workload)
        for size in options.sizes {
            progress("running \(workload.name) n=\(size) …")
            result.sizes.append(benchmarkLayout(workload, size: size, quick: options.quick, failures: &failures))
        }
        results.append(result)
        let table = LayoutReport.table(result)
        let scaling = LayoutReport.scalingLine(result)
        print("\n" + workload.title + "\n" + table.plain())
        if let scaling { print("  " + scaling) }
        fflush(nil)
        markdown += "## \(workload.title)\n\n" + table.markdown() + "\n\n" + (scaling.map { "- \($0)\n\n" } ?? "")
    }
    if options.trees.contains("L3") {
        progress("running L3 …")
        let screen = benchmarkScreen(quick: options.quick, failures: &failures)
        let screenTable = ScreenReport.table(screen)
        print("\n" + ScreenReport.title + "\n" + screenTable.plain())
        fflush(nil)
        markdown += "## \(ScreenReport.title)\n\n" + screenTable.markdown() + "\n\n"
    }
    let checks = LayoutReport.goals(results)
    let goals = Goals.table(checks)
    let met = checks.filter { $0.verdict == .met }.count
    let missed = checks.filter { $0.verdict == .missed }.count
    print("\nGoals (layout engine): \(met) met, \(missed) missed\n" + goals.plain())
    markdown += "## Goals (layout engine): \(met) met, \(missed) missed\n\n" + goals.markdown() + "\n\n"
    print("\nNotes")
    for note in LayoutReport.notes { print("- " + note) }
    markdown += "## Notes\n\n" + LayoutReport.notes.map { "- \($0)\n" }.joined()
    return finishRun(
        failures: failures, matched: "every frame matched the closed form", markdown: markdown,
        path: options.markdown)
}
