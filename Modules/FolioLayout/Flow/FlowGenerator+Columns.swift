/// Columns (``Columns``): their content stacked in one column of the columns' width, handed to
/// the paginator as one item that it cuts into each page's part (``ColumnFlow``).
extension FlowGenerator {
    /// The runs of `block`'s columns between the blocks spanning them (CSS `column-span: all`): each
    /// run columns of its own, each spanning block as it is; `nil` when no block spans them.
    @inline(never)
    static func columnRuns(_ block: Block) -> [Block]? {
        guard case .columns(let columns) = block, columns.content.contains(where: { $0.style?.spansColumns == true }) else { return nil }
        var runs: [Block] = [], run: [Block] = []
        func close() {
            guard !run.isEmpty else { return }
            var part = columns
            part.content = run
            part.style = BlockStyle(margins: .zero)
            runs.append(.columns(part))
            run = []
        }
        for block in columns.content {
            if block.style?.spansColumns == true {
                close()
                runs.append(block)
            } else {
                run.append(block)
            }
        }
        close()
        return runs
    }

    /// Columns in a stacked flow (a table cell, a box out of the flow), which no page cuts:
    /// all of their content in one part, balanced.
    @inline(never)
    static func settleColumns(_ item: inout FlowItem) throws(LayoutError) {
        guard case .columns(let flow) = item.content, let part = try flow.nextPart(room: .infinity, fresh: true) else { return }
        item.content = .rows(part)
        item.height = part.height
    }

    /// Emits `block`'s columns (with no block spanning them) laid out in the measure of `ctx`.
    /// Takes the block, not its columns, so that the walk's frame holds no copy of them.
    @inline(never)
    func emitColumns(_ block: Block, _ ctx: FlowContext) throws(LayoutError) {
        guard case .columns(let columns) = block else { return }
        if let why = columns.problem { throw .invalidStyle(why) }
        let (count, width) = columns.resolved(in: ctx.width)
        // The content as one column would hold it, its headings numbered on from this flow's.
        let column = FlowGenerator(blocks: columns.content, width: width, setter: setter, contents: contents,
                                   listsHeadings: ctx.listsHeadings, structure: ctx.structure)
        column.headingCount = headingCount
        var items: [FlowItem] = []
        while let item = try column.next() { items.append(item) }
        headingCount = column.headingCount
        guard !items.isEmpty else { return }
        let flow = ColumnFlow(items, count: count, width: width, gap: columns.gap, rule: columns.rule, fill: columns.fill, setter: setter)
        var item = FlowItem(.columns(flow), x: ctx.x, width: ctx.width, height: flow.estimatedHeight)
        item.container = ctx.container
        emit(item)
    }
}
