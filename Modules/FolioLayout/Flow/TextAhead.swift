import FolioConcurrency
import FolioText
import Foundation

/// Sets the text of a document's top-level paragraphs, headings and preformatted blocks into
/// lines on a thread of its own, up to 32 blocks ahead of the flow that places them.
///
/// Shaping and line breaking are most of the layout's work, and the lines of a top-level
/// block depend only on its text and its measure, not on where it lands: they can be set
/// before the flow reaches the block. The flow then takes these lines instead of setting the
/// text itself, and gets the same items. Blocks of other kinds, and blocks drawn in a box
/// (whose measure the box narrows), are passed on with no lines, for the flow to handle.
///
/// When the flow is ready for a block the thread has not finished, it takes the next block
/// nobody has started and sets that one itself rather than wait: the two threads share the
/// work however fast each runs. Blocks come out in document order either way.
///
/// The thread starts only once the flow's thread has set ``startsAfter`` characters itself: a
/// short document (a letter, an invoice) never pays for a thread it would not use, and a long
/// one sets only its first lines alone.
final class TextAhead {
    /// A block with its lines set for the measure the flow gives it.
    struct Prepared {
        var block: Block
        /// The width the lines were set in.
        var width: Double
        /// The lines, or what went wrong setting them; `nil` when the flow sets the block.
        var lines: Result<[(line: Line, height: Double)], LayoutError>?
        /// Font substitutions and missing glyphs first met setting them.
        var diagnostics: [String]
        /// The UTF-16 units of the text set (0 when the flow sets the block).
        var units = 0
    }

    /// Blocks set and not yet taken, at most this many; the thread resumes at half.
    fileprivate static let limit = 32
    /// The UTF-16 units the flow's thread sets alone before the thread starts. A thread costs
    /// about 40 µs to start and end, the time it takes to set some 200 characters; a one-page
    /// letter has about 600, a 550-page book 1.2 million.
    static let startsAfter = 1_000

    private let shared: Shared
    private var thread: pthread_t?
    /// Whether the thread was asked for (it may have failed to start: then the flow's thread
    /// sets every block).
    private var started = false
    /// The units set on the flow's thread before the thread started.
    private var setAlone = 0
    /// The number of the block the flow takes next.
    private var wanted = 0
    /// Sets blocks on the flow's thread, with the flow's fonts and shaper.
    private let stealer: TextSetter

    /// Whether a thread is setting blocks (for tests).
    var hasThread: Bool { thread != nil }

    /// Prepares to set `blocks` and then the blocks of `stream`, in `context` (the flow's
    /// top level); `flow` is the flow's own setter, for the blocks it sets itself. The
    /// thread starts after ``startsAfter`` units.
    init(blocks: [Block], stream: BlockStream?, context: FlowContext, flow: TextSetter) {
        shared = Shared(source: BlockSource(blocks: blocks, stream: stream), context: context)
        stealer = TextSetter(library: flow.library, style: flow.style, log: DiagnosticLog(), sharingWith: flow)
    }

    /// Starts the thread, with a setter of its own: its own fonts, shaper and log. When the
    /// system gives no thread, the flow's thread goes on setting every block.
    private func start() {
        started = true
        let shared = shared
        let setter = TextSetter(library: stealer.library, style: stealer.style, log: DiagnosticLog())
        thread = startThread({ shared.run(setter) })
    }

    deinit { stop() }

    /// Stops the thread and waits until it has ended (it finishes the block it is setting).
    func stop() {
        shared.condition.lock()
        shared.stopping = true
        shared.condition.broadcast()
        shared.condition.unlock()
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    /// The next block in document order with its lines; `nil` after the last.
    func next() -> Prepared? {
        let s = shared
        s.condition.lock()
        defer { s.condition.unlock() }
        while true {
            if let prepared = s.done.removeValue(forKey: wanted) {
                wanted += 1
                if s.done.count == Self.limit / 2 { s.condition.broadcast() }
                return prepared
            }
            s.condition.unlock()
            let pulled = s.pull()
            if let (number, block) = pulled.block {
                // A document this long goes on with the thread, which sets the blocks after this one.
                if !started, setAlone >= Self.startsAfter { start() }
                // Not ready: set the next block nobody has started here, instead of waiting.
                let prepared = Self.prepare(block, in: s.context, setter: stealer)
                if !started { setAlone += prepared.units }
                s.condition.lock()
                s.done[number] = prepared
                continue
            }
            s.condition.lock()
            if wanted >= pulled.count { return nil }  // the source has ended and every block was taken
            if s.done[wanted] == nil { s.condition.wait() }  // the other thread is setting it
        }
    }

    /// What the flow's thread and the setting thread share. The source has a lock of its own,
    /// so that reading it (a text file's next paragraph) does not hold up taking a block that
    /// is done; the rest is guarded by `condition`'s lock.
    private final class Shared {
        let condition = NSCondition()
        let context: FlowContext
        private let sourceLock = NSLock()
        private var source: BlockSource
        /// Blocks are numbered in document order: the number the source gives next.
        private var pulled = 0
        var done: [Int: Prepared] = [:]
        var stopping = false

        init(source: BlockSource, context: FlowContext) {
            self.source = source
            self.context = context
        }

        /// The next block and its number (`nil` at the end of the source), and how many
        /// blocks the source has given. Takes the source's lock, never `condition`'s.
        func pull() -> (block: (Int, Block)?, count: Int) {
            sourceLock.lock()
            defer { sourceLock.unlock() }
            guard let block = source.next() else { return (nil, pulled) }
            defer { pulled += 1 }
            return ((pulled, block), pulled + 1)
        }

        /// The setting thread: sets blocks in order until the source ends or the owner stops.
        func run(_ setter: TextSetter) {
            condition.lock()
            while true {
                while done.count >= TextAhead.limit && !stopping { condition.wait() }
                guard !stopping else { break }
                condition.unlock()
                guard let (number, block) = pull().block else {
                    condition.lock()
                    break
                }
                let prepared = TextAhead.prepare(block, in: context, setter: setter)
                condition.lock()
                done[number] = prepared
                condition.broadcast()
            }
            condition.broadcast()  // the source has ended: a flow waiting for the last block goes on
            condition.unlock()
        }
    }

    fileprivate static func prepare(_ block: Block, in outer: FlowContext, setter: TextSetter) -> Prepared {
        var prepared = Prepared(block: block, width: 0, lines: nil, diagnostics: [])
        let own = block.style ?? BlockStyle()
        guard !own.hasBox else { return prepared }
        let ctx = FlowGenerator.measure(of: block, own: own, in: outer, style: setter.style).context
        // A long block is left to the flow, which sets it a piece at a time (LineStream).
        guard let text = setter.text(of: block, alignment: ctx.alignment), text.length <= LineStream.pieceLength else { return prepared }
        let known = setter.log.messages.count
        do throws(LayoutError) { prepared.lines = .success(try setter.lines(text, width: ctx.width)) } catch { prepared.lines = .failure(error) }
        prepared.width = ctx.width
        prepared.units = text.length
        prepared.diagnostics = Array(setter.log.messages[known...])
        return prepared
    }
}

/// A document's top-level blocks: its array, then its stream.
private struct BlockSource {
    let blocks: [Block]
    var index = 0
    var stream: BlockStream?
    var iterator: AnyIterator<Block>?
    var ended = false

    init(blocks: [Block], stream: BlockStream?) {
        self.blocks = blocks
        self.stream = stream
    }

    mutating func next() -> Block? {
        if index < blocks.count {
            defer { index += 1 }
            return blocks[index]
        }
        if let stream {
            iterator = stream.makeIterator()
            self.stream = nil
        }
        guard !ended, let block = iterator?.next() else {
            ended = true
            return nil
        }
        return block
    }
}
