#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the bytes of a document into the text the tokenizer reads: valid UTF-8 with
/// CR LF and lone CR turned into LF and NUL turned into U+FFFD (which HTML5's tokenizer
/// would do for NUL in nearly every state; doing it once here keeps the tokenizer simple).
enum InputDecoder {
    /// The decoded text and the encoding it was read in.
    struct Decoded {
        /// Normalised UTF-8.
        var utf8: [UInt8]
        /// The encoding used.
        var encoding: HTMLEncoding
    }

    /// Decodes `bytes`, choosing the encoding as ``HTMLParseOptions/encoding`` describes.
    static func decode(_ bytes: [UInt8], options: HTMLParseOptions) throws(MarkupError) -> Decoded {
        guard bytes.count <= options.maximumInputSize else {
            throw .inputTooLarge(byteCount: bytes.count, limit: options.maximumInputSize)
        }
        var body = bytes[...]
        var encoding = options.encoding
        // A byte order mark wins over everything, as in HTML5.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = bytes.dropFirst(3)
            encoding = .utf8
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            body = bytes.dropFirst(2)
            encoding = .utf16LittleEndian
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            body = bytes.dropFirst(2)
            encoding = .utf16BigEndian
        }
        let chosen = encoding ?? CharsetPrescan.declaredEncoding(in: bytes) ?? .utf8
        return Decoded(utf8: normalize(body, encoding: chosen), encoding: chosen)
    }

    /// Normalises a string that is already text (no encoding to choose).
    static func normalize(string: String) -> [UInt8] {
        normalizeUTF8(string)
    }

    private static func normalize(_ body: ArraySlice<UInt8>, encoding: HTMLEncoding) -> [UInt8] {
        switch encoding {
        case .utf8:
            // String(decoding:) replaces each ill-formed subsequence by U+FFFD.
            let text = String(decoding: body, as: UTF8.self)
            return normalizeUTF8(text)
        case .utf16LittleEndian, .utf16BigEndian:
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i + 1 < body.endIndex {
                let a = UInt16(body[i]), b = UInt16(body[i + 1])
                units.append(encoding == .utf16LittleEndian ? a | b << 8 : a << 8 | b)
                i += 2
            }
            if i < body.endIndex { units.append(0xFFFD) }  // an odd trailing byte
            return normalizeUTF8(String(decoding: units, as: UTF16.self))
        case .latin1, .windows1252:
            return normalizingLines(body, capacity: body.count + body.count / 8) { byte, out in
                out.appendUTF8(encoding == .windows1252 ? Windows1252.scalar(for: byte) : UInt32(byte))
            }
        }
    }

    /// The UTF-8 of `text` with CR LF and CR turned into LF and NUL into U+FFFD.
    private static func normalizeUTF8(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { bytes in
            // Most documents have neither CR nor NUL: their bytes are the text.
            guard let base = bytes.baseAddress,
                  memchr(base, 0x0D, bytes.count) != nil || memchr(base, 0x00, bytes.count) != nil else {
                return Array(bytes)
            }
            return normalizingLines(bytes, capacity: bytes.count) { byte, out in out.append(byte) }
        }
    }

    /// `bytes` with CR LF and CR turned into LF and NUL into U+FFFD; each byte from 0x80 up is
    /// handed to `nonASCII` to append (as it is, or decoded from a single-byte encoding).
    @inline(__always) private static func normalizingLines(
        _ bytes: some Collection<UInt8>, capacity: Int, nonASCII: (UInt8, inout [UInt8]) -> Void
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(capacity)
        var previousCR = false
        for byte in bytes {
            if byte < 0x80 {
                appendASCII(byte, to: &out, previousCR: &previousCR)
            } else {
                previousCR = false
                nonASCII(byte, &out)
            }
        }
        return out
    }

    /// Appends an ASCII byte, turning CR LF and CR into LF and NUL into U+FFFD.
    @inline(__always) private static func appendASCII(_ byte: UInt8, to out: inout [UInt8], previousCR: inout Bool) {
        switch byte {
        case 0x0D:
            out.append(0x0A)
            previousCR = true
        case 0x0A:
            if !previousCR { out.append(0x0A) }
            previousCR = false
        case 0x00:
            out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            previousCR = false
        default:
            out.append(byte)
            previousCR = false
        }
    }
}
