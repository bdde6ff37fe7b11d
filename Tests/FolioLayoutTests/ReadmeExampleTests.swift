import Folio
import FolioTesting
import Testing

/// The README's library example, verbatim apart from the output path: it must keep compiling
/// and working.
@Suite("README example")
struct ReadmeExampleTests {
    struct Sale: Sendable { let region: String; let units: Int }

    @Test("the Q3 report builds, prints on A4 and reads back")
    func q3() throws {
        let sales = [Sale(region: "North", units: 120), Sale(region: "South", units: 95)]
        let report = Document(title: "Q3 report") {
            Heading("Q3 report")
            Paragraph("Revenue grew in every region; the table lists each sale.")
            List(.decimal) { "North up 4 %"; "South up 7 %" }
            Table(sales) {
                TableColumn("Region") { $0.region }
                TableColumn("Units", alignment: .right) { String($0.units) }
            }
        }
        let path = PDFTools.temporaryDirectory().appendingPathComponent("q3.pdf").path
        try report.writePDF(to: path, paper: .a4, footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
        let text = try PDFTools.text(path)
        for word in ["Q3 report", "North up 4 %", "Region", "Units", "South", "95", "Page 1 of 1"] {
            #expect(text.contains(word), "missing \(word)")
        }
        #expect(try PDFTools.info(path)["Page size"]?.hasPrefix("595.276 x 841.89") == true)
    }
}
