#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared between threads behind a reader–writer lock: any number of threads read it
/// at once, and a writer has it alone.
///
/// For data read far more often than written, as a cache that threads consult on every word
/// and add to now and then: under ``Locked`` two threads reading would take turns, and each
/// hand-over costs a futex wake. It is a pthread lock, which ThreadSanitizer follows.
package final class ReadWriteLocked<Value>: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        lock = .allocate(capacity: 1)
        #if canImport(Glibc)
        // glibc lets new readers in while a writer waits; a thread reading paragraph after
        // paragraph could keep the other from ever writing. Writers first (no recursive reads).
        var attributes = pthread_rwlockattr_t()
        pthread_rwlockattr_init(&attributes)
        pthread_rwlockattr_setkind_np(&attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
        pthread_rwlock_init(lock, &attributes)
        pthread_rwlockattr_destroy(&attributes)
        #else
        pthread_rwlock_init(lock, nil)
        #endif
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` with the value, holding the lock to read (other readers may run too). Not
    /// from inside another `read` on the same thread: a writer waiting between the two would
    /// wait for the first, which would wait for the second.
    ///
    /// While a writer has the lock, the reader yields its processor and tries again, up to
    /// ``readTries`` times, before it sleeps until the writer is done: writers hold the lock
    /// for a few microseconds, and a sleep costs a futex wait, a wake from the writer and two
    /// context switches (on `long.txt` a font's word cache put readers to sleep about 650 times
    /// a run, and writers about 1,100, before writers stopped waiting for it).
    package func read<Result, E: Error>(_ body: (borrowing Value) throws(E) -> Result) throws(E) -> Result {
        var tries = 1
        while pthread_rwlock_tryrdlock(lock) != 0 {
            if tries == Self.readTries {
                pthread_rwlock_rdlock(lock)
                break
            }
            tries += 1
            sched_yield()
        }
        defer { pthread_rwlock_unlock(lock) }
        return try body(value)
    }

    /// How many times ``read(_:)`` tries the lock before it sleeps. (A computed property: a
    /// generic class has no static stored ones.)
    package static var readTries: Int { 64 }

    /// Runs `body` with the value, holding the lock to write (alone).
    package func write<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body(&value)
    }

    /// Runs `body` with the value if the lock is free to write at once, and returns its
    /// result; returns `nil` without waiting (and without running `body`) when another thread
    /// holds the lock. For writes that can wait for a better moment, such as adding to a cache.
    package func tryWrite<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result? {
        guard pthread_rwlock_trywrlock(lock) == 0 else { return nil }
        defer { pthread_rwlock_unlock(lock) }
        return try body(&value)
    }
}
