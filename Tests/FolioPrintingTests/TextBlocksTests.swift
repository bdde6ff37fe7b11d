import FolioLayout
@testable import FolioPrinting
import FolioText
import Foundation
import Testing

/// How plain text is cut into blocks, held in memory (`TextBlocks`) and read from a file
/// (`TextFileBlocks`): the same blocks, none longer than `TextBlocks.maximumBlockLength`.
@Suite("Plain text cut into blocks")
struct TextBlocksTests {
    static let limit = TextBlocks.maximumBlockLength

    /// Paragraph blocks as strings, page breaks as "<FF>", the spacer that holds an empty page
    /// (between two form feeds) as "".
    static func pieces<I: IteratorProtocol<Block>>(_ blocks: I) -> [String] {
        var blocks = blocks, out: [String] = []
        while let b = blocks.next() {
            switch b {
            case .paragraph(let p): out.append(p.text.string)
            case .pageBreak: out.append("<FF>")
            case .spacer(0): out.append("")
            default: out.append("<other>")
            }
        }
        return out
    }

    static func fromFile(_ text: String) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-blocks-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return pieces(TextFileBlocks(path: url.path, attributes: TextAttributes(), paragraphStyle: ParagraphStyle()))
    }

    static func inMemory(_ text: String) -> [String] {
        pieces(TextBlocks(AttributedText(text), paragraphStyle: ParagraphStyle()))
    }

    static let cases: [(String, String)] = {
        let line = "A line of text with some words in it, about sixty units long.\n"
        let noBlankLines = String(repeating: line, count: 1_000)                        // 62 KB, no blank line
        let longLine = String(repeating: "mot é 😀 ", count: 6_000) + "\n"             // 54,000 units in one line
        let emojiAtCut = String(repeating: "a", count: limit - 1) + "😀😀 tail\n"        // a pair across the limit
        let blankRun = String(repeating: " \n", count: limit) + "after\n"               // blank lines past a block
        let mixed = "title\n\n" + noBlankLines + "\u{0C}" + longLine + "\n\n" + String(repeating: line, count: 300) + "\u{0C}end"
        // One line of many page breaks, then lines with a few (the file queues them all at once).
        let formFeeds = "x\n" + String(repeating: "\u{0C}", count: 5_000) + "text after\n" + "a\u{0C}b\u{0C}\u{0C}c\n" + line
        return [
            ("no blank lines", noBlankLines), ("a long line", longLine), ("a surrogate pair at the cut", emojiAtCut),
            ("a run of blank lines", blankRun), ("mixed, with form feeds", mixed), ("short", "one\n\ntwo\n"), ("empty", ""),
            ("many form feeds", formFeeds),
        ]
    }()

    @Test("a file and the same text in memory make the same blocks", arguments: cases.map(\.0))
    func sameBlocks(name: String) throws {
        let text = try #require(Self.cases.first { $0.0 == name }).1
        let memory = Self.inMemory(text)
        #expect(try Self.fromFile(text) == memory)
    }

    @Test("no block is longer than the limit, and the blocks hold the whole text", arguments: cases.map(\.0))
    func bounded(name: String) throws {
        let text = try #require(Self.cases.first { $0.0 == name }).1
        let blocks = Self.inMemory(text)
        for b in blocks { #expect(b.utf16.count <= Self.limit) }
        #expect(blocks.filter { $0 != "<FF>" }.joined() == text.replacingOccurrences(of: "\u{0C}", with: ""))
    }

    @Test("lines are kept whole unless longer than a block; a run of text lines is cut between lines")
    func cutBetweenLines() {
        let line = String(repeating: "x", count: 99) + "\n"
        let blocks = Self.inMemory(String(repeating: line, count: 500))  // 50,000 units
        #expect(blocks.count == 4)
        #expect(blocks.allSatisfy { $0.hasSuffix("\n") && $0.utf16.count % 100 == 0 })
        #expect(blocks[0].utf16.count == (Self.limit / 100) * 100)
        // A line longer than a block: pieces of exactly the limit, the rest going on as a line.
        let long = Self.inMemory(String(repeating: "y", count: 2 * Self.limit + 10) + "\nz\n")
        #expect(long.map(\.utf16.count) == [Self.limit, Self.limit, 11 + 2])
    }

    @Test("a file's bytes that are not UTF-8 become U+FFFD, as the string of the whole file has them; a leading BOM goes")
    func invalidBytesAndBOM() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab\n".utf8)
        bytes += [0xFF] + Array("c\n".utf8)                          // a byte UTF-8 never uses
        bytes += [0xE2, 0x82] + Array("\n".utf8)                      // a sequence cut short by the line end
        bytes += Array("\u{FEFF}kept\n \nend é".utf8) + [0xC3]       // a BOM past the start stays; a cut tail
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bytes-\(UUID().uuidString).txt")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let blocks = Self.pieces(TextFileBlocks(path: url.path, attributes: TextAttributes(), paragraphStyle: ParagraphStyle()))
        let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        #expect(blocks == Self.inMemory(text))
        #expect(blocks == ["ab\n\u{FFFD}c\n\u{FFFD}\n\u{FEFF}kept\n", " \n", "end é\u{FFFD}"])
    }
}
