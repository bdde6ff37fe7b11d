import FolioTestSupport
import Foundation
import Testing

/// Running headers from named strings (CSS GCPM 3 §1): `string-set` on the elements,
/// `string()` in `@page` margin boxes, each page showing the value its own elements decide.
@Suite("folio: string-set and string() in margin boxes")
struct NamedStringTests {
    private func typeset(_ html: String) throws -> String {
        try typesetWithFolio(html, name: "strings.html").pdf
    }

    private static let filler = String(repeating: "Water runs downhill to the sea, slowly and surely, every day. ", count: 40)

    @Test("a 3-chapter document: each page's top centre shows the title of the chapter it is in")
    func chapters() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 360pt 360pt; margin: 40pt; @top-center { content: string(chapter) }
                    @bottom-center { content: counter(page) } }
            h1 { string-set: chapter content(text); break-before: page; font-size: 14pt }
            </style></head><body>
            <h1>Rivers</h1><p>Short.</p>
            <h1>Mountains  <em>and</em> hills</h1><p>\(Self.filler)</p>
            <h1>Valleys</h1><p>Low ground.</p></body></html>
            """)
        let count = try PDFTools.pageTexts(out).count
        #expect(count >= 4)
        // The words in the top margin of each page.
        let titles = try (1...count).map { k in
            try PDFTools.words(out, page: k).filter { $0.yMax < 40 }.map(\.text).joined(separator: " ")
        }
        #expect(titles.first == "Rivers")
        #expect(titles.last == "Valleys")
        // Chapter 2 runs over two pages or more: each of them shows its title, white space collapsed.
        #expect(titles.dropFirst().dropLast().allSatisfy { $0 == "Mountains and hills" }, "\(titles)")
    }

    @Test("first, start, last and first-except on pages with two, one and no assignments")
    func policies() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 400pt 300pt; margin: 40pt;
              @top-left { content: "F=" string(s) ";S=" string(s, start) ";L=" string(s, last) ";X=" string(s, first-except) ";" } }
            body { counter-reset: n }
            h2 { string-set: s "(" counter(n) ")" content(text); counter-increment: n; font-size: 12pt; margin: 4pt 0 }
            .new { break-before: page }
            </style></head><body>
            <h2>A</h2><p>one</p><h2>B</h2><p>two</p>
            <p class="new">three</p><h2>C</h2><p>four</p>
            <p class="new">five</p></body></html>
            """)
        #expect(try PDFTools.pageTexts(out).count == 3)
        #expect(try PDFTools.text(out, page: 1).contains("F=(1)A;S=(1)A;L=(2)B;X=;"))
        #expect(try PDFTools.text(out, page: 2).contains("F=(3)C;S=(2)B;L=(3)C;X=;"))
        #expect(try PDFTools.text(out, page: 3).contains("F=(3)C;S=(3)C;L=(3)C;X=(3)C;"))
    }

    @Test("content(before), content(after), content(first-letter) and attr(); a string never set is empty")
    func parts() throws {
        let out = try typeset("""
            <html><head><style>
            @page { size: 400pt 300pt; margin: 40pt;
              @top-left { content: "[" string(s) "][" string(never) "]" } }
            h2 { string-set: s content(before) "|" content(first-letter) "|" content(after) "|" attr(title) }
            h2::before { content: "Part " } h2::after { content: " end" }
            </style></head><body><h2 title="tt">“Quoted” title</h2></body></html>
            """)
        #expect(try PDFTools.text(out, page: 1).contains("[Part |“Q| end|tt][]"))
    }
}
