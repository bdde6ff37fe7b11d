import Folio
import Testing

/// `@page :first`, `:left` and `:right` margins read into each kind of page's sides.
@Suite("page kind margins")
struct PageKindMarginsTests {
    @Test("the most specific matching rule wins each side, then the later; the others come from the base")
    func cascade() throws {
        let page = try MarkupDocument(string: """
            <style>@page { margin: 1in }
            @page :right { margin-top: 30pt; margin-left: 50pt }
            @page :first { margin-top: 100pt } @page :first { margin-bottom: 10pt }
            @page :left { margin: 5pt 6pt 7pt 8pt } @page :left { margin-right: 9pt }
            @page cover { margin: 1pt }</style><p>x</p>
            """)
        let kinds = page.marginBoxes.kindMargins
        let base = try #require(page.pageMargins)
        #expect(base == EdgeInsets(all: 72))
        // The first page is a right page: :first (more specific) wins the top over :right.
        #expect(kinds.margins(forPage: 0, base: base) == EdgeInsets(top: 100, left: 50, bottom: 10, right: 72))
        #expect(kinds.margins(forPage: 1, base: base) == EdgeInsets(top: 5, left: 8, bottom: 7, right: 9))
        #expect(kinds.margins(forPage: 2, base: base) == EdgeInsets(top: 30, left: 50, bottom: 72, right: 72))
        #expect(kinds.margins(forPage: 4, base: base) == kinds.margins(forPage: 2, base: base))
        // Named pages' rules are not read.
        #expect(!kinds.isEmpty)
        let plain = try MarkupDocument(string: "<style>@page { margin: 1in } @page cover { margin: 1pt }</style><p>x</p>")
        #expect(plain.marginBoxes.kindMargins.isEmpty)
    }
}
