/// A growable byte buffer that PDF syntax is written into, with the number and token
/// formatting every part of the writer shares.
///
/// Reals are written in fixed notation with at most four decimals, trailing zeros trimmed,
/// no exponent and never `-0`; integral values are written as integers. This keeps output
/// compact and byte-for-byte deterministic.
public struct ByteBuffer: Sendable {
    /// The bytes written so far.
    public var bytes: [UInt8]

    /// Creates an empty buffer, reserving room for `capacity` bytes.
    @inlinable public init(capacity: Int = 0) {
        bytes = []
        if capacity > 0 { bytes.reserveCapacity(capacity) }
    }

    /// The number of bytes written.
    @inlinable public var count: Int { bytes.count }
    /// Whether nothing has been written.
    @inlinable public var isEmpty: Bool { bytes.isEmpty }

    /// Removes every byte, keeping the storage.
    @inlinable public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    // MARK: Raw appends

    /// Appends one byte.
    @inlinable public mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Appends the bytes of a static string (operators, keywords, fixed syntax).
    @inlinable public mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends raw bytes.
    @inlinable public mutating func append(contentsOf other: [UInt8]) { bytes.append(contentsOf: other) }

    /// Appends the UTF-8 bytes of a string.
    @inlinable public mutating func appendUTF8(_ s: String) { bytes.append(contentsOf: s.utf8) }

    // MARK: Numbers

    /// Appends a decimal integer.
    @inlinable public mutating func appendInt(_ value: Int) {
        if value == 0 { bytes.append(0x30); return }
        var v = value.magnitude
        if value < 0 { bytes.append(0x2D) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { d in
            while v > 0 {
                d[n] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
                v /= 10
                n += 1
            }
            var i = n - 1
            while i >= 0 { bytes.append(d[i]); i -= 1 }
        }
    }

    /// Appends a real number in fixed notation with at most four decimals.
    ///
    /// Values are rounded to the nearest 1/10000, half away from zero; `-0` and values that round
    /// to zero are written `0`; a leading zero before the point is omitted (`.5`, `-.25`).
    /// Magnitudes above 10¹² are clamped (PDF readers cannot use them anyway); callers reject
    /// NaN and infinities before they get here.
    @inlinable public mutating func appendReal(_ value: Double) {
        var v = value
        if !(v.magnitude < 1e12) { v = v.isNaN ? 0 : (v < 0 ? -1e12 : 1e12) }
        let scaled = (v * 10000).rounded(.toNearestOrAwayFromZero)
        var n = Int64(scaled)
        if n == 0 { bytes.append(0x30); return }
        if n < 0 { bytes.append(0x2D); n = -n }
        let ip = n / 10000
        var fp = n % 10000
        if ip != 0 { appendInt(Int(ip)) }
        if fp == 0 { return }
        bytes.append(0x2E)
        var width = 4
        while fp % 10 == 0 { fp /= 10; width -= 1 }
        var div: Int64 = 1
        for _ in 1..<width { div *= 10 }
        while div > 0 {
            bytes.append(UInt8(truncatingIfNeeded: (fp / div) % 10) &+ 0x30)
            div /= 10
        }
    }

    // MARK: Tokens

    /// Appends a name object, `/Name`, escaping with `#xx` every byte outside the regular
    /// printable range and every delimiter, as ISO 32000-1 §7.3.5 requires.
    public mutating func appendName<S: Sequence>(utf8 name: S) where S.Element == UInt8 {
        bytes.append(0x2F)
        for b in name {
            if b > 0x20 && b < 0x7F && !PDFSyntax.isDelimiter(b) && b != 0x23 {
                bytes.append(b)
            } else {
                bytes.append(0x23)
                bytes.append(PDFSyntax.hexDigit(b >> 4))
                bytes.append(PDFSyntax.hexDigit(b & 0x0F))
            }
        }
    }

    /// Appends a name object from a Swift string (its UTF-8 bytes).
    public mutating func appendName(_ name: String) { appendName(utf8: name.utf8) }

    /// Appends a literal string `( … )`, escaping `\`, `(`, `)` and control characters so that
    /// a reader recovers exactly the given bytes.
    public mutating func appendLiteralString<S: Sequence>(_ s: S) where S.Element == UInt8 {
        bytes.append(0x28)
        for b in s {
            switch b {
            case 0x28, 0x29, 0x5C: bytes.append(0x5C); bytes.append(b)
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)  // \n
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)  // \r
            case 0x09: bytes.append(0x5C); bytes.append(0x74)  // \t
            case 0x08: bytes.append(0x5C); bytes.append(0x62)  // \b
            case 0x0C: bytes.append(0x5C); bytes.append(0x66)  // \f
            case 0..<0x20, 0x7F:
                bytes.append(0x5C)
                bytes.append(0x30 + (b >> 6))
                bytes.append(0x30 + ((b >> 3) & 7))
                bytes.append(0x30 + (b & 7))
            default: bytes.append(b)
            }
        }
        bytes.append(0x29)
    }

    /// Appends a hexadecimal string `< … >`.
    public mutating func appendHexString<S: Sequence>(_ s: S) where S.Element == UInt8 {
        bytes.append(0x3C)
        for b in s {
            bytes.append(PDFSyntax.hexDigit(b >> 4))
            bytes.append(PDFSyntax.hexDigit(b & 0x0F))
        }
        bytes.append(0x3E)
    }
}

/// Character classes and small helpers of PDF's lexical syntax.
public enum PDFSyntax {
    /// Whether the byte is one of PDF's delimiters `( ) < > [ ] { } / %`.
    @inlinable public static func isDelimiter(_ b: UInt8) -> Bool {
        switch b {
        case 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0x2F, 0x25: return true
        default: return false
        }
    }

    /// Whether the byte is PDF white space.
    @inlinable public static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x0C || b == 0x00
    }

    /// The upper-case hexadecimal digit for a value 0…15.
    @inlinable public static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x37 + v }
}
