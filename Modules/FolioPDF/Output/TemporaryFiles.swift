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

    /// The mark in a temporary file's name, `.out.pdf.folio-a8Zk3Q` beside `out.pdf`: what
    /// ``removeAbandoned(besides:)`` looks for, so that no other program's file is touched.
    static let nameMark = ".folio-"
    /// How many random letters and digits end a temporary file's name.
    static let randomLength = 6

    /// Makes a temporary file beside `target` and records it, in one step that a signal's
    /// clean-up waits for: a file made is always recorded. The file is locked (`flock`) for as
    /// long as `lock` stays open, which tells ``removeAbandoned(besides:)`` that a live process
    /// writes it. Returns the descriptor, the lock's descriptor and the path, or `nil` when the
    /// file cannot be created (`errno` says why).
    ///
    /// A new file is created `0666` less the umask, as `open` makes any new file; `replacing`,
    /// the status of the file it will replace, gives it that file's permissions (and its owner
    /// and group where the process may set them).
    static func make(beside target: String, replacing existing: stat?) -> (fd: Int32, lock: Int32, path: String)? {
        registry.make(beside: target, replacing: existing)
    }

    /// Removes the temporary files that writers stopped without a chance to clean up (`kill -9`,
    /// a crash, a power cut) left in `path`'s folder: the files named as ``PDFOutput/file(path:)``
    /// names its temporary files (`.out.pdf.folio-a8Zk3Q`) that no process holds. A writer holds
    /// its temporary file locked (`flock`) from the moment it makes it until it is renamed or
    /// removed, and the lock ends with the process however it ends, so a file that can be locked
    /// is abandoned; one that is locked, or cannot be opened to try, is left alone.
    ///
    /// Call it once per output folder, before writing (the `folio` command does); it reads the
    /// whole folder. Files of other programs are never touched: only names with the mark.
    ///
    /// - Returns: the paths removed.
    @discardableResult
    public static func removeAbandoned(besides path: String) -> [String] {
        let folder = OutputDestination.folder(of: path)
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        while let entry = readdir(dir) {
            // Read in place: a busy folder (a shared /tmp) holds thousands of other names.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                let bytes = raw.prefix(while: { $0 != 0 })
                return isTemporaryName(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
            }
            guard let name else { continue }
            let file = (folder == "/" ? "" : folder) + "/" + name
            let fd = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var own = stat(), named = stat()
            guard fstat(fd, &own) == 0, (own.st_mode & S_IFMT) == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0,
                  lstat(file, &named) == 0, own.st_dev == named.st_dev, own.st_ino == named.st_ino else { continue }
            if unlink(file) == 0 { removed.append(file) }
        }
        return removed.sorted()
    }

    /// Whether a file name has the shape of a temporary file's: `.`, a name, the mark, six
    /// letters or digits (its bytes, read where they lie).
    static func isTemporaryName<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard bytes.first == UInt8(ascii: "."), bytes.count > 1 + nameMark.utf8.count + randomLength else { return false }
        let tail = bytes.suffix(randomLength), marked = bytes.dropLast(randomLength).suffix(nameMark.utf8.count)
        return marked.elementsEqual(nameMark.utf8)
            && tail.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
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

        func make(beside target: String, replacing existing: stat?) -> (fd: Int32, lock: Int32, path: String)? {
            let folder = OutputDestination.folder(of: target)
            var base = target.hasSuffix("/") ? "" : String(target[(target.lastIndex(of: "/").map(target.index(after:)) ?? target.startIndex)...])
            // The name must stay within NAME_MAX (255 bytes) with the dot, the mark and the letters.
            while base.utf8.count > 255 - 1 - TemporaryFiles.nameMark.utf8.count - TemporaryFiles.randomLength { base.removeLast() }
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
            var random = SystemRandomNumberGenerator()
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            for _ in 0..<100 {
                let suffix = String(decoding: (0..<TemporaryFiles.randomLength).map { _ in letters.randomElement(using: &random)! }, as: UTF8.self)
                let path = (folder == "." ? "" : folder == "/" ? "/" : folder + "/") + "." + base + TemporaryFiles.nameMark + suffix
                let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if fd < 0 {
                    if errno == EEXIST || errno == EINTR { continue }
                    return nil
                }
                // Locked before anyone could take it for abandoned: a sweep that removed the
                // name between the open and the lock leaves this descriptor on a file with no
                // name, which is then dropped for a new one.
                var own = stat(), named = stat()
                guard flock(fd, LOCK_EX) == 0, fstat(fd, &own) == 0, stat(path, &named) == 0,
                      own.st_dev == named.st_dev, own.st_ino == named.st_ino else {
                    close(fd)
                    continue
                }
                let lockFD = fcntl(fd, F_DUPFD_CLOEXEC, 0)
                guard lockFD >= 0 else {
                    let reason = errno
                    close(fd)
                    unlink(path)
                    errno = reason
                    return nil
                }
                if let existing {
                    _ = fchown(fd, existing.st_uid, existing.st_gid)
                    _ = fchmod(fd, existing.st_mode & 0o777)
                }
                files.insert(path)
                return (fd, lockFD, path)
            }
            errno = EEXIST
            return nil
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
