import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioPaper
import FolioText

extension Document {
    /// A print job for the document on `paper` with `margins`, the header and footer drawn in
    /// the top and bottom margins from their templates (`{page}`, `{pages}`, `{title}`, …; `|`
    /// separates the left, centre and right parts) in the body font, 2 pt smaller. Fonts come
    /// from `library`. `margins` (one inch on every side by default, as ``PrintInfo/margins``)
    /// take the place of `info.margins`: the header and footer are drawn in them.
    public func printJob(paper: Paper = .letter, margins: EdgeInsets = PrintInfo.defaultMargins,
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
        info.margins = .zero  // the document's margins hold the header and footer: the renderer draws from the edges
        info.jobName = info.jobName ?? title
        info.author = info.author ?? author
        info.subject = info.subject ?? subject
        info.language = info.language ?? style.language
        if info.keywords == nil, !keywords.isEmpty { info.keywords = keywords.joined(separator: ", ") }
        return PrintJob(renderer: renderer, info: info)
    }

    /// Writes the document as a PDF file (atomically) — see ``printJob(paper:margins:header:footer:info:library:)`` —
    /// and returns what the write noticed without stopping: content cut at a page's foot, a
    /// figure whose file could not be read (its alternative text set instead), a font
    /// substituted.
    @discardableResult
    public func writePDF(to path: String, paper: Paper = .letter, margins: EdgeInsets = PrintInfo.defaultMargins,
                         header: HeaderFooterTemplate? = nil, footer: HeaderFooterTemplate? = .pageNumber,
                         library: FontLibrary = .shared) throws(PrintError) -> Diagnostics {
        try printJob(paper: paper, margins: margins, header: header, footer: footer, library: library).write(to: path)
    }

    /// The document as PDF bytes — see ``printJob(paper:margins:header:footer:info:library:)``.
    public func pdfBytes(paper: Paper = .letter, margins: EdgeInsets = PrintInfo.defaultMargins,
                         header: HeaderFooterTemplate? = nil, footer: HeaderFooterTemplate? = .pageNumber,
                         library: FontLibrary = .shared) throws(PrintError) -> [UInt8] {
        try printJob(paper: paper, margins: margins, header: header, footer: footer, library: library).pdfBytes()
    }
}
