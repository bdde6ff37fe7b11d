import FolioGraphics
import FolioText
import Foundation
import Testing

@Suite("Attributed text")
struct AttributedTextTests {
    @Test("ranges count UTF-16 code units, as NSAttributedString")
    func utf16() throws {
        let t = AttributedText("é😀x")
        #expect(t.length == 4)
        #expect(try t.attributedSubstring(from: 1..<3).string == "😀")
    }

    @Test("adding attributes splits runs and merges fields; equal neighbours coalesce")
    func addAttributes() throws {
        var t = AttributedText("Hello, world", attributes: TextAttributes(font: TextFont(size: 14)))
        try t.addAttributes(TextAttributes(foregroundColor: .red), range: 7..<12)
        #expect(t.runs.count == 2)
        let (a, r) = try t.attributes(at: 8)
        #expect(r == 7..<12 && a.foregroundColor == .red && a.font?.size == 14)
        try t.addAttributes(TextAttributes(foregroundColor: .red), range: 0..<7)
        #expect(t.runs.count == 1)
        try t.setAttributes(TextAttributes(), range: 2..<4)
        #expect(t.runs.map(\.range) == [0..<2, 2..<4, 4..<12])
        #expect(try t.attributes(at: 3).attributes.font == nil)
    }

    @Test("append keeps each part's attributes")
    func append() throws {
        var t = AttributedText("bold", attributes: TextAttributes(font: TextFont.body.bold))
        t.append(" plain")
        #expect(t.string == "bold plain")
        #expect(try t.attributes(at: 0).attributes.font?.weight == 700)
        #expect(try t.attributes(at: 5).attributes.font == nil)
        #expect(t.runs(in: 2..<6).map(\.range) == [2..<4, 4..<6])
    }

    @Test("ranges outside the text are typed errors")
    func outOfRange() {
        var t = AttributedText("abc")
        #expect(throws: TextRangeError(range: 2..<5, length: 3)) { try t.addAttributes(TextAttributes(), range: 2..<5) }
        #expect(throws: TextRangeError.self) { _ = try t.attributes(at: 3) }
        #expect(throws: TextRangeError.self) { _ = try t.attributedSubstring(from: -1..<1) }
        #expect(AttributedText().length == 0 && AttributedText().runs.isEmpty)
    }

    @Test("Foundation's AttributedString converts with Folio's attribute scope and its link")
    func foundation() throws {
        var s = AttributedString("Total: ")
        var n = AttributedString("42")
        n.folioFont = TextFont(family: "sans-serif", size: 14).bold
        n.folioForegroundColor = .red
        n.link = URL(string: "https://example.com")
        s.append(n)
        let t = AttributedText(s)
        #expect(t.string == "Total: 42")
        let (a, r) = try t.attributes(at: 7)
        #expect(r == 7..<9)
        #expect(a.font == TextFont(family: "sans-serif", size: 14, weight: 700))
        #expect(a.foregroundColor == .red)
        #expect(a.link == .url("https://example.com"))
        #expect(try t.attributes(at: 0).attributes.font == nil)
    }

    @Test("paragraph style: optimal breaking for justified text unless told otherwise")
    func paragraphStyle() {
        #expect(ParagraphStyle().effectiveLineBreakStrategy == .greedy)
        #expect(ParagraphStyle().with { $0.alignment = .justified }.effectiveLineBreakStrategy == .optimal)
        #expect(ParagraphStyle().with { $0.alignment = .justified; $0.lineBreakStrategy = .greedy }.effectiveLineBreakStrategy == .greedy)
    }

    @Test("TextDecoration's static members read as NSUnderlineStyle's: .single, .thick, .double, .dotted, .dashed, with a colour")
    func decorationNames() {
        let a = TextAttributes(underline: .single, strikethrough: .double.colored(.red))
        #expect(a.underline == TextDecoration(.single))
        #expect(a.strikethrough == TextDecoration(.double, color: .red))
        #expect([TextDecoration.single, .thick, .double, .dotted, .dashed].map(\.style) == TextDecoration.Style.allCases)
    }
}
