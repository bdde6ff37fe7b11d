import FolioGeometry
import FolioLayout
import FolioPaper
import FolioText

extension Document {
    /// A print job for the document on `paper` with `margins`, the header and footer drawn in
    /// the top and bottom margins from their templates (`{page}`, `{pages}`, `{title}`, …; `|`
    /// separates the left, centre and right parts) in the body font, 2 pt smaller. Fonts come
    /// from `library`.
    public func printJob(paper: Paper = .letter, margins: EdgeInsets = EdgeInsets(all: 72),
                         header: HeaderFooterTemplate? = nil, footer: HeaderFooterTemplate? = .pageNumber,
                         info: PrintInfo = PrintInfo(), library: FontLibrary = .shared) -> PrintJob {
        let formatter = DocumentPrintFormatter(document: self, library: library)
        let renderer = HeaderFooterPageRenderer(header: header, footer: footer, title: title ?? "",
                                                font: style.font.withSize(max(6, style.font.size - 2)), library: library)
        renderer.horizontalInsets = (margins.left, margins.right)
        renderer.headerHeight = margins.top
        renderer.footerHeight = margins.bottom
        formatter.contentInsets = EdgeInsets(top: 0, left: margins.left, bottom: 0, right: margins.right)
        renderer.addPrintFormatter(formatter, startingAtPage: 0)
        var info = info
        info.paper = info.paper ?? paper
        info.jobName = info.jobName ?? title
        info.author = info.author ?? author
        info.subject = info.subject ?? subject
        if info.keywords == nil, !keywords.isEmpty { info.keywords = keywords.joined(separator: ", ") }
        return PrintJob(renderer: renderer, info: info)
    }

    /// Writes the document as a PDF file (atomically) — see ``printJob(paper:margins:header:footer:info:library:)``.
    public func writePDF(to path: String, paper: Paper = .letter, margins: EdgeInsets = EdgeInsets(all: 72),
                         header: HeaderFooterTemplate? = nil, footer: HeaderFooterTemplate? = .pageNumber,
                         library: FontLibrary = .shared) throws(PrintError) {
        try printJob(paper: paper, margins: margins, header: header, footer: footer, library: library).write(to: path)
    }

    /// The document as PDF bytes — see ``printJob(paper:margins:header:footer:info:library:)``.
    public func pdfBytes(paper: Paper = .letter, margins: EdgeInsets = EdgeInsets(all: 72),
                         header: HeaderFooterTemplate? = nil, footer: HeaderFooterTemplate? = .pageNumber,
                         library: FontLibrary = .shared) throws(PrintError) -> [UInt8] {
        try printJob(paper: paper, margins: margins, header: header, footer: footer, library: library).pdfBytes()
    }
}
