import FolioGeometry
import FolioGraphics
import FolioText

/// Emitting: how the walk's items enter the flow (pending space, keeps, markers, floats'
/// anchors) and a paragraph's lines become items.
extension FlowGenerator {
    /// Puts `item` in the flow: the margin pending before it, the keeps, markers and heading
    /// waiting for it, and the floats it anchors after it.
    func emit(_ item: consuming FlowItem) {
        var item = item
        if case .pageBreak = item.content {
            output.append(item)
            pendingSpace = 0
            keepNext = false
            // The floats placed stay on the page before.
            for k in floatContexts.indices { floatContexts[k].removeAll() }
            return
        }
        item.spaceBefore = max(item.spaceBefore, pendingSpace)
        pendingSpace = 0
        // Floats waiting for this item, their anchor, follow it (none on a block out of the flow).
        let anchorsFloats = (!pendingFloats.isEmpty || !settledFloats.isEmpty) && item.pin == nil
        let top = flowY + item.spaceBefore
        flowY = top + item.height
        // A box's top (an empty space item) passes the keep on to what follows it: a heading
        // before a framed block stays with the block's first line, not with its empty top.
        if keepNext { item.keepWithPrevious = true; keepNext = isSpace(item) }
        if avoidDepth > 0 && !pendingAvoidStart { item.keepWithPrevious = true }
        pendingAvoidStart = false
        if !pendingMarkers.isEmpty, !isSpace(item) { item.markers += pendingMarkers; pendingMarkers = [] }
        if let h = pendingHeading, !isSpace(item) { item.heading = h; pendingHeading = nil }
        emittedAny = true
        if !isSpace(item) { breakPropagated = false }
        if openLeastHeights > 0 {
            var node = item.container
            while let n = node {
                n.contentHeight += item.spaceBefore + item.height
                node = n.parent
            }
        }
        output.append(item)
        if anchorsFloats { appendFloats(anchorTop: top) }
    }

    /// Puts a float after the item just emitted, its anchor (FlowGenerator+Floats.swift).
    func appendFloat(_ item: FlowItem) { output.append(item) }

    /// Forgets the lines set ahead for the block being opened (set again beside floats).
    func dropPresetLines() { preset = nil }

    /// Whether `item` is empty space (a box's top or foot).
    func isSpace(_ item: FlowItem) -> Bool {
        if case .space = item.content { return true }
        return false
    }

    /// Makes the space pending before the next item at least `space` (margins collapse).
    func addSpace(_ space: Double) { pendingSpace = max(pendingSpace, space) }

    /// Emits `height` of space inside `box` at its foot, kept with what came before it; the
    /// margin pending after it stays pending.
    func emitKeptSpace(_ height: Double, in box: ContainerNode?) {
        var room = FlowItem(.space, x: box?.x ?? 0, width: box?.width ?? 0, height: height)
        room.container = box
        room.keepWithPrevious = true
        let space = pendingSpace
        pendingSpace = 0
        emit(room)
        pendingSpace = space
    }

    /// Emits a paragraph's lines, each kept with the one before it where `orphans` and
    /// `widows` ask.
    func emitParagraph(_ lines: [(line: Line, height: Double)], _ ctx: FlowContext, widows: Int, orphans: Int) {
        let n = lines.count
        for (k, entry) in lines.enumerated() {
            var item = lineItem(entry.line, height: entry.height, continues: entry.line.isWrappedContinuation, ctx)
            if k > 0 { item.keepWithPrevious = k < orphans || n - k < widows }
            emit(item)
        }
    }

    /// Emits the lines a ``LineStream`` set, their keeps decided by the stream.
    func emit(_ entries: [LineStream.Entry], _ ctx: FlowContext) {
        for entry in entries {
            var item = lineItem(entry.line, height: entry.height, continues: entry.continues, ctx)
            item.keepWithPrevious = entry.keepWithPrevious
            emit(item)
        }
    }

    /// The item of a line of text in `ctx`: a wrapped line (`continues`) of preformatted text
    /// carries its continuation mark (``FlowContext/marksContinuations``), drawn as an artifact.
    private func lineItem(_ line: Line, height: Double, continues: Bool, _ ctx: FlowContext) -> FlowItem {
        var item = FlowItem(.line(line), x: ctx.x, width: ctx.width, height: height)
        item.container = ctx.container
        item.structure = ctx.structure
        if ctx.marksContinuations, continues, let mark = MarkerArt.continuation(before: line, at: ctx.x) {
            item.markers = [ListMarker(art: mark, label: nil)]
        }
        return item
    }
}
