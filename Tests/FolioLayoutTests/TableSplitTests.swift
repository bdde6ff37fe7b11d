import Folio
import FolioTesting
import Foundation
import Testing
@testable import FolioLayout

/// Rows taller than a page: split inside every cell, however deep the tables nest; what cannot
/// be split is scaled (images) or reported.
@Suite("Table rows taller than the page")
struct TableSplitTests {
    /// A table of one row whose one cell holds `content`, as a layout table does.
    private func layoutTable(_ content: [Block]) -> Table {
        Table(rows: [TableRow([TableCell(content)])], width: .full)
    }

    @Test("a layout table whose cell holds a nested table of many pages: every word once, in order, no warning (issue 41, finding 1)",
          arguments: [1, 2, 3])
    func nestedTables(depth: Int) throws {
        let text = prose("n", sentences: 300)
        var table = layoutTable([.paragraph(Paragraph("heading cell")), .paragraph(Paragraph(text))])
        for _ in 1..<depth { table = layoutTable([.paragraph(Paragraph("outer")), .table(table)]) }
        let doc = Document { table; Paragraph("after the table") }
        let layout = DocumentLayout(doc)
        let pages = try layout.paginate(contentRect: { _ in Rect(x: 36, y: 36, width: 228, height: 328) })
        #expect(layout.diagnostics.warnings == [])
        let printed = try Printed(doc)
        #expect(printed.pages.count == pages)
        #expect(pages >= 8, "\(pages) pages")
        var expected: [String] = []
        for i in 0..<300 { expected += ["n\(i)a", "n\(i)b", "n\(i)c."] }
        #expect(printed.words.filter { $0.hasPrefix("n") && $0.dropFirst().first?.isNumber == true } == expected)
        #expect(printed.pages.last?.contains("after the table") == true)
    }

    @Test("links in a nested table's text of many pages stay on their pages")
    func linksStayOnPage() throws {
        var text = AttributedText()
        for i in 0..<200 {
            text.append("word\(i) ")
            text.append("link\(i)", attributes: TextAttributes(link: .url("https://example.com/\(i)")))
            text.append(" more words to fill the line. ")
        }
        let inner = layoutTable([.paragraph(Paragraph(text))])
        let doc = Document { layoutTable([.table(inner)]) }
        let printed = try Printed(doc)
        let summary = try DocumentSummary(contentsOf: printed.path)
        let links = summary.pages.flatMap(\.links)
        #expect(links.count >= 200)
        for page in summary.pages {
            for link in page.links {
                #expect(link.rect[1] >= 0 && link.rect[3] <= page.height, "page \(page.number): \(link.rect)")
            }
        }
    }

    @Test("an image taller than the page in a nested cell is scaled to the page, with no warning")
    func tallImageInCell() throws {
        let image = try Image(contentsOfFile: repoPath("Tests/FolioGraphicsTests/Resources/gradient-64x48.png"))
        let figure = Figure(image, width: 100, height: 2000)
        let doc = Document {
            Table(rows: [TableRow([TableCell([.paragraph(Paragraph("left"))]),
                                   TableCell([.table(Table(rows: [TableRow([TableCell([.figure(figure)])])]))])])])
        }
        let layout = DocumentLayout(doc)
        let area = Rect(x: 36, y: 36, width: 228, height: 328)
        var heights: [Double] = []
        var k = 0
        while let page = try layout.page(k, contentRect: { _ in area }) {
            for placed in page.items { heights += Self.figureHeights(placed.item) }
            k += 1
        }
        #expect(heights.count == 1)
        #expect(heights.allSatisfy { $0 > 100 && $0 <= area.height }, "\(heights)")
        #expect(layout.diagnostics.warnings == [])
    }

    @Test("a line taller than the page in a cell is placed and reported with its page")
    func tallLineWarns() throws {
        var big = AttributedText("I", attributes: TextAttributes(font: TextFont(family: "DejaVu Sans", size: 450)))
        big.append(" ")
        let doc = Document {
            Paragraph("before")
            Table(rows: [TableRow([TableCell([.paragraph(Paragraph(big))]), TableCell("small")])])
            Paragraph("after")
        }
        let layout = DocumentLayout(doc)
        _ = try layout.paginate(contentRect: { _ in Rect(x: 36, y: 36, width: 228, height: 328) })
        #expect(layout.diagnostics.warnings.count == 1, "\(layout.diagnostics)")
        let cut = try #require(layout.diagnostics.warnings.first)
        #expect(cut.kind == .contentCut && cut.location == .page(2), "\(cut)")
        let warning = cut.message
        #expect(warning.hasPrefix("page 2: a line of text"), "\(warning)")
        #expect(warning.contains("cut off"))
    }

    private static func figureHeights(_ item: FlowItem) -> [Double] {
        switch item.content {
        case .figure: return [item.height]
        case .rows(let box): return box.cells.flatMap { $0.items.flatMap { figureHeights($0.item) } }
        default: return []
        }
    }
}
