import FolioGeometry
import FolioGraphics

extension SVGRenderer {
    // MARK: Clip paths

    /// Clips to the `clipPath` with this id; `false` when nothing can be drawn (the clip
    /// path is empty, or its box units meet an empty box). A reference to nothing is ignored.
    mutating func applyClipPath(_ id: String, for index: Int, style: SVGStyle) throws(SVGError) -> Bool {
        guard let clip = document.elements[id], nodes[clip].name == "clipPath" else {
            report("SVG \(describe(index)) clips to #\(id), which is not a clipPath: drawn unclipped", kind: .drawing)
            return true
        }
        let clipStyle = StyleResolver.compute(document.styles.declared[clip], parent: SVGStyle(), viewport: viewport)
        var combined = Path()
        var rule: FillRule?
        var child = nodes[clip].firstChild
        while let c = child {
            child = nodes[c.index].nextSibling
            guard nodes[c.index].kind == .element else { continue }
            var shapeIndex = c.index
            var transform = nodes[c.index].attribute("transform").flatMap(TransformList.parse) ?? .identity
            // A use in a clip path stands for the shape it refers to.
            if nodes[c.index].name == "use", let href = nodes[c.index].attribute("href") ?? nodes[c.index].attribute("xlink:href"),
               href.hasPrefix("#"), let target = document.elements[String(href.dropFirst())] {
                let x = length(c.index, "x", .x, style: clipStyle), y = length(c.index, "y", .y, style: clipStyle)
                let targetTransform = nodes[target].attribute("transform").flatMap(TransformList.parse) ?? .identity
                transform = targetTransform.concatenating(AffineTransform(translationX: x, y: y)).concatenating(transform)
                shapeIndex = target
            }
            let s = StyleResolver.compute(document.styles.declared[shapeIndex], parent: clipStyle, viewport: viewport)
            guard s.isDisplayed, s.isVisible, let shape = shapePath(shapeIndex, style: s), shape.path.problem == nil else { continue }
            combined.addPath(transform.isIdentity ? shape.path : shape.path.applying(transform))
            if rule == nil { rule = s.clipRule }
        }
        guard !combined.isEmpty else { return false }
        if nodes[clip].attribute("clipPathUnits")?.trimmingSVGSpaces() == "objectBoundingBox" {
            guard let bbox = boundingBox(index, style: style), bbox.width > 0, bbox.height > 0 else { return false }
            combined.apply(AffineTransform(a: bbox.width, b: 0, c: 0, d: bbox.height, tx: bbox.minX, ty: bbox.minY))
        }
        if let t = nodes[clip].attribute("transform").flatMap(TransformList.parse) { combined.apply(t) }
        try g { () throws(GraphicsError) in try ctx.clip(to: combined, rule: rule ?? .nonZero) }
        return true
    }

    /// The bounding box of an element's geometry in its own user space (for a container,
    /// of its children's), or `nil` when it has none.
    func boundingBox(_ index: Int, style: SVGStyle) -> Rect? {
        if let shape = shapePath(index, style: style) { return shape.path.isEmpty ? nil : shape.path.bounds }
        var box: Rect?
        var child = nodes[index].firstChild
        while let c = child {
            child = nodes[c.index].nextSibling
            guard nodes[c.index].kind == .element, !Self.nonRendering.contains(nodes[c.index].name) else { continue }
            let s = StyleResolver.compute(document.styles.declared[c.index], parent: style, viewport: viewport)
            guard var b = boundingBox(c.index, style: s) else { continue }
            if let t = nodes[c.index].attribute("transform").flatMap(TransformList.parse) { b = b.applying(t) }
            box = box.map { $0.union(b) } ?? b
        }
        return box
    }

    // MARK: Patterns

    mutating func paintPattern(_ server: Int, opacity: Double, bbox: Rect, target: PaintTarget, for index: Int) throws(SVGError) {
        // The first pattern of the href chain with children supplies them; attributes come
        // from the first that has each.
        var chain = [server]
        var current = server
        while chain.count < 32, let href = nodes[current].attribute("href") ?? nodes[current].attribute("xlink:href"), href.hasPrefix("#"),
              let next = document.elements[String(href.dropFirst())], !chain.contains(next), nodes[next].name == "pattern" {
            chain.append(next)
            current = next
        }
        func attribute(_ name: String) -> String? {
            for e in chain { if let v = nodes[e].attribute(name) { return v } }
            return nil
        }
        guard let content = chain.first(where: { e in
            var c = nodes[e].firstChild
            while let k = c { if nodes[k.index].kind == .element { return true }; c = nodes[k.index].nextSibling }
            return false
        }) else { return }
        let boxUnits = attribute("patternUnits")?.trimmingSVGSpaces() != "userSpaceOnUse"
        func value(_ name: String, _ axis: SVGLength.Axis) -> Double {
            guard let l = attribute(name).flatMap(SVGLength.init) else { return 0 }
            if boxUnits { return (l.unit == .percent ? l.value / 100 : l.value) * (axis == .x ? bbox.width : bbox.height) }
            return l.resolved(axis, viewport: viewport, fontSize: 16)
        }
        var tile = Rect(x: value("x", .x), y: value("y", .y), width: value("width", .x), height: value("height", .y))
        if boxUnits { tile = Rect(x: bbox.minX + tile.minX, y: bbox.minY + tile.minY, width: tile.width, height: tile.height) }
        guard tile.width > 0, tile.height > 0, tile.isFinite else { return }
        // Content space → tile space.
        var contentTransform = AffineTransform.identity
        if let vb = attribute("viewBox").flatMap(SVGDocument.parseViewBox) {
            contentTransform = AspectRatio(attribute("preserveAspectRatio"))
                .transform(viewBox: vb, into: Rect(x: 0, y: 0, width: tile.width, height: tile.height))
        } else if attribute("patternContentUnits")?.trimmingSVGSpaces() == "objectBoundingBox" {
            contentTransform = AffineTransform(a: bbox.width, b: 0, c: 0, d: bbox.height, tx: 0, ty: 0)
        }
        let patternTransform = attribute("patternTransform").flatMap(TransformList.parse) ?? .identity
        let matrix = AffineTransform(translationX: tile.minX, y: tile.minY).concatenating(patternTransform).concatenating(ctx.ctm)
        let patternStyle = StyleResolver.compute(document.styles.declared[content], parent: SVGStyle(), viewport: viewport)
        var failure: SVGError?
        guard !patternStack.contains(server) else {
            report("a pattern painting its own tile with itself is not drawn inside itself")
            return
        }
        var inner = self
        inner.patternStack.append(server)
        let cell = inner
        let pattern: Pattern
        do {
            pattern = try ctx.makePattern(bounds: Rect(x: 0, y: 0, width: tile.width, height: tile.height), matrix: matrix,
                                          xStep: tile.width, yStep: tile.height) { (inner: GraphicsContext) throws(GraphicsError) in
                cell.drawChildren(of: content, style: patternStyle, transform: contentTransform, in: inner, failure: &failure)
            }
        } catch {
            throw .graphics(error)
        }
        if let failure { throw failure }
        try g { () throws(GraphicsError) in
            try ctx.saveGState()
            if opacity < 1 { try ctx.setAlpha(ctx.alpha * opacity) }
            try target.draw(.pattern(pattern), in: ctx)
            try ctx.restoreGState()
        }
    }
}
