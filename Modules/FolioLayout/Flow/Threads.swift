import Foundation

/// Starts `body` on a new POSIX thread, for the caller to join with `pthread_join`; `nil`
/// when the system gives no thread. The thread holds `body` (and what it captures) until it
/// returns.
func startThread(_ body: @escaping () -> Void) -> pthread_t? {
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

/// What a thread runs, handed over through `pthread_create`'s context pointer.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// The processors this process may use (its CPU quota and affinity counted), read once:
/// Foundation reads two cgroup files each time it is asked, and a layout asks for every
/// document (a server making small documents spent 6 % of its time there).
package let activeProcessorCount = ProcessInfo.processInfo.activeProcessorCount
