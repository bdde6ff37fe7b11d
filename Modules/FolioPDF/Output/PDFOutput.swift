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
    private let targetPath: String?
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
            let slash = path.lastIndex(of: "/")
            let dir = slash.map { String(path[..<$0]) } ?? "."
            let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
            if base.isEmpty {
                throw .cannotCreateOutput(path: path, reason: "the path names a folder, not a file")
            }
            var st = stat()
            if stat(dir.isEmpty ? "/" : dir, &st) != 0 {
                throw .cannotCreateOutput(path: path, reason: "the folder \(dir.isEmpty ? "/" : dir) does not exist")
            }
            if stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
                throw .cannotCreateOutput(path: path, reason: "it is an existing folder")
            }
            guard let (fd, tempPath) = TemporaryFiles.make(from: "\(dir.isEmpty ? "" : dir + "/").\(base).XXXXXX") else {
                throw .cannotCreateOutput(path: path, reason: String(cString: strerror(errno)))
            }
            _ = fchmod(fd, 0o644)
            self.fd = fd
            self.tempPath = tempPath
        }
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
                abandon()
                throw .writeFailed(path: targetPath ?? "memory", reason: reason)
            }
            done += n
        }
    }

    /// Flushes what is buffered (so the running hash covers every byte so far).
    func sync() throws(PDFError) { try flush() }

    /// Flushes, closes and renames the temporary file over the target.
    func finish() throws(PDFError) {
        try flush()
        closed = true
        guard let target = targetPath, let temp = tempPath else { return }
        if close(fd) != 0 {
            let reason = String(cString: strerror(errno))
            fd = -1
            abandon()
            throw .writeFailed(path: target, reason: reason)
        }
        fd = -1
        if rename(temp, target) != 0 {
            let reason = String(cString: strerror(errno))
            abandon()
            throw .writeFailed(path: target, reason: reason)
        }
        tempPath = nil
        TemporaryFiles.forget(temp)
    }

    /// Removes the temporary file, if any; nothing is left behind.
    func abandon() {
        if fd >= 0 { close(fd); fd = -1 }
        if let temp = tempPath {
            unlink(temp)
            tempPath = nil
            TemporaryFiles.forget(temp)
        }
        closed = true
    }
}
