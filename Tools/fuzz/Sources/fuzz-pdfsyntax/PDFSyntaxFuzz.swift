import FolioPDF

/// PDF token writing in FolioPDF's ByteBuffer and PDFObject: arbitrary bytes are written as a
/// literal string, a hex string and a name (and the input read as text as a text string, a name,
/// a real and an integer), all in one array with as little white space as the syntax allows;
/// `Reader` below, written from ISO 32000-1 §7.2-7.3, reads the array back. Any difference from
/// what was written stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    var eight = [UInt8](repeating: 0, count: 8)
    for (i, b) in bytes.prefix(8).enumerated() { eight[i] = b }
    let bits = eight.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    let real = Double(bitPattern: bits), integer = Int(truncatingIfNeeded: bits)

    var out = ByteBuffer()
    out.append(0x5B)                                     // [
    out.appendLiteralString(bytes)                       // (…)
    out.appendHexString(bytes)                           // <…>
    out.appendName(utf8: bytes)                          // /…
    PDFObject.text(text).write(to: &out)                 // (…) or <FEFF…>
    PDFObject.name(PDFName(text)).write(to: &out)        // /…
    out.append(0x20)
    if real.isFinite { PDFObject.real(real).write(to: &out); out.append(0x20) }
    PDFObject.integer(integer).write(to: &out)
    out.append(0x5D)                                     // ]

    var reader = Reader(out.bytes)
    guard let tokens = reader.array(), reader.atEnd else { fail("unreadable", out.bytes, bytes) }
    var expected: [Token] = [.string(bytes), .string(bytes), .name(bytes), .string(TextString.encode(text)), .name(Array(text.utf8))]
    if real.isFinite { expected.append(.number(Reader.expectedReal(real))) }
    expected.append(.number(String(integer)))
    guard tokens == expected else { fail("read back \(tokens), expected \(expected)", out.bytes, bytes) }
    if let decoded = Reader.decodeText(TextString.encode(text)), decoded != text { fail("text string", out.bytes, bytes) }
    return 0
}

func fail(_ why: String, _ written: [UInt8], _ input: [UInt8]) -> Never {
    fatalError("\(why)\nwritten: \(String(decoding: written, as: UTF8.self).debugDescription)\ninput: \(input)")
}

enum Token: Equatable, CustomStringConvertible {
    case string([UInt8]), name([UInt8]), number(String)
    var description: String {
        switch self {
        case .string(let b): "string\(b)"
        case .name(let b): "name\(b)"
        case .number(let s): "number(\(s))"
        }
    }
}

/// A small PDF token reader: one array of strings, names and numbers.
struct Reader {
    let b: [UInt8]
    var i = 0
    init(_ bytes: [UInt8]) { b = bytes }

    var atEnd: Bool { i == b.count }

    static func isWhite(_ c: UInt8) -> Bool { [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(c) }
    static func isDelimiter(_ c: UInt8) -> Bool { Array("()<>[]{}/%".utf8).contains(c) }
    static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x37
        case 0x61...0x66: c - 0x57
        default: nil
        }
    }

    mutating func skipWhite() { while i < b.count, Self.isWhite(b[i]) { i += 1 } }

    mutating func array() -> [Token]? {
        skipWhite()
        guard i < b.count, b[i] == 0x5B else { return nil }
        i += 1
        var out: [Token] = []
        while true {
            skipWhite()
            guard i < b.count else { return nil }
            if b[i] == 0x5D { i += 1; return out }
            guard let t = token() else { return nil }
            out.append(t)
        }
    }

    mutating func token() -> Token? {
        switch b[i] {
        case 0x28: return literal().map(Token.string)
        case 0x3C: return hexString().map(Token.string)
        case 0x2F: return name().map(Token.name)
        default: return number().map(Token.number)
        }
    }

    /// §7.3.4.2: balanced parentheses need no escape; `\` escapes; an end of line (CR, LF or
    /// CR LF) inside the string reads as one LF; `\` before an end of line drops both.
    mutating func literal() -> [UInt8]? {
        i += 1
        var out: [UInt8] = [], depth = 0
        while i < b.count {
            let c = b[i]; i += 1
            switch c {
            case 0x28: depth += 1; out.append(c)
            case 0x29:
                if depth == 0 { return out }
                depth -= 1; out.append(c)
            case 0x0D:
                if i < b.count, b[i] == 0x0A { i += 1 }
                out.append(0x0A)
            case 0x5C:
                guard i < b.count else { return nil }
                let e = b[i]; i += 1
                switch e {
                case 0x6E: out.append(0x0A)
                case 0x72: out.append(0x0D)
                case 0x74: out.append(0x09)
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x28, 0x29, 0x5C: out.append(e)
                case 0x30...0x37:
                    var v = Int(e - 0x30), n = 1
                    while n < 3, i < b.count, (0x30...0x37).contains(b[i]) { v = v * 8 + Int(b[i] - 0x30); i += 1; n += 1 }
                    out.append(UInt8(truncatingIfNeeded: v))
                case 0x0D: if i < b.count, b[i] == 0x0A { i += 1 }
                case 0x0A: break
                default: out.append(e)  // an unknown escape: the backslash is ignored
                }
            default: out.append(c)
            }
        }
        return nil
    }

    /// §7.3.4.3: hex digits, white space ignored, an odd last digit followed by 0.
    mutating func hexString() -> [UInt8]? {
        i += 1
        var out: [UInt8] = [], high: UInt8? = nil
        while i < b.count {
            let c = b[i]; i += 1
            if c == 0x3E {
                if let h = high { out.append(h << 4) }
                return out
            }
            if Self.isWhite(c) { continue }
            guard let v = Self.hex(c) else { return nil }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        return nil
    }

    /// §7.3.5: regular characters up to white space or a delimiter; `#xx` is a byte.
    mutating func name() -> [UInt8]? {
        i += 1
        var out: [UInt8] = []
        while i < b.count, !Self.isWhite(b[i]), !Self.isDelimiter(b[i]) {
            let c = b[i]
            guard c > 0x20, c < 0x7F else { return nil }  // the writer must escape these
            if c == 0x23 {
                guard i + 2 < b.count, let h = Self.hex(b[i + 1]), let l = Self.hex(b[i + 2]) else { return nil }
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(c)
                i += 1
            }
        }
        return out
    }

    /// §7.3.3: an optional sign, digits, at most one point; kept as text.
    mutating func number() -> String? {
        let start = i
        while i < b.count, !Self.isWhite(b[i]), !Self.isDelimiter(b[i]) { i += 1 }
        let s = String(decoding: b[start..<i], as: UTF8.self)
        let body = s.hasPrefix("-") || s.hasPrefix("+") ? s.dropFirst() : Substring(s)
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              body.filter({ $0 == "." }).count <= 1, body != "." else { return nil }
        return s
    }

    /// A real as ByteBuffer documents it: clamped to ±10¹², rounded to 1/10000 half away from
    /// zero, no trailing zeros, no leading zero before the point, zero as `0`.
    static func expectedReal(_ value: Double) -> String {
        let v = min(max(value, -1e12), 1e12)
        var n = Int64((v * 10000).rounded(.toNearestOrAwayFromZero))
        if n == 0 { return "0" }
        var s = n < 0 ? "-" : ""
        n = n.magnitude > 0 ? Int64(n.magnitude) : 0
        let ip = n / 10000, fp = n % 10000
        if ip != 0 { s += String(ip) }
        if fp != 0 {
            var digits = String(fp)
            digits = String(repeating: "0", count: 4 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            s += "." + digits
        }
        return s
    }

    /// A text string's bytes as text: UTF-16BE after a byte-order mark, else PDFDocEncoding
    /// (which is ASCII for the bytes the writer uses without one); `nil` for anything else.
    static func decodeText(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else { return nil }
            let units = stride(from: 2, to: bytes.count, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
