import Foundation

/// A value shared between threads behind a lock, used like `Mutex`.
///
/// `Synchronization.Mutex` waits on futexes on Linux, which ThreadSanitizer does not see, so
/// it reports every access a `Mutex` guards as a race. This lock is a pthread mutex
/// (`NSLock`), which ThreadSanitizer follows, so a sanitizer run shows only real races.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
