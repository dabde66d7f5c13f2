// kiwisolver, the reference: Tools/bench/kiwi_bench.py run as a subprocess per workload and
// size on the identical system (written to a temporary JSON file), killed at a time cap; the
// subprocesses are started without Foundation's Process (Subprocess.swift).
// Phases the script had not finished by then are reported as DNF.

import Foundation

/// kiwisolver's figures for one workload at one size; nil where it did not get there.
struct KiwiResult {
    var build: Double?
    var resizeStep: Double?
    var editA: Double?
    var editB: Double?
    var editC: Double?
    /// Edit phases whose loop stopped at its time budget: phase name → "done/planned".
    var partial: [String: String] = [:]
    var bytesPerView: Double?
    var bytesMethod: String?
    var buildValues: [Double]?
    var resizeValues: [Double]?
    var resizeSize: (width: Double, height: Double)?
    /// The cap was hit before the script finished.
    var timedOut = false
    /// The script failed (its message), or nil.
    var failure: String?
}

/// kiwisolver's cost per call on a tiny system, in nanoseconds.
struct KiwiBareCost {
    var entries: [(name: String, nanoseconds: Double)]
    var version: String
}

struct KiwiReference {
    let python: String
    let script: String
    let cap: Double

    /// Finds python3 with kiwisolver and the script; nil (with the reason) when unavailable.
    static func locate(cap: Double, script explicitScript: String?) -> (KiwiReference?, String?) {
        let candidates: [String?] = [
            explicitScript,
            FileManager.default.currentDirectoryPath + "/Tools/bench/kiwi_bench.py",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Tools/bench/kiwi_bench.py").path,
        ]
        guard
            let script = candidates.compactMap({ $0 }).first(where: {
                FileManager.default.fileExists(atPath: $0)
            })
        else { return (nil, "Tools/bench/kiwi_bench.py not found (run from the package root)") }
        let probe = runCapturing(
            "/usr/bin/env",
            ["python3", "-c", "import sys, kiwisolver; print(sys.executable)"])
        guard probe.status == 0, let python = probe.output.split(separator: "\n").last.map(String.init),
            !python.isEmpty
        else { return (nil, "python3 with kiwisolver not found (run `bash Tools/setup-tests.sh`)") }
        return (KiwiReference(python: python, script: script, cap: cap), nil)
    }

    /// Runs the script on `spec`; never throws: failures and time-outs are in the result.
    func run(_ spec: SystemSpec, repetitions: Repetitions) -> KiwiResult {
        let directory = FileManager.default.temporaryDirectory
        let stem = "solver-benchmark-\(getpid())-\(spec.kind.rawValue)-\(spec.views)"
        let specURL = directory.appendingPathComponent(stem + ".json")
        let outURL = directory.appendingPathComponent(stem + ".out.jsonl")
        let errURL = directory.appendingPathComponent(stem + ".err.txt")
        defer {
            for url in [specURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) }
        }
        var result = KiwiResult()
        do {
            try specJSON(spec, repetitions: repetitions).write(to: specURL, atomically: false, encoding: .utf8)
            let outcome = try runSubprocess(
                python, [script, specURL.path, outURL.path], standardError: errURL.path, cap: cap)
            result.timedOut = outcome == .timedOut
            if !result.timedOut, let failure = outcome.failure {
                let message = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
                result.failure = failure + ": " + (message.split(separator: "\n").last.map(String.init) ?? "")
            }
        } catch {
            result.failure = "\(error)"
            return result
        }
        parse((try? String(contentsOf: outURL, encoding: .utf8)) ?? "", into: &result)
        return result
    }

    /// kiwisolver's bare per-call costs; nil when the script fails.
    func bareCost() -> KiwiBareCost? {
        let outURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("solver-benchmark-\(getpid())-bare.jsonl")
        defer { try? FileManager.default.removeItem(at: outURL) }
        guard (try? runSubprocess(python, [script, "--bare", outURL.path], cap: cap)) == .exited(0),
            let text = try? String(contentsOf: outURL, encoding: .utf8),
            let object = jsonObject(text.split(separator: "\n").first.map(String.init) ?? "")
        else { return nil }
        let names = [
            ("empty Python loop iteration", "empty_loop_ns"),
            ("Constraint(Expression(Term)) creation", "make_constraint_ns"),
            ("addConstraint + removeConstraint", "add_remove_pair_ns"),
            ("suggestValue (1 edit variable)", "suggest_value_ns"),
            ("updateVariables (2 variables)", "update_variables_ns"),
            ("Variable.value()", "read_value_ns"),
        ]
        let entries = names.compactMap { label, key in
            (object[key] as? Double).map { (name: label, nanoseconds: $0) }
        }
        let version =
            "kiwisolver \(object["kiwisolver"] as? String ?? "?"), Python \(object["python"] as? String ?? "?")"
        return KiwiBareCost(entries: entries, version: version)
    }

    private func parse(_ text: String, into result: inout KiwiResult) {
        for line in text.split(separator: "\n") {
            guard let object = jsonObject(String(line)), let phase = object["phase"] as? String else { continue }
            let times = (object["times"] as? [Double]).flatMap { $0.isEmpty ? nil : median($0) }
            if let done = object["done"] as? Int, let planned = object["planned"] as? Int, done < planned {
                result.partial[phase] = "\(done)/\(planned)"
            }
            switch phase {
            case "memory":
                result.bytesPerView = object["bytes_per_view"] as? Double
                result.bytesMethod = object["method"] as? String
            case "first_build": result.build = result.build ?? object["time"] as? Double
            case "build": result.build = times ?? result.build
            case "resize": result.resizeStep = times
            case "edit_a": result.editA = times
            case "edit_b": result.editB = times
            case "edit_c": result.editC = times
            case "values":
                let values = object["values"] as? [Double]
                if object["label"] as? String == "build" {
                    result.buildValues = values
                } else {
                    result.resizeValues = values
                    if let w = object["width"] as? Double, let h = object["height"] as? Double {
                        result.resizeSize = (w, h)
                    }
                }
            default: break
            }
        }
    }

    private func jsonObject(_ line: String) -> [String: Any]? {
        guard let data = line.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The spec in the format kiwi_bench.py reads (see its docstring).
    private func specJSON(_ spec: SystemSpec, repetitions: Repetitions) -> String {
        var out = "{\"workload\":\"\(spec.kind.rawValue)\",\"views\":\(spec.views),"
        out += "\"variables\":\(spec.variableCount),\"root_constraints\":\(spec.rootConstraintCount),"
        out += "\"width\":\(spec.initialWidth),\"height\":\(spec.initialHeight),\"cap\":\(cap),"
        out += "\"reps\":{\"build\":\(repetitions.build),\"resize\":\(repetitions.resize),"
        out += "\"edit\":\(repetitions.edit),\"edits\":\(repetitions.edits)},"
        out += "\"constraints\":["
        for (index, c) in spec.constraints.enumerated() {
            if index > 0 { out += "," }
            out += "[["
            for k in c.variables.indices {
                if k > 0 { out += "," }
                out += "\(c.variables[k]),\(c.coefficients[k])"
            }
            let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
            out += "],\(c.constant),\"\(op)\",\(c.priority),\(c.owner)]"
        }
        out += "],\"resize\":["
        out += spec.resizeSteps.map { "[\($0.width),\($0.height.map { "\($0)" } ?? "null")]" }
            .joined(separator: ",")
        out += "],\"sampled_views\":[" + spec.sampledViews.map(String.init).joined(separator: ",") + "]"
        if let edit = spec.constantEdit {
            out += ",\"constant_edit\":{\"constraint\":\(edit.constraint),\"original\":\(edit.original),"
            out += "\"edited\":\(edit.edited)}"
        }
        if let edit = spec.pairEdit {
            out += ",\"pair_edit\":{\"constraints\":[\(edit.constraints.map(String.init).joined(separator: ","))],"
            out += "\"edited\":[\(edit.editedConstants.map { "\($0)" }.joined(separator: ","))]}"
        }
        return out + "}"
    }
}

/// Runs a short command and captures its standard output (through a temporary file).
private func runCapturing(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("solver-benchmark-\(getpid())-probe.txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .exited(let status)? = try? runSubprocess(executable, arguments, standardOutput: path) else {
        return (-1, "")
    }
    return (status, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
}
