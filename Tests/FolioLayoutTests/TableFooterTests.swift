import Folio
import FolioTesting
import Foundation
import Testing
@testable import FolioLayout

/// Footer rows repeated at each page's foot and the rows carried over a page break (an
/// invoice's running total), read back from the PDF's text.
@Suite("Table footers and carried-forward rows")
struct TableFooterTests {
    /// 300 rows "row i | i", a footer with the total, and running totals at every break.
    private func invoice(carry: Table.CarryOver?) -> Document {
        let total = (1...300).reduce(0, +)
        var table = Table(columns: [TableColumn(), TableColumn(alignment: .right)], headerRows: [TableRow(["Item", "Amount"])],
                          rows: (1...300).map { TableRow(["row \($0)", "\($0)"]) }, footerRows: [TableRow(["Total", "\(total)"])])
        table.carryOver = carry
        return Document { table }
    }

    /// Each page's rows as `pdftotext -layout` lines them up, the cells of a row joined by one space.
    private func rows(_ document: Document) throws -> [[String]] {
        let printed = try Printed(document)
        var pages = try PDFTools.runChecked("pdftotext", ["-layout", "-enc", "UTF-8", printed.path, "-"]).stdout
            .components(separatedBy: "\u{0C}")
        if pages.last?.trimmingCharacters(in: .whitespacesAndNewlines) == "" { pages.removeLast() }
        return pages.map { page in
            page.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty }
        }
    }

    /// The amounts of the body rows on a page's lines ("row 12 12" → 12).
    private func amounts(_ lines: [String]) -> [Int] {
        lines.compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 3 && parts[0] == "row" ? Int(parts[2]) : nil
        }
    }

    @Test("a 300-row table: each page's last row is the carried-forward total of the rows above it, the next page brings it forward")
    func carriedForward() throws {
        let carry = Table.CarryOver(
            foot: { n in TableRow(["Carried forward", "\(n * (n + 1) / 2)"]) },
            head: { n in TableRow(["Brought forward", "\(n * (n + 1) / 2)"]) })
        let pages = try rows(invoice(carry: carry))
        #expect(pages.count > 5, "\(pages.count) pages")
        var above = 0, rows = 0
        for (p, lines) in pages.enumerated() {
            let amounts = amounts(lines)
            #expect(!amounts.isEmpty && amounts == Array((rows + 1)..<(rows + 1 + amounts.count)), "page \(p + 1): rows in order, none lost")
            if p > 0 {
                #expect(lines.dropFirst().first == "Brought forward \(above)", "page \(p + 1): \(lines.prefix(2))")
            }
            above += amounts.reduce(0, +)
            rows += amounts.count
            if p < pages.count - 1 {
                #expect(lines.suffix(2) == ["Carried forward \(above)", "Total 45150"], "page \(p + 1): \(lines.suffix(3))")
            } else {
                #expect(lines.last == "Total 45150")
                #expect(!lines.contains { $0.hasPrefix("Carried") })
            }
        }
        #expect(rows == 300)
    }

    @Test("footer rows come after the last row and at the foot of every page the table continues from")
    func footerRepeats() throws {
        let pages = try rows(invoice(carry: nil))
        #expect(pages.count > 5)
        for (p, lines) in pages.enumerated() {
            #expect(lines.first == "Item Amount")
            #expect(lines.last == "Total 45150", "page \(p + 1): \(lines.suffix(2))")
            #expect(lines.count(where: { $0.hasPrefix("Total") }) == 1)
        }
        #expect(pages.joined().count(where: { $0.hasPrefix("row ") }) == 300)
    }

    @Test("a footer or header taller than half a page is not repeated: the table ends (it printed pages without end), every row and the footer once",
          arguments: [(header: 1, footer: 120), (header: 120, footer: 1), (header: 30, footer: 30)])
    func tallHeaderOrFooter(header: Int, footer: Int) throws {
        func tall(_ name: String, _ lines: Int) -> TableRow {
            TableRow([TableCell((1...lines).map { "\(name) line \($0)" }.joined(separator: "\n")), TableCell("")])
        }
        let table = Table(headerRows: [tall("head", header)], rows: (1...100).map { TableRow(["row \($0)", "\($0)"]) },
                          footerRows: [tall("foot", footer)])
        let pages = try rows(Document { table })
        let all = pages.joined()
        #expect(pages.count < 12, "\(pages.count) pages")
        #expect(all.count(where: { $0.hasPrefix("row ") }) == 100)
        #expect(all.count(where: { $0 == "head line 1" }) == 1)
        #expect(all.count(where: { $0 == "foot line 1" }) == 1)
        #expect(all.last == "foot line \(footer)")
    }

    @Test("a table that fits on one page, at its top with no header, has its footer once, below its rows, and no carried row")
    func shortTable() throws {
        var table = Table(rows: [TableRow(["a", "1"]), TableRow(["b", "2"])], footerRows: [TableRow(["Total", "3"])])
        table.carryOver = Table.CarryOver(foot: { _ in TableRow(["Carried", "?"]) }, head: { _ in TableRow(["Brought", "?"]) })
        let pages = try rows(Document { table })
        #expect(pages == [["a 1", "b 2", "Total 3"]])
    }

    @Test("the Reports article's invoice snippet compiles, and its pages carry the running total forward")
    func reportsSnippet() throws {
        let path = PDFTools.temporaryDirectory().appendingPathComponent("invoice.pdf").path
        // From Folio.docc/Reports.md, "Footers and running totals", verbatim but for the path.
        struct Line: Sendable { let item: String; let amount: Int }
        let lines = (1...300).map { Line(item: "Item \($0)", amount: $0 * 10) }
        // subtotals[n]: the sum of the first n lines.
        let subtotals = lines.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.amount) }

        let invoice = Document(title: "Invoice") {
            Table(lines) {
                TableColumn("Item") { $0.item }
                TableColumn("Amount", alignment: .right) { String($0.amount) }
            }
            .footer([TableRow(["Total", String(subtotals[lines.count])])])
            .carryingOver(foot: { n in TableRow(["Carried forward", String(subtotals[n])]) },
                          head: { n in TableRow(["Brought forward", String(subtotals[n])]) })
        }
        try invoice.writePDF(to: path)
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count > 3)
        let text = pages.joined()
        #expect(text.contains("Total") && text.contains("451500"))
        #expect(text.components(separatedBy: "Carried forward").count - 1 == pages.count - 1)
        #expect(text.components(separatedBy: "Brought forward").count - 1 == pages.count - 1)
    }
}
