import Foundation

/// Reads an input (a path, or `-` for standard input) in bounded blocks, with errors that say
/// what is wrong.
///
/// The first block decides what the input is: a byte-order mark says UTF-8 or UTF-16 (little
/// or big endian, decoded to UTF-8), a NUL byte without one says binary, refused at once. Every
/// block after it is checked as it comes (valid UTF-8 or UTF-16, no NUL) and counted against
/// `--max-input`, so an endless stream (`/dev/zero`, `yes`) ends with an error, not with all
/// the memory: plain text past ``memoryLimit`` goes to a spool file (unlinked at once, so
/// nothing stays behind) that is laid out as a file is, a page at a time. HTML is parsed whole,
/// so an HTML input's memory follows its size, up to `--max-input`.
enum InputText {
    /// The bytes read at a time, and the first block that decides the encoding.
    static let blockSize = 1 << 18
    /// Plain text held in memory before it goes to a spool file.
    static let memoryLimit = 16 << 20

    /// A plain-text input, checked: its text, or a UTF-8 file to lay out as it is read.
    enum PlainText {
        case text(String)
        case file(path: String)
    }

    /// A plain-text input read and checked. A regular UTF-8 file is checked and named, to be
    /// read again as its pages are laid out; anything else (standard input, a pipe, a device,
    /// UTF-16) is read, decoded to UTF-8, and held in memory or, past ``memoryLimit`` and
    /// unless `whole`, spooled to a file.
    static func plainText(_ path: String, limit: Int, whole: Bool) throws -> PlainText {
        let input = try Input(path, limit: limit)
        defer { input.close() }
        let first = try input.firstBlock()
        let encoding = try Encoding(first, name: input.name)
        if input.isRegularFile, encoding == .utf8, !whole {
            try input.check(first, as: .utf8) { _ in }
            return .file(path: path)
        }
        var spool = Spool(spillAllowed: !whole)
        try input.check(first, as: encoding) { try spool.append($0) }
        return try spool.finish(name: input.name)
    }

    /// An HTML input's bytes, read to the end in blocks (the HTML parser decodes them, from a
    /// byte-order mark or a `<meta charset>`). A NUL byte in the first block without a UTF-16
    /// byte-order mark is refused as binary.
    static func bytes(_ path: String, limit: Int) throws -> [UInt8] {
        let input = try Input(path, limit: limit)
        defer { input.close() }
        var bytes = try input.firstBlock()
        _ = try Encoding(bytes, name: input.name)
        try input.readRest { bytes.append(contentsOf: $0) }
        return bytes
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
}

extension InputText {
    /// How the text is encoded, from its first block.
    enum Encoding: Equatable {
        case utf8
        case utf16(bigEndian: Bool)

        /// The encoding a block's byte-order mark gives (UTF-8 without one); a NUL byte
        /// without a UTF-16 mark is binary, and refused.
        init(_ first: [UInt8], name: String) throws {
            if first.starts(with: [0xFF, 0xFE]) { self = .utf16(bigEndian: false); return }
            if first.starts(with: [0xFE, 0xFF]) { self = .utf16(bigEndian: true); return }
            self = .utf8
            guard first.contains(0) else { return }
            if let endian = Self.unmarkedUTF16(first) {
                throw CLIError(.dataErr, "\(name) looks like UTF-16 without a byte-order mark; convert it first (e.g. iconv -f UTF-16\(endian) -t UTF-8)")
            }
            throw CLIError(.dataErr, "\(name) contains NUL bytes: it looks like a binary file, not text")
        }

        /// "LE" or "BE" when every other byte is zero, as ASCII text in UTF-16 is: at least
        /// four in five pairs with a NUL on one side and none on the other.
        private static func unmarkedUTF16(_ bytes: [UInt8]) -> String? {
            var even = 0, odd = 0
            for i in stride(from: 0, to: bytes.count - 1, by: 2) {
                if bytes[i] == 0 && bytes[i + 1] != 0 { even += 1 }
                if bytes[i] != 0 && bytes[i + 1] == 0 { odd += 1 }
            }
            let pairs = bytes.count / 2
            guard pairs >= 2 else { return nil }
            if odd * 5 >= pairs * 4 && even == 0 { return "LE" }
            if even * 5 >= pairs * 4 && odd == 0 { return "BE" }
            return nil
        }
    }

    /// An input opened for reading: standard input or a path, with its size limit.
    final class Input {
        let name: String
        let isRegularFile: Bool
        private let fd: Int32
        private let ownsDescriptor: Bool
        private let limit: Int
        private var count = 0
        /// The block being read; what ``next(max:)`` returns points into it until the next read.
        private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: InputText.blockSize, alignment: 16)

        init(_ path: String, limit: Int) throws {
            self.limit = limit
            if path == "-" {
                name = "standard input"
                fd = try StandardStreams.inputDescriptor()
                ownsDescriptor = false
            } else {
                name = path
                var opened: Int32
                repeat { opened = open(path, O_RDONLY | O_CLOEXEC) } while opened < 0 && errno == EINTR
                guard opened >= 0 else { throw CLIError(.noInput, Self.openFailure(path, errno)) }
                fd = opened
                ownsDescriptor = true
            }
            var st = stat()
            let known = fstat(fd, &st) == 0
            isRegularFile = known && st.st_mode & S_IFMT == S_IFREG
            guard known else {
                close()
                throw CLIError(.noInput, "\(name): cannot read (\(Self.meaning(errno)))")
            }
            if st.st_mode & S_IFMT == S_IFDIR {
                close()
                throw CLIError(.noInput, "\(path) is a folder; give a text or HTML file")
            }
            if isRegularFile, Int(st.st_size) > limit {
                close()
                throw Self.tooLarge(name, limit: limit, size: Int(st.st_size))
            }
        }

        deinit { buffer.deallocate() }

        func close() { if ownsDescriptor { Foundation.close(fd) } }

        /// The first block: up to ``InputText/blockSize`` bytes, fewer only at the end.
        func firstBlock() throws -> [UInt8] {
            var first: [UInt8] = []
            while first.count < InputText.blockSize, let piece = try next(max: InputText.blockSize - first.count) {
                first.append(contentsOf: piece)
            }
            return first
        }

        /// Hands every block after the first to `body`, as read.
        func readRest(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
            while let piece = try next(max: InputText.blockSize) { try body(piece) }
        }

        /// Checks the first block and the rest as `encoding`, handing the text, as UTF-8, to
        /// `body` block by block.
        func check(_ first: [UInt8], as encoding: Encoding, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
            var decoder = TextDecoder(encoding: encoding, name: name)
            try first.withUnsafeBufferPointer { try decoder.decode($0, final: false, body) }
            try readRest { try decoder.decode($0, final: false, body) }
            try decoder.decode(UnsafeBufferPointer(start: nil, count: 0), final: true, body)
        }

        /// The next bytes read (at most `max`), or `nil` at the end; counted against the limit.
        private func next(max: Int) throws -> UnsafeBufferPointer<UInt8>? {
            while true {
                let n = read(fd, buffer.baseAddress, Swift.min(max, buffer.count))
                if n == 0 { return nil }
                guard n > 0 else {
                    if errno == EINTR { continue }
                    throw CLIError(.noInput, "\(name): cannot read (\(Self.meaning(errno)))")
                }
                count += n
                if count > limit { throw Self.tooLarge(name, limit: limit, size: nil) }
                return UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: n)
            }
        }

        private static func tooLarge(_ name: String, limit: Int, size: Int?) -> CLIError {
            let what = size.map { "is \(ByteSize.describe($0)), larger" } ?? "is longer"
            return CLIError(.dataErr, "\(name) \(what) than --max-input \(ByteSize.describe(limit)); give a larger --max-input (e.g. --max-input 8G) if it is meant")
        }

        private static func openFailure(_ path: String, _ error: Int32) -> String {
            switch error {
            case ENOENT: return "\(path): no such file"
            case EACCES: return "\(path): cannot read the file (permission denied; check its permissions)"
            default: return "\(path): cannot read the file (\(meaning(error)))"
            }
        }

        /// `errno`'s meaning in words a user knows.
        static func meaning(_ error: Int32) -> String {
            switch error {
            case ELOOP: return "too many levels of symbolic links: a link that leads back to itself?"
            case ENOTDIR: return "a part of the path that should be a folder is a file"
            case EISDIR: return "it is a folder"
            default: return String(cString: strerror(error))
            }
        }
    }
}
