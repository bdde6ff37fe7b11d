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
        let (box, height) = try boxed(inner, style: style, width: width, structure: outer.structure)
        var item = FlowItem(.rows(box), x: x, width: width, height: 0)
        item.pin = Pin(top: top, bottom: bottom, height: height, everyPage: everyPage, anchor: anchor)
        if style.paintsAsLayer {
            // Its opacity, transform and z-index on a box of its own that draws nothing (its
            // background is the rows' cell): painted as a layer with what it holds.
            var layer = BlockStyle(margins: .zero)
            (layer.opacity, layer.transform, layer.zIndex) = (style.opacity, style.transform, style.zIndex)
            item.container = ContainerNode(style: layer, parent: nil, x: x, width: width)
        }
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
