@testable import FolioText
import Testing

@Suite("A paragraph's scalars and their UTF-16 offsets")
struct ParagraphTextTests {
    @Test("without surrogates each unit is a scalar at its own offset")
    func noSurrogates() {
        let text = ParagraphText(units: Array("Tête-à-tête — ok".utf16))
        #expect(text.scalars == "Tête-à-tête — ok".unicodeScalars.map(\.value))
        #expect(text.offsets == Array(0...text.utf16.count))
    }

    @Test("a surrogate pair is one scalar; an unpaired half reads as U+FFFD", arguments: [0, 40])
    func surrogates(padding: Int) {
        // Padding puts the surrogates past the start, and a long run of plain units before them.
        let pad = [UInt16](repeating: 0x61, count: padding)
        let units = pad + [0xD83D, 0xDE00, 0x62, 0xD800, 0x63, 0xDC00]  // 😀 b (high) c (low)
        let text = ParagraphText(units: units)
        #expect(text.scalars == [UInt32](repeating: 0x61, count: padding) + [0x1F600, 0x62, 0xFFFD, 0x63, 0xFFFD])
        #expect(text.offsets == Array(0..<padding) + [padding, padding + 2, padding + 3, padding + 4, padding + 5, padding + 6])
    }

    @Test("the string is the text decoded, unpaired surrogates as U+FFFD")
    func string() {
        let units: [UInt16] = Array("aé€😀 Ωש ก\u{301}".utf16) + [0xD800, 0x41, 0xDC00] + Array("end".utf16)
        let text = ParagraphText(units: units)
        #expect(text.string == String(decoding: units, as: UTF16.self))
        #expect(Array(text.string.utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
        #expect(ParagraphText(units: [UInt16]()).string.isEmpty)
    }
}
