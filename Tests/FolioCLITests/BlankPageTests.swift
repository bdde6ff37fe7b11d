import FolioTestSupport
import Foundation
import Testing

/// Blank pages (CSS Paged Media 3 `:blank`): `break-before: right` or `left` leaves a page
/// empty so that what follows starts on that side; `@page :blank` rules give it its boxes.
@Suite("folio: break-before: left/right and @page :blank")
struct BlankPageTests {
    @Test("chapters open on right pages; the pages left blank show only the :blank boxes, and are counted")
    func chapters() throws {
        let (out, _) = try typesetWithFolio("""
            <html><head><style>
            @page { size: 300pt 300pt; margin: 40pt; @bottom-center { content: "p" counter(page) "/" counter(pages) } @top-center { content: "Book" } }
            @page :blank { @top-center { content: "Intentionally blank" } @bottom-center { content: none } }
            @page :blank:left { @bottom-left { content: "blank left " counter(page) } }
            h1 { break-before: right } h2 { break-before: verso }
            </style></head><body>
            <h1>One</h1><p>Alpha.</p>
            <h1>Two</h1><p>Beta.</p>
            <h1>Three</h1><p>Gamma.</p><p style="break-after: page">Delta.</p>
            <h1>Four</h1>
            <h2>Left</h2><p>End.</p>
            </body></html>
            """, name: "blank.html")
        let pages = try PDFTools.pageTexts(out).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        // As WeasyPrint makes them: a blank page before Two, Three and Four; Left on a left page.
        #expect(pages == [
            "Book One Alpha. p1/8",
            "Intentionally blank blank left 2",
            "Book Two Beta. p3/8",
            "Intentionally blank blank left 4",
            "Book Three Gamma. Delta. p5/8",
            "Intentionally blank blank left 6",
            "Book Four p7/8",
            "Book Left End. p8/8",
        ], "\(pages)")
    }

    @Test("a right break already on a right page, and a break at the document's end, leave no blank page")
    func noBlankNeeded() throws {
        let (out, _) = try typesetWithFolio("""
            <html><head><style>@page { size: 300pt 300pt; margin: 40pt }
            .r { break-before: right } .end { break-after: right }</style></head><body>
            <p>One.</p><p style="break-after: page">Two.</p><p>Three.</p><p class="r">Four.</p><p class="end">Five.</p>
            </body></html>
            """, name: "noblank.html")
        let pages = try PDFTools.pageTexts(out).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        // Page 2 is a left page: Four goes to page 3, a right page, with no blank page between.
        #expect(pages.count == 3, "\(pages)")
        #expect(pages.first?.hasPrefix("One. Two.") == true && pages[1].hasPrefix("Three.") && pages[2].hasPrefix("Four. Five."), "\(pages)")
    }
}
