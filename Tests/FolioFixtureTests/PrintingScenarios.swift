import Folio

/// Page-renderer cases: several formatters on one renderer, and drawing over a formatter's
/// content. `Fixtures/printing/<name>/case.json` names one as its `scenario`.
enum PrintingScenario {
    static func pdf(named name: String) throws -> [UInt8]? {
        switch name {
        case "two-formatters": return try twoFormatters()
        case "overlay": return try overlay()
        default: return nil
        }
    }

    static let names = ["two-formatters", "overlay"]
    private static let font = TextFont(family: "DejaVu Serif", size: 11)

    private static func body(_ n: Int) -> String {
        (1...n).map { "Paragraph \($0). The body of the report starts on the second page, after the summary, and runs on for as long as it needs." }
            .joined(separator: "\n\n")
    }

    /// A summary formatter on page 1 and the body from page 2 (`addPrintFormatter(_:startingAtPage:)`).
    private static func twoFormatters() throws -> [UInt8] {
        let renderer = HeaderFooterPageRenderer(footer: HeaderFooterTemplate("{page} of {pages}"), font: font.withSize(9),
                                                library: LayoutScenario.library)
        renderer.headerHeight = 72
        renderer.footerHeight = 72
        let summary = DocumentPrintFormatter(document: Document([
            .heading(Heading("Summary")), .paragraph(Paragraph("One page of summary; the body follows on page 2.")),
        ], style: LayoutScenario.pinned), library: LayoutScenario.library)
        let bodyText = SimpleTextPrintFormatter(text: body(30), font: font, library: LayoutScenario.library)
        for f in [summary, bodyText] as [PrintFormatter] { f.contentInsets = EdgeInsets(top: 0, left: 72, bottom: 0, right: 72) }
        renderer.addPrintFormatter(summary, startingAtPage: 0)
        renderer.addPrintFormatter(bodyText, startingAtPage: 1)
        return try PrintJob(renderer: renderer, info: PrintInfo(jobName: "Two formatters", paper: .letter, margins: .zero)).pdfBytes()
    }

    /// A renderer that draws a "DRAFT" band over each page's formatter content.
    private final class OverlayRenderer: PrintPageRenderer {
        override func drawPrintFormatter(_ formatter: PrintFormatter, forPage pageIndex: Int, context: GraphicsContext) throws {
            try super.drawPrintFormatter(formatter, forPage: pageIndex, context: context)
            let r = formatter.rect(forPage: pageIndex)
            try context.setFillColor(Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.25))
            try context.fill(Rect(x: r.minX, y: r.midY - 30, width: r.width, height: 60))
        }
    }

    private static func overlay() throws -> [UInt8] {
        let renderer = OverlayRenderer()
        renderer.headerHeight = 72
        renderer.footerHeight = 72
        let f = SimpleTextPrintFormatter(text: body(12), font: font, library: LayoutScenario.library)
        f.contentInsets = EdgeInsets(top: 0, left: 72, bottom: 0, right: 72)
        renderer.addPrintFormatter(f, startingAtPage: 0)
        return try PrintJob(renderer: renderer, info: PrintInfo(jobName: "Overlay", paper: .letter, margins: .zero)).pdfBytes()
    }
}
