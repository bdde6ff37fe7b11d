/// Splits CSS text into ``CSSToken``s following CSS Syntax Level 3's tokenizer, with
/// escapes, `url()`, numbers with exponents, and comments removed.
struct CSSTokenizer {
    private let bytes: [UInt8]
    private var i = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// All tokens of the text.
    static func tokenize(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        let k = i + offset
        return k < bytes.count ? bytes[k] : nil
    }

    private static func isNameStart(_ b: UInt8) -> Bool { b.isASCIILetter || b == 0x5F || b >= 0x80 }
    private static func isName(_ b: UInt8) -> Bool { isNameStart(b) || b.isASCIIDigit || b == 0x2D }

    /// Whether a backslash at `offset` starts a valid escape (not followed by a newline).
    private func isEscape(at offset: Int) -> Bool {
        guard let b = byte(offset), b == 0x5C else { return false }
        guard let n = byte(offset + 1) else { return false }
        return n != 0x0A
    }

    /// Whether an identifier starts at `offset`.
    private func startsIdentifier(at offset: Int) -> Bool {
        guard let b = byte(offset) else { return false }
        if b == 0x2D {
            guard let n = byte(offset + 1) else { return false }
            return Self.isNameStart(n) || n == 0x2D || isEscape(at: offset + 1)
        }
        return Self.isNameStart(b) || isEscape(at: offset)
    }

    /// Whether a number starts at `offset`.
    private func startsNumber(at offset: Int) -> Bool {
        guard let b = byte(offset) else { return false }
        if b == 0x2B || b == 0x2D {
            guard let n = byte(offset + 1) else { return false }
            if n.isASCIIDigit { return true }
            return n == 0x2E && (byte(offset + 2)?.isASCIIDigit ?? false)
        }
        if b == 0x2E { return byte(offset + 1)?.isASCIIDigit ?? false }
        return b.isASCIIDigit
    }

    mutating func next() -> CSSToken? {
        // Comments.
        while byte() == 0x2F, byte(1) == 0x2A {
            i += 2
            while i < bytes.count, !(bytes[i] == 0x2A && byte(1) == 0x2F) { i += 1 }
            i = min(i + 2, bytes.count)
        }
        guard let b = byte() else { return nil }
        switch b {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
            while let c = byte(), c.isASCIIWhitespace { i += 1 }
            return .whitespace
        case 0x22, 0x27:
            return consumeString(quote: b)
        case 0x23:  // '#'
            if let n = byte(1), Self.isName(n) || isEscape(at: 1) {
                i += 1
                let isIdentifier = startsIdentifier(at: 0)
                return .hash(consumeName(), isIdentifier: isIdentifier)
            }
            i += 1
            return .delim("#")
        case 0x28: i += 1; return .openParen
        case 0x29: i += 1; return .closeParen
        case 0x5B: i += 1; return .openSquare
        case 0x5D: i += 1; return .closeSquare
        case 0x7B: i += 1; return .openCurly
        case 0x7D: i += 1; return .closeCurly
        case 0x2C: i += 1; return .comma
        case 0x3A: i += 1; return .colon
        case 0x3B: i += 1; return .semicolon
        case 0x2B, 0x2E:  // '+' '.'
            if startsNumber(at: 0) { return consumeNumeric() }
            i += 1
            return .delim(Unicode.Scalar(b))
        case 0x2D:  // '-'
            if startsNumber(at: 0) { return consumeNumeric() }
            if byte(1) == 0x2D, byte(2) == 0x3E {
                i += 3
                return .cdc
            }
            if startsIdentifier(at: 0) { return consumeIdentLike() }
            i += 1
            return .delim("-")
        case 0x3C:  // '<'
            if byte(1) == 0x21, byte(2) == 0x2D, byte(3) == 0x2D {
                i += 4
                return .cdo
            }
            i += 1
            return .delim("<")
        case 0x40:  // '@'
            if startsIdentifier(at: 1) {
                i += 1
                return .atKeyword(consumeName())
            }
            i += 1
            return .delim("@")
        case 0x5C:  // '\'
            if isEscape(at: 0) { return consumeIdentLike() }
            i += 1
            return .delim("\\")
        default:
            if b.isASCIIDigit { return consumeNumeric() }
            if Self.isNameStart(b) { return consumeIdentLike() }
            // One scalar as a delimiter (non-ASCII bytes are name starts, so this is ASCII).
            i += 1
            return .delim(Unicode.Scalar(b))
        }
    }

    private mutating func consumeString(quote: UInt8) -> CSSToken {
        i += 1
        var out: [UInt8] = []
        while let c = byte() {
            if c == quote {
                i += 1
                return .string(String(decoding: out, as: UTF8.self))
            }
            if c == 0x0A { return .badString }  // the newline is left for the next token
            if c == 0x5C {
                guard let n = byte(1) else {
                    i += 1
                    break
                }
                if n == 0x0A {
                    i += 2
                    continue
                }
                i += 1
                appendEscape(to: &out)
                continue
            }
            out.append(c)
            i += 1
        }
        return .string(String(decoding: out, as: UTF8.self))
    }

    /// Reads the escape after a backslash (already consumed).
    private mutating func appendEscape(to out: inout [UInt8]) {
        guard let c = byte() else {
            out.appendUTF8(0xFFFD)
            return
        }
        if c.isASCIIHexDigit {
            var value: UInt32 = 0
            var count = 0
            while count < 6, let h = byte(), h.isASCIIHexDigit {
                value = value * 16 + UInt32(h.isASCIIDigit ? h - 0x30 : (h | 0x20) - 0x61 + 10)
                i += 1
                count += 1
            }
            if let w = byte(), w.isASCIIWhitespace { i += 1 }
            out.appendUTF8(value == 0 ? 0xFFFD : value)
            return
        }
        out.append(c)
        i += 1
    }

    private mutating func consumeName() -> String {
        var out: [UInt8] = []
        while let c = byte() {
            if Self.isName(c) {
                out.append(c)
                i += 1
            } else if isEscape(at: 0) {
                i += 1
                appendEscape(to: &out)
            } else {
                break
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func consumeNumeric() -> CSSToken {
        let start = i
        if let s = byte(), s == 0x2B || s == 0x2D { i += 1 }
        while let c = byte(), c.isASCIIDigit { i += 1 }
        if byte() == 0x2E, let d = byte(1), d.isASCIIDigit {
            i += 1
            while let c = byte(), c.isASCIIDigit { i += 1 }
        }
        if let e = byte(), e | 0x20 == 0x65 {
            if let d = byte(1), d.isASCIIDigit {
                i += 1
                while let c = byte(), c.isASCIIDigit { i += 1 }
            } else if let s = byte(1), s == 0x2B || s == 0x2D, let d = byte(2), d.isASCIIDigit {
                i += 2
                while let c = byte(), c.isASCIIDigit { i += 1 }
            }
        }
        let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) ?? 0
        if startsIdentifier(at: 0) { return .dimension(value, unit: consumeName()) }
        if byte() == 0x25 {
            i += 1
            return .percentage(value)
        }
        return .number(value)
    }

    private mutating func consumeIdentLike() -> CSSToken {
        let name = consumeName()
        guard byte() == 0x28 else { return .ident(name) }
        i += 1
        guard name.lowercased() == "url" else { return .function(name) }
        while let c = byte(), c.isASCIIWhitespace { i += 1 }
        if let q = byte(), q == 0x22 || q == 0x27 { return .function(name) }
        var out: [UInt8] = []
        while let c = byte() {
            i += 1
            if c == 0x29 { return .url(String(decoding: out, as: UTF8.self)) }
            if c.isASCIIWhitespace {
                while let w = byte(), w.isASCIIWhitespace { i += 1 }
                if byte() == 0x29 {
                    i += 1
                    return .url(String(decoding: out, as: UTF8.self))
                }
                break
            }
            if c == 0x22 || c == 0x27 || c == 0x28 { break }
            if c == 0x5C {
                appendEscape(to: &out)
                continue
            }
            out.append(c)
        }
        // A bad URL: skip to the closing parenthesis.
        while let c = byte() {
            i += 1
            if c == 0x29 { break }
        }
        return .badURL
    }
}
