import Testing

@testable import FolioPDF

@Suite("ToUnicode entries stay within what readers parse")
struct ToUnicodeLimitTests {
    /// The destination hex strings of a ToUnicode program's `bfchar` entries.
    private func destinations(_ text: [UInt32: String]) -> [String] {
        let program = String(decoding: FontCMaps.toUnicode(text, codes: Dictionary(uniqueKeysWithValues: text.keys.map { ($0, $0) }),
                                                          compact: true), as: UTF8.self)
        guard let begin = program.range(of: "beginbfchar\n"), let end = program.range(of: "endbfchar") else { return [] }
        return program[begin.upperBound..<end.lowerBound].split(separator: "\n").map { String($0.split(separator: " ")[1]) }
    }

    @Test("a glyph standing for 300 marks maps to its first 63 UTF-16 units, a token poppler reads (#42 item 9)")
    func giantCluster() {
        let marks = destinations([1: String(repeating: "\u{301}", count: 300), 2: "fi"])
        #expect(marks == ["<" + String(repeating: "0301", count: 63) + ">", "<00660069>"])
        #expect(marks.allSatisfy { $0.count <= 255 })
    }

    @Test("the cut never splits a surrogate pair")
    func surrogatePairs() {
        let emoji = destinations([1: "a" + String(repeating: "\u{1F600}", count: 40)])
        // "a" and 31 emoji are 63 units; a 32nd would end on a lead surrogate, so it is left out.
        #expect(emoji == ["<0061" + String(repeating: "D83DDE00", count: 31) + ">"])
    }
}
