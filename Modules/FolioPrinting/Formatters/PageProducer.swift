import FolioGeometry
import FolioLayout
import Foundation

/// Lays a document's pages out on a thread of its own, a few pages ahead of the thread that
/// draws them: layout (shaping, line breaking, pagination) and drawing (content streams,
/// compression) then run on two cores at once. The pages come out exactly as laying them out
/// in turn on one thread would give them.
///
/// The producer owns the layout from the first page until ``stop()`` returns; nothing else may
/// touch it meanwhile. `stop()` joins the thread, so when it returns the thread has ended and
/// let go of the layout.
final class PageProducer: @unchecked Sendable {
    /// Pages laid out and not yet taken, at most this many.
    static let lookahead = 4

    private let condition = NSCondition()
    /// Results in page order; the last one is `nil` (the document ended) or an error.
    private var ready: [Result<LaidOutPage?, LayoutError>] = []
    private var stopping = false
    private var running = true
    private var thread: pthread_t?

    /// Starts laying `layout` out into the rects `rects` gives, from page 0; `nil` when the
    /// system gives no thread.
    init?(layout: DocumentLayout, rects: ContentRects) {
        let job = Unmanaged.passRetained(Job(producer: self, layout: layout, rects: rects))
        var t = pthread_t()
        let made = pthread_create(&t, nil, { context in
            let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
            job.producer.run(job.layout, job.rects)
            return nil
        }, job.toOpaque())
        guard made == 0 else {
            job.release()
            return nil
        }
        thread = t
    }

    /// The next page, waiting for it; `nil` past the last page.
    func next() throws(LayoutError) -> LaidOutPage? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty {
            if !running { return nil }
            condition.wait()
        }
        let result = ready.removeFirst()
        condition.broadcast()
        return try result.get()
    }

    /// Stops the thread and waits until it has ended (it finishes the page it is on).
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    /// Lays pages out until the document ends, an error, or ``stop()``; at most
    /// ``lookahead`` pages wait at a time.
    private func run(_ layout: DocumentLayout, _ rects: ContentRects) {
        var index = 0
        while true {
            condition.lock()
            while ready.count >= Self.lookahead && !stopping { condition.wait() }
            let stop = stopping
            condition.unlock()
            if stop { break }
            let result: Result<LaidOutPage?, LayoutError>
            do { result = .success(try layout.page(index) { rects.rect(formatterPage: $0) }) } catch { result = .failure(error) }
            condition.lock()
            ready.append(result)
            condition.broadcast()
            condition.unlock()
            guard case .success(.some) = result else { break }
            index += 1
        }
        condition.lock()
        running = false
        condition.broadcast()
        condition.unlock()
    }
}

/// What the producer's thread is handed, and releases when it ends: the layout, which it
/// alone uses until the producer stops.
private final class Job {
    let producer: PageProducer
    let layout: DocumentLayout
    let rects: ContentRects

    init(producer: PageProducer, layout: DocumentLayout, rects: ContentRects) {
        self.producer = producer
        self.layout = layout
        self.rects = rects
    }
}
