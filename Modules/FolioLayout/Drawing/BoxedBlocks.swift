import FolioGeometry
import FolioText

/// Blocks laid out in a box of their own, outside the pages' flow: a running element
/// (`position: running(header)`) in a page-margin box. The box is as wide as the blocks' widest
/// line (their max-content width, CSS Sizing 3) up to the room there is, and as tall as they
/// are; each width's layout is kept, since the same element is drawn on many pages.
package final class BoxedBlocks {
    /// The blocks, in a document of their own (its style is the defaults' source).
    package let document: Document
    private let library: FontLibrary
    private let log = DiagnosticLog()
    private var widths: [Double: Double] = [:]
    private var pages: [Double: LaidOutPage] = [:]
    /// The text of the blocks' page references (``FolioText/TextAttributes/pageReference``):
    /// a running element's page number and total, for the page it is drawn on. Setting other
    /// labels forgets the layouts made with these.
    package var pageLabels: [String: String]? {
        didSet {
            guard pageLabels != oldValue else { return }
            widths = [:]
            pages = [:]
        }
    }

    /// Deeper than any margin box: the blocks all land on the one page laid out.
    private static let depth = 100_000.0

    /// The blocks of `document`, their fonts from `library`.
    package init(_ document: Document, library: FontLibrary = .shared) {
        self.document = document
        self.library = library
    }

    /// The blocks' max-content width in a measure at most `available` wide, capped at it.
    package func width(available: Double) throws(LayoutError) -> Double {
        if let w = widths[available] { return w }
        guard available > 0 else { return 0 }
        var setter = TextSetter(library: library, style: document.style, log: log)
        setter.pageLabels = pageLabels
        let w = min(available, try setter.contentWidths(of: document.blocks, available: available).max)
        widths[available] = w
        return w
    }

    /// The blocks laid out `width` wide, all on one page; `nil` for no room or no content.
    package func laidOut(width: Double) throws(LayoutError) -> LaidOutPage? {
        if let page = pages[width] { return page }
        guard width > 0 else { return nil }
        let layout = DocumentLayout(document, library: library)
        layout.setsTextAhead = false
        layout.pageLabels = pageLabels
        guard let page = try layout.page(0, contentRect: { _ in Rect(x: 0, y: 0, width: width, height: Self.depth) }) else { return nil }
        pages[width] = page
        return page
    }
}
