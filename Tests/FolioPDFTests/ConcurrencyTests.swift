import Foundation
import Testing
@testable import FolioPDF

@Suite("performConcurrently")
struct ConcurrencyTests {
    /// Counts how often each index was called, and on how many threads. (Under an `NSLock`:
    /// with `Synchronization.Mutex` ThreadSanitizer reported the calls as racing, not seeing
    /// the lock inside the standard library, which is not built with it.)
    private final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        private var threadSet: Set<UInt> = []
        init(_ n: Int) { counts = Array(repeating: 0, count: n) }
        func record(_ i: Int) {
            let me = UInt(pthread_self())
            lock.withLock {
                counts[i] += 1
                threadSet.insert(me)
            }
        }
        var perIndex: [Int] { lock.withLock { counts } }
        var threads: Int { lock.withLock { threadSet.count } }
    }

    @Test("every index is called exactly once", arguments: [0, 1, 2, 7, 1000])
    func eachIndexOnce(iterations: Int) {
        let calls = Calls(iterations)
        performConcurrently(iterations: iterations) { i in calls.record(i) }
        #expect(calls.perIndex == Array(repeating: 1, count: iterations))
    }

    @Test("the calls are spread over the processors")
    func usesTheProcessors() throws {
        try #require(activeProcessorCount > 1, "one processor: nothing to spread")
        let calls = Calls(64)
        // Each call waits (up to 10 s, so a broken pool fails rather than hangs) until a
        // second thread has made a call: the helper must take an index while the caller
        // holds one. No timing is assumed.
        let second = NSCondition()
        let deadline = Date(timeIntervalSinceNow: 10)
        nonisolated(unsafe) var gaveUp = false  // read and written under `second`'s lock
        performConcurrently(iterations: 64) { i in
            calls.record(i)
            second.lock()
            defer { second.unlock() }
            second.broadcast()
            while calls.threads < 2 && !gaveUp { gaveUp = !second.wait(until: deadline) }
        }
        #expect(calls.threads > 1)
        #expect(calls.threads <= activeProcessorCount)
    }

    @Test("concurrentMap returns each index's result in order", arguments: [0, 1, 5, 300])
    func mapInOrder(count: Int) {
        #expect(concurrentMap(count: count) { i in "item \(i)" } == (0..<count).map { "item \($0)" })
    }

    @Test("a negative count makes no call")
    func negativeCount() {
        let calls = Calls(0)
        performConcurrently(iterations: -3) { i in calls.record(i) }
        #expect(calls.threads == 0)
    }
}
