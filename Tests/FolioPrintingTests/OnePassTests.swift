import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPaper
@testable import FolioPrinting
import FolioTestSupport
import FolioText
import Foundation
import Testing

/// A header/footer renderer that asks for the page count first whatever its templates say:
/// the two-pass job the one-pass job must match.
private final class CountingFirstRenderer: HeaderFooterPageRenderer {
    override var needsPageCountBeforeDrawing: Bool { true }
}

/// A plain-text formatter that counts how often its whole content is laid out to count pages.
private final class CountingFormatter: DocumentPrintFormatter {
    var countPasses = 0
    override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        countPasses += 1
        return try super.layoutPages(contentRect: contentRect)
    }
}

@Suite("One-pass jobs: pages laid out as they are drawn")
struct OnePassTests {
    static let paper = Paper(name: "small", size: Size(width: 300, height: 300))
    static var document: Document {
        Document(title: "t") {
            for i in 0..<60 { Paragraph("Paragraph \(i): words enough to wrap onto a second line of this small page.") }
        }
    }

    private func job(_ renderer: HeaderFooterPageRenderer, _ formatters: [(PrintFormatter, Int)]) throws -> [UInt8] {
        for (f, start) in formatters { renderer.addPrintFormatter(f, startingAtPage: start) }
        return try PrintJob(renderer: renderer, info: PrintInfo(paper: Self.paper)).pdfBytes()
    }

    @Test("without {pages} the document is laid out once, and the PDF equals the two-pass job's byte for byte")
    func sameBytes() throws {
        let once = CountingFormatter(document: Self.document)
        let renderer = HeaderFooterPageRenderer(footer: .pageNumber)  // kept: a formatter's renderer is weak
        let onePass = try job(renderer, [(once, 0)])
        let twice = CountingFormatter(document: Self.document)
        let twoPass = try job(CountingFirstRenderer(footer: .pageNumber), [(twice, 0)])
        #expect(once.countPasses == 0)
        #expect(twice.countPasses == 1)
        #expect(onePass == twoPass)
        let pages = try PDFTools.pageTexts(try PDFTools.save(onePass))
        #expect(pages.count > 5)
        #expect(once.pageCount == pages.count, "the page count is known once the job has drawn every page")
        #expect(renderer.numberOfPages == pages.count)
        #expect(once.countPasses == 0, "reading the count after the job lays nothing out again")
        #expect(pages.last?.contains("Paragraph 59") == true)
    }

    @Test("{pages} in a template: one pass, the total drawn after the last page; counted first with .countedFirst; every footer shows the total",
          arguments: [false, true])
    func totalNeedsCount(countedFirst: Bool) throws {
        let f = CountingFormatter(document: Self.document)
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: "{page} of {pages}"))
        if countedFirst { renderer.pageTotal = .countedFirst }
        let bytes = try job(renderer, [(f, 0)])
        let pages = try PDFTools.pageTexts(try PDFTools.save(bytes))
        #expect(f.countPasses == (countedFirst ? 1 : 0))
        for (i, page) in pages.enumerated() { #expect(page.contains("\(i + 1) of \(pages.count)")) }
    }

    @Test("two formatters, the second starting on a later page, give the two-pass job's bytes")
    func twoFormatters() throws {
        let short = Document { Paragraph("A summary on the first page.") }
        let onePass = try job(HeaderFooterPageRenderer(footer: .pageNumber),
                              [(DocumentPrintFormatter(document: short), 0), (DocumentPrintFormatter(document: Self.document), 3)])
        let twoPass = try job(CountingFirstRenderer(footer: .pageNumber),
                              [(DocumentPrintFormatter(document: short), 0), (DocumentPrintFormatter(document: Self.document), 3)])
        #expect(onePass == twoPass)
        let pages = try PDFTools.pageTexts(try PDFTools.save(onePass))
        #expect(pages[0].contains("A summary") && !pages[1].contains("Paragraph") && pages[3].contains("Paragraph 0"))
    }

    @Test("an empty text still prints its one page; a document with a table of contents is counted first")
    func emptyAndContents() throws {
        let empty = SimpleTextPrintFormatter(text: "")
        let bytes = try job(HeaderFooterPageRenderer(footer: .pageNumber), [(empty, 0)])
        #expect(try PDFTools.pageTexts(try PDFTools.save(bytes)).count == 1)
        let withContents = DocumentPrintFormatter(document: Document { TableOfContents(); Heading("One"); Paragraph("x") })
        #expect(!withContents.laysOutPagesOneByOne)
        #expect(DocumentPrintFormatter(document: Self.document).laysOutPagesOneByOne)
    }

    @Test("page ranges make the job count first, and select the same pages")
    func ranges() throws {
        let renderer = HeaderFooterPageRenderer(footer: .pageNumber)
        let f = CountingFormatter(document: Self.document)
        renderer.addPrintFormatter(f, startingAtPage: 0)
        let bytes = try PrintJob(renderer: renderer, info: PrintInfo(paper: Self.paper, pageRanges: try PageRanges(parsing: "2-3"))).pdfBytes()
        #expect(f.countPasses == 1)
        #expect(try PDFTools.pageTexts(try PDFTools.save(bytes)).count == 2)
    }
}

@Suite("Text set ahead on another thread gives the same pages (two-pass jobs)")
struct TextAheadTests {
    /// Every kind of top-level block: set ahead (paragraphs, headings, preformatted text),
    /// passed on (lists, tables, rules, quotes), and in a box (set by the flow itself).
    static var document: Document {
        Document(title: "Ahead") {
            for i in 0..<40 {
                Heading("Section \(i)", level: 1 + i % 3)
                Paragraph("Paragraph \(i): words enough to wrap onto a second line of this small page, and a third.")
                if i % 5 == 0 { Preformatted("let x = \(i)\n    print(x)") }
                if i % 7 == 0 { List(["one", "two \(i)"]) }
                if i % 9 == 0 { Paragraph("In a box.", style: BlockStyle(padding: EdgeInsets(all: 6), background: .gray)) }
                if i % 11 == 0 { Paragraph("Centred, καλημέρα, שלום.", style: BlockStyle(alignment: .center)) }
            }
        }
    }

    /// The job's bytes. "{pages}" counted first makes a two-pass job, whose passes set text
    /// ahead whatever the core count; a one-pass job of a stream sets text ahead on two cores.
    private func bytes(_ formatter: DocumentPrintFormatter, ahead: Bool, twoPass: Bool = true) throws -> [UInt8] {
        formatter.laysOutAhead = ahead
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate(center: twoPass ? "{page} of {pages}" : "{page}"))
        renderer.pageTotal = .countedFirst
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        return try PrintJob(renderer: renderer, info: PrintInfo(paper: OnePassTests.paper)).pdfBytes()
    }

    @Test("a document of every block kind: the same bytes and diagnostics with and without")
    func sameDocument() throws {
        let ahead = DocumentPrintFormatter(document: Self.document)
        let alone = DocumentPrintFormatter(document: Self.document)
        let withThread = try bytes(ahead, ahead: true)
        #expect(withThread == (try bytes(alone, ahead: false)))
        #expect(ahead.diagnostics == alone.diagnostics)
        let pages = try PDFTools.pageTexts(try PDFTools.save(withThread))
        #expect(pages.count > 10)
        #expect(pages.last?.contains("Paragraph 39") == true)
    }

    @Test("a streamed text file, in one pass and in two: the same bytes with and without", arguments: [false, true])
    func sameStream(twoPass: Bool) throws {
        let text = (0..<300).map { "Line \($0) of a streamed text, long enough to wrap on the small page." }.joined(separator: "\n\n")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-ahead-\(getpid())-\(twoPass).txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let withThread = try bytes(SimpleTextPrintFormatter(contentsOfFile: path), ahead: true, twoPass: twoPass)
        #expect(withThread == (try bytes(SimpleTextPrintFormatter(contentsOfFile: path), ahead: false, twoPass: twoPass)))
        #expect(try PDFTools.pageTexts(try PDFTools.save(withThread)).joined().contains("Line 299 of"))
    }
}

/// A document formatter that notes, as each page is drawn, whether a thread is laying pages
/// out ahead.
private final class ThreadProbeFormatter: DocumentPrintFormatter {
    var threadAtPage: [Bool] = []
    override func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws {
        threadAtPage.append(laysPagesOutOnThread)
        try super.draw(in: rect, forPage: pageIndex, context: context)
    }
}

@Suite("Pages laid out ahead on a thread: from the second page, never for a one-page document")
struct PageProducerStartTests {
    private func draw(_ document: Document) throws -> (probe: ThreadProbeFormatter, bytes: [UInt8]) {
        let probe = ThreadProbeFormatter(document: document)
        probe.laysOutAhead = true
        let renderer = HeaderFooterPageRenderer(footer: .pageNumber)
        renderer.addPrintFormatter(probe, startingAtPage: 0)
        let bytes = try PrintJob(renderer: renderer, info: PrintInfo(paper: OnePassTests.paper)).pdfBytes()
        return (probe, bytes)
    }

    @Test("a one-page document is laid out and drawn on the job's thread alone")
    func onePage() throws {
        let (probe, bytes) = try draw(Document { Heading("Invoice 7"); Paragraph("One short page.") })
        #expect(probe.threadAtPage == [false])
        #expect(try PDFTools.pageTexts(try PDFTools.save(bytes)).count == 1)
    }

    @Test("a longer document starts the thread at its second page, and gives the same bytes as without")
    func longer() throws {
        let (probe, bytes) = try draw(OnePassTests.document)
        #expect(probe.threadAtPage.count > 5)
        #expect(probe.threadAtPage.first == false)
        #expect(probe.threadAtPage.dropFirst().allSatisfy { $0 }, "\(probe.threadAtPage)")
        let alone = DocumentPrintFormatter(document: OnePassTests.document)
        alone.laysOutAhead = false
        let renderer = HeaderFooterPageRenderer(footer: .pageNumber)
        renderer.addPrintFormatter(alone, startingAtPage: 0)
        #expect(bytes == (try PrintJob(renderer: renderer, info: PrintInfo(paper: OnePassTests.paper)).pdfBytes()))
    }
}
