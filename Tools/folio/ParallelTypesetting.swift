import Folio
import Foundation

/// `--jobs n`: several inputs typeset at once, each thread with its own font library (FreeType
/// faces are not shared between threads). Every input is tried; the errors are reported in the
/// inputs' order, and the first one is thrown.
struct ParallelTypesetting {
    /// Each input with its output path.
    let work: [(input: String, output: String)]
    let threads: Int

    /// Runs `typeset` on every input, on `threads` threads, each with the library
    /// `makeLibrary` gives it (a thread whose library fails takes no input).
    func run(library makeLibrary: @escaping @Sendable () throws -> FontLibrary,
             _ typeset: @escaping @Sendable (String, String, FontLibrary) throws -> Void) throws {
        let shared = JobState()
        let work = work
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread.detachNewThread {
                defer { done.signal() }
                guard let library = try? makeLibrary() else { return }
                while true {
                    let i = shared.take()
                    guard i < work.count else { return }
                    do {
                        try typeset(work[i].input, work[i].output, library)
                    } catch let e as CLIError {
                        shared.fail(i, e)
                    } catch {
                        shared.fail(i, CLIError(.software, "\(work[i].input): \(error)"))
                    }
                }
            }
        }
        for _ in 0..<threads { done.wait() }
        let errors = shared.failures.sorted { $0.0 < $1.0 }
        for (_, e) in errors.dropFirst() { StandardStreams.writeError("folio: error: \(e.description)\n") }
        if let first = errors.first { throw first.1 }
    }
}

/// What the threads of `--jobs` share: the next input to take and the failures so far, behind
/// a pthread lock (which ThreadSanitizer follows, unlike `Mutex` on Linux).
private final class JobState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var failed: [(Int, CLIError)] = []

    /// The index of the next input.
    func take() -> Int { lock.withLock { defer { next += 1 }; return next } }
    /// Notes that input `i` failed.
    func fail(_ i: Int, _ error: CLIError) { lock.withLock { failed.append((i, error)) } }
    /// The failures, once every thread is done.
    var failures: [(Int, CLIError)] { lock.withLock { failed } }
}
