import FolioGeometry
@testable import FolioLayout

/// The pages of `doc` laid out one after another in `area` (at most `limit`), as the print job
/// asks for them, the text set on demand (no layout thread): for tests that read the items.
func laidOutPages(_ doc: Document, in area: Rect, limit: Int = 30) throws -> [LaidOutPage] {
    let layout = DocumentLayout(doc)
    layout.setsTextAhead = false
    var pages: [LaidOutPage] = []
    while pages.count < limit, let page = try layout.page(pages.count, contentRect: { _ in area }) { pages.append(page) }
    return pages
}
