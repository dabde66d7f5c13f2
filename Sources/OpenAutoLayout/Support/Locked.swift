import Foundation

/// A value behind a lock: the one way this module keeps process-wide settings (the diagnostics
/// sink, the debug-address counter, the default layout direction) safe under Swift 6's strict
/// concurrency checking while views themselves stay unisolated.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    package var current: Value {
        get { withLock { $0 } }
        set { withLock { $0 = newValue } }
    }
}
