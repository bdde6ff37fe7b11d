import Foundation

/// Directories to remove when the process exits normally. ``PDFTools/temporaryDirectory(prefix:)``
/// records its directories in ``shared``, whose `atexit` handler is registered with the first.
final class TemporaryDirectories: @unchecked Sendable {
    /// The process's list, emptied at exit.
    static let shared = TemporaryDirectories(removingAtExit: true)

    private var directories: [URL] = []
    private var registered = false
    private let removesAtExit: Bool
    /// Guards `directories` and `registered` (an `NSLock`: ThreadSanitizer follows it).
    private let lock = NSLock()

    init(removingAtExit: Bool) { removesAtExit = removingAtExit }

    /// Records `url` for removal, unless `FOLIO_KEEP_TEMPORARY` is set to anything but `0`.
    func add(_ url: URL) {
        if let keep = ProcessInfo.processInfo.environment["FOLIO_KEEP_TEMPORARY"], !keep.isEmpty, keep != "0" { return }
        lock.lock()
        defer { lock.unlock() }
        directories.append(url)
        if removesAtExit, !registered {
            registered = true
            atexit { TemporaryDirectories.shared.removeAll() }
        }
    }

    /// Whether `url` is recorded.
    func contains(_ url: URL) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return directories.contains(url)
    }

    /// Removes every directory recorded (ones already gone are skipped).
    func removeAll() {
        lock.lock()
        let all = directories
        directories = []
        lock.unlock()
        for url in all { try? FileManager.default.removeItem(at: url) }
    }
}
