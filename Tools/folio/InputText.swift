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
        // A megabyte at a time; a character cut by the chunk's end is carried to the next.
        var carried: [UInt8] = []
        while true {
            let data = handle.readData(ofLength: 1 << 20)
            var chunk = carried
            chunk.append(contentsOf: data)
            let end = data.isEmpty ? chunk.count : Self.lastBoundary(in: chunk)
            if chunk[..<end].contains(0) {
                throw CLIError(code: 65, "\(path) contains NUL bytes: it looks like a binary file, not text")
            }
            guard String(validating: chunk[..<end], as: UTF8.self) != nil else {
                throw CLIError(code: 65, "\(path) is not valid UTF-8 text; convert it first (e.g. iconv -f latin1 -t utf-8)")
            }
            if data.isEmpty { return }
            carried = Array(chunk[end...])
        }
    }

    /// Where the last character that may be incomplete starts: the last lead byte among
    /// the final four (a UTF-8 character is at most four bytes), or the end.
    private static func lastBoundary(in bytes: [UInt8]) -> Int {
        var i = bytes.count
        while i > max(0, bytes.count - 4) {
            i -= 1
            if bytes[i] & 0xC0 != 0x80 { return bytes[i] < 0x80 ? i + 1 : i }
        }
        return bytes.count
    }
}
