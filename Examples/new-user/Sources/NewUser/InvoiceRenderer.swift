import Folio

/// The page renderer of the invoice job: the hand-drawn cover on page 1, then pages with the
/// invoice title in the header, "Page N of M" in the footer (both from
/// `HeaderFooterPageRenderer`) and a watermark across the content, drawn before the table so
/// that the table's text lies on top of it.
///
/// Every hook throws, so drawing calls (which throw `GraphicsError`) and font lookups (which
/// throw `FontError`) are made with plain `try`; the print job keeps what they throw inside
/// its `PrintError`.
public final class InvoiceRenderer: HeaderFooterPageRenderer {
    /// The first page.
    public let cover: CoverPage
    /// The word across every page of line items; `nil`: none.
    public let watermark: String?

    /// A renderer for `invoice`, with `watermark` (such as "DRAFT" or "COPY") on its pages.
    public init(invoice: Invoice, watermark: String?, fonts: FontLibrary = .shared) throws {
        cover = try CoverPage(invoice: invoice, fonts: fonts)
        self.watermark = watermark
        super.init(header: HeaderFooterTemplate(left: "{title}", right: invoice.seller),
                   footer: HeaderFooterTemplate(center: "Page {page} of {pages}"),
                   title: "Invoice \(invoice.number)", font: TextFont(family: HouseStyle.sans, size: 8), color: .darkGray,
                   library: fonts)
        drawsHeaderRule = true
    }

    /// Page 1 (index 0) is the cover, drawn over the whole paper; the others are drawn by the
    /// usual hooks: header, content, the formatter, footer.
    public override func drawPage(at pageIndex: Int, in paperRect: Rect, context: GraphicsContext) throws {
        if pageIndex == 0 {
            try cover.draw(in: paperRect, itemPages: numberOfPages - 1, context: context)
        } else {
            try super.drawPage(at: pageIndex, in: paperRect, context: context)
        }
    }

    /// The watermark: pale, turned to rise to the right, centred on the content area.
    public override func drawContent(forPage pageIndex: Int, in contentRect: Rect, context: GraphicsContext) throws {
        guard let watermark else { return }
        try context.withSavedGState { () throws(GraphicsError) in
            try context.translateBy(x: contentRect.midX, y: contentRect.midY)
            try context.rotate(by: -.pi / 5)                 // positive angles turn clockwise on the page
            try context.draw(watermark, at: .zero, anchor: .center, font: cover.bold, size: 120,
                             color: Color(red: 0.95, green: 0.82, blue: 0.82))
        }
    }
}

extension Invoice {
    /// The print job of the whole invoice on A4: the cover, then the line items laid out by
    /// the flow engine (``document()``) from page 2, with ``InvoiceRenderer``'s header, footer
    /// and watermark. Run it with `write(to:)` or `pdfBytes()`.
    public func printJob(watermark: String? = "DRAFT", fonts: FontLibrary = .shared) throws -> PrintJob {
        let renderer = try InvoiceRenderer(invoice: self, watermark: watermark, fonts: fonts)
        renderer.headerHeight = 30
        renderer.footerHeight = 30
        renderer.addPrintFormatter(DocumentPrintFormatter(document: document(), library: fonts), startingAtPage: 1)
        // The job's margins make the printable rect that the header, content and footer share.
        let info = PrintInfo(jobName: "Invoice \(number)", paper: .a4, margins: EdgeInsets(all: 48), author: seller)
        return PrintJob(renderer: renderer, info: info)
    }
}
