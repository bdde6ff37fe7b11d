// header-footer-renderer: a page renderer subclass that draws its own header, footer and a
// background for the content, as UIPrintPageRenderer's hooks do in UIKit's Listing 5-4,
// around text laid out by a SimpleTextPrintFormatter. Run: swift run header-footer-renderer [output.pdf]
import Folio
import Foundation

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "header-footer-renderer.pdf"

final class ReportRenderer: PrintPageRenderer {
    let jobTitle: String
    let font: Font

    init(jobTitle: String, font: Font) {
        self.jobTitle = jobTitle
        self.font = font
        super.init()
        headerHeight = 48        // a header and a footer band; 0 would mean "no header"
        footerHeight = 36
    }

    /// The title, centred, on the bottom line of the header band (rects use a top-left origin).
    override func drawHeader(forPage pageIndex: Int, in headerRect: Rect, context: GraphicsContext) throws {
        let size = context.measure(jobTitle, font: font, size: 12)
        let point = Point(x: headerRect.midX - size.width / 2, y: headerRect.maxY - size.lineHeight - 6)
        try context.draw(jobTitle, at: point, font: font, size: 12)
    }

    /// "page / pages" at the right edge of the footer band.
    override func drawFooter(forPage pageIndex: Int, in footerRect: Rect, context: GraphicsContext) throws {
        let text = "\(pageIndex + 1) / \(numberOfPages)"
        let size = context.measure(text, font: font, size: 10)
        try context.draw(text, at: Point(x: footerRect.maxX - size.width - 1, y: footerRect.minY + 6), font: font, size: 10)
    }

    /// Drawn before the formatters: a pale band behind the content area and a rule above it.
    override func drawContent(forPage pageIndex: Int, in contentRect: Rect, context: GraphicsContext) throws {
        try context.setFillColor(Color(gray: 0.97))
        try context.fill(contentRect)
        try context.setFillColor(.gray)
        try context.fill(Rect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: 0.5))
    }
}

// Some text to print: enough paragraphs for three pages or so.
let paragraph = "A page renderer draws each page through hooks: the header, the content, every print "
    + "formatter on the page, then the footer. Override only the hooks you need; the formatter "
    + "lays out the text and counts the pages before the first page is drawn."
let text = (1...24).map { "\($0). \(paragraph)" }.joined(separator: "\n\n")

do {
    let renderer = ReportRenderer(jobTitle: "Quarterly notes", font: try TextFont(family: "sans-serif").resolve().font)
    let formatter = SimpleTextPrintFormatter(text: text, font: TextFont(family: "serif", size: 12))
    formatter.contentInsets = EdgeInsets(top: 18, left: 36, bottom: 18, right: 36)
    renderer.addPrintFormatter(formatter, startingAtPage: 0)

    // UIPrintInteractionController without a dialog: the job writes a PDF.
    // The paper's margins make its printable rect, which the header, content and footer share.
    let paper = Paper.a4.withMargins(EdgeInsets(all: 36))
    let info = PrintInfo(jobName: "Quarterly notes", outputType: .general, duplex: .longEdge, paper: paper, margins: .zero)  // the paper's own margins are the border
    try PrintJob(renderer: renderer, info: info).write(to: output)
    print("wrote \(output) (\(renderer.numberOfPages) pages)")
} catch {
    FileHandle.standardError.write(Data("header-footer-renderer: \(error)\n".utf8))
    exit(1)
}
