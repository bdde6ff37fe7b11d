import Foundation

/// Where plain text read from a stream waits to be laid out: memory up to
/// ``InputText/memoryLimit``, then a file in the temporary folder (`TMPDIR`, else `/tmp`),
/// removed from its folder as soon as it is made, so that nothing stays behind however folio
/// ends. The layout reads the file through `/proc/self/fd`, a page at a time.
struct Spool {
    /// Whether the text may go to a file (it may not when it is needed whole: `--reflow`,
    /// `--line-numbers`).
    let spillAllowed: Bool
    private var memory: [UInt8] = []
    private var fd: Int32 = -1

    init(spillAllowed: Bool) { self.spillAllowed = spillAllowed }

    /// Adds checked UTF-8 text.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard fd >= 0 else {
            memory.append(contentsOf: bytes)
            if spillAllowed, memory.count > InputText.memoryLimit { try spill() }
            return
        }
        try write(bytes)
    }

    /// The text: in memory, or the spool file's path.
    func finish(name: String) throws -> InputText.PlainText {
        if fd >= 0 { return .file(path: "/proc/self/fd/\(fd)") }
        return .text(String(decoding: memory, as: UTF8.self))
    }

    private static var folder: String {
        let dir = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return dir.hasSuffix("/") ? String(dir.dropLast()) : dir
    }

    private mutating func spill() throws {
        var template = Array("\(Self.folder)/folio-input-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else {
            throw CLIError(.cantCreate, "cannot make a spool file in \(Self.folder) for text longer than \(ByteSize.describe(InputText.memoryLimit)): \(String(cString: strerror(errno))); set TMPDIR to a folder with room")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(made, F_SETFD, FD_CLOEXEC)
        fd = made
        let held = memory
        memory = []
        try held.withUnsafeBufferPointer { try write($0) }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var done = 0
        while done < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw CLIError(.ioErr, "cannot write the spool file in \(Self.folder) that holds the text: \(String(cString: strerror(errno))); set TMPDIR to a folder with room, or lower --max-input")
            }
            done += n
        }
    }
}
