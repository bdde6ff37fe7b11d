@testable import FolioLayout
import FolioText
import Testing

@Suite("Text set ahead: blocks in document order, set as the flow would set them")
struct TextAheadUnitTests {
    /// A summary of set lines to compare: each line's range, width and glyph ids.
    private func summary(_ lines: [(line: Line, height: Double)]) -> [String] {
        lines.map { l in "\(l.line.range) \(l.line.width) \(l.height) " + l.line.runs.map { "\($0.glyphs.map(\.id))" }.joined() }
    }

    @Test("a consumer that never pauses (it sets blocks itself while the thread sets others) gets every block once, in order",
          arguments: [0, 1, 40])
    func orderAndLines(arrayBlocks: Int) throws {
        let style = DocumentStyle()
        let flow = TextSetter(library: .shared, style: style, log: DiagnosticLog())
        let texts = (0..<400).map { i in "Block \(i): " + String(repeating: "words to set \(i % 7) ", count: 1 + i % 9) }
        let blocks: [Block] = texts.prefix(arrayBlocks).enumerated().map { i, t in
            i % 5 == 0 ? .heading(Heading(t, level: 2)) : .paragraph(Paragraph(t))
        }
        let rest = Array(texts.dropFirst(arrayBlocks))
        let stream = BlockStream { AnyIterator(rest.map { Block.paragraph(Paragraph($0)) }.makeIterator()) }
        let context = FlowContext(x: 0, width: 300)
        let ahead = TextAhead(blocks: blocks, stream: stream, context: context, flow: flow)
        let alone = TextSetter(library: .shared, style: style, log: DiagnosticLog())
        var seen = 0
        while let prepared = ahead.next() {
            let text = try #require(alone.text(of: prepared.block, alignment: nil))
            #expect(text.string == texts[seen], "block \(seen) out of order")
            let lines = try #require(prepared.lines).get()
            #expect(prepared.width == 300)
            #expect(summary(lines) == summary(try alone.lines(text, width: 300)), "block \(seen)")
            seen += 1
        }
        #expect(seen == texts.count)
        #expect(ahead.next() == nil, "the end stays the end")
    }

    @Test("the thread starts once 1,000 characters are set: a shorter text is set on the flow's thread alone",
          arguments: [0, 1, 19, 20, 21, 100])
    func startsLate(blockCount: Int) throws {
        let flow = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        // Fifty characters a paragraph: twenty fill the 1,000 set alone.
        let blocks = (0..<blockCount).map { Block.paragraph(Paragraph(String(format: "Paragraph %03d, set by one thread or two, or more!!", $0))) }
        let alone = TextAhead.startsAfter / 50
        let ahead = TextAhead(blocks: blocks, stream: nil, context: FlowContext(x: 0, width: 200), flow: flow)
        var seen = 0
        while let prepared = ahead.next() {
            #expect(prepared.units == 50)
            #expect(ahead.hasThread == (seen >= alone), "block \(seen)")
            #expect(try #require(prepared.lines).get().isEmpty == false)
            seen += 1
        }
        #expect(seen == blockCount)
        #expect(ahead.hasThread == (blockCount > alone))
    }

    @Test("a flow that stops early ends the thread: the owner's deinit joins it, and the source is let go")
    func stopsEarly() throws {
        final class Probe: Sendable {}
        let flow = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        weak var probe: Probe?
        var ahead: TextAhead?
        do {
            let held = Probe()
            probe = held
            let stream = BlockStream {
                AnyIterator((0..<10_000).lazy.map { i in _ = held; return Block.paragraph(Paragraph("Paragraph \(i) of many.")) }.makeIterator())
            }
            ahead = TextAhead(blocks: [], stream: stream, context: FlowContext(x: 0, width: 200), flow: flow)
        }
        for _ in 0...TextAhead.startsAfter / 20 { #expect(ahead?.next() != nil) }  // 22 or 23 characters a paragraph
        #expect(ahead?.hasThread == true)
        #expect(probe != nil, "the thread's source holds the probe")
        ahead = nil
        #expect(probe == nil, "the thread has ended and released its source")
    }
}
