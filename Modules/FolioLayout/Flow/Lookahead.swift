import FolioConcurrency
import Foundation

/// Calls a producing function on a thread of its own and hands its results, in order, to the
/// thread that takes them, at most `limit` results ahead: two stages of work (laying pages out
/// and drawing them, setting paragraphs and placing them) then run on two cores at once.
///
/// `produce` runs only on the lookahead's thread, from the start until it returns `nil` or
/// ``stop()`` returns; nothing it uses may be touched elsewhere meanwhile. `stop()` joins the
/// thread, so when it returns the thread has ended and let go of `produce`. The owner must
/// call `stop()` (its `deinit` is the usual place): the thread keeps the lookahead alive.
package final class Lookahead<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int
    /// Results made and not yet taken, oldest first.
    private var ready: [Element] = []
    private var stopping = false
    private var running = true
    private var thread: pthread_t?

    /// Starts calling `produce` on a new thread; `nil` when the system gives no thread.
    package init?(limit: Int, produce: @escaping () -> Element?) {
        self.limit = max(1, limit)
        guard let thread = startThread({ [self] in run(produce) }) else { return nil }
        self.thread = thread
    }

    /// The next result, waiting for it; `nil` once `produce` has returned `nil` (or after
    /// ``stop()``) and every result has been taken.
    package func next() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty {
            if !running { return nil }
            condition.wait()
        }
        let element = ready.removeFirst()
        // The thread, stopped at the limit, resumes once half the results are taken: fewer,
        // longer turns than one per result.
        if ready.count <= limit / 2 { condition.broadcast() }
        return element
    }

    /// Stops the thread and waits until it has ended (it finishes the result it is making).
    package func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    private func run(_ produce: () -> Element?) {
        while true {
            condition.lock()
            while ready.count >= limit && !stopping { condition.wait() }
            let stop = stopping
            condition.unlock()
            if stop { break }
            let element = produce()
            guard let element else { break }
            condition.lock()
            ready.append(element)
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        running = false
        condition.broadcast()
        condition.unlock()
    }
}
