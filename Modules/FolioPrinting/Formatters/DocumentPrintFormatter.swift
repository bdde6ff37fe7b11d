import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioText

/// Lays a ``Document`` (headings, paragraphs, lists, tables, figures) out over pages with
/// FolioLayout's flow engine.
///
/// Layout counts the pages and finds each heading's page, keeping nothing else; drawing lays
/// each page out again as the job draws it, in order, so memory follows one page.
open class DocumentPrintFormatter: PrintFormatter {
    /// The document.
    public var document: Document { didSet { layout = DocumentLayout(document, library: library); invalidateLayout() } }
    /// The font library used to find fonts.
    public var library: FontLibrary { didSet { layout = DocumentLayout(document, library: library); invalidateLayout() } }
    private var layout: DocumentLayout

    /// Font substitutions and missing glyphs met while laying out, each once.
    public var diagnostics: [String] { layout.diagnostics }

    /// A formatter for a document.
    public init(document: Document, library: FontLibrary = .shared) {
        self.document = document
        self.library = library
        layout = DocumentLayout(document, library: library)
    }

    /// Every heading with the renderer page it lands on (after layout).
    public var headings: [(mark: HeadingMark, page: Int)] {
        layout.headings.map { ($0.mark, $0.page + startPage) }
    }

    /// Paginates the document into the content rects.
    open override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        layout.pageNumberOffset = startPage
        do { return try layout.paginate(contentRect: contentRect) } catch { throw .jobFailed(error.description) }
    }

    /// Draws the formatter's page: lays it out again (in order, cheaply) and draws it.
    open override func draw(in rect: Rect, forPage pageIndex: Int, context: GraphicsContext) throws(PrintError) {
        let k = pageIndex - startPage
        guard k >= 0 else { return }
        let page: LaidOutPage?
        do { page = try layout.page(k) { [unowned self] i in self.rect(forPage: i + self.startPage) } } catch {
            throw .jobFailed(error.description)
        }
        guard let page else { return }
        do { try page.draw(in: context, at: rect.origin) } catch { throw .jobFailed(error.description) }
    }
}
