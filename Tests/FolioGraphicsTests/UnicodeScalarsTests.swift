import FolioGraphics
import Testing

@Suite("scalar helpers for text bookkeeping")
struct UnicodeScalarsTests {
    @Test("isDefaultIgnorable agrees with the standard library for every scalar")
    func defaultIgnorable() {
        var disagreements: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            if s.isDefaultIgnorable != s.properties.isDefaultIgnorableCodePoint { disagreements.append(v) }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(8).map { String($0, radix: 16) })")
    }

    @Test(
        "UTF16Scalars and String(utf16:) decode as String(decoding:as:) does, lone surrogates included",
        arguments: [
            [], [0x41], [0x41, 0x300, 0x42], [0xD83D, 0xDE00], [0xD83D], [0xDE00], [0xDE00, 0xD83D],
            [0x41, 0xD800, 0x42], [0xD800, 0xD800, 0xDC00], [0xFFFF, 0xD7FF, 0xE000], [0xDBFF, 0xDFFF, 0xD800],
            [0x7F, 0x80, 0x7FF, 0x800, 0xFFFD], [0xD800], [0xDBFF, 0xDFFF, 0xDBFF, 0xDFFF],
        ] as [[UInt16]])
    func decoding(units: [UInt16]) {
        let expected = Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        #expect(Array(UTF16Scalars(units[...])) == expected)
        #expect(Array(String(utf16: units[...]).utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
        if units.count > 1 {
            let slice = units[1...]
            #expect(Array(UTF16Scalars(slice)) == Array(String(decoding: slice, as: UTF16.self).unicodeScalars), "a slice")
        }
    }
}
