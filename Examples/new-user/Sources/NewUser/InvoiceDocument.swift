import Folio

/// The typefaces and colours every page of the example shares.
public enum HouseStyle {
    /// The body text's family.
    public static let serif = "DejaVu Serif"
    /// Headings, the header and footer, the cover and the watermark.
    public static let sans = "DejaVu Sans"
    /// The letterhead's blue.
    public static let blue = Color(red: 0.10, green: 0.25, blue: 0.50)
    /// The letterhead's teal, where the cover's gradient ends.
    public static let teal = Color(red: 0.05, green: 0.55, blue: 0.55)

    /// The document style of the invoice: serif text, bold sans-serif headings.
    public static var document: DocumentStyle {
        var style = DocumentStyle()
        style.font = TextFont(family: serif, size: 9.5)
        style.headingFont = TextFont(family: sans, size: 10, weight: 700)
        return style
    }
}

extension Invoice {
    /// The invoice's line items and totals as a document for the flow engine: a heading, the
    /// table of lines (header repeated on each page, a carried-forward subtotal at the foot
    /// of each page it leaves and brought forward at the head of the next, a footer row), the
    /// totals and the notes. The cover and the watermark are the renderer's (``InvoiceRenderer``).
    public func document() -> Document {
        let running = runningTotals
        let right = BlockStyle(alignment: .right)
        return Document(title: "Invoice \(number)", author: seller, style: HouseStyle.document) {
            Heading("Invoice \(number): line items", level: 2)
            // One column per closure; the header row comes from the titles.
            Table(lines) {
                TableColumn("No.", alignment: .right) { String($0.number) }
                TableColumn("Description") { $0.description }
                TableColumn("Qty", alignment: .right) { String($0.quantity) }
                TableColumn("Unit price", alignment: .right) { euros($0.unitPrice) }
                TableColumn("Amount", alignment: .right) { euros($0.amount) }
            }
            // Under the last line, and at the foot of every page the table continues from.
            .footer([TableRow([TableCell("Amounts in euros, VAT excluded; the VAT is added below the table.",
                                         columnSpan: 5, alignment: .center)])])
            // Where the table breaks: the sum of the lines above the break, at the foot of
            // the page it leaves and again at the head of the next.
            .carryingOver(foot: { above in Self.subtotalRow("Carried forward", running[above]) },
                          head: { above in Self.subtotalRow("Brought forward", running[above]) })
            Spacer(8)
            Table(columns: [TableColumn(), TableColumn(alignment: .right)],
                  rows: [TableRow(["Subtotal", euros(subtotal)]), TableRow(["VAT \(vatPercent) %", euros(vat)]),
                         Self.subtotalRow("Total due", total, columns: 2)],
                  width: .fraction(0.45), style: right)
            Heading("Notes", level: 3)
            List(["Payment by bank transfer to IBAN XX00 0000 0000 0000 within 30 days.",
                  "Please quote invoice \(number) with your payment."])
        }
    }

    /// A bold row: `label` across all columns but the last, `cents` in the last.
    static func subtotalRow(_ label: String, _ cents: Int, columns: Int = 5) -> TableRow {
        var cells = [TableCell(label, columnSpan: columns - 1, alignment: .right), TableCell(euros(cents), alignment: .right)]
        for i in cells.indices { cells[i].isHeader = true }
        return TableRow(cells, background: Color(gray: 0.94))
    }
}
