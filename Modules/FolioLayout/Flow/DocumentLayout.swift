import FolioConcurrency
import FolioGeometry
import FolioGraphics
import FolioText
import Foundation

/// Paginates a ``Document`` into content rects, one page at a time.
///
/// ``paginate(contentRect:)`` runs the flow once to count the pages and find each heading's page
/// (twice or three times when a table of contents must show those pages), keeping only the
/// headings. ``page(_:contentRect:)`` then lays each page out again as it is drawn, in order:
/// memory follows one page, not the document.
///
/// Pages share the width of the first content rect; their heights may differ.
package final class DocumentLayout {
    /// The document.
    package let document: Document
    /// The font library used to find fonts.
    package let library: FontLibrary
    /// Added to page indexes to make the page numbers of the table of contents (a document whose
    /// first page is the printed document's third page has an offset of 2).
    package var pageNumberOffset = 0
    /// The number of pages after ``paginate(contentRect:)``.
    package private(set) var pageCount = 0
    /// Every heading with its page index, after ``paginate(contentRect:)``.
    package private(set) var headings: [(mark: HeadingMark, page: Int)] = []
    /// The text marks of each page, after ``paginate(contentRect:)``, when the document
    /// ``Document/reportsMarks``; else empty.
    package private(set) var pageMarks: [[PageMark]] = []
    /// The blank pages (left empty before a `break-before: left` or `right`), after
    /// ``paginate(contentRect:)``.
    package private(set) var blankPages: Set<Int> = []

    /// Whether a thread of its own sets the text of the top-level blocks ahead of the flow
    /// that places them: `true` on a machine with more than one core. The thread starts once
    /// the flow has set its first 1,000 characters itself, so a short document starts none.
    /// The pages are the same either way.
    package var setsTextAhead = activeProcessorCount > 1

    /// What laying out noticed, each once. Notes: font substitutions and missing glyphs.
    /// Warnings: content that no page shows, naming the page (``Diagnostic/Kind/contentCut``:
    /// a box that cannot be split, such as a line of text or a table row's content that cannot
    /// be divided, taller than the page's content area, drawn cut at its foot; images are
    /// scaled to fit instead), and figures whose file could not be read
    /// (``Diagnostic/Kind/imageMissing``, their alternative text set instead). Callers should
    /// show the warnings to their user (the `folio` command prints them unless `--quiet`).
    package var diagnostics: Diagnostics { log.diagnostics }

    private let log = DiagnosticLog()
    private var contents: [TableOfContentsEntry] = []
    /// The page label of each named destination, from the last pass, when the document
    /// ``Document/hasPageReferences``; given beforehand for blocks laid out outside the pages'
    /// flow (a running element's page number).
    package var pageLabels: [String: String]?
    private var live: (paginator: Paginator, next: Int)?

    /// A layout of `document`.
    package init(_ document: Document, library: FontLibrary = .shared) {
        self.document = document
        self.library = library
    }

    /// Whether the document has a table of contents, whose page numbers are known only after
    /// ``paginate(contentRect:)``: its pages cannot be laid out one by one from the start.
    package var hasTableOfContents: Bool {
        var stack: [[Block]] = [document.blocks]
        while let blocks = stack.popLast() {
            for block in blocks {
                switch block {
                case .tableOfContents: return true
                case .blockQuote(let q): stack.append(q.content)
                case .group(let g): stack.append(g.content)
                case .columns(let c): stack.append(c.content)
                default: continue
                }
            }
        }
        return false
    }

    /// A paginator of the document from its start, once its style is known to be usable.
    private func makePaginator(width: Double) throws(LayoutError) -> Paginator {
        if let why = document.style.problem { throw .invalidStyle("in the document's style, \(why)") }
        var setter = TextSetter(library: library, style: document.style, log: log)
        setter.pageLabels = pageLabels
        setter.fillsLeaders = document.hasLeaders
        let generator = FlowGenerator(blocks: document.blocks, stream: document.blockStream, width: width, setter: setter,
                                      contents: contents, setsTextAhead: setsTextAhead)
        if !document.footnotes.isEmpty {
            generator.footnotes = FootnoteNotes(document.footnotes, area: document.footnoteArea, setter: setter)
        }
        let paginator = Paginator(generator: generator)
        paginator.pageIndexOffset = pageNumberOffset
        return paginator
    }

    /// Lays the whole document out into the rects `contentRect(page)` gives, and returns the
    /// page count. Keeps the headings and their pages; forgets the pages.
    @discardableResult
    package func paginate(contentRect: (Int) -> Rect) throws(LayoutError) -> Int {
        live = nil
        let width = contentRect(0).width
        guard width > 0, contentRect(0).height > 0 else {
            throw .noRoom("the content rect \(contentRect(0)) is empty; make the margins smaller")
        }
        let references = document.hasPageReferences
        if references, pageLabels == nil { pageLabels = [:] }
        let passes = hasTableOfContents || references ? 3 : 1
        for _ in 0..<passes {
            let paginator = try makePaginator(width: width)
            var count = 0
            var found: [(mark: HeadingMark, page: Int)] = []
            var marks: [[PageMark]] = []
            var labels: [String: String] = [:]
            while let items = try paginator.nextPage(height: contentRect(count).height) {
                for h in LaidOutPage.headings(of: items) { found.append((h.mark, count)) }
                if document.reportsMarks { marks.append(LaidOutPage.marks(of: items)) }
                if references {
                    // Each name where it first lands (as its destination does).
                    let label = String(count + 1 + pageNumberOffset)
                    for name in LaidOutPage.anchors(of: items) where labels[name] == nil { labels[name] = label }
                    for (mark, _) in found.reversed().prefix(while: { $0.page == count }) where labels[mark.id] == nil { labels[mark.id] = label }
                }
                count += 1
            }
            pageCount = count
            blankPages = Set(paginator.blankPages)
            headings = found
            pageMarks = marks
            let entries = found.filter(\.mark.isListed).map {
                TableOfContentsEntry(title: $0.mark.title, level: $0.mark.level, id: $0.mark.id, pageLabel: String($0.page + 1 + pageNumberOffset))
            }
            let settled = entries == contents && (!references || labels == pageLabels)
            if references { pageLabels = labels }
            if settled { break }
            contents = entries
        }
        return pageCount
    }

    /// Whether pages may follow the last one ``page(_:contentRect:)`` gave: `false` once that
    /// page ended the document.
    package var mayHaveMorePages: Bool { live.map { !$0.paginator.isFinished } ?? true }

    /// Page `index` laid out in `contentRect` (pages are cheapest asked for in order), or `nil`
    /// past the last page.
    package func page(_ index: Int, contentRect: (Int) -> Rect) throws(LayoutError) -> LaidOutPage? {
        if live == nil || live!.next > index {
            live = (try makePaginator(width: contentRect(0).width), 0)
        }
        while let (paginator, next) = live {
            guard let items = try paginator.nextPage(height: contentRect(next).height) else {
                live = nil
                return nil
            }
            live = (paginator, next + 1)
            if next == index { return LaidOutPage(items: items, index: index) }
        }
        return nil
    }
}
