// solver-benchmark: our Cassowary solver side by side with kiwisolver (the reference) and a
// closed-form floor (also the correctness oracle), on the workloads of Workloads.swift.
//
// The one command, from the package root:
//
//     bash Tools/setup-tests.sh && swift run -c release solver-benchmark
//
// Options: --sizes 100,1000  --quick  --no-kiwi  --kiwi-cap SECONDS  --workloads W1,W5
// --markdown FILE  --cold-heap (see Options.swift; the heap policy in HeapPolicy.swift). Exit
// status 1 when our solver's values differ from the closed form (or it throws), 2 on bad
// options, 0 otherwise.
//
// `solver-benchmark --layout` measures the OpenAutoLayout engine instead (LayoutBench.swift),
// with the same sizes, --quick, --markdown and --cold-heap options and the same exit statuses.

import Foundation

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
    if !error.message.isEmpty { print("solver-benchmark: \(error.message)") }
    print(Options.usage)
    exit(error.message.isEmpty ? 0 : 2)
}

var heap = options.heap
if !heap.apply() {
    progress("mallopt is not available: the heap keeps glibc's defaults")
    heap = .cold
}
if options.layout { exit(runLayoutBenchmark(options, heap: heap)) }

var kiwi: KiwiReference?
var kiwiNote: String?
if options.kiwi {
    (kiwi, kiwiNote) = KiwiReference.locate(cap: options.kiwiCap, script: options.kiwiScript)
}
let bare = kiwi?.bareCost()

print(
    "solver-benchmark: sizes \(options.sizes.map(String.init).joined(separator: ", "))"
        + (options.quick ? " (quick)" : "")
        + (kiwi != nil
            ? ", kiwisolver cap \(significant(options.kiwiCap)) s per workload and size"
            : ", without kiwisolver" + (kiwiNote.map { ": \($0)" } ?? "")) + "; \(heap.description)")
if let bare { print("reference: \(bare.version)") }
fflush(nil)

var outcomes: [[BenchOutcome]] = options.workloads.map { kind in
    options.sizes.map { size in
        progress("running \(kind.rawValue) n=\(size) …")
        return benchmark(kind, size: size, quick: options.quick)
    }
}
if let kiwi {
    for (k, kind) in options.workloads.enumerated() {
        for (s, size) in options.sizes.enumerated() {
            progress("running kiwisolver on \(kind.rawValue) n=\(size) …")
            addKiwi(kiwi, kind, size: size, quick: options.quick, to: &outcomes[k][s])
        }
    }
}

var results: [WorkloadResult] = []
var failures: [String] = []
var warnings: [String] = []
var markdown = "# Solver benchmark\n\n"
for (kind, sizes) in zip(options.workloads, outcomes) {
    let workload = WorkloadResult(kind: kind, sizes: sizes.map(\.result))
    for outcome in sizes {
        for failure in outcome.failures { progress(failure) }
        failures += outcome.failures
        warnings += outcome.warnings
    }
    results.append(workload)
    let table = Report.table(workload)
    let scaling = Report.scalingLines(workload)
    print("\n" + workload.kind.title + "\n" + table.plain())
    for line in scaling { print("  " + line) }
    markdown += "## \(workload.kind.title)\n\n" + table.markdown() + "\n\n"
    markdown += scaling.map { "- \($0)\n" }.joined() + (scaling.isEmpty ? "" : "\n")
    let handles = Report.handleTable(workload)
    if !handles.rows.isEmpty {
        print("\n" + workload.kind.title + ", handle API beside object API\n" + handles.plain())
        markdown += "### \(workload.kind.title), handle API beside object API\n\n" + handles.markdown() + "\n\n"
    }
    if let storage = Report.storageTable(workload) {
        let title = "\(workload.kind.title), where the handle API's bytes go (n = \(storage.views))"
        print("\n" + title + "\n" + storage.table.plain())
        markdown += "### \(title)\n\n" + storage.table.markdown() + "\n\n"
    }
}

let checks = Goals.evaluate(results, kiwiRan: kiwi != nil)
let goals = Goals.table(checks)
let met = checks.filter { $0.verdict == .met }.count
let missed = checks.filter { $0.verdict == .missed }.count
print("\nGoals (our solver): \(met) met, \(missed) missed\n" + goals.plain())
markdown += "## Goals (our solver): \(met) met, \(missed) missed\n\n" + goals.markdown() + "\n\n"

if let bare {
    let table = Report.bareTable(bare)
    print("\nkiwisolver's bare per-call cost (\(bare.version))\n" + table.plain())
    markdown += "## kiwisolver's bare per-call cost (\(bare.version))\n\n" + table.markdown() + "\n\n"
}
print("\nNotes")
for note in Report.notes + [Report.handleNote] { print("- " + note) }
markdown += "## Notes\n\n" + (Report.notes + [Report.handleNote]).map { "- \($0)\n" }.joined()

for warning in warnings { print("warning: " + warning) }
exit(
    finishRun(
        failures: failures, matched: "every value of our solver matched the closed form", markdown: markdown,
        path: options.markdown))

/// Progress goes to standard error, so that standard output holds only the report.
func progress(_ line: String) {
    FileHandle.standardError.write(Data(("solver-benchmark: " + line + "\n").utf8))
}
