// The handle API beside the object API: a table per workload and the handle API's memory goals.

import Cassowary

extension Report {
    static let handleHeaders = [
        "n", "build objects", "build handles", "handles/objects", "per view handles", "CPU objects", "CPU handles",
        "CPU handles/objects", "resize objects", "resize handles", "B/view objects", "of which the solver's",
        "B/view handles",
    ]

    /// One row per size: build and resize step through both APIs, and bytes per view (for the
    /// object API: the total with the caller's objects, then the solver's own share).
    static func handleTable(_ workload: WorkloadResult) -> Table {
        let rows = workload.sizes.compactMap { size -> [String]? in
            let handles = size.handles
            guard handles.build != nil || handles.bytes != nil else { return nil }
            let build = size.figures[.build]?.ours, resize = size.figures[.resize]?.ours
            let ratio = build.flatMap { o in handles.build.map { formatRatio($0 / o) } } ?? "—"
            let solverShare = size.bytesOurs.flatMap { total in size.bytesObjects.map { total - $0 } }
            let cpuRatio = size.buildCPU.flatMap { o in handles.buildCPU.map { formatRatio($0 / o) } } ?? "—"
            return [
                "\(size.views)", build.map(formatTime) ?? "—", handles.build.map(formatTime) ?? "—", ratio,
                handles.build.map { formatTime($0 / Double(size.views)) } ?? "—",
                size.buildCPU.map(formatTime) ?? "—", handles.buildCPU.map(formatTime) ?? "—", cpuRatio,
                resize.map(formatTime) ?? "—",
                handles.resize.map(formatTime) ?? "—", formatBytes(size.bytesOurs), formatBytes(solverShare),
                formatBytes(handles.bytes),
            ]
        }
        return Table(headers: handleHeaders, rows: rows)
    }

    /// Where the handle API's bytes go at the largest size measured: each part of the solver's
    /// state per view and its share of the heap growth.
    static func storageTable(_ workload: WorkloadResult) -> (views: Int, table: Table)? {
        guard let size = workload.sizes.last(where: { $0.handles.storage != nil }),
            let parts = size.handles.storage, let bytes = size.handles.bytes
        else { return nil }
        let views = Double(size.views)
        var rows = parts.map { part in
            [part.name, formatBytes(Double(part.bytes) / views), formatPercent(Double(part.bytes) / views / bytes)]
        }
        let counted = Double(parts.reduce(0) { $0 + $1.bytes }) / views
        rows.append([
            "allocator overhead and the rest", formatBytes(bytes - counted), formatPercent(1 - counted / bytes),
        ])
        return (size.views, Table(headers: ["part", "B/view", "share"], rows: rows))
    }

    static let handleNote =
        "Handle API (HandleSolver): the same build and resize step with variables and constraints "
        + "addressed by handles, the solver told the system's size first (reserveCapacity); CPU: the median "
        + "build's thread CPU time, which the machine's load does not inflate as it does wall-clock time; "
        + "B/view handles is everything the build adds (the caller keeps no array of handles: they are dense "
        + "and in order)."
}

extension Goals {
    /// The handle API's memory goals: ≤ 350 bytes per view on W1 and ≤ 800 on W5 at the
    /// largest n, everything included.
    static func handleMemory(_ workload: WorkloadResult) -> GoalCheck {
        let limit = workload.kind == .w1 ? 350.0 : 800
        let goal = "handle API ≤ \(Int(limit)) bytes/view (largest n)"
        guard let size = workload.sizes.last(where: { $0.handles.bytes != nil }), let bytes = size.handles.bytes
        else {
            return GoalCheck(goal: goal, workload: workload.kind.rawValue, figure: "—", verdict: .notApplicable)
        }
        return GoalCheck(
            goal: goal, workload: workload.kind.rawValue, figure: "\(formatBytes(bytes)) B/view (n=\(size.views))",
            verdict: bytes <= limit ? .met : .missed)
    }
}
