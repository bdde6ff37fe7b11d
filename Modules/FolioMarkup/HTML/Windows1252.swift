/// Windows-1252's code points for bytes 0x80–0x9F, where it differs from ISO-8859-1.
///
/// The five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the
/// C1 control of the same value, as the WHATWG Encoding standard says. HTML5 uses the
/// same table for numeric character references `&#128;`…`&#159;`.
enum Windows1252 {
    static let high: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The code point a Windows-1252 byte stands for.
    @inline(__always) static func scalar(for byte: UInt8) -> UInt32 {
        byte >= 0x80 && byte <= 0x9F ? high[Int(byte) - 0x80] : UInt32(byte)
    }
}
