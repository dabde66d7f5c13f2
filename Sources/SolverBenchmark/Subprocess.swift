// Child processes (kiwisolver's Python script) started with posix_spawn and waited for by
// polling, so that the benchmark stays single-threaded.
//
// Foundation's Process leaves four threads running after its first launch. From then on
// glibc's malloc takes a lock on every call, and our builds, which allocate every variable and
// constraint, ran 5–10 % slower in a run with kiwisolver than in one without (W1 at n = 10 000:
// 586–608 against 528–553 ns per view). The reference runs in its own process; starting it must
// not change how ours is measured.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum SubprocessOutcome: Equatable {
    case exited(Int32)
    case signalled(Int32)
    /// Still running at the cap: it was sent SIGTERM and waited for.
    case timedOut

    /// A short description of a failure; nil for exit status 0.
    var failure: String? {
        switch self {
        case .exited(0): nil
        case .exited(let status): "exit \(status)"
        case .signalled(let signal): "killed by signal \(signal)"
        case .timedOut: "timed out"
        }
    }
}

struct SubprocessError: Error, CustomStringConvertible {
    var description: String
}

/// Runs `executable` (an absolute path) with `arguments`, standard output and standard error
/// written to the given files (created or truncated), for at most `cap` seconds when given.
func runSubprocess(
    _ executable: String, _ arguments: [String], standardOutput: String = "/dev/null",
    standardError: String = "/dev/null", cap: Double? = nil
) throws -> SubprocessOutcome {
    #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        let environment = environ
    #else
        // Darwin's file actions are an opaque pointer that posix_spawn_file_actions_init fills in.
        var actions: posix_spawn_file_actions_t = nil
        let environment = _NSGetEnviron().pointee
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
    guard spawned == 0 else {
        throw SubprocessError(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
    }

    let clock = ContinuousClock()
    let deadline = cap.map { clock.now + .milliseconds(Int64($0 * 1000)) }
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
        if let deadline, clock.now >= deadline {
            kill(pid, SIGTERM)
            waitpid(pid, &status, 0)
            return .timedOut
        }
        usleep(5_000)
    }
    // The wait status as <sys/wait.h>'s macros read it: the low seven bits are the signal
    // that ended the process, 0 when it exited, and then the next byte is its exit status.
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
}
