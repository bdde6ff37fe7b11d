import FolioTestSupport
import Foundation
import Testing

/// Named pages (CSS Paged Media 3 §3.5): `page: name` on elements breaks the page where the
/// name changes, and `@page name` rules give those pages their margin boxes.
@Suite("folio: named pages")
struct NamedPageTests {
    private func typeset(_ html: String) throws -> (pdf: String, stderr: String) {
        try typesetWithFolio(html, name: "named.html")
    }

    @Test("a page break where the name changes (not before the first content); each name's boxes, :left combined")
    func breaksAndBoxes() throws {
        let (out, _) = try typeset("""
            <html><head><style>
            @page { size: 300pt 300pt; margin: 40pt; @bottom-center { content: "body " counter(page) } }
            @page cover { @bottom-center { content: none } @top-center { content: "COVER" } }
            @page wide:left { @top-left { content: "wide-left" } }
            @page wide { @bottom-center { content: "wide " counter(page) } }
            .cover { page: cover } .w { page: wide } .same { page: auto }
            </style></head><body>
            <div class="cover"><h1>Title</h1><p>Sub</p></div>
            <p>Body one.</p><p class="same">Body two.</p>
            <section class="w"><p>Wide A</p><p style="break-before: page">Wide B</p></section>
            <p>Back to body.</p>
            </body></html>
            """)
        let pages = try PDFTools.pageTexts(out).map { $0.split(whereSeparator: \.isNewline).map(String.init) }
        #expect(pages.count == 5)
        guard pages.count == 5 else { return }
        #expect(pages[0] == ["COVER", "Title", "Sub"])
        #expect(pages[1] == ["Body one.", "Body two.", "body 2"])
        #expect(pages[2] == ["Wide A", "wide 3"])
        #expect(pages[3] == ["wide-left", "Wide B", "wide 4"])
        #expect(pages[4] == ["Back to body.", "body 5"])
    }

    @Test("size and margins of a named @page rule are said to be ignored, not dropped silently; :first margins are used")
    func sizeOfNamedPagesWarned() throws {
        let (_, stderr) = try typeset("""
            <style>@page cover { size: A5; margin: 1in } @page :first { margin-top: 2in } .c { page: cover }</style>
            <p class="c">x</p>
            """)
        #expect(stderr.contains("@page cover: size and margins ignored"))
        #expect(!stderr.contains("@page :first"), "\(stderr)")
    }
}
