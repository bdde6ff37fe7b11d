import Folio
import FolioTesting
import Foundation
import NewUser
import Testing

/// The example's own tests, as a user of Folio writes them: each PDF is compared with a
/// reference folder beside this file (FolioTesting: qpdf --check, then bytes, structure, text
/// per page and renderings), and what the invoice must say is checked page by page.
///
/// A changed page fails with a report of what changed; when the change is intended, run
/// `FOLIO_BLESS=1 swift test --filter NewUserTests`, look at the PNGs, and commit the folder.
@Suite("the new user's program")
struct NewUserTests {
    /// This file's folder.
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// Only the fonts shipped in the repository (Fixtures/Fonts), so that the pages are the
    /// same on every machine. A project of your own would ship its own fonts, or compare with
    /// `storesPDF = false` and a looser rendering tolerance.
    static let fonts = FontLibrary(
        extraDirectories: [here.appendingPathComponent("../../../../Fixtures/Fonts").standardizedFileURL.path],
        includeSystemFonts: false)

    static func reference(_ name: String) -> PDFReference {
        PDFReference(directory: here.appendingPathComponent("Fixtures/\(name)/expected"), name: name)
    }

    /// The last word on the row of the word `label`: the amount in the table's last column.
    static func amount(besides label: String, in words: [PDFTools.Word]) -> String? {
        guard let word = words.first(where: { $0.text == label }) else { return nil }
        return words.filter { abs($0.yMin - word.yMin) < 2 }.max { $0.xMax < $1.xMax }?.text
    }

    @Test("the invoice looks as it did")
    func invoiceMatchesItsReference() throws {
        let pdf = try Invoice.sample().printJob(fonts: Self.fonts).pdfBytes()
        try Self.reference("invoice").assertMatches(pdf)      // FOLIO_BLESS=1 writes the reference instead
    }

    @Test("the price list looks as it did, on US Letter turned to landscape")
    func priceListMatchesItsReference() throws {
        let (job, fit) = try PriceList.printJob(fonts: Self.fonts)
        #expect(fit.paper == .letter && fit.isRotated && fit.rule == .contains && fit.scale == 1)
        try Self.reference("price-list").assertMatches(try job.pdfBytes())
    }

    @Test("each page of line items carries its subtotal forward, and the next brings it forward")
    func subtotalsAreCarriedForward() throws {
        let invoice = Invoice.sample()
        let path = PDFTools.temporaryDirectory(prefix: "new-user").appendingPathComponent("invoice.pdf").path
        let diagnostics = try invoice.printJob(fonts: Self.fonts).write(to: path)
        #expect(diagnostics.warnings.isEmpty, "\(diagnostics.warnings)")
        let pages = try PDFTools.pageTexts(path)
        #expect(pages.count >= 5, "300 lines take several pages: \(pages.count)")
        #expect(pages[0].contains("EUR \(euros(invoice.total))"), "the cover shows the total")

        // On each page the table leaves, the amount beside "Carried forward" must be the sum of
        // the lines so far (the highest number in the "No." column); the next page must bring
        // the same amount forward.
        let running = invoice.runningTotals
        for page in 2..<pages.count {
            let words = try PDFTools.words(path, page: page), next = try PDFTools.words(path, page: page + 1)
            let numberColumn = try #require(words.first { $0.text == "Description" }).xMin
            let lastLine = try #require(words.filter { $0.xMax < numberColumn }.compactMap { Int($0.text) }.max())
            let carried = try #require(Self.amount(besides: "Carried", in: words), "page \(page) has no carried-forward row")
            #expect(carried == euros(running[lastLine]), "page \(page): \(carried) after line \(lastLine)")
            #expect(Self.amount(besides: "Brought", in: next) == carried, "page \(page + 1) brings \(carried) forward")
        }
        #expect(!pages.last!.contains("Carried forward"), "the last page carries nothing")
        #expect(Self.amount(besides: "Total", in: try PDFTools.words(path, page: pages.count)) == euros(invoice.total))
    }
}
