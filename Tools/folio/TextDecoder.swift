import Foundation

/// Checks text block by block and hands it on as UTF-8: UTF-8 is checked (valid, no NUL) and
/// passed through, UTF-16 is decoded. A character cut by a block's end waits for the next
/// block; a byte-order mark at the start is dropped.
struct TextDecoder {
    let encoding: InputText.Encoding
    let name: String
    /// The bytes of a character cut by the last block's end (UTF-8), or its odd byte (UTF-16).
    private var carry: [UInt8] = []
    /// A UTF-16 high surrogate waiting for its low half.
    private var high: UInt32?
    private var atStart = true
    /// Decoded UTF-16, handed on once per block.
    private var out: [UInt8] = []

    init(encoding: InputText.Encoding, name: String) {
        self.encoding = encoding
        self.name = name
    }

    /// Checks (and decodes) `bytes`, handing the UTF-8 text to `body`; `final` for the end of
    /// the input, where nothing may be left cut.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, final: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        switch encoding {
        case .utf8:
            if carry.isEmpty {
                try utf8(bytes, final: final, body)
            } else {
                let joined = carry + Array(bytes)
                carry = []
                try joined.withUnsafeBufferPointer { try utf8($0, final: final, body) }
            }
        case .utf16(let bigEndian):
            try utf16(bytes, bigEndian: bigEndian, final: final)
            try out.withUnsafeBufferPointer { try body($0) }
            out.removeAll(keepingCapacity: true)
        }
    }

    private mutating func utf8(_ bytes: UnsafeBufferPointer<UInt8>, final: Bool, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        var start = 0
        if atStart, bytes.count >= 3 || final {
            atStart = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        }
        let end = final ? bytes.count : Self.lastBoundary(in: bytes)
        guard start <= end else { carry = Array(bytes); return }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let base = text.baseAddress, memchr(base, 0, text.count) != nil {
            throw CLIError(.dataErr, "\(name) contains NUL bytes: it looks like a binary file, not text")
        }
        guard Self.isUTF8(text) else {
            throw CLIError(.dataErr, "\(name) is not valid UTF-8 text; convert it first (e.g. iconv -f latin1 -t utf-8)")
        }
        try body(text)
        carry = Array(bytes[end...])
    }

    private mutating func utf16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, final: Bool) throws {
        var i = 0
        func unit(_ a: UInt8, _ b: UInt8) -> UInt32 { bigEndian ? UInt32(a) << 8 | UInt32(b) : UInt32(b) << 8 | UInt32(a) }
        if let odd = carry.first, !bytes.isEmpty {
            try take(unit(odd, bytes[0]))
            carry = []
            i = 1
        }
        while i + 1 < bytes.count {
            try take(unit(bytes[i], bytes[i + 1]))
            i += 2
        }
        if i < bytes.count { carry = [bytes[i]] }
        if final, !carry.isEmpty || high != nil {
            throw CLIError(.dataErr, "\(name) ends in the middle of a UTF-16 character: it is cut short or not UTF-16")
        }
    }

    /// One UTF-16 code unit, appended to `out` as UTF-8 once its character is whole.
    private mutating func take(_ u: UInt32) throws {
        if atStart {
            atStart = false
            if u == 0xFEFF { return }
        }
        let scalar: UInt32
        if let h = high {
            guard (0xDC00...0xDFFF).contains(u) else { throw unpaired() }
            high = nil
            scalar = 0x10000 + ((h - 0xD800) << 10) + (u - 0xDC00)
        } else if (0xD800...0xDBFF).contains(u) {
            high = u
            return
        } else if (0xDC00...0xDFFF).contains(u) {
            throw unpaired()
        } else {
            scalar = u
        }
        if scalar == 0 { throw CLIError(.dataErr, "\(name) contains NUL characters: it looks like a binary file, not text") }
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6)); out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12)); out.append(UInt8(0x80 | scalar >> 6 & 0x3F)); out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18)); out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F)); out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private func unpaired() -> CLIError {
        CLIError(.dataErr, "\(name) is not valid UTF-16 text (a surrogate without its other half); convert it first (e.g. iconv -f UTF-16 -t UTF-8)")
    }

    /// Whether the bytes are UTF-8: ASCII skipped a word at a time, each stretch of other
    /// bytes checked by the standard library (no UTF-8 sequence holds an ASCII byte).
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
