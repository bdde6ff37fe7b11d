import FolioGeometry
import FolioGraphics
import FolioPDF

/// Painting order for boxes painted as a whole (CSS 2.1 Appendix E's stacking contexts, as far
/// as Folio has them): a box with an ``BlockStyle/opacity`` below 1, a ``BlockStyle/transform``
/// or a ``BlockStyle/zIndex`` is painted with everything it holds, its own boxes first, after
/// the rest of its parent's content (before it when its z-index is negative), lowest z-index
/// first; an opacity makes it one transparency group, a transform is concatenated around it.
enum PaintLayers {
    /// Paints `items` (their indices into the slice handed to `draw`) in order, grouping those
    /// inside a layer box below `scope`. `inTreeOrder`: keep the items' order (tagged PDF,
    /// whose content order is the reading order): layers are painted where they begin, and an
    /// opacity groups the layer's boxes only, its tagged content getting the alpha part by part
    /// (marked content cannot move into a group's form). Items `shift` higher, boxes at `origin`.
    /// `boxes`: paints the boxes of the items outside layers, after the layers of negative
    /// z-index (``hasNegativeLayers(_:)``: the caller paints them first otherwise).
    static func paint(_ items: ArraySlice<PlacedItem>, shift: Double, at origin: Point, scope: ContainerNode? = nil,
                      inTreeOrder: Bool, context: GraphicsContext, boxes: (() throws(GraphicsError) -> Void)? = nil,
                      draw: (Int) throws(GraphicsError) -> Void) throws(GraphicsError) {
        // The common case: nothing painted as a layer, each item in order.
        guard items.contains(where: { layer(of: $0.item.container, scope: scope) != nil }) else {
            try boxes?()
            for k in items.indices { try draw(k) }
            return
        }
        var groups: [(root: ContainerNode, members: [Int])] = []
        var order: [Entry] = []
        for k in items.indices {
            guard let root = layer(of: items[k].item.container, scope: scope) else {
                order.append(.item(k))
                continue
            }
            if let g = groups.firstIndex(where: { $0.root === root }) {
                groups[g].members.append(k)
            } else {
                groups.append((root, [k]))
                order.append(.group(groups.count - 1))
            }
        }
        if !inTreeOrder {
            // Negative z-indices under the flow, then the flow, then the rest, lowest first (stable).
            let z = { (e: Entry) -> Int? in if case .group(let g) = e { groups[g].root.style.zIndex ?? 0 } else { nil } }
            let below = order.filter { (z($0) ?? 0) < 0 }.enumerated().sorted { (z($0.element)!, $0.offset) < (z($1.element)!, $1.offset) }
            let above = order.filter { (z($0) ?? -1) >= 0 }.enumerated().sorted { (z($0.element)!, $0.offset) < (z($1.element)!, $1.offset) }
            order = below.map(\.element) + order.filter { z($0) == nil } + above.map(\.element)
        }
        var boxesPainted = boxes == nil
        for entry in order {
            if !boxesPainted, case .item = entry { try boxes?(); boxesPainted = true }
            if !boxesPainted, case .group(let g) = entry, (groups[g].root.style.zIndex ?? 0) >= 0 { try boxes?(); boxesPainted = true }
            switch entry {
            case .item(let k): try draw(k)
            case .group(let g):
                try paintGroup(groups[g].root, items: ArraySlice(groups[g].members.map { items[$0] }), indices: groups[g].members,
                               shift: shift, at: origin, inTreeOrder: inTreeOrder, context: context, draw: draw)
            }
        }
        if !boxesPainted { try boxes?() }
    }

    /// Whether a layer box with a negative z-index holds any of `items` (its boxes go under the others').
    static func hasNegativeLayers(_ items: ArraySlice<PlacedItem>) -> Bool {
        items.contains { (layer(of: $0.item.container, scope: nil)?.style.zIndex ?? 0) < 0 }
    }

    private enum Entry {
        case item(Int)
        case group(Int)
    }

    /// One layer box: its transform and opacity around its boxes and items.
    private static func paintGroup(_ root: ContainerNode, items: ArraySlice<PlacedItem>, indices: [Int], shift: Double, at origin: Point,
                                   inTreeOrder: Bool, context: GraphicsContext, draw: (Int) throws(GraphicsError) -> Void) throws(GraphicsError) {
        // A box out of the flow is an item of no height, its height its pin's.
        let top = items.map { $0.y - shift }.min() ?? 0
        let bottom = items.map { $0.y - shift + max($0.item.height, $0.item.pin?.height ?? 0) }.max() ?? 0
        let box = Rect(x: origin.x + root.x + root.offset.width, y: origin.y + top + root.offset.height, width: root.width, height: bottom - top)
        let opacity = root.style.opacity, grouped = opacity < 1 && !inTreeOrder
        // Tagged: the boxes (artifacts) are still one group, the tagged content gets the alpha itself.
        let boxesGrouped = opacity < 1 && inTreeOrder
        try context.withSavedGState { () throws(GraphicsError) in
            let alpha = context.alpha
            if grouped {
                try context.setAlpha(opacity)
                try context.beginTransparencyLayer()
            }
            if let t = root.style.transform { try context.concatenate(t.matrix(for: box)) }
            let boxes = { () throws(GraphicsError) in
                if boxesGrouped {
                    try context.setAlpha(alpha * opacity)
                    try context.beginTransparencyLayer()
                }
                try LaidOutPage.drawBoxes(of: items, shift: shift, in: context, at: origin, scope: root)
                if boxesGrouped {
                    try context.endTransparencyLayer()
                    try context.setAlpha(alpha * opacity)
                }
            }
            // An artifact around the group (a group is drawn as one piece).
            if context.isTagging { try context.withArtifact(.layout, boxes) } else { try boxes() }
            if boxesGrouped { try context.setAlpha(alpha * opacity) }
            try paint(items, shift: shift, at: origin, scope: root, inTreeOrder: inTreeOrder, context: context) { k throws(GraphicsError) in
                try draw(indices[k - items.startIndex])
            }
            if grouped { try context.endTransparencyLayer() }
        }
    }

    /// The outermost box painted as a layer between `node` (included) and `scope` (excluded).
    static func layer(of node: ContainerNode?, scope: ContainerNode?) -> ContainerNode? {
        var found: ContainerNode?, n = node
        while let current = n, current !== scope {
            if current.style.paintsAsLayer { found = current }
            n = current.parent
        }
        return found
    }

    /// The innermost box whose background is painted with the content of `scope` (nil: the
    /// page) for an item in `container`: the parent of the outermost layer box below `scope`,
    /// else the container itself.
    static func outermostPainted(_ container: ContainerNode?, scope: ContainerNode?) -> ContainerNode? {
        guard let l = layer(of: container, scope: scope) else { return container }
        return l.parent
    }

    /// How many parents up from `start` `node` is (0 when it is `start`).
    static func depth(of node: ContainerNode?, from start: ContainerNode?) -> Int {
        var d = 0, n = start
        while let current = n, current !== node {
            d += 1
            n = current.parent
        }
        return d
    }
}
