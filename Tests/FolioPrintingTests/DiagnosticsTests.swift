import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPaper
import FolioPrinting
import FolioTestSupport
import FolioText
import Foundation
import Testing

@Suite("Diagnostics: every write says what it noticed")
struct DiagnosticsTests {
    @Test("a figure whose file is missing: writePDF returns an imageMissing warning naming the path, and draws the alternative text")
    func missingImageFile() throws {
        let dir = PDFTools.temporaryDirectory()
        let missing = dir.appendingPathComponent("no-such-chart.png").path
        let doc = Document {
            Paragraph("Before the chart.")
            Figure(contentsOfFile: missing, alternativeText: "Sales chart")
        }
        let out = dir.appendingPathComponent("report.pdf").path
        let report = try doc.writePDF(to: out)
        let warning = try #require(report.warnings.first { $0.kind == .imageMissing }, "\(report)")
        #expect(warning.location == .file(missing))
        #expect(warning.message.contains(missing) && warning.message.contains("alternative text"), "\(warning.message)")
        #expect(warning.severity == .warning)
        #expect(try PDFTools.text(out).contains("Sales chart"))
    }

    @Test("a figure of an image that was given no file has nothing to report")
    func figureWithoutFile() throws {
        let doc = Document { Figure(nil, alternativeText: "No image on purpose") }
        let (_, report) = try doc.printJob().pdfBytesAndDiagnostics()
        #expect(report.warnings.isEmpty, "\(report)")
    }

    @Test("a table row taller than the page: the job returns a contentCut warning with its page")
    func rowCut() throws {
        let tall = Paragraph(AttributedText("Tall ", attributes: TextAttributes(font: TextFont(family: "DejaVu Sans", size: 500))))
        let doc = Document { Table(rows: [TableRow([TableCell([.paragraph(tall)])])]) }
        let small = Paper(name: "small", size: Size(width: 300, height: 400))
        let (_, report) = try doc.printJob(paper: small, margins: EdgeInsets(all: 36)).pdfBytesAndDiagnostics()
        let cut = try #require(report.warnings.first { $0.kind == .contentCut }, "\(report)")
        #expect(cut.location == .page(1), "\(cut)")
        #expect(cut.message.hasPrefix("page 1: ") && cut.message.contains("cut off"), "\(cut.message)")
    }

    @Test("write(to:) and pdfBytesAndDiagnostics() return the same diagnostics")
    func sameFromBothOutputs() throws {
        let doc = Document { Figure(contentsOfFile: "/no/such/dir/x.png") }
        let out = PDFTools.temporaryDirectory().appendingPathComponent("x.pdf").path
        let written = try doc.printJob().write(to: out)
        let (_, inMemory) = try doc.printJob().pdfBytesAndDiagnostics()
        #expect(written == inMemory)
        #expect(written.count == 1, "\(written)")
    }

    @Test("Diagnostics keeps each diagnostic once, in the order first met, and splits warnings from notes")
    func collection() {
        var d: Diagnostics = [.note(.font, "a font substituted"), .warning(.contentCut, "page 1: cut", at: .page(1))]
        d.append(.note(.font, "a font substituted"))
        d.append(.warning(.imageMissing, "image x.png", at: .file("x.png")))
        #expect(d.map(\.message) == ["a font substituted", "page 1: cut", "image x.png"])
        #expect(d.warnings.map(\.kind) == [.contentCut, .imageMissing])
        #expect(d.notes.map(\.kind) == [.font])
        #expect(Diagnostic.Location.page(3).description == "page 3")
    }
}

@Suite("Margins: one inch by default, everywhere")
struct DefaultMarginTests {
    @Test("a job on a catalog paper draws its formatter one inch inside every edge")
    func jobDefault() throws {
        let f = BlockFormatter(blocks: [10])
        _ = try PrintJob(formatter: f, info: PrintInfo(paper: .letter)).pdfBytes()
        #expect(f.drawnRects[0] == Rect(x: 72, y: 72, width: 612 - 144, height: 792 - 144))
    }

    @Test("margins .zero draw from the paper's edges; the paper's own wider margins win")
    func explicitMargins() throws {
        let edge = BlockFormatter(blocks: [10])
        _ = try PrintJob(formatter: edge, info: PrintInfo(paper: .letter, margins: .zero)).pdfBytes()
        #expect(edge.drawnRects[0] == Rect(x: 0, y: 0, width: 612, height: 792))
        let wide = BlockFormatter(blocks: [10])
        let paper = Paper.letter.withMargins(EdgeInsets(top: 100, left: 10, bottom: 10, right: 10))
        _ = try PrintJob(formatter: wide, info: PrintInfo(paper: paper, margins: EdgeInsets(all: 20))).pdfBytes()
        #expect(wide.drawnRects[0] == Rect(x: 20, y: 100, width: 612 - 40, height: 792 - 120))
    }

    @Test("margins that are not numbers are refused by name")
    func badMargins() {
        let error = #expect(throws: PrintError.self) {
            _ = try PrintJob(formatter: BlockFormatter(blocks: [10]), info: PrintInfo(paper: .letter, margins: EdgeInsets(all: .nan))).pdfBytes()
        }
        #expect(error?.description.contains("PrintInfo.margins") == true, "\(String(describing: error))")
    }

    @Test("text through a job and through Document.pdfBytes starts at the same x: 72 pt")
    func sameAsDocument() throws {
        let font = TextFont(family: "DejaVu Serif", size: 11)
        let text = SimpleTextPrintFormatter(text: "Margins", font: font)
        let viaJob = try PDFTools.save(try PrintJob(formatter: text, info: PrintInfo(paper: .letter)).pdfBytes())
        var style = DocumentStyle()
        style.font = font
        let doc = Document([.paragraph(Paragraph("Margins"))], style: style)
        let viaDocument = try PDFTools.save(try doc.pdfBytes(footer: nil))
        let a = try #require(try PDFTools.words(viaJob).first), b = try #require(try PDFTools.words(viaDocument).first)
        #expect(abs(a.xMin - 72) < 1 && abs(b.xMin - 72) < 1, "\(a) \(b)")
        #expect(abs(a.yMin - b.yMin) < 1, "\(a) \(b)")
    }
}
