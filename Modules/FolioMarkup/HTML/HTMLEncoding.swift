import FolioCSS

/// The character encodings FolioMarkup decodes.
public enum HTMLEncoding: String, Hashable, Sendable, CaseIterable {
    /// UTF-8, the default. Invalid sequences become U+FFFD.
    case utf8 = "utf-8"
    /// UTF-16, little-endian; chosen only by a byte order mark `FF FE`.
    case utf16LittleEndian = "utf-16le"
    /// UTF-16, big-endian; chosen only by a byte order mark `FE FF`.
    case utf16BigEndian = "utf-16be"
    /// ISO-8859-1 proper: each byte is the code point of the same value.
    ///
    /// Only chosen when asked for with ``HTMLParseOptions/encoding``: a document that
    /// declares `iso-8859-1` is decoded as ``windows1252``, as the WHATWG Encoding
    /// standard and every browser do (it differs only for bytes 0x80–0x9F, which are
    /// control characters in ISO-8859-1 and printable, such as `€` and `“`, in Windows-1252).
    case latin1 = "iso-8859-1"
    /// Windows-1252, the superset of ISO-8859-1 used for Western European text.
    case windows1252 = "windows-1252"

    /// The encoding a `charset` label names, following the WHATWG Encoding standard for
    /// the labels of the encodings above; `nil` for any other label.
    ///
    /// A label of UTF-16 in a `<meta>` means UTF-8, as HTML5 says (the bytes were already
    /// read as ASCII-compatible to find the `<meta>`).
    public init?(label: String) {
        let key = label.trimmingASCIIWhitespace().lowercased()
        switch key {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8",
            "utf-16", "utf-16le", "utf-16be", "unicode", "unicodefeff", "unicodefffe", "ucs-2", "csunicode":
            self = .utf8
        case "iso-8859-1", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "latin1", "l1", "cp819",
            "ibm819", "iso-ir-100", "csisolatin1", "us-ascii", "ascii", "ansi_x3.4-1968", "cp1252",
            "windows-1252", "x-cp1252", "iso-8859-15", "iso8859-15", "latin-9", "latin9", "l9":
            // ISO-8859-15 differs from 1252 in eight letters; close enough for a fallback.
            self = .windows1252
        default:
            return nil
        }
    }
}

extension [UInt8] {
    /// After an attribute's name, as HTML reads a tag: moves `i` past white space and, when an
    /// `=` follows, past it and the white space after it, to where the value starts. Whether
    /// there was an `=` (a value).
    func skipToAttributeValue(_ i: inout Int, end: Int) -> Bool {
        while i < end, self[i].isASCIIWhitespace { i += 1 }
        guard i < end, self[i] == 0x3D else { return false }
        i += 1
        while i < end, self[i].isASCIIWhitespace { i += 1 }
        return true
    }
}
