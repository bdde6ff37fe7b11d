// new-user: the program a newcomer to Folio writes first, in one place. It prints
//   - a 300-line invoice: a hand-drawn cover, then a table of line items whose subtotal is
//     carried forward at the foot of each page and brought forward at the head of the next,
//     with a footer row, a header, "Page N of M" and a watermark from a page renderer;
//   - a price list from HTML and CSS, on the paper best suited to its @page size.
// The pieces are in Sources/NewUser; Tests/NewUserTests checks the invoice against a
// reference with FolioTesting.
//
//   swift run new-user [invoice.pdf] [price-list.pdf]     (the price list goes beside the invoice)
import Folio
import Foundation
import NewUser

let arguments = Array(CommandLine.arguments.dropFirst())
let invoicePath = arguments.first ?? "invoice.pdf"
let priceListPath = arguments.count > 1 ? arguments[1]
    : URL(fileURLWithPath: invoicePath).deletingLastPathComponent().appendingPathComponent("price-list.pdf").path

func run() throws {
    // Every call throws its own typed error (PrintError, PaperError, MarkupError…); plain
    // `try` passes each on unchanged.
    let invoice = Invoice.sample(lines: 300)
    let report = try invoice.printJob(watermark: "DRAFT").write(to: invoicePath)
    // What the job noticed without stopping (a font substituted, content cut): say it.
    for warning in report.warnings { print("warning: \(warning)") }
    print("wrote \(invoicePath): invoice \(invoice.number), \(invoice.lines.count) lines, total EUR \(euros(invoice.total))")

    let (job, fit) = try PriceList.printJob()
    for warning in try job.write(to: priceListPath).warnings { print("warning: \(warning)") }
    print("wrote \(priceListPath): on \(fit.paper.name)\(fit.isRotated ? ", turned" : "") (best-fit rule: \(fit.rule))")
}

// The one catch: the program's report of what went wrong, and its exit status.
do {
    try run()
} catch {
    FileHandle.standardError.write(Data("new-user: \(error)\n".utf8))
    exit(1)
}
