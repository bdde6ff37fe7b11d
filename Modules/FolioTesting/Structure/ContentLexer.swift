/// Reads a PDF content stream (ISO 32000-1 §7.8.2 and §8.2) into operators, each with the
/// operands before it. Strings (`(…)` with escapes and nesting, `<…>` hex) and comments are
/// skipped as a whole, so an `EMC` in text is not taken for an operator, and an inline image's
/// data (`BI … ID data EI`) is passed over.
///
/// Hostile input is expected: the lexer never reads past the end and never recurses.
struct ContentLexer {
    /// One operand: only what the checks read is kept.
    enum Operand: Equatable, Sendable {
        case number(Double)
        /// A name, without its slash.
        case name(String)
        /// A literal or hex string (its bytes are not kept).
        case string
        case dictionaryStart, dictionaryEnd, arrayStart, arrayEnd
        /// `true`, `false`, `null` and anything else that is not an operator.
        case other
    }

    /// An operator with its operands and its position: the number of regular tokens (numbers,
    /// names, keywords) read up to and including it.
    struct Operation: Sendable {
        var name: String
        var operands: [Operand]
        var tokenIndex: Int
    }

    private let bytes: [UInt8]
    private var i = 0
    private var tokens = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The operand count at which a run of operands is cut short: a stream of a million numbers
    /// without an operator keeps only the last ones.
    static let maxOperands = 4096

    static func isWhite(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00 }
    static func isDelimiter(_ b: UInt8) -> Bool {
        isWhite(b) || b == 0x28 || b == 0x29 || b == 0x3C || b == 0x3E || b == 0x5B || b == 0x5D
            || b == 0x7B || b == 0x7D || b == 0x2F || b == 0x25
    }

    /// The next operator, or nil at the end of the stream.
    mutating func next() -> Operation? {
        var operands: [Operand] = []
        func add(_ o: Operand) {
            if operands.count >= Self.maxOperands { operands.removeFirst(operands.count / 2) }
            operands.append(o)
        }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x28: // (
                var depth = 0
                while i < bytes.count {
                    if bytes[i] == 0x5C { i += 2; continue }
                    if bytes[i] == 0x28 { depth += 1 }
                    if bytes[i] == 0x29 { depth -= 1; if depth == 0 { break } }
                    i += 1
                }
                i += 1
                add(.string)
            case 0x3C: // <
                if i + 1 < bytes.count, bytes[i + 1] == 0x3C { i += 2; add(.dictionaryStart); continue }
                while i < bytes.count && bytes[i] != 0x3E { i += 1 }
                i += 1
                add(.string)
            case 0x3E: // >
                if i + 1 < bytes.count, bytes[i + 1] == 0x3E { i += 2; add(.dictionaryEnd) } else { i += 1 }
            case 0x5B: i += 1; add(.arrayStart)
            case 0x5D: i += 1; add(.arrayEnd)
            case 0x25: // %
                while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            case 0x2F: // /
                i += 1
                let start = i
                while i < bytes.count && !Self.isDelimiter(bytes[i]) { i += 1 }
                tokens += 1
                add(.name(String(decoding: bytes[start..<i], as: UTF8.self)))
            case _ where Self.isDelimiter(b):
                i += 1
            default:
                let start = i
                while i < bytes.count && !Self.isDelimiter(bytes[i]) { i += 1 }
                tokens += 1
                let token = bytes[start..<i]
                if let n = Self.number(token) { add(.number(n)); continue }
                let word = String(decoding: token, as: UTF8.self)
                if word == "true" || word == "false" || word == "null" { add(.other); continue }
                if word == "ID" { skipInlineImageData() }
                return Operation(name: word, operands: operands, tokenIndex: tokens)
            }
        }
        return nil
    }

    /// Passes over an inline image's data, up to the `EI` that follows white space and is
    /// followed by white space or the end (the data's length is not known without decoding it).
    private mutating func skipInlineImageData() {
        i += 1
        while i + 1 < bytes.count {
            if bytes[i] == 0x45, bytes[i + 1] == 0x49, i > 0, Self.isWhite(bytes[i - 1]),
               i + 2 >= bytes.count || Self.isDelimiter(bytes[i + 2]) {
                return
            }
            i += 1
        }
        i = bytes.count
    }

    /// A PDF number (`12`, `-3.5`, `.5`, `+1`), or nil.
    static func number(_ token: ArraySlice<UInt8>) -> Double? {
        guard !token.isEmpty, token.count < 64 else { return nil }
        var digits = 0
        for (k, c) in token.enumerated() {
            if c >= 0x30 && c <= 0x39 { digits += 1; continue }
            if c == 0x2E { continue }
            if (c == 0x2B || c == 0x2D) && k == 0 { continue }
            return nil
        }
        guard digits > 0 else { return nil }
        return Double(String(decoding: token, as: UTF8.self)) ?? 0
    }
}
