/// Whether a content stream's paired operators nest as PDF requires: `q`/`Q` (graphics
/// state), `BT`/`ET` (text objects) and `BDC`/`BMC`/`EMC` (marked content, tagged PDF's
/// sequences) each close the latest one opened, and none is left open.
///
/// Strings (`(…)` with escapes and nesting, `<…>` hex) and comments are skipped, so a `Q` in
/// text is not taken for an operator.
public enum OperatorNesting {
    /// `nil` when every pair nests; else what first goes wrong, such as
    /// `"EMC at operator 12 closes q"`.
    public static func problem(in content: String) -> String? {
        let bytes = Array(content.utf8)
        var stack: [String] = []
        var i = 0, count = 0
        func isDelimiter(_ b: UInt8) -> Bool { " \t\r\n\u{0C}\0()<>[]{}/%".utf8.contains(b) }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "("):
                // A literal string: balanced parentheses, backslash escapes.
                var depth = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[i] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                    i += 1
                }
                i += 1
            case UInt8(ascii: "<") where i + 1 < bytes.count && bytes[i + 1] != UInt8(ascii: "<"):
                while i < bytes.count && bytes[i] != UInt8(ascii: ">") { i += 1 }
                i += 1
            case UInt8(ascii: "%"):
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            case _ where isDelimiter(b):
                i += 1
            default:
                let start = i
                while i < bytes.count && !isDelimiter(bytes[i]) { i += 1 }
                let token = String(decoding: bytes[start..<i], as: UTF8.self)
                count += 1
                switch token {
                case "q", "BT", "BDC", "BMC":
                    stack.append(token)
                case "Q", "ET", "EMC":
                    let opener = token == "Q" ? ["q"] : token == "ET" ? ["BT"] : ["BDC", "BMC"]
                    guard let last = stack.popLast() else { return "\(token) at operator \(count) closes nothing" }
                    guard opener.contains(last) else { return "\(token) at operator \(count) closes \(last)" }
                default:
                    break
                }
            }
        }
        return stack.isEmpty ? nil : "left open at the end: \(stack.joined(separator: " "))"
    }
}
