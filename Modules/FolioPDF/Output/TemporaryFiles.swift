#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files of the documents being written: ``PDFOutput/file(path:)`` writes to a
/// temporary file beside the target and renames it into place when the document is done.
/// A program that a signal stops (Ctrl-C, `kill`) would leave that file behind;
/// ``removeOnSignals(_:)`` makes the signals remove them first.
public enum TemporaryFiles {
    private static let registry = Registry()

    /// Makes a temporary file from a `mkstemp` template and records it, in one step that a
    /// signal's clean-up waits for: a file made is always recorded. Returns the descriptor and
    /// the path, or `nil` when `mkstemp` fails (`errno` says why).
    static func make(from template: String) -> (fd: Int32, path: String)? {
        registry.make(from: template)
    }

    /// Forgets a temporary file (renamed into place, or removed).
    static func forget(_ path: String) { registry.forget(path) }

    /// The temporary files being written now (for tests).
    static var paths: Set<String> { registry.paths }

    /// Makes `signals` remove the temporary files of the documents being written before they
    /// end the process as they would have: a PDF stopped by Ctrl-C or `kill` leaves no file
    /// behind, neither the PDF nor its temporary file, and the process ends with the signal's
    /// status (130 for `SIGINT`, 143 for `SIGTERM` in a shell). A signal the process ignores
    /// stays ignored (a shell's background jobs ignore `SIGINT`).
    ///
    /// For programs, not libraries: call it once, first thing in `main`, before any thread is
    /// started. The signals are blocked in the calling thread, and so in every thread it
    /// starts later, and one thread of their own waits for them (`sigwait`), so the files are
    /// removed in an ordinary thread rather than in a signal handler. A program with signal
    /// handling of its own calls ``removeAll()`` from its own waiting thread instead.
    public static func removeOnSignals(_ signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]) {
        let taken = signals.filter { !isIgnored($0) }
        guard !taken.isEmpty else { return }
        let watched = UnsafeMutablePointer<sigset_t>.allocate(capacity: 1)
        sigemptyset(watched)
        for s in taken { sigaddset(watched, s) }
        pthread_sigmask(SIG_BLOCK, watched, nil)
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { context in
            let watched = context!.assumingMemoryBound(to: sigset_t.self)
            var caught: Int32 = 0
            while sigwait(watched, &caught) != 0 {}
            TemporaryFiles.registry.removeAllAndStop()
            // End the process as the signal would have, with its status.
            signal(caught, SIG_DFL)
            var one = sigset_t()
            sigemptyset(&one)
            sigaddset(&one, caught)
            pthread_sigmask(SIG_UNBLOCK, &one, nil)
            raise(caught)
            _exit(128 + caught)
        }, watched)
        if made != 0 {
            // No thread: the signals keep their usual effect.
            pthread_sigmask(SIG_UNBLOCK, watched, nil)
            watched.deallocate()
        } else {
            pthread_detach(thread)
        }
    }

    /// Removes the temporary files of the documents being written, and holds the lock on their
    /// list, so that a document that starts or finishes a file from now on waits for ever:
    /// call it when the process is about to end.
    /// It takes a lock, so it must not be called from a signal handler; call it from a thread
    /// that waits for signals (`sigwait`, a Dispatch signal source).
    public static func removeAll() { registry.removeAllAndStop() }

    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The paths behind a lock (a pthread mutex, which ThreadSanitizer follows).
    private final class Registry: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var files: Set<String> = []

        init() { pthread_mutex_init(lock, nil) }

        func make(from template: String) -> (fd: Int32, path: String)? {
            var bytes = Array(template.utf8CString)
            pthread_mutex_lock(lock)
            let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else {
                let reason = errno
                pthread_mutex_unlock(lock)
                errno = reason
                return nil
            }
            let path = String(cString: bytes.withUnsafeBufferPointer { $0.baseAddress! })
            files.insert(path)
            pthread_mutex_unlock(lock)
            return (fd, path)
        }

        func forget(_ path: String) {
            pthread_mutex_lock(lock)
            files.remove(path)
            pthread_mutex_unlock(lock)
        }

        var paths: Set<String> {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return files
        }

        /// Removes every file and keeps the lock, so that no document starts a new one.
        func removeAllAndStop() {
            pthread_mutex_lock(lock)
            for path in files { unlink(path) }
            files.removeAll()
        }
    }
}
