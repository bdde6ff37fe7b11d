import FolioCSS
import FolioGeometry
import FolioGraphics

/// Draws an ``SVGDocument`` into a ``GraphicsContext``: a walk of the element tree from the
/// outermost `svg`, computing each element's style below its parent's (or below the `use`
/// that instantiates it), and drawing containers, shapes, text and images with their
/// transforms, opacity and clip paths.
struct SVGRenderer {
    let document: SVGDocument
    var ctx: GraphicsContext
    /// The `use` targets being drawn, innermost last: a target met again is a cycle.
    var useStack: [Int] = []
    /// The patterns whose tiles are being drawn, innermost last: a pattern whose content
    /// paints with itself (`fill="url(#p)"` inside `#p`) would draw without end.
    var patternStack: [Int] = []
    /// Elements drawn through `use` so far.
    var useInstances = 0
    /// The size of the nearest viewport (user units), for percentages.
    var viewport: (width: Double, height: Double) = (300, 150)
    /// Diagnostics already reported, so that each is said once.
    var reported: Set<String> = []

    init(document: SVGDocument, context: GraphicsContext) {
        self.document = document
        ctx = context
    }

    var nodes: [MarkupNode] { document.nodes }

    /// Runs drawing calls, turning their errors into ``SVGError/graphics(_:)``.
    func g<T>(_ body: () throws(GraphicsError) -> T) throws(SVGError) -> T {
        do {
            return try body()
        } catch {
            throw .graphics(error)
        }
    }

    /// Reports a diagnostic once.
    mutating func report(_ message: String, kind: Diagnostic.Kind = .drawing) {
        guard reported.insert(message).inserted else { return }
        ctx.addDiagnostic(message, kind: kind)
    }

    /// An element as a message names it: `<path id="x">`.
    func describe(_ index: Int) -> String {
        let n = nodes[index]
        if let id = n.attribute("id") { return "<\(n.name) id=\"\(id)\">" }
        return "<\(n.name)>"
    }

    // MARK: The outermost svg

    mutating func drawRoot(in rect: Rect) throws(SVGError) {
        let root = document.root
        var style = StyleResolver.compute(document.styles.declared[root], parent: SVGStyle(), viewport: viewport)
        guard style.isDisplayed else { return }
        let widthPx = document.size.width / 0.75, heightPx = document.size.height / 0.75
        let viewBox = document.viewBox ?? Rect(x: 0, y: 0, width: widthPx, height: heightPx)
        viewport = (viewBox.width, viewBox.height)
        let aspect = AspectRatio(nodes[root].attribute("preserveAspectRatio"))
        let t = aspect.transform(viewBox: viewBox, into: rect)
        let opacity = style.opacity
        style.opacity = 1
        try g { () throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.clip(to: rect)
        }
        try withOpacity(opacity) { (r: inout SVGRenderer) throws(SVGError) in
            try r.g { () throws(GraphicsError) in try r.ctx.concatenate(t) }
            try r.drawChildren(of: root, style: style)
        }
        try g { () throws(GraphicsError) in try ctx.restoreGState() }
    }

    // MARK: Elements

    /// The elements that are never drawn where they stand (only through references).
    static let nonRendering: Set<String> = [
        "defs", "symbol", "clipPath", "mask", "marker", "linearGradient", "radialGradient", "pattern", "style", "title",
        "desc", "metadata", "filter", "script", "font", "font-face", "cursor", "view",
    ]

    mutating func drawChildren(of parent: Int, style: SVGStyle) throws(SVGError) {
        var child = nodes[parent].firstChild
        while let c = child {
            if nodes[c.index].kind == .element { try drawElement(c.index, parentStyle: style) }
            child = nodes[c.index].nextSibling
        }
    }

    mutating func drawElement(_ index: Int, parentStyle: SVGStyle) throws(SVGError) {
        let node = nodes[index]
        let name = node.name
        guard !Self.nonRendering.contains(name), !name.contains(":") else { return }
        let style = StyleResolver.compute(document.styles.declared[index], parent: parentStyle, viewport: viewport)
        guard style.isDisplayed else { return }
        switch name {
        case "g", "a":
            try withEffects(index, style: style) { (r: inout SVGRenderer) throws(SVGError) in try r.drawChildren(of: index, style: style) }
        case "switch":
            guard let chosen = chosenChild(of: index) else { return }
            try withEffects(index, style: style) { (r: inout SVGRenderer) throws(SVGError) in try r.drawElement(chosen, parentStyle: style) }
        case "svg":
            try drawNestedViewport(index, style: style, viewportSize: nil)
        case "use":
            try drawUse(index, style: style)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            try drawShape(index, style: style)
        case "text":
            try withEffects(index, style: style) { (r: inout SVGRenderer) throws(SVGError) in try r.drawText(index, style: style) }
        case "image":
            try withEffects(index, style: style) { (r: inout SVGRenderer) throws(SVGError) in try r.drawImage(index, style: style) }
        default:
            report("SVG element \(describe(index)) is not drawn: Folio does not support it", kind: .styleIgnored)
        }
    }

    /// The first child of a `switch` whose conditions hold: no `requiredExtensions`, and a
    /// `systemLanguage`, if any, that includes English.
    func chosenChild(of index: Int) -> Int? {
        var child = nodes[index].firstChild
        while let c = child {
            let n = nodes[c.index]
            child = n.nextSibling
            guard n.kind == .element, !n.name.contains(":") else { continue }
            if let ext = n.attribute("requiredExtensions"), !ext.trimmingSVGSpaces().isEmpty { continue }
            if let languages = n.attribute("systemLanguage") {
                let list = languages.split(separator: ",").map { $0.trimmingSVGSpaces().lowercased() }
                guard list.contains(where: { $0 == "en" || $0.hasPrefix("en-") }) else { continue }
            }
            return c.index
        }
        return nil
    }

    // MARK: Group effects

    /// Draws `body` with the element's `transform`, `clip-path`, `mask` and `opacity`.
    mutating func withEffects(_ index: Int, style: SVGStyle, opacity: Double? = nil, extraTransform: AffineTransform? = nil,
                              _ body: (inout SVGRenderer) throws(SVGError) -> Void) throws(SVGError) {
        var transform = nodes[index].attribute("transform").flatMap(TransformList.parse) ?? .identity
        if let extraTransform { transform = extraTransform.concatenating(transform) }
        // A singular transform draws nothing.
        guard transform.isIdentity || abs(transform.determinant) > 1e-12 else { return }
        if style.filter != nil {
            report("SVG \(describe(index)) has a filter (\(style.filter!)): drawn without it; Folio does not apply filters", kind: .styleIgnored)
        }
        try g { () throws(GraphicsError) in
            try ctx.saveGState()
            if !transform.isIdentity { try ctx.concatenate(transform) }
        }
        defer { try? ctx.restoreGState() }
        if let id = style.clipPath {
            guard try applyClipPath(id, for: index, style: style) else { return }
        }
        if let id = style.mask {
            if let mask = document.elements[id], nodes[mask].name == "mask", !useStack.contains(mask) {
                return try withMask(mask, for: index, style: style) { (r: inout SVGRenderer) throws(SVGError) in
                    try r.withOpacity(opacity ?? style.opacity, body)
                }
            }
            report("SVG \(describe(index)) is masked by #\(id), which is not a mask: drawn unmasked", kind: .drawing)
        }
        try withOpacity(opacity ?? style.opacity, body)
    }

    /// Draws `body` through a `mask` element, as a soft mask of its luminance, or of its
    /// alpha when its `mask-type` (attribute, `style` or sheet) is `alpha`: `maskUnits` and
    /// `maskContentUnits`, and the mask's `x`, `y`, `width`, `height` (by default 10% around
    /// the element's bounding box) as its region.
    mutating func withMask(_ mask: Int, for index: Int, style: SVGStyle,
                           _ body: (inout SVGRenderer) throws(SVGError) -> Void) throws(SVGError) {
        let n = nodes[mask]
        let maskStyle = StyleResolver.compute(document.styles.declared[mask], parent: SVGStyle(), viewport: viewport)
        let declaredType = document.styles.declared[mask]["mask-type"] ?? n.attribute("mask-type")
        let isAlpha = declaredType?.trimmingSVGSpaces().lowercased() == "alpha"
        let bbox = boundingBox(index, style: style)
        let boxUnits = n.attribute("maskUnits")?.trimmingSVGSpaces() != "userSpaceOnUse"
        func value(_ name: String, _ axis: SVGLength.Axis, _ fallback: String) -> Double {
            let l = n.attribute(name).flatMap(SVGLength.init) ?? SVGLength(fallback)!
            if boxUnits {
                let f = l.unit == .percent ? l.value / 100 : l.value
                guard let b = bbox else { return 0 }
                return axis == .x ? (name == "x" ? b.minX : 0) + f * b.width : (name == "y" ? b.minY : 0) + f * b.height
            }
            return l.resolved(axis, viewport: viewport, fontSize: style.fontSize)
        }
        let region = Rect(x: value("x", .x, "-10%"), y: value("y", .y, "-10%"), width: value("width", .x, "120%"), height: value("height", .y, "120%"))
        guard region.width > 0, region.height > 0, region.isFinite else { return }
        var content = AffineTransform.identity
        if n.attribute("maskContentUnits")?.trimmingSVGSpaces() == "objectBoundingBox" {
            guard let b = bbox, b.width > 0, b.height > 0 else { return }
            content = AffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY)
        }
        var failure: SVGError?
        var maskRenderer = self
        maskRenderer.useStack.append(mask)
        try g { () throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.clip(to: region)
            try Self.withSoftMask(ctx, alpha: isAlpha, { (inner: GraphicsContext) throws(GraphicsError) in
                maskRenderer.drawChildren(of: mask, style: maskStyle, transform: content, in: inner, failure: &failure)
            }, { () throws(GraphicsError) in
                guard failure == nil else { return }
                do throws(SVGError) { try body(&self) } catch { failure = error }
            })
            try ctx.restoreGState()
        }
        if let failure { throw failure }
    }

    /// ``GraphicsContext/withAlphaMask(_:_:)`` or ``GraphicsContext/withLuminosityMask(_:_:)``.
    static func withSoftMask(_ ctx: GraphicsContext, alpha: Bool, _ mask: (GraphicsContext) throws(GraphicsError) -> Void,
                             _ body: () throws(GraphicsError) -> Void) throws(GraphicsError) {
        if alpha { try ctx.withAlphaMask(mask, body) } else { try ctx.withLuminosityMask(mask, body) }
    }

    /// Draws the children of `parent` into `inner`, another context (a pattern's cell, a
    /// mask), after `transform`; the first error is kept in `failure`, since what draws into
    /// `inner` may throw only graphics errors.
    func drawChildren(of parent: Int, style: SVGStyle, transform: AffineTransform, in inner: GraphicsContext, failure: inout SVGError?) {
        var nested = self
        nested.ctx = inner
        do {
            try inner.concatenate(transform)
            try nested.drawChildren(of: parent, style: style)
        } catch let e as SVGError {
            failure = e
        } catch {
            failure = .graphics(error as? GraphicsError ?? .unbalancedLayer)
        }
    }

    /// Draws `body` as a transparency group at `opacity` when it is below 1.
    mutating func withOpacity(_ opacity: Double, _ body: (inout SVGRenderer) throws(SVGError) -> Void) throws(SVGError) {
        guard opacity < 1 else { return try body(&self) }
        guard opacity > 0 else { return }
        try g { () throws(GraphicsError) in
            try ctx.saveGState()
            try ctx.setAlpha(ctx.alpha * opacity)
            try ctx.beginTransparencyLayer()
        }
        try body(&self)
        try g { () throws(GraphicsError) in
            try ctx.endTransparencyLayer()
            try ctx.restoreGState()
        }
    }

    // MARK: Viewports

    /// A nested `svg`, or a `symbol` drawn through `use` (with the `use`'s size).
    mutating func drawNestedViewport(_ index: Int, style: SVGStyle, viewportSize: (width: SVGLength?, height: SVGLength?)?,
                                     at origin: Point = Point(x: 0, y: 0)) throws(SVGError) {
        let n = nodes[index]
        let x = n.attribute("x").flatMap(SVGLength.init)?.resolved(.x, viewport: viewport, fontSize: style.fontSize) ?? 0
        let y = n.attribute("y").flatMap(SVGLength.init)?.resolved(.y, viewport: viewport, fontSize: style.fontSize) ?? 0
        let full = SVGLength(value: 100, unit: .percent)
        let wl = viewportSize?.width ?? n.attribute("width").flatMap(SVGLength.init) ?? full
        let hl = viewportSize?.height ?? n.attribute("height").flatMap(SVGLength.init) ?? full
        let w = wl.resolved(.x, viewport: viewport, fontSize: style.fontSize)
        let h = hl.resolved(.y, viewport: viewport, fontSize: style.fontSize)
        guard w > 0, h > 0 else { return }
        let rect = Rect(x: origin.x + x, y: origin.y + y, width: w, height: h)
        let viewBox = n.attribute("viewBox").flatMap(SVGDocument.parseViewBox)
        let t = viewBox.map { AspectRatio(n.attribute("preserveAspectRatio")).transform(viewBox: $0, into: rect) }
            ?? AffineTransform(translationX: rect.minX, y: rect.minY)
        let saved = viewport
        viewport = (viewBox?.width ?? w, viewBox?.height ?? h)
        defer { viewport = saved }
        try withEffects(index, style: style) { (r: inout SVGRenderer) throws(SVGError) in
            try r.g { () throws(GraphicsError) in
                if !style.overflowVisible { try r.ctx.clip(to: rect) }
                try r.ctx.concatenate(t)
            }
            try r.drawChildren(of: index, style: style)
        }
    }

    /// `use`: the referenced element drawn as if it were the `use`'s child, moved by `x`, `y`.
    mutating func drawUse(_ index: Int, style: SVGStyle) throws(SVGError) {
        let n = nodes[index]
        guard let href = n.attribute("href") ?? n.attribute("xlink:href"), href.hasPrefix("#") else { return }
        let id = String(href.dropFirst())
        guard let target = document.elements[id] else {
            report("SVG \(describe(index)) refers to #\(id), which the drawing does not have", kind: .drawing)
            return
        }
        if useStack.contains(target) || (index >= target && index < nodes[target].subtreeEnd) { throw .useCycle(id: id) }
        guard useStack.count < document.options.maximumUseDepth else { throw .useTooDeep(limit: document.options.maximumUseDepth) }
        useInstances += nodes[target].subtreeEnd - target
        guard useInstances <= document.options.maximumUseInstances else { throw .useTooDeep(limit: document.options.maximumUseInstances) }
        let x = n.attribute("x").flatMap(SVGLength.init)?.resolved(.x, viewport: viewport, fontSize: style.fontSize) ?? 0
        let y = n.attribute("y").flatMap(SVGLength.init)?.resolved(.y, viewport: viewport, fontSize: style.fontSize) ?? 0
        useStack.append(target)
        defer { useStack.removeLast() }
        let shift = AffineTransform(translationX: x, y: y)
        try withEffects(index, style: style, extraTransform: shift) { (r: inout SVGRenderer) throws(SVGError) in
            let t = r.nodes[target]
            switch t.name {
            case "symbol":
                let s = StyleResolver.compute(r.document.styles.declared[target], parent: style, viewport: r.viewport)
                guard s.isDisplayed else { return }
                let size = (width: n.attribute("width").flatMap(SVGLength.init), height: n.attribute("height").flatMap(SVGLength.init))
                try r.drawNestedViewport(target, style: s, viewportSize: size)
            case "svg":
                let s = StyleResolver.compute(r.document.styles.declared[target], parent: style, viewport: r.viewport)
                guard s.isDisplayed else { return }
                let size = (width: n.attribute("width").flatMap(SVGLength.init) ?? t.attribute("width").flatMap(SVGLength.init),
                            height: n.attribute("height").flatMap(SVGLength.init) ?? t.attribute("height").flatMap(SVGLength.init))
                try r.drawNestedViewport(target, style: s, viewportSize: size)
            default:
                // Drawn even if it sits in <defs>: the reference makes it rendered.
                try r.drawElement(target, parentStyle: style)
            }
        }
    }
}
