import Foundation
import Synchronization
import Testing
@testable import FolioPDF

@Suite("performConcurrently")
struct ConcurrencyTests {
    /// Counts how often each index was called, and on how many threads.
    private final class Calls: Sendable {
        let counts: Mutex<[Int]>
        let threads = Mutex<Set<UInt>>([])
        init(_ n: Int) { counts = Mutex(Array(repeating: 0, count: n)) }
        func record(_ i: Int) {
            counts.withLock { $0[i] += 1 }
            let me = UInt(pthread_self())
            threads.withLock { _ = $0.insert(me) }
        }
    }

    @Test("every index is called exactly once", arguments: [0, 1, 2, 7, 1000])
    func eachIndexOnce(iterations: Int) {
        let calls = Calls(iterations)
        performConcurrently(iterations: iterations) { i in calls.record(i) }
        #expect(calls.counts.withLock { $0 } == Array(repeating: 1, count: iterations))
    }

    @Test("the calls are spread over the processors")
    func usesTheProcessors() throws {
        try #require(activeProcessorCount > 1, "one processor: nothing to spread")
        let calls = Calls(64)
        performConcurrently(iterations: 64) { i in
            // Long enough that the helper thread takes some indices.
            usleep(1_000)
            calls.record(i)
        }
        #expect(calls.threads.withLock { $0.count } > 1)
        #expect(calls.threads.withLock { $0.count } <= activeProcessorCount)
    }

    @Test("a negative count makes no call")
    func negativeCount() {
        let calls = Calls(0)
        performConcurrently(iterations: -3) { i in calls.record(i) }
        #expect(calls.threads.withLock { $0.isEmpty })
    }
}
