import FolioCSS

/// A page counter a running element shows (`counter(page)` or `counter(pages)` in its
/// generated content, CSS GCPM 3 §1.3): the number of the page it is drawn on, or the number
/// of pages, in a counter style. The element's text carries it as a page reference
/// (``FolioText/TextAttributes/pageReference``) that the margin boxes resolve page by page.
struct RunningPageCounter: Hashable, Sendable {
    /// `counter(pages)`: the number of pages; else `counter(page)`.
    var isTotal: Bool
    /// The counter style.
    var style: ListStyleType

    /// The page reference standing for it; it begins with a space, which no element's `id` has.
    var reference: String { (isTotal ? " pages " : " page ") + style.rawValue }

    /// The text of each of `counters` on page `page` (from 1) of `pages`.
    static func labels(_ counters: Set<RunningPageCounter>, page: Int, pages: Int) -> [String: String] {
        var labels: [String: String] = [:]
        for c in counters { labels[c.reference] = GeneratedContent.format(c.isTotal ? pages : page, c.style) }
        return labels
    }
}
