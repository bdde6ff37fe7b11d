import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioText

/// One page of a laid-out document: what goes where in its content rect.
package struct LaidOutPage {
    let items: [PlacedItem]
    /// The page's index in the document (zero-based).
    package let index: Int
    /// The headings that start on this page, in order, with their height from the content top.
    package var headings: [(mark: HeadingMark, y: Double)] { Self.headings(of: items) }

    /// The headings that start in `items`, in order, with their height from the items' top:
    /// those of the items, and those in the columns of a ``Columns`` block, column by column
    /// (a table cell's headings are no outline entries).
    static func headings(of items: [PlacedItem]) -> [(mark: HeadingMark, y: Double)] {
        var out: [(mark: HeadingMark, y: Double)] = []
        for p in items {
            if let h = p.item.heading { out.append((h, p.y)) }
            guard case .rows(let box) = p.item.content, box.isColumns else { continue }
            for cell in box.cells {
                for h in headings(of: Array(cell.items)) { out.append((h.mark, p.y + cell.y + cell.padding.top + h.y - cell.shift)) }
            }
        }
        return out
    }
    /// Whether the page is blank: left empty so that the content after a `break-before: left`
    /// or `right` starts on that side.
    package var isBlank: Bool { items.isEmpty }
    /// The height the content takes.
    package var usedHeight: Double { items.last { $0.item.pin == nil }.map { $0.y + $0.item.height } ?? 0 }

    /// Draws the page's content with its top-left corner at `origin`: boxes, then text, images,
    /// rules and tables; headings become bookmarks and named destinations. With a `structure`
    /// cursor (tagged PDF), each item is drawn inside the tags of its blocks, and boxes, rules
    /// and repeated table headers as artifacts. Without `namesDestinations` (a copy of content
    /// drawn on every page, as a running element), no destination or bookmark is made.
    package func draw(in context: GraphicsContext, at origin: Point, structure: StructureCursor? = nil,
                      namesDestinations: Bool = true) throws(GraphicsError) {
        // A link or code span that runs from one line to the next stays one element.
        context.carriesInlineTags = structure != nil
        defer { context.carriesInlineTags = false }
        let boxes = { () throws(GraphicsError) in
            try Self.artifact(structure == nil ? nil : .layout, context) { () throws(GraphicsError) in
                try Self.drawBoxes(of: items[...], shift: 0, in: context, at: origin)
            }
        }
        // Boxes with a negative z-index go under the others (the page's boxes then come with its items).
        let underneath = structure == nil && PaintLayers.hasNegativeLayers(items[...])
        if !underneath { try boxes() }
        // One saved state for the page's items, as a frame has one for its lines: lines, rules
        // and cells set their own colours, and the context leaves the page as it found it.
        try context.withSavedGState { () throws(GraphicsError) in
            // By index, so each item is read where it lies rather than copied.
            try PaintLayers.paint(items[...], shift: 0, at: origin, inTreeOrder: structure != nil, context: context,
                                  boxes: underneath ? boxes : nil) { k throws(GraphicsError) in
                // A repeated table header, or a copy of a block on every page, names no
                // destination again: the name stays where its element first landed.
                let repeated = items[k].item.isRepeat && !(items[k].item.pin.map { !$0.isCopy } ?? false)
                // Tagged: in its blocks' tags, or an artifact (a repeated header).
                try Self.artifact(structure != nil && repeated ? .pagination : nil, context) { () throws(GraphicsError) in
                    try Self.draw(items[k].item, top: origin.y + items[k].y, left: origin.x, anchors: !repeated && namesDestinations,
                                  structure: repeated ? nil : structure, context: context)
                }
                if namesDestinations, let h = items[k].item.heading {
                    let shift = items[k].item.offset
                    let point = Point(x: origin.x + items[k].item.x + shift.width, y: origin.y + items[k].y + shift.height)
                    try context.addDestination(named: h.id, at: point)
                    if h.isListed { try context.addBookmark(h.title, level: h.level, at: point, isOpen: h.isOpen) }
                }
            }
            try context.endCarriedInlineTags()
        }
    }

    /// Backgrounds and borders of the boxes that have items on the page (or in a table cell's
    /// part on it, each item `shift` higher), outermost first: those inside `scope` (and
    /// `scope`'s own), leaving out the boxes painted as layers of their own below it.
    static func drawBoxes(of items: ArraySlice<PlacedItem>, shift: Double, in context: GraphicsContext, at origin: Point,
                          scope: ContainerNode? = nil) throws(GraphicsError) {
        var extents: [(node: ContainerNode, top: Double, bottom: Double, depth: Int)] = []
        for k in items.indices {
            var node = PaintLayers.outermostPainted(items[k].item.container, scope: scope)
            var depth = PaintLayers.depth(of: node, from: items[k].item.container)
            while let n = node {
                let top = items[k].y - shift, bottom = items[k].y - shift + items[k].item.height
                if let k = extents.firstIndex(where: { $0.node === n }) {
                    extents[k].top = min(extents[k].top, top)
                    extents[k].bottom = max(extents[k].bottom, bottom)
                } else {
                    extents.append((n, top, bottom, depth))
                }
                if n === scope { break }
                node = n.parent
                depth += 1
            }
        }
        // Outer boxes (larger depth from their innermost item) first; stable by first appearance.
        let ordered = extents.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth > b.element.depth : a.offset < b.offset
        }.map(\.element)
        for e in ordered {
            let rect = Rect(x: origin.x + e.node.x + e.node.offset.width, y: origin.y + e.top + e.node.offset.height,
                            width: e.node.width, height: e.bottom - e.top)
            try BoxPainter.paint(e.node.style, in: rect, context: context)
        }
    }

    /// Draws one item whose top is at `top` and whose x is relative to `left`; with a
    /// `structure` cursor, in its elements' tags (its markers in their labels') or, when it
    /// belongs to no element (a rule), as an artifact.
    static func draw(_ item: FlowItem, top: Double, left: Double, anchors: Bool = true, structure: StructureCursor? = nil,
                     context: GraphicsContext) throws(GraphicsError) {
        let top = top + item.offset.height, left = left + item.offset.width
        for marker in item.markers {
            // As a frame of its own would draw it (a saved state of its own), placed once here.
            let draw = { () throws(GraphicsError) in
                try context.withSavedGState { () throws(GraphicsError) in
                    switch marker.content {
                    case .text(let line): try line.drawRuns(in: context, dx: left, dy: top + item.firstBaseline - line.origin.y)
                    case .art(let art): try art.draw(in: context, left: left, baseline: top + item.firstBaseline)
                    }
                }
            }
            if marker.label == nil, structure != nil {
                // A decoration between two lines of a paragraph (a wrapped line's arrow): a
                // code span running over both stays one element.
                try context.withArtifactBetweenLines(.layout, draw)
            } else {
                try tagged(marker.label, structure, context, draw)
            }
        }
        if case .rows(let box) = item.content {
            // Rows are no content of their own: each cell's items are in their elements' tags
            // (so a body's rows stay in one `TBody` from group to group).
            try drawRows(box, x: left + item.x, top: top, anchors: anchors, structure: structure, context: context)
            return
        }
        // A blank line (of a plain text's run of them) is no content: an artifact. A figure's
        // element gets its place on the page (`/BBox`).
        var box: Rect?
        if structure != nil, case .figure = item.content {
            box = Rect(x: left + item.x, y: top, width: item.width, height: item.height).applying(context.ctm)
        }
        try tagged(structure == nil || item.isBlank ? nil : item.structure, structure, context, boundingBox: box) { () throws(GraphicsError) in
            try drawContent(item, top: top, left: left, anchors: anchors, context: context)
        }
    }

    /// Draws what an item other than rows shows.
    private static func drawContent(_ item: FlowItem, top: Double, left: Double, anchors: Bool,
                                    context: GraphicsContext) throws(GraphicsError) {
        let x = left + item.x
        switch item.content {
        case .line(let line):
            // As a frame draws its lines, moved into place (the page's items share one saved state).
            try line.drawRuns(in: context, dx: x, dy: top)
            if anchors {
                for a in line.anchors { try context.addDestination(named: a.name, at: Point(x: a.point.x + x, y: a.point.y + top)) }
            }
        case .figure(let art, _):
            let rect = Rect(x: x, y: top, width: item.width, height: item.height)
            switch art {
            case .image(let image)?: try context.draw(image, in: rect)
            case .drawing(let drawing)?: try context.withSavedGState { () throws(GraphicsError) in try drawing.draw(context, rect) }
            case nil: break
            }
        case .rule(let thickness, let color):
            try context.setFillColor(color)
            try context.fill(Rect(x: x, y: top + (item.height - thickness) / 2, width: item.width, height: thickness))
        case .space, .pageBreak, .rows, .columns:
            break
        }
    }

    private static func drawRows(_ box: RowBox, x: Double, top: Double, anchors: Bool, structure: StructureCursor?,
                                 context: GraphicsContext) throws(GraphicsError) {
        let decoration: ArtifactKind? = context.isTagging ? .layout : nil
        try artifact(decoration, context) { () throws(GraphicsError) in
            for cell in box.cells {
                let rect = Rect(x: x + cell.x, y: top + cell.y, width: cell.width, height: cell.height)
                if let decoration = cell.decoration {
                    // Background, decoration and borders together, the borders inside the (rounded) box.
                    var style = BlockStyle(background: cell.background)
                    (style.borderTop, style.borderLeft, style.borderBottom, style.borderRight) = (cell.borderTop, cell.borderLeft, cell.borderBottom, cell.borderRight)
                    style.decoration = decoration
                    try BoxPainter.paint(style, in: rect, context: context)
                } else if let bg = cell.background {
                    try context.setFillColor(bg)
                    try context.fill(rect)
                }
                // The boxes of the blocks in the cell.
                try drawBoxes(of: cell.items, shift: cell.shift, in: context,
                              at: Point(x: x + cell.x + cell.padding.left, y: top + cell.y + cell.padding.top))
            }
        }
        for cell in box.cells {
            let contentLeft = x + cell.x + cell.padding.left
            let contentTop = top + cell.y + cell.padding.top
            // The cell's element is begun even when it is empty, so that the table is regular.
            if let structure, let node = cell.structure { try structure.move(to: node, context: context) }
            let cellOrigin = Point(x: contentLeft, y: contentTop)
            try PaintLayers.paint(cell.items, shift: cell.shift, at: cellOrigin, inTreeOrder: structure != nil, context: context) { k throws(GraphicsError) in
                let placed = cell.items[k]
                try draw(placed.item, top: contentTop + placed.y - cell.shift, left: contentLeft, anchors: anchors,
                         structure: structure, context: context)
                // In columns, a heading is an outline entry and a destination, as on the page.
                if box.isColumns, anchors, let h = placed.item.heading {
                    let shift = placed.item.offset
                    let point = Point(x: contentLeft + placed.item.x + shift.width, y: contentTop + placed.y - cell.shift + shift.height)
                    try context.addDestination(named: h.id, at: point)
                    if h.isListed { try context.addBookmark(h.title, level: h.level, at: point, isOpen: h.isOpen) }
                }
            }
        }
        try artifact(decoration, context) { () throws(GraphicsError) in
            if let grid = box.gridLine {
                for cell in box.cells {
                    let rect = Rect(x: x + cell.x, y: top + cell.y, width: cell.width, height: cell.height)
                    try context.withSavedGState { () throws(GraphicsError) in
                        try context.setStrokeColor(grid.color)
                        try context.setLineWidth(grid.width)
                        try context.stroke(rect)
                    }
                }
            }
            for cell in box.cells where cell.decoration == nil && (cell.borderTop != nil || cell.borderLeft != nil || cell.borderBottom != nil || cell.borderRight != nil) {
                let rect = Rect(x: x + cell.x, y: top + cell.y, width: cell.width, height: cell.height)
                let bottom = cell.sharesBottom && !box.closesBottom ? nil : cell.borderBottom
                try BoxPainter.strokeBorders(rect, top: cell.borderTop, left: cell.borderLeft, bottom: bottom, right: cell.borderRight,
                                  centred: !box.bordersInside, context: context)
            }
        }
    }

    /// Runs `body` in the tags of `node` (moving the `structure` cursor there), as an artifact
    /// when it belongs to no element, or as it is when there is no cursor (untagged).
    private static func tagged(_ node: StructureNode?, _ structure: StructureCursor?, _ context: GraphicsContext,
                               boundingBox: Rect? = nil, _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        guard let structure else { return try body() }
        if let node {
            try structure.move(to: node, context: context, boundingBox: boundingBox)
            try body()
        } else {
            try context.withArtifact(.layout, body)
        }
    }

    /// Runs `body` as an artifact of `kind` (tagged PDF), or as it is when `kind` is `nil`.
    private static func artifact(_ kind: ArtifactKind?, _ context: GraphicsContext,
                                 _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        if let kind { try context.withArtifact(kind, body) } else { try body() }
    }
}
