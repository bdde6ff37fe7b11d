import Folio
import FolioTestSupport
import Foundation
import Testing

/// Numbers a program gives through the API that no page can hold: NaN, infinities and
/// distances past any page, in paragraph styles, text attributes, document and block styles,
/// tables, spacers, rules and margins. Each is refused with an error naming the property
/// (before, some trapped converting to an integer and others were refused by the drawing call
/// they reached, which named only itself).
@Suite("numbers no page can hold are refused by name, never trapped on")
struct StyleValueTests {
    static let text = "Some words to set, with a tab\there and a long enough sentence to wrap across a narrow column of text."
    static let unusable: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 1e9]

    struct Case: Sendable, CustomTestStringConvertible {
        let property: String
        let document: @Sendable (Double) -> Document
        var margins: @Sendable (Double) -> EdgeInsets = { _ in EdgeInsets(all: 36) }
        var testDescription: String { property }
    }

    static func paragraph(_ change: @escaping @Sendable (inout ParagraphStyle, Double) -> Void) -> @Sendable (Double) -> Document {
        { v in
            var style = ParagraphStyle()
            change(&style, v)
            return Document([.paragraph(Paragraph(text, paragraphStyle: style))])
        }
    }

    static func styled(_ change: @escaping @Sendable (inout DocumentStyle, Double) -> Void) -> @Sendable (Double) -> Document {
        { v in
            var style = DocumentStyle()
            change(&style, v)
            return Document([.heading(Heading("Title")), .paragraph(Paragraph(text)), .list(List(.decimal) { "one"; "two" }),
                             .blockQuote(BlockQuote { Paragraph(text) })], style: style)
        }
    }

    static func attributed(_ change: @escaping @Sendable (inout TextAttributes, Double) -> Void) -> @Sendable (Double) -> Document {
        { v in
            var attributes = TextAttributes()
            change(&attributes, v)
            var t = AttributedText(text)
            try? t.setAttributes(attributes, range: 0..<10)
            return Document([.paragraph(Paragraph(t))])
        }
    }

    static let cases: [Case] = [
        Case(property: "firstLineHeadIndent", document: paragraph { $0.firstLineHeadIndent = $1 }),
        Case(property: "headIndent", document: paragraph { $0.alignment = .justified; $0.headIndent = $1 }),
        Case(property: "tailIndent", document: paragraph { $0.lineBreakMode = .byCharWrapping; $0.tailIndent = $1 }),
        Case(property: "lineSpacing", document: paragraph { $0.lineSpacing = $1 }),
        Case(property: "lineHeightMultiple", document: paragraph { $0.lineHeightMultiple = $1 }),
        Case(property: "minimumLineHeight", document: paragraph { $0.minimumLineHeight = $1 }),
        Case(property: "maximumLineHeight", document: paragraph { $0.maximumLineHeight = $1 }),
        Case(property: "paragraphSpacingBefore", document: paragraph { $0.paragraphSpacingBefore = $1 }),
        Case(property: "paragraphSpacing", document: paragraph { $0.paragraphSpacing = $1 }),
        Case(property: "defaultTabInterval", document: paragraph { $0.defaultTabInterval = $1 }),
        Case(property: "a tab stop's location", document: paragraph { $0.tabStops = [ParagraphStyle.TabStop(location: $1)] }),
        Case(property: "tracking", document: attributed { $0.tracking = $1 }),
        Case(property: "baselineOffset", document: attributed { $0.baselineOffset = $1 }),
        Case(property: "font.size", document: styled { $0.font.size = $1 }),
        Case(property: "paragraphStyle.lineHeightMultiple", document: styled { $0.paragraphStyle.lineHeightMultiple = $1 }),
        Case(property: "paragraphSpacing", document: styled { $0.paragraphSpacing = $1 }),
        Case(property: "listIndent", document: styled { $0.listIndent = $1 }),
        Case(property: "quoteIndent", document: styled { $0.quoteIndent = $1 }),
        Case(property: "headingScale", document: styled { $0.headingScale = [$1] }),
        Case(property: "a spacer's height", document: { Document([.paragraph(Paragraph(text)), .spacer($0)]) }),
        Case(property: "a rule's thickness", document: { Document([.rule(Rule(thickness: $0))]) }),
        Case(property: "a figure's width", document: { Document([.figure(Figure(nil, alternativeText: "a picture", width: $0))]) }),
        Case(property: "margins.left", document: {
            Document([.paragraph(Paragraph(text, style: BlockStyle(margins: EdgeInsets(top: 0, left: $0, bottom: 0, right: 0))))])
        }),
        Case(property: "borderTop.width", document: { Document([.paragraph(Paragraph(text, style: BlockStyle(border: Border(width: $0))))]) }),
        Case(property: "a table column's width", document: {
            Document([.table(Table(header: ["a", "b"], [["1", text]], columns: [.init(width: .points($0))]))])
        }),
        Case(property: "the header height (the top margin)", document: { _ in Document([.paragraph(Paragraph(text))]) },
             margins: { EdgeInsets(top: $0, left: 36, bottom: 36, right: 36) }),
        Case(property: "the left margin", document: { _ in Document([.paragraph(Paragraph(text))]) },
             margins: { EdgeInsets(top: 36, left: $0, bottom: 36, right: 36) }),
    ]

    @Test("each unusable value is an error naming the property", arguments: cases)
    func refused(_ c: Case) {
        for v in Self.unusable {
            let result = Result { () throws(PrintError) in try c.document(v).pdfBytes(paper: .a4, margins: c.margins(v)) }
            guard case .failure(let error) = result else {
                Issue.record("\(c.property) = \(v) made a PDF")
                continue
            }
            #expect(error.description.contains(c.property) && error.description.contains("\(v)"), "\(c.property) = \(v): \(error)")
        }
    }

    @Test("large usable values make a PDF: a tab stop and tracking a million points out in 0.01 pt text (they trapped converting to Int32)")
    func largeButUsable() throws {
        var style = ParagraphStyle()
        style.tabStops = [ParagraphStyle.TabStop(location: 1_000_000)]
        style.alignment = .justified
        var attributes = TextAttributes(font: TextFont(family: "serif", size: 0.01), paragraphStyle: style)
        attributes.tracking = 1_000_000
        let doc = Document([.paragraph(Paragraph(AttributedText(Self.text + " " + Self.text, attributes: attributes)))])
        let pdf = try doc.pdfBytes(paper: .a4)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
    }
}
