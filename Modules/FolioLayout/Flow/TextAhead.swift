import FolioText

/// Sets the text of a document's top-level paragraphs, headings and preformatted blocks into
/// lines on a thread of its own, a few dozen blocks ahead of the flow that places them.
///
/// Shaping and line breaking are most of the layout's work, and the lines of a top-level
/// block depend only on its text and its measure, not on where it lands: they can be set
/// before the flow reaches the block. The flow then takes these lines instead of setting the
/// text itself, and gets the same items. Blocks of other kinds, and blocks drawn in a box
/// (whose measure the box narrows), are passed on with no lines, for the flow to handle.
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
    }

    /// Blocks handed over at a time, and batches that may wait: at most 32 blocks ahead.
    private static let batchSize = 8
    private static let batches = 4

    private let lookahead: Lookahead<[Prepared]>
    private var batch: [Prepared] = []
    private var head = 0

    /// Starts setting `blocks` and then the blocks of `stream`, in `context` (the flow's
    /// top level); `nil` when the system gives no thread.
    init?(blocks: [Block], stream: BlockStream?, context: FlowContext, library: FontLibrary, style: DocumentStyle) {
        // Everything below is used only on the lookahead's thread.
        let setter = TextSetter(library: library, style: style, log: DiagnosticLog())
        var index = 0
        var pending = stream
        var iterator: AnyIterator<Block>?
        let produce = { () -> [Prepared]? in
            var out: [Prepared] = []
            out.reserveCapacity(Self.batchSize)
            while out.count < Self.batchSize {
                let block: Block
                if index < blocks.count {
                    block = blocks[index]
                    index += 1
                } else {
                    if let stream = pending {
                        iterator = stream.makeIterator()
                        pending = nil
                    }
                    guard let next = iterator?.next() else { break }
                    block = next
                }
                out.append(Self.prepare(block, in: context, setter: setter))
            }
            return out.isEmpty ? nil : out
        }
        guard let lookahead = Lookahead(limit: Self.batches, produce: produce) else { return nil }
        self.lookahead = lookahead
    }

    deinit { lookahead.stop() }

    /// The next block, waiting for its lines; `nil` after the last.
    func next() -> Prepared? {
        if head == batch.count {
            guard let more = lookahead.next() else { return nil }
            batch = more
            head = 0
        }
        defer { head += 1 }
        return batch[head]
    }

    private static func prepare(_ block: Block, in outer: FlowContext, setter: TextSetter) -> Prepared {
        var prepared = Prepared(block: block, width: 0, lines: nil, diagnostics: [])
        guard block.style?.hasBox != true else { return prepared }
        let ctx = FlowGenerator.measure(of: block, in: outer, style: setter.style).context
        guard let text = setter.text(of: block, alignment: ctx.alignment) else { return prepared }
        let known = setter.log.messages.count
        do throws(LayoutError) { prepared.lines = .success(try setter.lines(text, width: ctx.width)) } catch { prepared.lines = .failure(error) }
        prepared.width = ctx.width
        prepared.diagnostics = Array(setter.log.messages[known...])
        return prepared
    }
}
