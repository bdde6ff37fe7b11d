@testable import FolioText
import Testing

@Suite("UTF-16 units of a string")
struct UTF16UnitsTests {
    @Test("the same units as the string's UTF-16 view, for one- to four-byte UTF-8", arguments: [
        "", "a", "plain ASCII text, with punctuation!\n", "café naïve Øre", "Ελληνικά и кириллица",
        "中文 日本語 한국어", "emoji 👍🏽 and 𝄞 clef", "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
        "مرحبا בעולם", "e\u{301}\u{302} combining",
    ])
    func matchesView(_ text: String) {
        #expect(UTF16Units.of(text) == Array(text.utf16))
        #expect(UTF16Units.count(in: text) == text.utf16.count)
    }

    @Test("20,000 scalars drawn from every UTF-8 length, the same every run")
    func mixed() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // xorshift64, fixed seed
        func next() -> UInt32 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt32(truncatingIfNeeded: state >> 11)
        }
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<20_000 {
            let r = ranges[Int(next() % UInt32(ranges.count))]
            if let s = Unicode.Scalar(r.lowerBound + next() % (r.upperBound - r.lowerBound + 1)) { scalars.append(s) }
        }
        let text = String(scalars)
        #expect(UTF16Units.of(text) == Array(text.utf16))
        // Counted eight bytes at a time: every prefix, so each length and alignment is met.
        var prefix = String.UnicodeScalarView()
        for s in scalars.prefix(600) {
            prefix.append(s)
            let p = String(prefix)
            #expect(UTF16Units.count(in: p) == p.utf16.count)
        }
        #expect(UTF16Units.count(in: text) == text.utf16.count)
        // A string built from UTF-16 units.
        let bridged = String(decoding: Array(text.utf16), as: UTF16.self)
        #expect(UTF16Units.of(bridged) == Array(text.utf16))
    }
}
