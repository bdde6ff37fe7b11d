import Folio

/// The price list: an HTML page with its own CSS, whose `@page` rule asks for a 10 × 7 inch
/// landscape page, printed on whichever of the printer's papers suits that page best.
public enum PriceList {
    /// The papers in the printer's trays.
    public static let trays: [Paper] = [.a4, .letter]

    /// The page, made from ``Invoice/catalog``.
    public static var html: String {
        let rows = Invoice.catalog.map { item, cents in
            "<tr><td>\(item)</td><td class=\"price\">\(euros(cents))</td></tr>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Folio Press price list</title>
            <style>
              @page { size: 10in 7in; margin: 0.6in }
              body { font-family: "\(HouseStyle.sans)", sans-serif; font-size: 11pt }
              h1 { color: #1a4080; font-size: 22pt; margin: 0 0 6pt }
              p.note { color: #555555 }
              table { width: 100% }
              th { background-color: #1a4080; color: white; text-align: left; padding: 4pt }
              td { border-bottom: 1px solid #bbbbbb; padding: 4pt }
              .price { text-align: right }
            </style></head>
            <body>
            <h1>Price list 2024</h1>
            <p class="note">All prices in euros, VAT excluded. Quantities over 1,000 on request.</p>
            <table><tr><th>Item</th><th class="price">Price</th></tr>
            \(rows.joined(separator: "\n"))
            </table>
            </body></html>
            """
    }

    /// The print job and the paper chosen: the page's `@page` size (A4 when it gives none)
    /// goes to `Paper.bestFit`, which picks the same size, the same size turned, or else the
    /// smallest tray that holds the page (here US Letter, turned to landscape); a page larger
    /// than every tray would come back with a `scale` below 1.
    public static func printJob(fonts: FontLibrary = .shared) throws -> (job: PrintJob, fit: PaperFit) {
        let markup = try MarkupDocument(string: html)
        let fit = try Paper.bestFit(forPageSize: markup.pageSize ?? Paper.a4.size, from: trays)
        let formatter = MarkupTextPrintFormatter(markup: markup, library: fonts)
        let info = PrintInfo(jobName: markup.title, orientation: fit.orientation, paper: fit.sheet,
                             margins: markup.pageMargins ?? PrintInfo.defaultMargins)
        return (PrintJob(formatter: formatter, info: info), fit)
    }
}
