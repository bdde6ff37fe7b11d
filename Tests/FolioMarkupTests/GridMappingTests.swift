import Folio
import FolioMarkup
import FolioTesting
import Testing

/// CSS grids: the properties as computed, the grids they map to, and where items land.
@Suite("CSS grids")
struct GridMappingTests {
    private func computed(_ html: String, id: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: html)
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: id)))
    }

    @Test("grid-template-columns (lengths, %, fr, auto, minmax, repeat, line names), areas, and the line shorthands compute")
    func properties() throws {
        let html = """
            <style>#g { display: grid; font-size: 20px; grid-template-columns: [a] 100px repeat(2, minmax(2em, 1fr)) 25% auto;
            grid-template-areas: "h h" "s m" }
            #a { grid-column: 1 / -1; grid-row: span 2 } #b { grid-area: m } #c { grid-area: 2 / 1 / 3 / 3 }
            #d { grid-template-columns: repeat(2, 1fr 2fr) } #e { grid-template-columns: 1fr -2fr } #f { grid-column: span 2 / 4 }</style>
            <div id=g><p id=a>a<p id=b>b<p id=c>c</div><div id=d></div><div id=e></div><p id=f>f
            """
        let g = try computed(html, id: "g")
        #expect(g.display == .grid)
        #expect(g.grid.templateColumns == [.length(.points(75)), .minmax(.length(.points(30)), .flex(1)), .minmax(.length(.points(30)), .flex(1)),
                                           .length(.percent(25)), .length(.auto)], "em against the element's 20px font")
        #expect(g.grid.templateAreas == [["h", "h"], ["s", "m"]])
        let a = try computed(html, id: "a").grid
        #expect(a.columnStart == .line(1) && a.columnEnd == .line(-1) && a.rowStart == .span(2) && a.rowEnd == .auto)
        let b = try computed(html, id: "b").grid
        #expect(b.columnStart == .area("m") && b.rowEnd == .area("m"))
        let c = try computed(html, id: "c").grid
        #expect(c.rowStart == .line(2) && c.columnStart == .line(1) && c.rowEnd == .line(3) && c.columnEnd == .line(3))
        #expect(try computed(html, id: "d").grid.templateColumns == [.flex(1), .flex(2), .flex(1), .flex(2)])
        #expect(try computed(html, id: "e").grid.templateColumns == [], "a negative fr makes the declaration invalid")
        let f = try computed(html, id: "f").grid
        #expect(f.columnStart == .span(2) && f.columnEnd == .line(4))
    }

    @Test("a grid container becomes a Grid: columns from the template, items placed by area name, lines and spans")
    func mapping() throws {
        let m = try MarkupDocument(string: """
            <div style="display: grid; grid-template-columns: 100px 1fr; grid-template-areas: 'h h' 's m'; gap: 4px 8px">
            <div style="grid-area: h; background: navy">head</div><div style="grid-area: m">main</div>
            <div style="grid-area: s">side</div><div style="grid-column: span 2">foot</div></div>
            """)
        guard case .grid(let grid)? = m.document.blocks.first else {
            Issue.record("expected a grid, got \(m.document.blocks)")
            return
        }
        #expect(grid.columns == [.points(75), .flex(1)] && grid.rowGap == 3 && grid.columnGap == 6)
        #expect(grid.items.map(\.column) == [.lines(1, 3), .lines(2, 3), .lines(1, 2), .span(2)])
        #expect(grid.items.map(\.row) == [.lines(1, 2), .lines(2, 3), .lines(2, 3), .auto])
        #expect(grid.items[0].box.background == Color(red: 0, green: 0, blue: 128.0 / 255))
    }

    @Test("on the page: a sidebar layout by areas; the side and main columns side by side, the head and foot across both")
    func onThePage() throws {
        let html = """
            <!DOCTYPE html><html><body style="margin: 0">
            <div style="display: grid; grid-template-columns: 100px 1fr; grid-template-areas: 'h h' 's m' 'f f'; column-gap: 20px">
            <div style="grid-area: m">MAIN</div><div style="grid-area: h">HEAD</div><div style="grid-area: s">SIDE</div>
            <div style="grid-area: f; text-align: right">FOOT</div></div></body></html>
            """
        let path = try PDFTools.save(try MarkupDocument(string: html).document.pdfBytes(paper: Paper(name: "t", size: Size(width: 400, height: 500)),
                                                                                       margins: EdgeInsets(all: 50)), name: "grid.pdf")
        let words = try PDFTools.words(path)
        func word(_ t: String) throws -> PDFTools.Word { try #require(words.first { $0.text == t }, "\(t)") }
        let head = try word("HEAD"), side = try word("SIDE"), main = try word("MAIN"), foot = try word("FOOT")
        #expect(head.yMax <= side.yMin && abs(side.yMin - main.yMin) < 1 && foot.yMin >= main.yMax, "rows in area order")
        // 100 px = 75 pt, then a 15-point gap.
        #expect(abs(side.xMin - 50) < 1 && abs(main.xMin - 140) < 1 && abs(foot.xMax - 350) < 1, "\(side) \(main) \(foot)")
    }
}
