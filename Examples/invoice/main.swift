// invoice: a one-page invoice built as a Document — a header block, a table of line items
// with right-aligned amounts, totals, notes, and a running header and footer. For an invoice of
// many pages (subtotals carried forward, a watermark, a cover), see Examples/new-user.
// Run: swift run invoice [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "invoice.pdf"

struct LineItem: Sendable { let description: String, quantity: Int, unitPrice: Double }
let items = [
    LineItem(description: "Layout consulting (hours)", quantity: 12, unitPrice: 95),
    LineItem(description: "Custom report template", quantity: 1, unitPrice: 1_200),
    LineItem(description: "Font licensing, per seat", quantity: 5, unitPrice: 39.5),
    LineItem(description: "Printing of 500 brochures", quantity: 500, unitPrice: 0.42),
]
func money(_ value: Double) -> String { String(format: "%.2f EUR", value) }
let subtotal = items.reduce(0) { $0 + Double($1.quantity) * $1.unitPrice }
let vat = subtotal * 0.2

let right = BlockStyle(alignment: .right)
// Built in a function, so the blocks live only while the job runs instead of in a global
// until the process exits.
func makeInvoice() -> Document {
    Document(title: "Invoice 2024-0042", author: "Folio Press Ltd.") {
        // The header block: kept together so it never splits across pages.
        Group.keepTogether {
            Heading("Folio Press Ltd.", level: 1)
            Paragraph("12 Typeface Lane, 1000 Kerning — billing@folio.example")
            Rule()
            Paragraph("Invoice 2024-0042 · issued 3 June 2024 · due 3 July 2024", style: right)
            Paragraph("Bill to: Example Corp., 7 Baseline Road, 2000 Leading")
        }
        Spacer(12)
        // A table from an array: one column per closure; amounts aligned right.
        Table(items) {
            TableColumn("Description") { $0.description }
            TableColumn("Qty", alignment: .right) { String($0.quantity) }
            TableColumn("Unit price", alignment: .right) { money($0.unitPrice) }
            TableColumn("Amount", alignment: .right) { money(Double($0.quantity) * $0.unitPrice) }
        }
        // Totals: a small table of strings, half the measure wide, placed at the right edge.
        Table(columns: [TableColumn(), TableColumn(alignment: .right)],
              rows: [TableRow(["Subtotal", money(subtotal)]), TableRow(["VAT 20 %", money(vat)]),
                     TableRow(["Total due", money(subtotal + vat)])],
              width: .fraction(0.5), style: right)
        Heading("Notes", level: 3)
        List(["Payment by bank transfer to IBAN XX00 0000 0000 0000.",
              "Please quote the invoice number with your payment."])
    }
}

do {
    let invoice = makeInvoice()
    // Document.writePDF lays the blocks out with the flow engine and prints them; the header
    // and footer templates fill in {title}, {page} and {pages} on every page.
    try invoice.writePDF(to: output, paper: .a4, margins: EdgeInsets(all: 56),
                         header: HeaderFooterTemplate(left: "{title}", right: "Folio Press Ltd."),
                         footer: HeaderFooterTemplate(center: "Page {page} of {pages}"))
    print("wrote \(output)")
} catch {
    FileHandle.standardError.write(Data("invoice: \(error)\n".utf8))
    exit(1)
}
