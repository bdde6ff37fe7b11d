#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a PDF goes.
public enum PDFOutput: Sendable {
    /// A file, written atomically: the bytes go to a temporary file beside the target, which is
    /// renamed over the target only when the document finishes; on failure it is removed, and
    /// on a signal too where the program asked for it (``TemporaryFiles/removeOnSignals(_:)``).
    /// The new file has the permissions (and, where the process may set them, the owner) of
    /// the file it replaces, or `0666` less the umask when there was none.
    ///
    /// A symbolic link is followed: its target is replaced and the link stays. A path that is
    /// not a regular file — a device such as `/dev/null`, a FIFO, a Unix socket, or one of the
    /// process's descriptors (`/dev/stdout`, `/dev/fd/3`) — is written in place, as it comes,
    /// and never replaced; a failure there leaves what was written
    /// (``PDFError/writeFailedInPlace(path:reason:)``).
    case file(path: String)
    /// Memory; read the bytes back from the writer when it finishes.
    case memory
}

/// The byte sink behind a document: buffers writes, tracks the offset, hashes what passes
/// (for a content-derived `/ID`), and makes file output atomic.
final class OutputSink {
    private(set) var offset = 0
    private var buffer = ByteBuffer(capacity: 1 << 18)
    private var fd: Int32 = -1
    /// A second descriptor on the temporary file that holds its lock until it is renamed.
    private var lockFD: Int32 = -1
    /// The path the user gave, for messages.
    private let targetPath: String?
    /// The file the temporary file replaces (the target with its links followed); `nil` when
    /// writing in place or to memory.
    private var replacedPath: String?
    private var tempPath: String?
    private(set) var memory: [UInt8] = []
    private(set) var crc: UInt32 = 0
    private(set) var adler: UInt32 = 1
    private var closed = false

    init(_ output: PDFOutput) throws(PDFError) {
        switch output {
        case .memory:
            targetPath = nil
        case .file(let path):
            targetPath = path
            if path.hasSuffix("/") {
                throw .cannotCreateOutput(path: path, reason: "the path names a folder, not a file")
            }
            switch try OutputDestination.resolve(path) {
            case .inPlace(let fd):
                self.fd = fd
            case .replace(let replaced, let existing):
                guard let (fd, lockFD, tempPath) = TemporaryFiles.make(beside: replaced, replacing: existing) else {
                    throw .cannotCreateOutput(path: path, reason: Self.temporaryFileFailure(errno, beside: replaced, of: path))
                }
                self.fd = fd
                self.lockFD = lockFD
                self.tempPath = tempPath
                replacedPath = replaced
            }
        }
    }

    /// Why no temporary file could be made beside `replaced`: a folder that takes no new file
    /// (`/proc`, `/sys`) says `ENOENT`, which would read as a missing folder.
    private static func temporaryFileFailure(_ error: Int32, beside replaced: String, of path: String) -> String {
        let folder = OutputDestination.folder(of: replaced)
        var st = stat()
        if error == ENOENT, stat(folder, &st) == 0 {
            return "the folder \(folder) takes no new files (a virtual file system, as /proc and /sys are), so the PDF cannot be put there"
        }
        return OutputDestination.reason(error, at: replaced, of: path)
    }

    deinit { abandon() }

    @inline(__always) func write(_ b: inout ByteBuffer) throws(PDFError) {
        try write(b.bytes)
        b.removeAll()
    }

    func write(_ bytes: [UInt8]) throws(PDFError) {
        offset += bytes.count
        // A large write goes out directly, after what is buffered: flush first, or it would
        // land ahead of the bytes before it.
        if bytes.count >= (1 << 17) || buffer.count + bytes.count > (1 << 18) { try flush() }
        if bytes.count >= (1 << 17) {
            try emit(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    func write(_ s: StaticString) throws(PDFError) {
        var b = ByteBuffer()
        b.append(s)
        try write(b.bytes)
    }

    private func flush() throws(PDFError) {
        if buffer.isEmpty { return }
        try emit(buffer.bytes)
        buffer.removeAll()
    }

    private func emit(_ bytes: [UInt8]) throws(PDFError) {
        bytes.withUnsafeBytes { raw in
            crc = Flate.crc32(raw, continuing: crc)
            adler = Flate.adler32(raw, continuing: adler)
        }
        guard fd >= 0 else {
            if targetPath == nil { memory.append(contentsOf: bytes); return }
            throw .documentClosed
        }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                let inPlace = tempPath == nil
                abandon()
                if inPlace { throw .writeFailedInPlace(path: targetPath ?? "memory", reason: reason) }
                throw .writeFailed(path: targetPath ?? "memory", reason: reason)
            }
            done += n
        }
    }

    /// Flushes what is buffered (so the running hash covers every byte so far).
    func sync() throws(PDFError) { try flush() }

    /// Flushes, closes and renames the temporary file over the target (or closes what was
    /// written in place).
    func finish() throws(PDFError) {
        try flush()
        closed = true
        guard let target = targetPath else { return }
        guard let temp = tempPath, let replaced = replacedPath else {
            // In place: the close reports a write the device could not finish.
            let failed = fd >= 0 && close(fd) != 0
            fd = -1
            if failed { throw .writeFailedInPlace(path: target, reason: String(cString: strerror(errno))) }
            return
        }
        if close(fd) != 0 {
            let reason = String(cString: strerror(errno))
            fd = -1
            abandon()
            throw .writeFailed(path: target, reason: reason)
        }
        fd = -1
        // Renamed while still locked: a sweep never takes a finished file for abandoned.
        if rename(temp, replaced) != 0 {
            let reason = String(cString: strerror(errno))
            abandon()
            throw .writeFailed(path: target, reason: reason)
        }
        tempPath = nil
        TemporaryFiles.forget(temp)
        close(lockFD)
        lockFD = -1
    }

    /// Removes the temporary file, if any; nothing is left behind. Output written in place
    /// stays as it is.
    func abandon() {
        if fd >= 0 { close(fd); fd = -1 }
        if let temp = tempPath {
            unlink(temp)
            tempPath = nil
            TemporaryFiles.forget(temp)
        }
        if lockFD >= 0 { close(lockFD); lockFD = -1 }
        closed = true
    }
}
