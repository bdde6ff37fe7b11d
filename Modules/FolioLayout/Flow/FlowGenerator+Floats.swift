import FolioGeometry
import FolioGraphics
import FolioText

/// Floats (CSS 2.1 §9.5): a floated block is laid out whole, at its width, and waits for the
/// next item of the flow, its anchor; it is placed at that item's top (or lower, beside or
/// below earlier floats) and goes onto a page with it. The lines set while a float is beside
/// the flow are shortened to the room it leaves; blocks that must not overlap it (tables,
/// images, rules, formatting contexts) are narrowed, or moved below it; `clear` moves a block
/// below it.
///
/// The generator does not know where pages break: it places floats along its own running
/// height (`flowY`), which is where the paginator puts the items too as long as they stay on
/// the anchor's page. The paginator moves an anchor whose float does not fit to the next page.
extension FlowGenerator {
    /// A floated block laid out, waiting for its anchor; `measure` is its containing block's.
    struct PendingFloat {
        var item: FlowItem
        var side: FloatSide
        var margins: EdgeInsets
        var x: Double
        var measure: Double
    }

    /// The narrowest room beside floats a paragraph starts in: in less, it starts below them.
    static let narrowestLineRoom = 36.0

    /// Whether floats may be beside what comes next (placed ones in the current formatting
    /// context, or one waiting for its anchor). Cheap: the flow asks it for every block.
    var hasFloats: Bool { !pendingFloats.isEmpty || !floatContexts[floatContexts.count - 1].areas.isEmpty }

    /// Lays out a floated block and keeps it for the next item of the flow.
    func openFloat(_ block: Block, side: FloatSide, style: BlockStyle, _ outer: FlowContext) throws(LayoutError) {
        let margins = style.margins ?? .zero
        let available = max(1, outer.width - margins.left - margins.right)
        var inner = block
        inner.style = BlockStyle(margins: .zero, alignment: style.alignment)
        let width: Double
        if style.width != nil, let w = style.boxWidth(in: outer.width) {
            width = min(w, available)
        } else {
            width = try fittedWidth(of: inner, style: style, available: available, measure: outer.width)
        }
        let (box, height) = try boxed(inner, style: style, width: width, structure: outer.structure, leastHeight: true)
        var item = FlowItem(.rows(box), x: 0, width: width, height: height)
        item.isFloat = true
        item.structure = outer.structure
        pendingFloats.append(PendingFloat(item: item, side: side, margins: margins, x: outer.x, measure: outer.width))
    }

    // Helpers of `next()` and `stacked()`, kept out of them: those are on the stack once per
    // nested table, and a debug build gives every local of a function room in its frame.

    /// An empty item for floats left at the end of the flow to go onto a page with, if any.
    @inline(never)
    func emitFloatAnchor() {
        guard !pendingFloats.isEmpty || !settledFloats.isEmpty else { return }
        emit(FlowItem(.space, x: 0, width: 0, height: 0))
    }

    /// Places a float of a stack `anchorY` + its ``FlowItem/spaceBefore`` down, lowering
    /// `bottom` to its foot.
    @inline(never)
    static func placeFloat(_ float: FlowItem, anchorY: Double, in out: inout [PlacedItem], bottom: inout Double) {
        let y = anchorY + float.spaceBefore
        bottom = max(bottom, y + float.height)
        out.append(PlacedItem(item: float, y: y))
    }

    /// Stacked blocks (a cell, a box out of the flow) hold their floats: an empty item down to
    /// the floats' `bottom` ends the stack, whose last item is read as its foot.
    @inline(never)
    static func holdFloats(_ out: inout [PlacedItem], at y: Double, bottom: Double) {
        out.append(PlacedItem(item: FlowItem(.space, x: 0, width: 0, height: max(0, bottom - y)), y: y))
    }

    /// Places the floats waiting for their anchor, whose top is at `top` along the flow.
    func settleFloats(at top: Double) {
        guard !pendingFloats.isEmpty else { return }
        let k = floatContexts.count - 1
        for p in pendingFloats {
            let width = p.item.width + p.margins.left + p.margins.right
            let height = max(0, p.item.height + p.margins.top + p.margins.bottom)
            let spot = floatContexts[k].place(p.side, width: width, height: height, top: top, x: p.x, measure: p.measure)
            var item = p.item
            item.x = spot.x + p.margins.left
            settledFloats.append((item, spot.top + p.margins.top))
        }
        pendingFloats = []
    }

    /// Puts the floats waiting for an anchor after it, just emitted with its top at
    /// `anchorTop` along the flow: each keeps with it, ``FlowItem/spaceBefore`` below its top.
    @inline(never)
    func appendFloats(anchorTop: Double) {
        settleFloats(at: anchorTop)
        for settled in settledFloats {
            var item = settled.item
            item.spaceBefore = settled.top - anchorTop
            item.keepWithPrevious = true
            appendFloat(item)
        }
        settledFloats = []
    }

    /// Emits room down to `y` along the flow (the margin waiting above it included).
    private func emitRoom(to y: Double, _ ctx: FlowContext) {
        let height = y - flowY - pendingSpace
        guard height > 0.001 else { return }
        var item = FlowItem(.space, x: ctx.x, width: ctx.width, height: height)
        item.container = ctx.container
        emit(item)
    }

    /// `clear`: room down to the bottom of the floats cleared, so that the block's top border
    /// edge is there (its top margin taken into that room, as CSS's clearance does).
    func clearFloats(_ clear: ClearSide, _ ctx: FlowContext) {
        settleFloats(at: flowY + pendingSpace)
        let k = floatContexts.count - 1
        guard floatContexts[k].isActive(at: flowY), let bottom = floatContexts[k].bottom(clearing: clear) else { return }
        emitRoom(to: bottom, ctx)
    }

    /// The measure for a block that must not overlap the floats (a table, an image, a rule, a
    /// formatting context): the room beside them at its top when it is at least `needed` wide,
    /// else, moving down past the floats in the way, the first room that is. `height`: the
    /// block's height when known (else every float below its top counts).
    func measureBesideFloats(_ outer: FlowContext, needed: Double, height: Double?) -> FlowContext {
        settleFloats(at: flowY + pendingSpace)
        let k = floatContexts.count - 1
        var ctx = outer
        while floatContexts[k].isActive(at: flowY + pendingSpace) {
            let top = flowY + pendingSpace
            let band = height ?? max(1, (floatContexts[k].lowestBottom ?? top) - top)
            let r = floatContexts[k].room(top: top, height: band, x: outer.x, width: outer.width)
            if r.width >= min(needed, outer.width) - 0.01 {
                ctx.x = r.x
                ctx.width = r.width
                return ctx
            }
            guard let next = floatContexts[k].nextBottom(top: top, height: band) else { break }
            emitRoom(to: next, outer)
        }
        return ctx
    }

    /// A block opened while floats may be beside it: `clear` moves it below them; a block
    /// that must not overlap them gets the measure beside them, or moves below them. Returns
    /// the left edge and width of its content (`ctx` narrowed) when narrowed.
    @inline(never)
    func keepClearOfFloats(_ block: Block, style: BlockStyle, _ outer: FlowContext, _ ctx: FlowContext) -> (Double, Double)? {
        if let clear = style.clear { clearFloats(clear, outer) }
        guard Self.avoidsFloats(block, style: style) else { return nil }
        var needed = FlowContext.minimumMeasure, height: Double?
        if case .figure(let f) = block {
            let size = f.size(fitting: ctx.width)
            needed = size.width + outer.width - ctx.width
            height = size.height
        } else if case .rule = block {
            needed = Self.narrowestLineRoom
        }
        let beside = measureBesideFloats(outer, needed: needed, height: height)
        guard beside.x != outer.x || beside.width != outer.width else { return nil }
        let narrowed = Self.measure(of: block, own: style, in: beside, style: self.style).context
        return (narrowed.x, narrowed.width)
    }

    /// Whether a block keeps clear of floats rather than flowing around them.
    static func avoidsFloats(_ block: Block, style: BlockStyle) -> Bool {
        switch block {
        case .table, .figure, .rule, .row, .grid: true
        default: style.isFormattingContext
        }
    }

    /// Lines of text beside floats, when floats are beside or below the flow: each as wide as
    /// the room the floats leave where it lands, starting below floats that leave less than
    /// ``narrowestLineRoom``. Returns whether it set them (`false`: no float is left in the way).
    @inline(never)
    func emitLinesBesideFloats(_ text: @autoclosure () -> AttributedText, _ ctx: FlowContext, widows: Int, orphans: Int)
        throws(LayoutError) -> Bool {
        settleFloats(at: flowY + pendingSpace)
        let k = floatContexts.count - 1
        guard floatContexts[k].isActive(at: flowY + pendingSpace) else { return false }
        dropPresetLines()
        let estimate = style.font.size * 1.2
        while floatContexts[k].isActive(at: flowY + pendingSpace) {
            let top = flowY + pendingSpace
            let r = floatContexts[k].room(top: top, height: estimate, x: ctx.x, width: ctx.width)
            guard r.width < min(ctx.width, Self.narrowestLineRoom), let next = floatContexts[k].nextBottom(top: top, height: estimate)
            else { break }
            emitRoom(to: next, ctx)
        }
        let floats = floatContexts[k]
        let top = flowY + pendingSpace
        // In a list, the list's indent is kept right of a left float: the markers stand there.
        let indent = ctx.listIndent
        let lines = try setter.lines(text(), width: ctx.width) { t, h in
            let r = floats.room(top: top + t, height: h, x: ctx.x, width: ctx.width, indent: indent)
            return (r.x - ctx.x, r.width)
        }
        // A list item's marker stays before its first line, moved right with it.
        if !pendingMarkers.isEmpty, let first = lines.first {
            let dx = floats.room(top: top, height: first.line.ascent + first.line.descent, x: ctx.x, width: ctx.width,
                                 indent: indent).x - ctx.x
            if dx > 0.01 { pendingMarkers = pendingMarkers.map { $0.offsetBy(dx: dx) } }
        }
        emitParagraph(lines, ctx, widows: widows, orphans: orphans)
        return true
    }

    /// Ends a formatting context: its floats waiting for an anchor are placed, and room is
    /// made inside its box down to its floats' bottom, which it holds.
    func closeFormattingContext(box: ContainerNode?) {
        let k = floatContexts.count - 1
        if !pendingFloats.isEmpty || !settledFloats.isEmpty { emitKeptSpace(0, in: box) }
        if floatContexts[k].isActive(at: flowY), let bottom = floatContexts[k].lowestBottom, bottom > flowY + 0.001 {
            emitKeptSpace(bottom - flowY, in: box)
        }
        if floatContexts.count > 1 { floatContexts.removeLast() }
    }

    /// A block laid out whole at `width` (borders and padding included), its box drawn as a
    /// table cell's is: for blocks out of the flow and floats. `leastHeight`: the box is at
    /// least ``BlockStyle/minimumHeight`` tall (a float's `height`).
    func boxed(_ inner: Block, style: BlockStyle, width: Double, structure: StructureNode?,
               leastHeight: Bool = false) throws(LayoutError) -> (RowBox, Double) {
        let insetLeft = style.padding.left + (style.borderLeft?.width ?? 0)
        let insetRight = style.padding.right + (style.borderRight?.width ?? 0)
        var padding = style.padding
        padding.top += style.borderTop?.width ?? 0
        padding.bottom += style.borderBottom?.width ?? 0
        padding.left = insetLeft
        padding.right = insetRight
        let generator = FlowGenerator(blocks: [inner], width: max(1, width - insetLeft - insetRight), setter: setter,
                                      listsHeadings: false, structure: structure)
        generator.rootPadding = (style.padding.left, style.padding.right)
        var items = try generator.stacked()
        let contentHeight = items.last { $0.item.pin == nil }.map { $0.y + $0.item.height } ?? 0
        // Absolute blocks inside with no nearer containing block have this one's padding box.
        for k in items.indices {
            guard let pin = items[k].item.pin, pin.anchor == nil, pin.top != nil || pin.bottom != nil else { continue }
            items[k].y = pin.y(flowAt: items[k].y, pageHeight: contentHeight + style.padding.top + style.padding.bottom) - style.padding.top
        }
        var height = contentHeight + padding.top + padding.bottom
        if leastHeight, let least = style.minimumHeight, least.isFinite { height = max(height, least) }
        let cell = CellBox(x: 0, width: width, y: 0, height: height, items: items[...], padding: padding,
                           background: style.background, borderTop: style.borderTop, borderLeft: style.borderLeft,
                           borderBottom: style.borderBottom, borderRight: style.borderRight)
        return (RowBox(cells: [cell], height: height, gridLine: nil, background: nil), height)
    }
}
