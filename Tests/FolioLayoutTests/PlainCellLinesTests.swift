import Folio
import FolioTesting
@testable import FolioLayout
import FolioText
import Testing

/// The lines of plain paragraphs (a report's cells) kept by text, alignment and width, so that
/// a value met again is not set again.
@Suite("Plain cell lines kept")
struct PlainCellLinesTests {
    /// A summary of set lines to compare: each line's range, origin, width and height, and each
    /// run's glyphs, origin and units.
    private func summary(_ lines: [(line: Line, height: Double)]) -> [String] {
        lines.map { l in
            "\(l.line.range) \(l.line.origin) \(l.line.width) \(l.line.ascent) \(l.line.descent) \(l.height) "
                + l.line.runs.map { r in
                    "\(r.glyphs.map { [$0.id, UInt32($0.cluster), UInt32(bitPattern: $0.xAdvance)] }) \(r.origin) \(r.width) \(r.range) "
                        + "\(r.isRightToLeft) \(r.font.postScriptName) \(r.size)"
                }.joined(separator: " | ")
        }
    }

    @Test("a plain paragraph's kept lines are the lines set the long way, met first or again, at any width and alignment",
          arguments: [ParagraphStyle.Alignment?.none, .left, .right, .center, .justified])
    func sameLines(alignment: ParagraphStyle.Alignment?) throws {
        let kept = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let fresh = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let texts = ["North", "Item 12", "1,250.00", "Région Est", "a value long enough to wrap in a narrow column", "  spaced  ", "x"]
        for width in [30.0, 80.0, 400.0] {
            for round in 0..<2 {
                for t in texts {
                    let p = Paragraph(t)
                    let lines = try #require(try kept.plainLines(of: p, alignment: alignment, width: width))
                    let text = try #require(fresh.text(of: .paragraph(p), alignment: alignment))
                    #expect(summary(lines) == summary(try fresh.lines(text, width: width)), "\"\(t)\" at \(width), round \(round)")
                }
            }
        }
        #expect(kept.plainLinesKept.count == texts.count * 3, "each text kept once per width")
        #expect(kept.plainLinesKept.made == texts.count * 3, "and set once: the second round found them all")
    }

    @Test("only plain paragraphs are kept: not one with attributes, a paragraph style, two runs or more than 64 units")
    func onlyPlain() throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        var bold = AttributedText("Total")
        try bold.addAttributes(TextAttributes(font: TextFont(weight: 700)), range: 0..<5)
        var two = AttributedText("Sum ")
        two.append("due", attributes: TextAttributes(foregroundColor: .red))
        var aligned = ParagraphStyle()
        aligned.alignment = .right
        let others = [Paragraph(bold), Paragraph(two), Paragraph("Styled", paragraphStyle: aligned),
                      Paragraph(String(repeating: "x", count: 65)), Paragraph("")]
        for p in others {
            #expect(try setter.plainLines(of: p, alignment: nil, width: 100) == nil, "\(p.text.string.prefix(10))")
        }
        #expect(try setter.plainLines(of: Paragraph(String(repeating: "x", count: 64)), alignment: nil, width: 100) != nil)
        #expect(setter.plainLinesKept.count == 1)
    }

    @Test("the kept lines are bounded while unique values stream past (two generations), and a value that recurs stays kept")
    func bounded() throws {
        let setter = TextSetter(library: .shared, style: DocumentStyle(), log: DiagnosticLog())
        let limit = TextSetter.plainLinesLimit
        var recurring = 0
        for i in 0..<(3 * limit + 10) {
            _ = try setter.plainLines(of: Paragraph("Item \(i)"), alignment: nil, width: 100)
            if i % 500 == 0 {
                _ = try setter.plainLines(of: Paragraph("North"), alignment: nil, width: 100)
                recurring += 1
            }
            #expect(setter.plainLinesKept.count <= 2 * limit)
        }
        #expect(setter.plainLinesKept.made == 3 * limit + 10 + 1, "every item set once, \"North\" once for its \(recurring) uses")
        // The oldest items were let go: one is set again.
        _ = try setter.plainLines(of: Paragraph("Item 0"), alignment: nil, width: 100)
        #expect(setter.plainLinesKept.made == 3 * limit + 10 + 2)
    }

    @Test("a table of repeated and unique values prints every cell (pdftotext), header repeated on each page")
    func tableOfRepeats() throws {
        let rows = (0..<90).map { i in TableRow(["Item \(i)", ["North", "South", "East", "West"][i % 4], String(i % 7)]) }
        let table = Table(headerRows: [TableRow(["Item", "Region", "Units"])], rows: rows)
        let printed = try Printed(Document { table })
        #expect(printed.pages.count >= 2)
        let words = printed.words
        for i in 0..<90 { #expect(words.contains("\(i)"), "row \(i)") }
        #expect(words.filter { $0 == "North" }.count == 23 && words.filter { $0 == "West" }.count == 22)
        for page in printed.pages.indices { #expect(printed.pages[page].contains("Region"), "page \(page + 1)") }
    }
}
