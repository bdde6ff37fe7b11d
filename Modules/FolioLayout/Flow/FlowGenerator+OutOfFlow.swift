import FolioGeometry
import FolioGraphics
import FolioText

/// Blocks out of the flow: `position: absolute` and `fixed`, placed against their containing block.
extension FlowGenerator {
    /// A block out of the flow (``Placement``): laid out whole at its width, its box drawn as a
    /// table cell's is, and emitted as an item that takes no room, pinned where it goes.
    func emitOutOfFlow(_ block: Block, style: BlockStyle, _ outer: FlowContext) throws(LayoutError) {
        let top: Double?, left: Double?, bottom: Double?, right: Double?, everyPage: Bool
        switch style.placement {
        case .inFlow, .relative: return
        case .absolute(let t, let l, let b, let r): (top, left, bottom, right, everyPage) = (t, l, b, r, false)
        case .fixed(let t, let l, let b, let r): (top, left, bottom, right, everyPage) = (t, l, b, r, true)
        }
        // The containing block: the padding box of the nearest relative block around an
        // absolute one, else the content area.
        var anchor: ContainerNode?
        if !everyPage {
            var node = outer.container
            while let n = node, n.style.placement != .relative { node = n.parent }
            anchor = node
        }
        let blockLeft = anchor.map { $0.x + ($0.style.borderLeft?.width ?? 0) } ?? -rootPadding.left
        let blockRight = anchor.map { $0.x + $0.width - ($0.style.borderRight?.width ?? 0) } ?? rootWidth + rootPadding.right
        let margins = style.margins ?? .zero
        let insetLeft = style.padding.left + (style.borderLeft?.width ?? 0)
        let insetRight = style.padding.right + (style.borderRight?.width ?? 0)
        var inner = block
        inner.style = BlockStyle(margins: .zero, alignment: style.alignment)
        var x: Double, width: Double
        if let left {
            // Between `left` and `right` when both are given; else up to the containing block's right edge.
            x = blockLeft + left + margins.left
            width = max(1, blockRight - blockLeft - left - (right ?? 0) - margins.left - margins.right)
        } else if let right {
            // As wide as the content needs, up to the containing block's width (shrink-to-fit).
            let available = max(1, blockRight - blockLeft - right - margins.left - margins.right)
            let content = try setter.contentWidths(of: [inner], available: max(1, available - insetLeft - insetRight))
            width = max(1, min(max(content.min, available - insetLeft - insetRight), content.max) + insetLeft + insetRight)
            x = blockRight - right - margins.right - width
        } else {
            x = outer.x + margins.left
            width = max(1, outer.width - margins.left - margins.right)
        }
        if let w = style.boxWidth(in: blockRight - blockLeft), w < width || left != nil || right != nil {
            // Its own width: from `left` (or its place) rightwards; with `right` alone, leftwards from it.
            if left == nil, let right { x = blockRight - right - margins.right - w }
            width = w
        }
        var padding = style.padding
        padding.top += style.borderTop?.width ?? 0
        padding.bottom += style.borderBottom?.width ?? 0
        padding.left = insetLeft
        padding.right = insetRight
        let generator = FlowGenerator(blocks: [inner], width: max(1, width - insetLeft - insetRight), setter: setter,
                                      listsHeadings: false, structure: outer.structure)
        generator.rootPadding = (style.padding.left, style.padding.right)
        var items = try generator.stacked()
        let contentHeight = items.last { $0.item.pin == nil }.map { $0.y + $0.item.height } ?? 0
        // Absolute blocks inside with no nearer containing block have this one's padding box.
        for k in items.indices {
            guard let pin = items[k].item.pin, pin.anchor == nil, pin.top != nil || pin.bottom != nil else { continue }
            items[k].y = pin.y(flowAt: items[k].y, pageHeight: contentHeight + style.padding.top + style.padding.bottom) - style.padding.top
        }
        let height = contentHeight + padding.top + padding.bottom
        let cell = CellBox(x: 0, width: width, y: 0, height: height, items: items[...], padding: padding,
                           background: style.background, borderTop: style.borderTop, borderLeft: style.borderLeft,
                           borderBottom: style.borderBottom, borderRight: style.borderRight)
        var item = FlowItem(.rows(RowBox(cells: [cell], height: height, gridLine: nil, background: nil)), x: x, width: width, height: 0)
        item.pin = Pin(top: top, bottom: bottom, height: height, everyPage: everyPage, anchor: anchor)
        item.structure = outer.structure
        // Out of the flow: no margins, keep rules or markers of the blocks around it apply.
        let kept = (keepNext, pendingSpace, pendingMarkers, pendingHeading, pendingAvoidStart)
        keepNext = false
        pendingSpace = 0
        pendingMarkers = []
        pendingHeading = nil
        emit(item)
        (keepNext, pendingSpace, pendingMarkers, pendingHeading, pendingAvoidStart) = kept
    }
}
