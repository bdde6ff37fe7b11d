import Folio
@testable import FolioLayout
import FolioTesting
import Testing

/// Footnotes at the foot of the page (CSS GCPM's footnote area), read from the printed pages
/// with pdftotext and from the laid-out pages: each note on the page of its call, below the
/// flow's text, numbered through the document.
@Suite("Footnotes at the foot of the page")
struct FootnoteTests {
    /// A document of `paragraphs` paragraphs of filler, each followed by a call to a note
    /// "Note k." (k from 1), and its notes in calling order.
    static func document(paragraphs: Int, notes: (Int) -> String = { "Note \($0) text." }) -> Document {
        var doc = Document([])
        for k in 1...paragraphs {
            var text = AttributedText(prose("p\(k)x", sentences: 2))
            text.append(doc.addFootnote(AttributedText(notes(k))))
            text.append(" end\(k).")
            doc.blocks.append(.paragraph(Paragraph(text)))
        }
        return doc
    }

    /// The index of the first line of `lines` that contains `text`.
    static func line(_ text: String, in lines: [String]) -> Int? { lines.firstIndex { $0.contains(text) } }

    @Test("each note is on the page of its call, below the page's text, numbered 1, 2, 3 … across pages")
    func notesOnTheirCallsPage() throws {
        let printed = try Printed(Self.document(paragraphs: 12))
        #expect(printed.pages.count >= 3, "\(printed.pages.count) pages")
        var seen: [Int] = []
        for page in printed.pages.indices {
            let lines = printed.lines(page)
            for k in 1...12 {
                // The paragraph's last words ("end7.") follow the call; the note starts with its number.
                guard let call = Self.line("end\(k).", in: lines) else { continue }
                let note = try #require(Self.line("Note \(k) text.", in: lines), "note \(k) is not on page \(page + 1), its call's: \(lines)")
                #expect(note > call, "note \(k) below its call")
                #expect(lines[note].hasPrefix("\(k)"), "note \(k) starts with its number: \(lines[note])")
                // Below every line of the flow on the page.
                let lastBody = lines.lastIndex { $0.contains("words fill") || $0.contains("end") && !$0.contains("Note") } ?? 0
                #expect(note > lastBody, "note \(k) below the page's text: \(lines)")
                seen.append(k)
            }
        }
        #expect(seen == Array(1...12), "every note once, in order: \(seen)")
        #expect(printed.words.filter { $0 == "Note" }.count == 12)
    }

    @Test("a page with several notes stacks them in calling order, under one separator rule")
    func severalNotesOnAPage() throws {
        var doc = Document([])
        var text = AttributedText("Three calls in one paragraph")
        for k in 1...3 { text.append(doc.addFootnote(AttributedText("Note \(k) text."))); text.append(" and") }
        text.append(" done.")
        doc.blocks = Paragraph(text).blocks
        let layout = DocumentLayout(doc)
        layout.setsTextAhead = false
        let page = try #require(try layout.page(0, contentRect: { _ in Rect(x: 36, y: 36, width: 228, height: 328) }))
        let rules = page.items.filter { if case .rule = $0.item.content { true } else { false } }
        let notes = page.items.filter(\.item.isFootnote)
        #expect(rules.count == 1 && notes.count == 3)
        let rule = try #require(rules.first)
        #expect(abs(rule.item.width - 228 / 3) < 0.01, "a third of the measure")
        #expect(notes.map(\.y) == notes.map(\.y).sorted() && notes.allSatisfy { $0.y > rule.y })
        let last = try #require(notes.last)
        #expect(abs(last.y + last.item.height - 328) < 0.01, "the area ends at the content area's foot: \(last.y + last.item.height)")
        let printed = try Printed(doc)
        let lines = printed.lines(0)
        let order = (1...3).compactMap { Self.line("Note \($0) text.", in: lines) }
        #expect(order.count == 3 && order == order.sorted(), "\(lines)")
    }

    @Test("a note longer than the room below its call's line is split: its rest opens the next page's area")
    func longNoteSplits() throws {
        var doc = Document([])
        var text = AttributedText("A short paragraph with a long note")
        text.append(doc.addFootnote(AttributedText(prose("longnote", sentences: 40))))
        text.append(" after the call.")
        doc.blocks = Paragraph(text).blocks
        doc.blocks += Paragraph(prose("tail", sentences: 3)).blocks
        let printed = try Printed(doc)
        #expect(printed.pages.count >= 2, "\(printed.pages)")
        // Every word of the note is printed, once.
        for i in 0..<40 { #expect(printed.words.filter { $0 == "longnote\(i)c." }.count == 1, "longnote\(i)c.") }
        #expect(printed.pages[0].contains("after the call.") && printed.pages[0].contains("longnote0a"))
        #expect(printed.pages[1].contains("longnote20a"), "the note's rest on page 2: \(printed.pages[1])")
    }

    @Test("a note that does not fit under its call's line moves that line to the next page")
    func callMovesWithItsNote() throws {
        // A page nearly full, then a paragraph whose last line calls a 6-line note.
        var doc = Document([])
        doc.blocks = Paragraph(prose("fill", sentences: 9)).blocks
        var text = AttributedText("Last words")
        text.append(doc.addFootnote(AttributedText(prose("note", sentences: 3))))
        doc.blocks += Paragraph(text).blocks
        let printed = try Printed(doc)
        let page = try #require(printed.pages.firstIndex { $0.contains("Last words") })
        #expect(printed.pages[page].contains("note0a") && printed.pages[page].contains("note2c."), "\(printed.pages)")
    }

    @Test("calls in a table cell and in a float: their notes are at the foot of the same page")
    func callsInCellsAndFloats() throws {
        var doc = Document([])
        var cell = AttributedText("Cell text")
        cell.append(doc.addFootnote(AttributedText("Cell note.")))
        var side = AttributedText("Floated text")
        side.append(doc.addFootnote(AttributedText("Float note.")))
        doc.blocks = Document {
            Table(rows: [TableRow([TableCell(cell)])])
            Group.floating(.right, width: .points(80)) { Paragraph(side) }
            Paragraph(prose("after", sentences: 2))
        }.blocks
        let printed = try Printed(doc)
        let lines = printed.lines(0)
        let cellNote = try #require(Self.line("1 Cell note.", in: lines), "\(lines)")
        let floatNote = try #require(Self.line("2 Float note.", in: lines), "\(lines)")
        #expect(cellNote < floatNote && floatNote == lines.count - 1, "\(lines)")
    }

    @Test("a document without footnotes lays out as before; a call to no note draws its text and places nothing")
    func noNotes() throws {
        var attributes = TextAttributes()
        attributes.footnote = 5
        var doc = Document([])
        doc.footnotes = [Footnote("Only note.")]
        doc.blocks = Paragraph(AttributedText("Call to nothing", attributes: attributes)).blocks
        let printed = try Printed(doc)
        #expect(printed.pages.count == 1 && printed.pages[0].contains("Call to nothing") && !printed.pages[0].contains("Only note."))
        // The note no call reached is not lost silently.
        let layout = DocumentLayout(doc)
        try layout.paginate { _ in Rect(x: 0, y: 0, width: 228, height: 328) }
        let warnings = layout.diagnostics.warnings.map(\.message)
        #expect(warnings.contains { $0.contains("1 footnote (1) left out") }, "\(warnings)")
    }
}
