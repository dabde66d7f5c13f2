// The command line, parsed by hand (the package takes no dependencies).

struct Options {
    var sizes = [100, 1000, 10_000]
    var quick = false
    var kiwi = true
    var kiwiCap = 20.0
    var kiwiScript: String?
    var markdown: String?
    var workloads = WorkloadKind.allCases
    /// Benchmark the OpenAutoLayout engine (LayoutBench.swift) instead of the solvers.
    var layout = false
    /// Which trees `--layout` runs (L1, L2, L3).
    var trees = ["L1", "L2", "L3"]
    /// What the heap does with freed memory during the run (HeapPolicy.swift).
    var heap = HeapPolicy.warm

    static let usage = """
        usage: solver-benchmark [--sizes 100,1000,10000] [--quick] [--no-kiwi] [--kiwi-cap SECONDS]
                                [--workloads W1,W2,W2b,W3,W4,W5] [--markdown FILE] [--kiwi-script PATH]
                                [--cold-heap]
               solver-benchmark --layout [--sizes 100,1000,10000] [--quick] [--trees L1,L2,L3] [--markdown FILE]
                                [--cold-heap]
          --layout     the OpenAutoLayout engine through its UIKit API (sibling views and a grid:
                       first layout and relayout after one constant change) instead of the solvers
          --sizes      view counts to run (default 100,1000,10000)
          --quick      fewer repetitions, n ≤ 1000 only, kiwi cap 5 s
          --no-kiwi    skip kiwisolver
          --kiwi-cap   seconds kiwisolver may spend per workload and size before DNF (default 20)
          --workloads  which workloads to run (default all)
          --trees      which trees --layout runs (default all: L1,L2,L3)
          --markdown   also write the tables as Markdown to FILE
          --cold-heap  keep glibc's default heap, which returns freed memory to the kernel, so that
                       every build faults its pages in again (default: freed memory is kept, as in
                       a long-running process; both report page faults per view)
        """

    /// Parses the arguments (without the program name); a message on error.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var capGiven = false
        var rest = arguments[...]
        func value(_ name: String) throws(OptionsError) -> String {
            guard let next = rest.popFirst() else { throw OptionsError(message: "\(name) needs a value") }
            return next
        }
        do throws(OptionsError) {
            while let argument = rest.popFirst() {
                switch argument {
                case "--sizes":
                    let list = try value(argument).split(separator: ",").map { Int($0.trimmingPrefix(" ")) }
                    guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
                        throw OptionsError(message: "--sizes wants positive integers separated by commas")
                    }
                    options.sizes = list.compactMap { $0 }
                case "--quick": options.quick = true
                case "--layout": options.layout = true
                case "--no-kiwi": options.kiwi = false
                case "--cold-heap": options.heap = .cold
                case "--kiwi-cap":
                    guard let cap = Double(try value(argument)), cap > 0 else {
                        throw OptionsError(message: "--kiwi-cap wants a positive number of seconds")
                    }
                    options.kiwiCap = cap
                    capGiven = true
                case "--kiwi-script": options.kiwiScript = try value(argument)
                case "--markdown": options.markdown = try value(argument)
                case "--workloads":
                    let names = try value(argument).split(separator: ",").map(String.init)
                    var kinds: [WorkloadKind] = []
                    for name in names {
                        guard
                            let kind = WorkloadKind.allCases.first(where: {
                                $0.rawValue.lowercased() == name.lowercased()
                            })
                        else { throw OptionsError(message: "unknown workload \(name)") }
                        kinds.append(kind)
                    }
                    options.workloads = kinds
                case "--trees":
                    let names = try value(argument).split(separator: ",").map { $0.uppercased() }
                    guard !names.isEmpty, names.allSatisfy({ ["L1", "L2", "L3"].contains($0) }) else {
                        throw OptionsError(message: "--trees wants L1, L2 and L3 separated by commas")
                    }
                    options.trees = names
                case "-h", "--help": throw OptionsError(message: "")
                default: throw OptionsError(message: "unknown option \(argument)")
                }
            }
        } catch {
            return .failure(error)
        }
        if options.quick {
            options.sizes = options.sizes.filter { $0 <= 1000 }
            if !capGiven { options.kiwiCap = 5 }
        }
        return .success(options)
    }
}

struct OptionsError: Error {
    var message: String
}
