import FolioConcurrency
import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioLayout
import FolioText
import Foundation

/// Lays a ``Document`` (headings, paragraphs, lists, tables, figures) out over pages with
/// FolioLayout's flow engine.
///
/// Layout counts the pages and finds each heading's page, keeping nothing else; drawing lays
/// each page out again as the job draws it, in order, so memory follows one page. A document
/// without a table of contents can also be laid out page by page as it is drawn
/// (``laysOutPagesOneByOne``), so a job that does not need the page count first lays it out
/// only once.
open class DocumentPrintFormatter: PrintFormatter {
    /// The document.
    public var document: Document { didSet { layout = makeLayout(); invalidateLayout() } }
    /// The font library used to find fonts.
    public var library: FontLibrary { didSet { layout = makeLayout(); invalidateLayout() } }
    private var layout: DocumentLayout
    /// The page ``layOutPage(_:contentRect:)`` laid out last, kept for `draw`.
    private var laidOut: (index: Int, page: LaidOutPage)?
    /// The document's structure elements open from one page to the next (tagged PDF).
    private let structure = StructureCursor()
    /// Lays pages out ahead on another thread during a one-pass job (several cores only),
    /// from the second page on.
    private var producer: PageProducer?
    /// Whether this one-pass job lays its pages out ahead, once past the first.
    private var producesPagesAhead = false
    /// The text marks of each of the formatter's pages laid out so far (by its own page
    /// index), when the document ``Document/reportsMarks``.
    private var pageMarks: [[PageMark]] = []
    /// The formatter's blank pages (by its own page index) laid out so far.
    private var blankPages: Set<Int> = []
    /// Whether a thread is laying pages out ahead now (for tests).
    var laysPagesOutOnThread: Bool { producer != nil }

    /// Whether layout works ahead on a thread of its own: it sets the text of top-level blocks
    /// ahead of the flow that places them, or, in a one-pass job of a document that does not
    /// stream its blocks, lays pages out ahead of the
    /// drawing; with more than two cores, both. `true` on a machine with more than one
    /// core. The pages are the same either way. Short documents start no thread: text is
    /// set ahead once the first 1,000 characters are set, pages from the second page.
    public var laysOutAhead = activeProcessorCount > 1 {
        didSet { layout.setsTextAhead = laysOutAhead }
    }

    /// What making ``document`` noticed, when it was converted from another format (HTML,
    /// Markdown): reported before what laying it out notices.
    public let conversionDiagnostics: Diagnostics

    /// What converting the document noticed (``conversionDiagnostics``), then what laying it
    /// out noticed, each once: content cut off at a page's foot, figures whose file could not
    /// be read, font substitutions. What a print job of this formatter returns.
    open override var diagnostics: Diagnostics {
        conversionDiagnostics.isEmpty ? layout.diagnostics : conversionDiagnostics.merging(layout.diagnostics)
    }

    /// A formatter for a document; `conversionDiagnostics` are what making it from another
    /// format noticed, if it was.
    public init(document: Document, library: FontLibrary = .shared, conversionDiagnostics: Diagnostics = []) {
        self.document = document
        self.library = library
        self.conversionDiagnostics = conversionDiagnostics
        layout = DocumentLayout(document, library: library)
        super.init()
        layout.setsTextAhead = laysOutAhead
    }

    private func makeLayout() -> DocumentLayout {
        let layout = DocumentLayout(document, library: library)
        layout.setsTextAhead = laysOutAhead
        return layout
    }

    /// Every heading with the renderer page it lands on (after layout).
    public var headings: [(mark: HeadingMark, page: Int)] {
        layout.headings.map { ($0.mark, $0.page + startPage) }
    }

    /// The ``FolioText/TextAttributes/mark``s of the text whose first line is on renderer page
    /// `pageIndex`, in the flow's order, once the page is laid out (by layout, or by a one-pass
    /// job just before it is drawn); empty for other pages, and unless the document
    /// ``Document/reportsMarks``.
    public func marks(onPage pageIndex: Int) -> [PageMark] {
        let k = pageIndex - startPage
        return pageMarks.indices.contains(k) ? pageMarks[k] : []
    }

    /// Whether renderer page `pageIndex` is one of the formatter's blank pages (left empty so
    /// that the content after a `break-before: left` or `right` starts on that side), once the
    /// page is laid out.
    public func isBlankPage(_ pageIndex: Int) -> Bool {
        blankPages.contains(pageIndex - startPage)
    }

    /// Paginates the document into the content rects.
    open override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        layout.pageNumberOffset = startPage
        do {
            let count = try layout.paginate(contentRect: contentRect)
            pageMarks = layout.pageMarks
            blankPages = layout.blankPages
            return count
        } catch { throw .layout(error) }
    }

    /// `true` unless the document has a table of contents or page references.
    open override var laysOutPagesOneByOne: Bool { !document.hasPageReferences && !layout.hasTableOfContents }

    /// Lays page `index` out (pages are cheapest in order) and keeps it for drawing.
    open override func layOutPage(_ index: Int, contentRect: Rect) throws(PrintError) -> Bool {
        layout.pageNumberOffset = startPage
        laidOut = nil
        if index == 0, laysOutAhead, isInOnePassJob, contentRects != nil {
            producer?.stop()
            producer = nil
            // Two cores: a streamed document (plain text, top-level paragraphs) is quickest with
            // its text set ahead and its pages laid out and drawn here (long.txt 6 % faster);
            // any other with pages laid out ahead (doc.html 10 % faster). More cores: both.
            let cores = activeProcessorCount
            producesPagesAhead = cores > 2 || document.blockStream == nil
            if producesPagesAhead { layout.setsTextAhead = cores > 2 }
        }
        // The first page is laid out here: a one-page document never starts the thread.
        if index == 1, producesPagesAhead, producer == nil, layout.mayHaveMorePages, let rects = contentRects {
            producer = PageProducer(layout: layout, rects: rects, from: 1)
        }
        let page: LaidOutPage?
        do {
            if let producer {
                page = try producer.next()
            } else {
                page = try layout.page(index) { [unowned self] i in self.rect(forPage: i + self.startPage) }
            }
        } catch {
            throw .layout(error)
        }
        guard let page else { return false }
        laidOut = (index, page)
        if index == 0 { blankPages = [] }
        if page.isBlank { blankPages.insert(index) }
        if document.reportsMarks {
            if index == 0 { pageMarks = [] }
            if index == pageMarks.count { pageMarks.append(page.marks) }
        }
        return true
    }

    /// Stops laying pages out ahead.
    override func onePassDidEnd() {
        producer?.stop()
        producer = nil
        producesPagesAhead = false
        layout.setsTextAhead = laysOutAhead
    }

    /// Draws the formatter's page: the one just laid out, or lays it out again (in order,
    /// cheaply) and draws it.
    open override func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws {
        let k = pageIndex - startPage
        guard k >= 0 else { return }
        var page: LaidOutPage?
        if let kept = laidOut, kept.index == k {
            page = kept.page
            laidOut = nil
        } else {
            // Not the page just laid out: the layout is this thread's again, from the start.
            onePassDidEnd()
            page = try layout.page(k) { [unowned self] i in self.rect(forPage: i + self.startPage) }
        }
        guard let page else { return }
        try page.draw(in: context, at: rect.origin, structure: context.isTagging ? structure : nil)
    }
}
