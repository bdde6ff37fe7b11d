import Folio
import Testing

@Suite("Whether pages follow the last one laid out")
struct MorePagesTests {
    private let rect = Rect(x: 0, y: 0, width: 200, height: 120)

    @Test("a one-page document says so after its page; a longer one until its last", arguments: [1, 12, 60])
    func untilTheLast(paragraphs: Int) throws {
        let layout = DocumentLayout(Document {
            for i in 0..<paragraphs { Paragraph("Paragraph \(i), long enough to take two lines.") }
        })
        layout.setsTextAhead = false
        #expect(layout.mayHaveMorePages, "nothing laid out yet")
        var pages: [Bool] = []
        while try layout.page(pages.count, contentRect: { _ in rect }) != nil { pages.append(layout.mayHaveMorePages) }
        #expect(pages.last == false, "the last page ends the document")
        #expect(pages.dropLast().allSatisfy { $0 }, "\(pages)")
        #expect(pages.count == 1 || paragraphs > 1)
        if paragraphs == 60 { #expect(pages.count > 5) }
    }
}
