import Foundation

/// Reads the input file as UTF-8, with errors that say what is wrong.
enum InputText {
    static func read(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(code: 66, "\(path): no such file")
        }
        if isDirectory.boolValue { throw CLIError(code: 66, "\(path) is a folder; give a text file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(code: 66, "\(path): cannot read the file (check its permissions)")
        }
        guard let text = String(validatingUTF8Data: data) else {
            throw CLIError(code: 65, "\(path) is not valid UTF-8 text; convert it first (e.g. iconv -f latin1 -t utf-8)")
        }
        if text.utf8.contains(0) { throw CLIError(code: 65, "\(path) contains NUL bytes: it looks like a binary file, not text") }
        return text
    }
}

extension String {
    /// Decodes UTF-8, or `nil` when the bytes are not valid UTF-8.
    init?(validatingUTF8Data data: Data) {
        var it = data.makeIterator()
        var decoder = UTF8()
        var out = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): out.append(s)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(out)
    }
}
