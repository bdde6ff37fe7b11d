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
