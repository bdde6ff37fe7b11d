import Foundation

/// Reads an input (a path, or `-` for standard input) with errors that say what is wrong.
enum InputText {
    /// The input's bytes.
    static func bytes(_ path: String) throws -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(code: 66, "\(path): no such file")
        }
        if isDirectory.boolValue { throw CLIError(code: 66, "\(path) is a folder; give a text or HTML file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(code: 66, "\(path): cannot read the file (check its permissions)")
        }
        return Array(data)
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
    static func validateFile(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(code: 66, "\(path): no such file")
        }
        if isDirectory.boolValue { throw CLIError(code: 66, "\(path) is a folder; give a text or HTML file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError(code: 66, "\(path): cannot read the file (check its permissions)")
        }
        defer { try? handle.close() }
        var chunks = ChunkedBytes(handle)
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&chunks) {
            case .scalarValue(let s):
                if s.value == 0 { throw CLIError(code: 65, "\(path) contains NUL bytes: it looks like a binary file, not text") }
            case .emptyInput: break loop
            case .error:
                throw CLIError(code: 65, "\(path) is not valid UTF-8 text; convert it first (e.g. iconv -f latin1 -t utf-8)")
            }
        }
    }
}

/// A file's bytes, read a megabyte at a time.
private struct ChunkedBytes: IteratorProtocol {
    let handle: FileHandle
    var chunk: [UInt8] = []
    var position = 0

    init(_ handle: FileHandle) { self.handle = handle }

    mutating func next() -> UInt8? {
        if position == chunk.count {
            chunk = Array(handle.readData(ofLength: 1 << 20))
            position = 0
            if chunk.isEmpty { return nil }
        }
        defer { position += 1 }
        return chunk[position]
    }
}
