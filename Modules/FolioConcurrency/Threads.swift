import Foundation
import Synchronization

/// Starts `body` on a new POSIX thread, for the caller to join with `pthread_join`; `nil`
/// when the system gives no thread. The thread holds `body` (and what it captures) until it
/// returns.
package func startThread(_ body: @escaping () -> Void) -> pthread_t? {
    let box = Unmanaged.passRetained(ThreadBody(body))
    var thread = pthread_t()
    let made = pthread_create(&thread, nil, { context in
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }, box.toOpaque())
    guard made == 0 else {
        box.release()
        return nil
    }
    return thread
}

/// Calls `body(0)` to `body(iterations - 1)` on up to ``activeProcessorCount`` threads, the
/// caller's among them, each taking the next index left, and returns when every call has
/// returned. The other threads are started for this call and joined before it returns, so
/// nothing of it outlives the call, unlike Dispatch's `concurrentPerform`, whose pool threads
/// stay (at the end of a long fuzzing campaign LeakSanitizer once reported 2,048 blocks that
/// `dispatch_apply` had allocated as lost). With one processor, one index or no thread to be
/// had, the calls are made in order on the caller's thread.
///
/// - Parameters:
///   - iterations: How many calls to make.
///   - body: Called once with each index, from any of the threads; calls for different
///     indices may run at the same time.
package func performConcurrently(iterations: Int, _ body: (Int) -> Void) {
    let helpers = min(iterations, activeProcessorCount) - 1
    guard helpers > 0 else {
        for i in 0..<max(iterations, 0) { body(i) }
        return
    }
    withoutActuallyEscaping(body) { body in
        let work = SharedIndices(iterations: iterations, body: body)
        var threads: [pthread_t] = []
        for _ in 0..<helpers {
            if let thread = startThread({ work.run() }) { threads.append(thread) }
        }
        work.run()
        for thread in threads { pthread_join(thread, nil) }
    }
}

/// `transform(0)` to `transform(count - 1)`, in order, computed as
/// ``performConcurrently(iterations:_:)`` computes: on up to ``activeProcessorCount`` threads.
/// Each result is stored by the thread that made it, straight into the array returned.
package func concurrentMap<T>(count: Int, _ transform: (Int) -> T) -> [T] {
    let n = max(count, 0)
    return [T](unsafeUninitializedCapacity: n) { buffer, initialized in
        let base = buffer.baseAddress
        performConcurrently(iterations: n) { i in (base! + i).initialize(to: transform(i)) }
        initialized = n
    }
}

/// What a thread runs, handed over through `pthread_create`'s context pointer.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// The indices of one ``performConcurrently(iterations:_:)`` call, handed out one at a time.
private final class SharedIndices {
    private let next = Atomic<Int>(0)
    private let iterations: Int
    private let body: (Int) -> Void

    init(iterations: Int, body: @escaping (Int) -> Void) {
        self.iterations = iterations
        self.body = body
    }

    /// Calls `body` with each index no other thread has taken, until none is left.
    func run() {
        while true {
            let i = next.add(1, ordering: .relaxed).oldValue
            guard i < iterations else { return }
            body(i)
        }
    }
}

/// The processors this process may use (its CPU quota and affinity counted), read once:
/// Foundation reads two cgroup files each time it is asked, and a layout asks for every
/// document (a server making small documents spent 6 % of its time there).
package let activeProcessorCount = ProcessInfo.processInfo.activeProcessorCount
