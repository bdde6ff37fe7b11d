import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioText

/// Walks a document's blocks, without recursion, and turns them into ``FlowItem``s on demand:
/// the paginator pulls items, the generator sets just enough text to give them. Only the block
/// being set is held as lines, so memory follows a page, not the document.
final class FlowGenerator {
    enum Step {
        case blocks([Block], index: Int, FlowContext)
        case stream(AnyIterator<Block>, FlowContext)
        /// The top-level blocks with their text set ahead on another thread.
        case ahead(TextAhead, FlowContext)
        case listItems(List, numbers: [Int], index: Int, FlowContext)
        case definitions([DefinitionList.Entry], index: Int, FlowContext)
        case tableRows(TableFlow)
        /// The rest of a long block's lines, set a piece at a time.
        case lines(LineStream, FlowContext)
        /// Closes a block: its box's bottom padding, its bottom margin, its break rules.
        case close(Closing)
    }

    struct Closing {
        var box: ContainerNode?
        var bottomInset = 0.0
        var marginBottom = 0.0
        var keepWithNext = false
        var breakAfter = false
        var avoidsBreakInside = false
        /// The block makes a formatting context: it holds its floats.
        var formatsContext = false
    }

    let setter: TextSetter
    let style: DocumentStyle
    /// The measure of the top-level blocks (the content area's width).
    let rootWidth: Double
    /// The padding left and right of the top-level blocks' measure when it is an absolute box's
    /// content (its padding box is the containing block of absolute boxes inside it); zero on a page.
    var rootPadding: (left: Double, right: Double) = (0, 0)
    // `@exclusivity(unchecked)`: changed for every line or glyph, so not checked at run time (Performance.md).
    @exclusivity(unchecked) var stack: [Step]
    /// The items the last step emitted; `next()` takes them out in order from `outputHead`.
    @exclusivity(unchecked) var output: [FlowItem] = []
    private var outputHead = 0
    /// How many open boxes have a least height: only then are emitted heights added up.
    var openLeastHeights = 0

    // State applied to the next item emitted.
    var pendingSpace = 0.0
    var keepNext = false
    /// Markers of list items whose first line is still to come (several when an item starts with a list).
    @exclusivity(unchecked) var pendingMarkers: [ListMarker] = []
    var pendingHeading: HeadingMark?
    var pendingAvoidStart = false
    var avoidDepth = 0
    var emittedAny = false
    /// Set when a forced break was taken before a block whose content starts with one (see
    /// ``forcedBreakStartingContent(of:)``): that first content's break is the same break.
    var breakPropagated = false
    /// The lines of the block being opened, set ahead; taken by its text.
    @exclusivity(unchecked) var preset: TextAhead.Prepared?

    // Floats (FlowGenerator+Floats.swift). `@exclusivity(unchecked)`: read for every item.
    /// The running height of the flow: the heights and spaces of the items emitted so far,
    /// page breaks left out (where floats and the lines beside them are placed).
    @exclusivity(unchecked) var flowY = 0.0
    /// The floats of each block formatting context open, the innermost last.
    @exclusivity(unchecked) var floatContexts = [FloatExclusions()]
    /// Floated blocks laid out and waiting for the next item, their anchor.
    @exclusivity(unchecked) var pendingFloats: [PendingFloat] = []
    /// Floats placed (x set, top along the flow) and not yet given to their anchor.
    @exclusivity(unchecked) var settledFloats: [(item: FlowItem, top: Double)] = []

    /// The element the generator's blocks are children of (`structure` at creation).
    private let rootStructure: StructureNode?
    /// Whether the generator lays out a table cell holding one paragraph, whose text is then
    /// tagged in the cell's element (see ``StructureNode/ownElement(for:in:)``).
    private let tagsSoleParagraphInCell: Bool

    /// Alignment for the content of a table cell (from the cell or its column).
    var cellAlignment: ParagraphStyle.Alignment? {
        didSet {
            guard case .blocks(let blocks, let index, var ctx)? = stack.last else { return }
            ctx.alignment = cellAlignment
            ctx.spacingScale = FlowContext.cellSpacingScale
            stack[stack.count - 1] = .blocks(blocks, index: index, ctx)
        }
    }

    /// The document's footnotes, on the top-level flow of a document that has some: the notes
    /// called by each item follow it (FlowGenerator+Footnotes.swift).
    var footnotes: FootnoteNotes?

    /// Headings seen so far (for generated ids); the table-of-contents entries with their pages.
    var headingCount = 0
    let contents: [TableOfContentsEntry]

    /// A flow of `blocks` and then the blocks of `stream`, `width` wide. With `setsTextAhead`,
    /// a thread of its own sets the text of these top-level blocks ahead of the flow (see
    /// ``TextAhead``); the items are the same either way. `structure`: the element the blocks'
    /// elements are children of (a table cell's, say); `nil`, the top.
    init(blocks: [Block], stream: BlockStream? = nil, width: Double, setter: TextSetter, contents: [TableOfContentsEntry] = [],
         listsHeadings: Bool = true, setsTextAhead: Bool = false, structure: StructureNode? = nil) {
        self.setter = setter
        style = setter.style
        self.contents = contents
        rootWidth = width
        var context = FlowContext(x: 0, width: width)
        context.listsHeadings = listsHeadings
        context.structure = structure
        rootStructure = structure
        tagsSoleParagraphInCell = stream == nil && StructureNode.ownElement(for: blocks, in: structure) === structure && structure != nil
        if setsTextAhead {
            stack = [.ahead(TextAhead(blocks: blocks, stream: stream, context: context, flow: setter), context)]
            return
        }
        stack = stream.map { [.stream($0.makeIterator(), context)] } ?? []
        stack.append(.blocks(blocks, index: 0, context))
    }

    /// A flow that gives `items` again, as they are (the columns of a ``ColumnFlow`` part).
    convenience init(replaying items: [FlowItem], width: Double, setter: TextSetter) {
        self.init(blocks: [], width: width, setter: setter)
        output = items
    }

    /// The next item, or `nil` at the end of the document.
    func next() throws(LayoutError) -> FlowItem? {
        while outputHead >= output.count {
            output.removeAll(keepingCapacity: true)
            outputHead = 0
            guard !stack.isEmpty else {
                footnotes?.warnOfNotesLeftOut(setter.log)
                return nil
            }
            try step()
        }
        // Swapped out for an empty space rather than copied (a copy retains all it holds).
        var item = FlowItem(.space, x: 0, width: 0, height: 0)
        swap(&item, &output[outputHead])
        outputHead += 1
        if footnotes != nil {
            let notes = try footnotes(calledBy: &item)
            if !notes.isEmpty { output.insert(contentsOf: notes, at: outputHead) }
        }
        return item
    }

    /// Every remaining item stacked top to bottom, page breaks left out (for table cells and
    /// blocks out of the flow, which are laid out whole).
    func stacked() throws(LayoutError) -> [PlacedItem] {
        var y = 0.0, anchorY = 0.0
        var out: [PlacedItem] = []
        var floatBottom = 0.0
        while var item = try next() {
            if case .pageBreak = item.content { continue }
            if case .columns = item.content { try Self.settleColumns(&item) }
            if item.isFloat {
                Self.placeFloat(item, anchorY: anchorY, in: &out, bottom: &floatBottom)
                continue
            }
            if !out.isEmpty { y += item.spaceBefore }
            anchorY = y
            out.append(PlacedItem(item: item, y: y))
            y += item.height
        }
        if floatBottom > 0 { Self.holdFloats(&out, at: y, bottom: floatBottom) }
        Pin.placeAnchored(&out)
        return out
    }

    // MARK: Walking

    private func step() throws(LayoutError) {
        guard let top = stack.popLast() else { return }
        switch top {
        case .blocks(let blocks, let index, let ctx):
            guard index < blocks.count else {
                // Floats at the very end still need an item to go onto a page with.
                if stack.isEmpty { emitFloatAnchor() }
                return
            }
            stack.append(.blocks(blocks, index: index + 1, ctx))
            try open(blocks[index], ctx)
        case .stream(let iterator, let ctx):
            guard let block = iterator.next() else {
                if stack.isEmpty { emitFloatAnchor() }
                return
            }
            stack.append(.stream(iterator, ctx))
            try open(block, ctx)
        case .ahead(let ahead, let ctx):
            guard let prepared = ahead.next() else {
                if stack.isEmpty { emitFloatAnchor() }
                return
            }
            stack.append(.ahead(ahead, ctx))
            preset = prepared
            defer { preset = nil }
            try open(prepared.block, ctx)
        case .listItems(let list, let numbers, let index, let ctx):
            guard index < list.items.count else { return }
            stack.append(.listItems(list, numbers: numbers, index: index + 1, ctx))
            try openListItem(list.items[index], style: list.markerStyle, number: numbers[index], ctx)
        case .definitions(let entries, let index, let ctx):
            guard index < entries.count else { return }
            stack.append(.definitions(entries, index: index + 1, ctx))
            try openDefinition(entries[index], ctx)
        case .tableRows(let flow):
            if let items = try flow.nextItems() {
                stack.append(.tableRows(flow))
                for item in items { emit(item) }
            }
        case .lines(let stream, let ctx):
            if let entries = try stream.next() {
                stack.append(.lines(stream, ctx))
                emit(entries, ctx)
            }
        case .close(let c):
            if c.formatsContext { closeFormattingContext(box: c.box) }
            if let box = c.box, box.minimumHeight > 0 {
                openLeastHeights -= 1
                // A box shorter than its least height: room added at its foot, inside it.
                let missing = box.minimumHeight - box.contentHeight - c.bottomInset
                if missing > 0.01 { emitKeptSpace(missing, in: box) }
            }
            if let box = c.box {
                var item = FlowItem(.space, x: box.x, width: box.width, height: c.bottomInset)
                item.container = box
                item.keepWithPrevious = true
                let space = pendingSpace
                pendingSpace = 0
                if c.bottomInset > 0 || box.style.background != nil { emit(item) }
                pendingSpace = space
            }
            if c.avoidsBreakInside { avoidDepth -= 1 }
            addSpace(c.marginBottom)
            if c.keepWithNext { keepNext = true }
            if c.breakAfter { emit(FlowItem(.pageBreak(nil), x: 0, width: 0, height: 0)) }
        }
    }

    /// Starts a block: its margins, break rules and box, then its content.
    private func open(_ block: Block, _ outer: FlowContext) throws(LayoutError) {
        switch block {
        case .pageBreak:
            if emittedAny, !breakPropagated { emit(FlowItem(.pageBreak(nil), x: 0, width: 0, height: 0)) }
            breakPropagated = false
            return
        case .spacer(let h):
            if let why = StyleValue.problem("a spacer's height", h) { throw .invalidStyle(why) }
            var item = FlowItem(.space, x: outer.x, width: outer.width, height: max(0, h))
            item.container = outer.container
            emit(item)
            return
        default: break
        }
        let style = block.style ?? BlockStyle()
        if let why = style.problem { throw .invalidStyle("in a block's style, \(why)") }
        if style.placement.isOutOfFlow {
            try emitOutOfFlow(block, style: style, outer)
            return
        }
        if let side = style.float {
            try openFloat(block, side: side, style: style, outer)
            return
        }
        // A block in a measure narrower than the least one that its content fits, margins and
        // padding included (one sized to its content: a table cell's, an inline-block's), keeps
        // them; elsewhere indentation stops at the least measure (see FlowContext.indented).
        // The block's min-content width, its margins and box included: read at most once.
        var minimumWidth: Double?
        func contentMinimum() throws(LayoutError) -> Double {
            if let known = minimumWidth { return known }
            let found = try setter.contentWidths(of: [block], available: outer.width).min
            minimumWidth = found
            return found
        }
        var least = FlowContext.minimumMeasure
        if outer.width < least, style.hasBox || (style.margins.map { $0.left != 0 || $0.right != 0 } ?? false),
           try contentMinimum() <= outer.width + 1e-6 {
            least = 0
        }
        let measure = Self.measure(of: block, own: style, in: outer, style: self.style, least: least)
        var ctx = measure.context
        if style.fitsContent, style.width == nil {
            // As wide as its content (inline-block on a line of its own), where its alignment puts it.
            let full = outer.indented(left: measure.margins.left, right: measure.margins.right)
            var inner = block
            inner.style = BlockStyle(margins: .zero, alignment: style.alignment)
            let width = try fittedWidth(of: inner, style: style, available: full.width, measure: full.width)
            ctx.x = full.x
            ctx.width = full.width
            ctx = ctx.narrowed(to: width, at: style.boxAlignment)
        }
        if tagsSoleParagraphInCell, case .paragraph = block, outer.structure === rootStructure {
            // A cell's one paragraph: its text in the cell's element (StructureNode.ownElement).
        } else if let node = StructureNode(for: block, parent: outer.structure) {
            ctx.structure = node
        }
        let margins = measure.margins
        // A forced break at the start of the block's content is taken before its margins and box
        // (CSS Fragmentation 3 §4.1: breaks propagate out of the first child), so a box's top does
        // not stand alone on the page before (a cover section's padding on a page of its own).
        let leading = style.breakBefore == .always ? nil : Self.forcedBreakStartingContent(of: block)
        if style.breakBefore == .always || leading != nil {
            let side = leading.map { $0.style?.breakBeforeSide } ?? style.breakBeforeSide
            if emittedAny, !breakPropagated { emit(FlowItem(.pageBreak(side), x: 0, width: 0, height: 0)) }
            breakPropagated = leading != nil
        }
        addSpace(margins.top)
        var closing = Closing(marginBottom: margins.bottom, keepWithNext: style.keepWithNext, breakAfter: style.breakAfter == .always)
        if hasFloats, let room = keepClearOfFloats(block, style: style, outer, ctx) { (ctx.x, ctx.width) = room }
        if style.isFormattingContext {
            // Its own floats only, held inside it.
            floatContexts.append(FloatExclusions())
            closing.formatsContext = true
        }
        if case .heading = block { closing.keepWithNext = true }
        if style.breakInside == .avoid {
            avoidDepth += 1
            pendingAvoidStart = true
            closing.avoidsBreakInside = true
        }
        var tableFlow: TableFlow?
        if style.hasBox {
            let box = ContainerNode(style: style, parent: outer.container, x: ctx.x, width: ctx.width)
            if box.minimumHeight > 0 { openLeastHeights += 1 }
            let left = (style.borderLeft?.width ?? 0) + style.padding.left
            let right = (style.borderRight?.width ?? 0) + style.padding.right
            let topInset = (style.borderTop?.width ?? 0) + style.padding.top
            ctx.container = box
            // Likewise a box its width makes narrower than the least measure (`width: 50pt`).
            if least > 0, ctx.width < FlowContext.minimumMeasure, left + right > 0,
               try contentMinimum() - measure.margins.left - measure.margins.right <= ctx.width + 1e-6 {
                least = 0
            }
            ctx = ctx.indented(left: left, right: right, least: least)
            if case .table(let t) = block, ctx.width >= FlowContext.minimumMeasure {
                // The box wraps the table, which may be narrower than the measure.
                let flow = try TableFlow(t, ctx: ctx, setter: setter)
                box.x = flow.tableX - left
                box.width = flow.tableWidth + left + right
                tableFlow = flow
            }
            var item = FlowItem(.space, x: box.x, width: box.width, height: topInset)
            item.container = box
            emit(item)
            box.contentHeight = topInset  // its own top margin is outside it
            closing.box = box
            closing.bottomInset = (style.borderBottom?.width ?? 0) + style.padding.bottom
        } else if style.placement == .relative || style.offset != .zero || style.paintsAsLayer {
            // The containing block of absolute blocks inside it, a block drawn offset, or one
            // painted as a layer (opacity, transform, z-index): a box that draws nothing, named
            // by its items so that a page finds where it lies.
            ctx.container = ContainerNode(style: style, parent: outer.container, x: ctx.x, width: ctx.width)
        }
        stack.append(.close(closing))
        if let tableFlow {
            stack.append(.tableRows(tableFlow))
        } else {
            try content(block, ctx)
        }
    }

    /// A table's content as plain blocks: its caption, then each cell's blocks, row by row.
    private static func flattened(_ table: Table) -> [Block] {
        var blocks: [Block] = table.caption.map { [.paragraph(Paragraph($0))] } ?? []
        for row in table.headerRows { for cell in row.cells { blocks += cell.content } }
        for row in table.rows { for cell in row.cells { blocks += cell.content } }
        for row in table.footerRows { for cell in row.cells { blocks += cell.content } }
        return blocks
    }

    /// The measure of a block's content inside `outer` (its margins taken off, its alignment
    /// applied; a box's borders and padding come off later), and the margins. `own` is the
    /// block's style (`BlockStyle()` for none), which the caller has at hand: a style is large,
    /// and reading it copies it.
    static func measure(of block: Block, own: BlockStyle, in outer: FlowContext, style: DocumentStyle,
                        least: Double = FlowContext.minimumMeasure) -> (context: FlowContext, margins: EdgeInsets) {
        let margins = own.margins ?? defaultMargins(block, outer, style: style)
        var ctx = outer.indented(left: margins.left, right: margins.right, least: least)
        if let a = own.alignment { ctx.alignment = a }
        // A narrower box: where its `auto` margins put it.
        if let width = own.boxWidth(in: ctx.width) { ctx = ctx.narrowed(to: width, at: own.boxAlignment) }
        return (ctx, margins)
    }

    private static func defaultMargins(_ block: Block, _ ctx: FlowContext, style: DocumentStyle) -> EdgeInsets {
        let p = style.paragraphSpacing * ctx.spacingScale
        switch block {
        case .heading(let h):
            let size = style.headingFont(level: h.level).size
            return EdgeInsets(top: size * style.headingSpaceBefore, left: 0, bottom: size * style.headingSpaceAfter, right: 0)
        case .blockQuote:
            return EdgeInsets(top: p, left: style.quoteIndent, bottom: p, right: style.quoteIndent)
        case .list, .definitionList:
            return EdgeInsets(top: ctx.listDepth > 0 ? 0 : p, left: 0, bottom: ctx.listDepth > 0 ? 0 : p, right: 0)
        default:
            return EdgeInsets(top: p, left: 0, bottom: p, right: 0)
        }
    }

    /// Counts a heading (or a paragraph listed in the outline) and marks the lines about to be
    /// emitted with it; without an `id` its destination is named by its ordinal.
    private func markHeading(_ title: String, level: Int, id: String?, isListed: Bool, isOpen: Bool) {
        headingCount += 1
        pendingHeading = HeadingMark(title: title, level: level, id: id ?? "heading-\(headingCount)",
                                     isListed: isListed, isOpen: isOpen)
    }

    /// The block whose forced page break stands before `block`'s first content, however deep
    /// in groups and quotes (a page break block, or one with `breakBefore` `.always`), if any.
    static func forcedBreakStartingContent(of block: Block) -> Block? {
        var current = block
        while true {
            let first: Block?
            switch current {
            case .group(let g): first = g.content.first
            case .blockQuote(let q): first = q.content.first
            default: return nil
            }
            guard let first else { return nil }
            if case .pageBreak = first { return first }
            if first.style?.breakBefore == .always { return first }
            current = first
        }
    }

    /// The content of an opened block.
    func content(_ block: Block, _ ctx: FlowContext) throws(LayoutError) {
        switch block {
        case .paragraph(let p):
            if let entry = p.outline {
                markHeading(entry.title ?? p.text.string.trimmingWhitespace, level: entry.level, id: nil,
                            isListed: ctx.listsHeadings, isOpen: entry.isOpen)
            }
            try emitLines(setter.text(of: block, alignment: ctx.alignment)!, ctx,
                          widows: (p.paragraphStyle ?? style.paragraphStyle).minimumWidowLines,
                          orphans: (p.paragraphStyle ?? style.paragraphStyle).minimumOrphanLines)
            pendingHeading = nil
        case .heading(let h):
            markHeading(h.outline?.title ?? h.text.string.trimmingWhitespace, level: h.outline?.level ?? h.level, id: h.id,
                        isListed: h.isListed && ctx.listsHeadings, isOpen: h.outline?.isOpen ?? true)
            try emitLines(setter.text(of: block, alignment: ctx.alignment)!, ctx, widows: .max, orphans: .max)
            pendingHeading = nil
        case .preformatted(let p):
            var ctx = ctx
            ctx.marksContinuations = p.marksContinuations
            try emitLines(setter.text(of: block, alignment: ctx.alignment)!, ctx, widows: style.paragraphStyle.minimumWidowLines, orphans: style.paragraphStyle.minimumOrphanLines)
        case .list(let list):
            var inner = ctx
            inner.listDepth += 1
            inner.listIndent = list.indent ?? style.listIndent
            inner.spacingScale = 0.4
            stack.append(.listItems(list, numbers: list.numbers(), index: 0, inner))
        case .definitionList(let d):
            var inner = ctx
            inner.listDepth += 1
            inner.spacingScale = 0.4
            stack.append(.definitions(d.entries, index: 0, inner))
        case .blockQuote(let q):
            stack.append(.blocks(q.content, index: 0, ctx))
        case .group(let g):
            stack.append(.blocks(g.content, index: 0, ctx))
        case .row(let r):
            stack.append(.blocks(try RowLayout.blocks(r, width: ctx.width, setter: setter), index: 0, ctx))
        case .grid(let g):
            stack.append(.blocks(try GridLayout.blocks(g, width: ctx.width, setter: setter), index: 0, ctx))
        case .columns:
            if let runs = Self.columnRuns(block) {
                stack.append(.blocks(runs, index: 0, ctx))
            } else {
                try emitColumns(block, ctx)
            }
        case .table(let t) where ctx.width < FlowContext.minimumMeasure:
            // Too narrow for columns (tables nested in tables, each taking its share): the
            // cells one after another, as plain blocks, rather than text a letter wide; read so
            // too (a `Div` of the cells' content, as a layout table).
            var ctx = ctx
            if let node = ctx.structure, node.type == .table { ctx.structure = StructureNode(.division, parent: node.parent) }
            stack.append(.blocks(Self.flattened(t), index: 0, ctx))
        case .table(let t):
            stack.append(.tableRows(try TableFlow(t, ctx: ctx, setter: setter)))
        case .figure(let f):
            try emitFigure(f, ctx)
        case .rule(let r):
            if let why = StyleValue.problem("a rule's thickness", r.thickness) { throw .invalidStyle(why) }
            var item = FlowItem(.rule(thickness: r.thickness, color: r.color), x: ctx.x, width: ctx.width, height: max(r.thickness, 1))
            item.container = ctx.container
            // A rule ends what comes before it: it goes to a new page with the line above it,
            // never alone (a last page holding only an <hr>).
            item.keepWithPrevious = true
            emit(item)
        case .tableOfContents(let toc):
            try emitContents(toc, ctx)
        case .pageBreak, .spacer:
            break
        }
    }

    /// Lines of one paragraph, with widow and orphan control. `text` is made only when the
    /// lines were not set ahead. A long text is set a piece at a time (``LineStream``): its
    /// first piece now, the rest as the paginator asks for them.
    func emitLines(_ text: @autoclosure () -> AttributedText, _ ctx: FlowContext, widows: Int, orphans: Int) throws(LayoutError) {
        if hasFloats, try emitLinesBesideFloats(text(), ctx, widows: widows, orphans: orphans) { return }
        try emitLinesInFlow(text(), ctx, widows: widows, orphans: orphans)
    }

    /// ``emitLines(_:_:widows:orphans:)`` with no float beside the flow.
    private func emitLinesInFlow(_ text: @autoclosure () -> AttributedText, _ ctx: FlowContext, widows: Int, orphans: Int) throws(LayoutError) {
        let lines: [(line: Line, height: Double)]
        if let set = preset, let setLines = set.lines, set.width == ctx.width {
            // This block's own text, set ahead for this measure.
            preset = nil
            setter.log.note(set.diagnostics)
            lines = try setLines.get()
        } else {
            let text = text()
            if let stream = LineStream(text, width: ctx.width, widows: widows, orphans: orphans, setter: setter) {
                if let entries = try stream.next() { emit(entries, ctx) }
                stack.append(.lines(stream, ctx))
                return
            }
            lines = try setter.lines(text, width: ctx.width)
        }
        emitParagraph(lines, ctx, widows: widows, orphans: orphans)
    }

    private func emitFigure(_ f: Figure, _ ctx: FlowContext) throws(LayoutError) {
        if let why = f.problem { throw .invalidStyle(why) }
        let size = f.size(fitting: ctx.width)
        let alignment = f.style.alignment ?? ctx.alignment ?? .center
        let art: FlowItem.FigureArt? = f.image.map { .image($0) } ?? f.drawing.map { .drawing($0) }
        if art != nil, size.width > 0 {
            let dx: Double = switch alignment {
            case .center, .justified: (ctx.width - size.width) / 2
            case .right: ctx.width - size.width
            default: 0
            }
            var item = FlowItem(.figure(art, alternativeText: f.alternativeText), x: ctx.x + dx, width: size.width, height: size.height)
            item.container = ctx.container
            item.structure = ctx.structure
            emit(item)
        } else {
            if let unreadable = f.unreadable {
                setter.log.warn(.warning(.imageMissing, "image \(unreadable.path) cannot be read (\(unreadable.reason)); its alternative text is set instead",
                                         at: .file(unreadable.path)))
            }
            var para = ParagraphStyle()
            para.alignment = alignment
            let base = setter.baseAttributes(paragraphStyle: para)
            let alt = AttributedText(f.alternativeText.isEmpty ? "[image]" : f.alternativeText,
                                     attributes: TextAttributes(foregroundColor: .gray))
            try emitLines(setter.styled(alt, base: base), ctx, widows: 1, orphans: 1)
        }
        if let caption = f.caption {
            var para = ParagraphStyle()
            para.alignment = alignment
            let base = setter.baseAttributes(font: style.font.withSize(style.font.size * 0.9), paragraphStyle: para)
            addSpace(4)
            keepNext = true
            var captionContext = ctx
            captionContext.structure = ctx.structure.map { StructureNode(.caption, parent: $0) }
            try emitLines(setter.styled(caption, base: base), captionContext, widows: .max, orphans: .max)
        }
    }
}
