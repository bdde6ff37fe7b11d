import FolioTestSupport
import Foundation
import Testing

/// `@page` margin boxes drawn by `folio` for an HTML page: their content with the page number
/// and count, their place in the margins, `:first` and `:left` rules, and no default footer.
@Suite("folio: @page margin boxes")
struct MarginBoxTests {
    private static let html = """
        <!doctype html><html lang="en"><head><title>Boxes</title><style>
        @page { size: 400pt 500pt; margin: 50pt 40pt; font-size: 9pt;
          @top-left { content: "ACME" }
          @bottom-center { content: "Page " counter(page) " of " counter(pages) }
          @bottom-right-corner { content: counter(page, upper-roman) } }
        @page :first { @top-left { content: none } @top-center { content: "Cover" } }
        @page :left { @bottom-left { content: "Verso" } }
        </style></head><body><p>One.</p><p style="break-before: page">Two.</p><p style="break-before: page">Three.</p></body></html>
        """

    private func typeset(_ extra: [String] = []) throws -> String {
        try typesetWithFolio(Self.html, name: "boxes.html", extra).pdf
    }

    @Test("each page shows its boxes, with the page number and count; the first page its own")
    func content() throws {
        let out = try typeset()
        let pages = (1...3).map { try? PDFTools.text(out, page: $0) }
        #expect(pages[0]?.contains("Cover") == true && pages[0]?.contains("ACME") == false)
        #expect(pages[1]?.contains("ACME") == true && pages[1]?.contains("Verso") == true)
        #expect(pages[2]?.contains("ACME") == true && pages[2]?.contains("Verso") == false)
        for k in 1...3 { #expect(pages[k - 1]?.contains("Page \(k) of 3") == true) }
        #expect(pages[2]?.contains("III") == true)
    }

    @Test("boxes sit in the margins where their position puts them; no default page-number footer")
    func placement() throws {
        let out = try typeset()
        let words = try PDFTools.words(out, page: 2)
        let acme = try #require(words.first { $0.text == "ACME" })
        #expect(abs(acme.xMin - 40) < 1)   // the left margin's edge: text-align left
        #expect(acme.yMax < 50)            // inside the top margin
        let page = try #require(words.first { $0.text == "Page" })
        let of = try #require(words.first { $0.text == "3" && $0.yMin > 450 })
        let number = try #require(words.first { $0.text == "2" && $0.yMin > 450 })
        // Centred on the page, the total (drawn after the last page) taking the four digits
        // reserved for it: three more than "3" uses.
        #expect(abs((page.xMin + of.xMax + 3 * number.width) / 2 - 200) < 0.5)
        #expect(page.yMin > 450)
        let numeral = try #require(words.first { $0.text == "II" })
        #expect(numeral.xMin >= 360 - 0.5)  // the bottom-right corner, text-align left
        // The number 2 appears once: in "Page 2 of 3", not in a footer of its own.
        #expect(words.filter { $0.text == "2" }.count == 1)
        // --footer still draws a footer when asked for.
        let withFooter = try typeset(["--footer", "|{page}"])
        #expect(try PDFTools.words(withFooter, page: 2).filter { $0.text == "2" }.count == 2)
    }

    @Test("boxes are page furniture: no part of the tagged structure")
    func artifacts() throws {
        let out = try typeset()
        let tree = try PDFTools.runChecked("pdfinfo", ["-struct-text", out]).stdout
        #expect(tree.contains("Two."))
        #expect(!tree.contains("ACME") && !tree.contains("Cover"))
    }
}
