import FolioGeometry
import FolioGraphics
import FolioPaper
import FolioPrinting
import FolioTestSupport
import FolioText
import Foundation
import Testing

@Suite("Header and footer renderer")
struct HeaderFooterTests {
    private var serif: TextFont {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts/DejaVuSerif.ttf").path
        return TextFont(file: fonts, size: 10)
    }

    @Test("templates: slots and placeholders")
    func templates() {
        let t = HeaderFooterTemplate("{title}||Page {page} of {pages}")
        #expect(t.left == "{title}" && t.center == "" && t.right == "Page {page} of {pages}")
        #expect(HeaderFooterTemplate("{page}").center == "{page}")
        #expect(HeaderFooterTemplate("a|b").left == "a" && HeaderFooterTemplate("a|b").right == "b")
        let v = HeaderFooterTemplate.Values(page: 3, pages: 9, title: "T", file: "f.txt", date: "2026-11-22")
        #expect(HeaderFooterTemplate.expand("{title} {file} {date} {page}/{pages}", v) == "T f.txt 2026-11-22 3/9")
        // One pass: what a placeholder brings in is not expanded again; other braces stay.
        let odd = HeaderFooterTemplate.Values(page: 1, pages: 2, title: "{page} {date}", file: "", date: "d")
        #expect(HeaderFooterTemplate.expand("{title}|{x} {page}{ {pages", odd) == "{page} {date}|{x} 1{ {pages")
        #expect(HeaderFooterTemplate.expand("{{page}}", odd) == "{1}")
        #expect(HeaderFooterTemplate.expand("§ {page} é", odd) == "§ 1 é")
        // Every listed name is one `expand` replaces.
        for name in HeaderFooterTemplate.placeholderNames {
            #expect(HeaderFooterTemplate.expand("{\(name)}", v) != "{\(name)}", "{\(name)}")
        }
        #expect(HeaderFooterTemplate.placeholderNames.count == 5)
    }

    @Test("'Page N of M' is right on every page; the title heads each page")
    func pageNOfM() throws {
        var text = ""
        for i in 1...2500 { text += "word\(i) " + (i % 60 == 0 ? "\n\n" : "") }
        let renderer = HeaderFooterPageRenderer(header: HeaderFooterTemplate(left: "{title}"),
                                                footer: HeaderFooterTemplate(right: "Page {page} of {pages}"), title: "Quarterly", font: serif)
        let formatter = SimpleTextPrintFormatter(text: text, font: serif.withSize(11))
        formatter.contentInsets = EdgeInsets(top: 36, left: 72, bottom: 36, right: 72)
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        let path = try PDFTools.save(try PrintJob(renderer: renderer, info: PrintInfo(paper: .letter)).pdfBytes())
        #expect(try PDFTools.qpdfCheck(path).ok)
        let pages = Int(try PDFTools.info(path)["Pages"] ?? "0") ?? 0
        #expect(pages > 3)
        for n in 1...pages {
            let t = try PDFTools.text(path, page: n)
            #expect(t.contains("Page \(n) of \(pages)"), "page \(n)")
            #expect(t.contains("Quarterly"), "page \(n)")
        }
        let words = try PDFTools.text(path).split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("word") }
        #expect(words.count == 2500)
    }

    /// Listing 5-4: the title centred on maxX/2 at the bottom of the header; "N." at the right
    /// of the footer, 1 pt from its edge.
    final class Listing54: PrintPageRenderer {
        let font: Font
        init(font: Font) {
            self.font = font
            super.init()
            headerHeight = 36
            footerHeight = 36
        }
        override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
            let m = context.measure("Report", font: font, size: 12)
            _ = try context.draw("Report", at: Point(x: headerRect.maxX / 2 - m.width / 2, y: headerRect.maxY - m.lineHeight), font: font, size: 12)
        }
        override func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {
            let label = "\(pageIndex + 1)."
            let m = context.measure(label, font: font, size: 12)
            _ = try context.draw(label, at: Point(x: footerRect.maxX - m.width - 1, y: footerRect.maxY - m.lineHeight), font: font, size: 12)
        }
    }

    @Test("Listing 5-4: title centred at the header's bottom, 'N.' 1 pt from the footer's right edge (printing #53, #54)")
    func listing54() throws {
        let font = try Font(path: serif.file!.path)
        let r = Listing54(font: font)
        r.addPrintFormatter(SimpleTextPrintFormatter(text: String(repeating: "Lorem ipsum dolor sit amet. ", count: 600), font: serif),
                            startingAtPage: 0)
        let path = try PDFTools.save(try PrintJob(renderer: r, info: PrintInfo(paper: .letter, margins: .zero)).pdfBytes())
        let pages = Int(try PDFTools.info(path)["Pages"] ?? "0") ?? 0
        #expect(pages >= 2)
        let words = try PDFTools.words(path, page: 2)
        let number = try #require(words.first { $0.text == "2." })
        #expect(abs(number.xMax - (612 - 1)) < 0.5)          // footer rect is the paper's width here
        let title = try #require(words.first { $0.text == "Report" })
        #expect(abs((title.xMin + title.xMax) / 2 - 306) < 0.5)
        #expect(title.yMax <= 36.5 && title.yMax > 20)           // within the header band, at its bottom
    }
}
