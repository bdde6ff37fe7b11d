import Foundation

/// Reads an input (a path, or `-` for standard input) with errors that say what is wrong.
enum InputText {
    /// The input's bytes.
    static func bytes(_ path: String) throws -> [UInt8] {
        if path == "-" { return try StandardStreams.readInput() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(code: 66, "\(path): no such file")
        }
        if isDirectory.boolValue { throw CLIError(code: 66, "\(path) is a folder; give a text or HTML file") }
        // Read to its end through a descriptor, so that a pipe, whose size is unknown, reads
        // as a file does.
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw CLIError(code: 66, "\(path): cannot read the file (check its permissions)") }
        defer { close(fd) }
        var info = stat()
        let size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        return try StandardStreams.readAll(fd, name: path, sizeHint: size)
    }

    /// Whether an input can be read only once, as it comes: standard input (`-`), or a path
    /// that names a pipe, a FIFO, a device or a socket (`folio <(command)` gives a pipe's
    /// path). Such an input is read whole before it is laid out; a regular file is read as its
    /// pages are laid out, and again for a second pass.
    static func isReadOnce(_ path: String) -> Bool {
        if path == "-" { return true }
        var s = stat()
        guard stat(path, &s) == 0 else { return false }
        let type = s.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    /// The bytes as UTF-8 text (a byte-order mark is skipped).
    static func text(_ bytes: [UInt8], name: String) throws -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw CLIError(code: 65, "\(name) is not valid UTF-8 text; convert it first (e.g. iconv -f latin1 -t utf-8)")
        }
        if body.contains(0) { throw CLIError(code: 65, "\(name) contains NUL bytes: it looks like a binary file, not text") }
        return text
    }
}

extension InputText {
    /// Checks a file without holding it: it exists, is readable, is UTF-8 and has no NUL byte.
    ///
    /// The file is read 256 KiB at a time into one buffer. ASCII is skipped eight bytes at a
    /// time; each stretch of non-ASCII bytes between two ASCII ones must be valid UTF-8 by
    /// itself, since no UTF-8 sequence holds an ASCII byte.
    static func validateFile(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(code: 66, "\(path): no such file")
        }
        if isDirectory.boolValue { throw CLIError(code: 66, "\(path) is a folder; give a text or HTML file") }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw CLIError(code: 66, "\(path): cannot read the file (check its permissions)") }
        defer { close(fd) }
        let capacity = 1 << 18
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        let base = buffer.baseAddress!
        // Bytes at the start of the buffer carried from the last read: a character it cut.
        var carried = 0
        while true {
            let n = read(fd, base + carried, capacity - carried)
            guard n >= 0 else {
                if errno == EINTR { continue }
                throw CLIError(code: 66, "\(path): cannot read the file (\(String(cString: strerror(errno))))")
            }
            let count = carried + n
            let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
            let end = n == 0 ? count : Self.lastBoundary(in: bytes)
            if memchr(base, 0, end) != nil {
                throw CLIError(code: 65, "\(path) contains NUL bytes: it looks like a binary file, not text")
            }
            guard Self.isUTF8(UnsafeBufferPointer(rebasing: bytes[..<end])) else {
                throw CLIError(code: 65, "\(path) is not valid UTF-8 text; convert it first (e.g. iconv -f latin1 -t utf-8)")
            }
            if n == 0 { return }
            carried = count - end
            if carried > 0 { memmove(base, base + end, carried) }
        }
    }

    /// Whether the bytes are UTF-8: ASCII skipped a word at a time, each stretch of other
    /// bytes checked by the standard library.
    private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var i = 0
        while i < count {
            while i + 8 <= count, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            while i < count, bytes[i] < 0x80 { i += 1 }
            guard i < count else { break }
            var j = i + 1
            while j < count, bytes[j] >= 0x80 { j += 1 }
            guard String(validating: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self) != nil else { return false }
            i = j
        }
        return true
    }

    /// Where the last character that may be incomplete starts: the last lead byte among
    /// the final four (a UTF-8 character is at most four bytes), or the end.
    private static func lastBoundary(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = bytes.count
        while i > max(0, bytes.count - 4) {
            i -= 1
            if bytes[i] & 0xC0 != 0x80 { return bytes[i] < 0x80 ? i + 1 : i }
        }
        return bytes.count
    }
}
