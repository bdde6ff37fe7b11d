import Folio
import FolioTesting
import Testing
@testable import FolioLayout

/// `DocumentStyle.paragraphStyle`: the one home of the settings that paragraphs without a style
/// of their own are set with.
@Suite("Document style: the paragraph style of unstyled paragraphs")
struct DocumentStyleTests {
    @Test("the document's paragraph style sets a paragraph without its own, and gives way to one with its own")
    func setsUnstyledParagraphs() throws {
        var style = DocumentStyle()
        style.paragraphStyle.firstLineHeadIndent = 40
        style.paragraphStyle.alignment = .right
        let own = ParagraphStyle().with { $0.alignment = .left }
        let doc = Document([.paragraph(Paragraph("Unstyled")), .paragraph(Paragraph("Styled", paragraphStyle: own))], style: style)
        let words = try PDFTools.words(try Printed(doc).path)
        let unstyled = try #require(words.first { $0.text == "Unstyled" })
        let styled = try #require(words.first { $0.text == "Styled" })
        // 300 pt pages with 36 pt margins: a right-aligned line ends at 264, a left one starts at 36.
        #expect(abs(unstyled.xMax - 264) < 1, "\(unstyled)")
        #expect(abs(styled.xMin - 36) < 1, "\(styled)")
    }

    @Test("the text set for an unstyled paragraph carries the document's paragraph style, with its container's alignment")
    func textCarriesTheStyle() throws {
        var style = DocumentStyle()
        style.paragraphStyle.hyphenationFactor = 1
        style.paragraphStyle.lineHeightMultiple = 1.5
        let setter = TextSetter(library: .shared, style: style, log: DiagnosticLog())
        let text = try #require(setter.text(of: .paragraph(Paragraph("words")), alignment: .center))
        let paragraph = try #require(try text.attributes(at: 0).attributes.paragraphStyle)
        #expect(paragraph == style.paragraphStyle.with { $0.alignment = .center })
    }

    @Test("an unusable value in the document's paragraph style is refused by its name")
    func checked() {
        var style = DocumentStyle()
        style.paragraphStyle.firstLineHeadIndent = .infinity
        let result = Result { () throws(PrintError) in try Document([.paragraph(Paragraph("x"))], style: style).pdfBytes(paper: .a4) }
        guard case .failure(let error) = result else {
            Issue.record("an infinite indent made a PDF")
            return
        }
        #expect(error.description.contains("paragraphStyle.firstLineHeadIndent"), "\(error)")
    }
}
