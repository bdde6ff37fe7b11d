import FolioGeometry
import FolioLayout
import Foundation

/// Lays a document's pages out on a thread of its own, a few pages ahead of the thread that
/// draws them: layout (shaping, line breaking, pagination) and drawing (content streams,
/// compression) then run on two cores at once. The pages come out exactly as laying them out
/// in turn on one thread would give them.
///
/// The producer owns the layout from its first page until ``stop()`` returns; nothing else may
/// touch it meanwhile. `stop()` joins the thread, so when it returns the thread has ended and
/// let go of the layout.
final class PageProducer {
    /// Pages laid out and not yet taken, at most this many.
    static let lookahead = 4

    private let pages: Lookahead<Result<LaidOutPage, LayoutError>>

    /// Starts laying `layout` out into the rects `rects` gives, from page `first` (the pages
    /// before it laid out already); `nil` when the system gives no thread.
    init?(layout: DocumentLayout, rects: ContentRects, from first: Int) {
        var index = first
        var ended = false
        guard let pages = Lookahead<Result<LaidOutPage, LayoutError>>(limit: Self.lookahead, produce: {
            guard !ended else { return nil }
            do throws(LayoutError) {
                guard let page = try layout.page(index, contentRect: { rects.rect(formatterPage: $0) }) else {
                    ended = true
                    return nil
                }
                index += 1
                return .success(page)
            } catch {
                ended = true
                return .failure(error)
            }
        }) else { return nil }
        self.pages = pages
    }

    deinit { pages.stop() }

    /// The next page, waiting for it; `nil` past the last page.
    func next() throws(LayoutError) -> LaidOutPage? {
        try pages.next()?.get()
    }

    /// Stops the thread and waits until it has ended (it finishes the page it is on).
    func stop() { pages.stop() }
}
