import FolioGeometry
import FolioGraphics

/// What a paint is applied to: a path filled with a rule, or stroked with a style.
enum PaintTarget {
    case fill(Path, FillRule)
    case stroke(Path, StrokeStyle)

    /// What paints a target: a colour or a pattern.
    enum Source {
        case color(Color)
        case pattern(Pattern)
    }

    /// Fills the path with its rule, or strokes it with its style, in `source`.
    func draw(_ source: Source, in ctx: GraphicsContext) throws(GraphicsError) {
        switch (self, source) {
        case (.fill(let path, let rule), .color(let color)):
            try ctx.setFillColor(color)
            try ctx.fill(path, rule: rule)
        case (.fill(let path, let rule), .pattern(let pattern)):
            try ctx.setFillPattern(pattern)
            try ctx.fill(path, rule: rule)
        case (.stroke(let path, let style), _):
            switch source {
            case .color(let color): try ctx.setStrokeColor(color)
            case .pattern(let pattern): try ctx.setStrokePattern(pattern)
            }
            try ctx.setStrokeStyle(style)
            try ctx.stroke(path)
        }
    }
}

extension SVGRenderer {
    /// Fills or strokes with a paint: a colour, a gradient, a pattern, or a reference's
    /// fallback. `bbox` is the shape's bounding box, for `objectBoundingBox` units.
    mutating func paint(_ paint: Paint, opacity: Double, for index: Int, bbox: Rect, target: PaintTarget) throws(SVGError) {
        switch paint {
        case .none, .currentColor:
            return
        case .color(let c):
            try paintColor(c.withAlpha(c.alpha * opacity), target)
        case .reference(let id, let fallback):
            guard let server = document.elements[id] else {
                if let fallback { try self.paint(fallback, opacity: opacity, for: index, bbox: bbox, target: target) }
                return
            }
            switch nodes[server].name {
            case "linearGradient", "radialGradient":
                try paintGradient(server, opacity: opacity, bbox: bbox, target: target, for: index)
            case "pattern":
                try paintPattern(server, opacity: opacity, bbox: bbox, target: target, for: index)
            default:
                if let fallback { try self.paint(fallback, opacity: opacity, for: index, bbox: bbox, target: target) }
            }
        }
    }

    func paintColor(_ color: Color, _ target: PaintTarget) throws(SVGError) {
        guard color.alpha > 0 else { return }
        try g { () throws(GraphicsError) in try target.draw(.color(color), in: ctx) }
    }

    // MARK: Gradients

    /// A gradient with its `href` chain resolved.
    struct GradientSpec {
        var isRadial: Bool
        var attributes: [String: String]
        var stops: [Gradient.Stop]
        var objectBoundingBox: Bool { attributes["gradientUnits"]?.trimmingSVGSpaces() != "userSpaceOnUse" }
        var transform: AffineTransform { attributes["gradientTransform"].flatMap(TransformList.parse) ?? .identity }
        var spread: String { attributes["spreadMethod"]?.trimmingSVGSpaces() ?? "pad" }
    }

    static let gradientAttributes = ["x1", "y1", "x2", "y2", "cx", "cy", "r", "fx", "fy", "fr", "gradientUnits", "gradientTransform", "spreadMethod"]

    /// The gradient element's attributes and stops, each from the first element of its
    /// `href` chain that has them (SVG's template inheritance).
    func gradientSpec(_ index: Int, opacity: Double) -> GradientSpec {
        var chain = [index]
        var current = index
        while chain.count < 32, let href = nodes[current].attribute("href") ?? nodes[current].attribute("xlink:href"), href.hasPrefix("#"),
              let next = document.elements[String(href.dropFirst())], !chain.contains(next),
              ["linearGradient", "radialGradient"].contains(nodes[next].name) {
            chain.append(next)
            current = next
        }
        var attributes: [String: String] = [:]
        for name in Self.gradientAttributes {
            for e in chain { if let v = nodes[e].attribute(name) { attributes[name] = v; break } }
        }
        var stops: [Gradient.Stop] = []
        for e in chain {
            let gradientStyle = StyleResolver.compute(document.styles.declared[e], parent: SVGStyle(), viewport: viewport)
            var child = nodes[e].firstChild
            var last = 0.0
            while let c = child {
                child = nodes[c.index].nextSibling
                guard nodes[c.index].kind == .element, nodes[c.index].name == "stop" else { continue }
                let s = StyleResolver.compute(document.styles.declared[c.index], parent: gradientStyle, viewport: viewport)
                var offset = 0.0
                if let text = nodes[c.index].attribute("offset")?.trimmingSVGSpaces() {
                    if text.hasSuffix("%") { offset = (Double(text.dropLast()) ?? 0) / 100 } else { offset = Double(text) ?? 0 }
                }
                offset = max(last, min(1, max(0, offset.isFinite ? offset : 0)))
                last = offset
                stops.append(Gradient.Stop(color: s.stopColor.withAlpha(s.stopColor.alpha * s.stopOpacity * opacity), location: offset))
            }
            if !stops.isEmpty { break }
        }
        return GradientSpec(isRadial: nodes[index].name == "radialGradient", attributes: attributes, stops: stops)
    }

    /// A gradient coordinate: a fraction of the box (`0.5`, `50%`) for `objectBoundingBox`
    /// units, a length in user units otherwise.
    func gradientValue(_ spec: GradientSpec, _ name: String, _ axis: SVGLength.Axis, default fallback: String) -> Double {
        let l = SVGLength(spec.attributes[name] ?? fallback) ?? SVGLength(fallback)!
        if spec.objectBoundingBox { return l.unit == .percent ? l.value / 100 : l.value }
        return l.resolved(axis, viewport: viewport, fontSize: 16)
    }

    mutating func paintGradient(_ server: Int, opacity: Double, bbox: Rect, target: PaintTarget, for index: Int) throws(SVGError) {
        let spec = gradientSpec(server, opacity: opacity)
        guard let first = spec.stops.first else { return }
        if spec.stops.count == 1 { return try paintColor(first.color, target) }
        var toUser = spec.transform
        if spec.objectBoundingBox {
            guard bbox.width > 0, bbox.height > 0 else { return }
            toUser = toUser.concatenating(AffineTransform(a: bbox.width, b: 0, c: 0, d: bbox.height, tx: bbox.minX, ty: bbox.minY))
        }
        guard let toGradient = toUser.inverted() else { return }
        switch target {
        case .fill(let path, let rule):
            guard let shading = gradientShading(spec, region: path.bounds.applying(toGradient)) else {
                return try paintColor(spec.stops.last!.color, target)
            }
            try g { () throws(GraphicsError) in
                try ctx.withSavedGState { () throws(GraphicsError) in
                    try ctx.clip(to: path, rule: rule)
                    try ctx.concatenate(toUser)
                    try shading(ctx)
                }
            }
        case .stroke(let path, let style):
            // PDF strokes with colours or patterns, not with shadings: the gradient is drawn
            // into a pattern cell covering the stroke, which the stroke then paints with.
            let reach = style.lineWidth / 2 * max(style.miterLimit, 1) + 1
            let cover = path.bounds.insetBy(dx: -reach, dy: -reach)
            guard cover.width > 0, cover.height > 0, cover.isFinite,
                  let shading = gradientShading(spec, region: cover.applying(toGradient)) else {
                return try paintColor(spec.stops.last!.color, target)
            }
            try g { () throws(GraphicsError) in
                let pattern = try ctx.makePattern(bounds: cover, matrix: ctx.ctm, xStep: cover.width * 2, yStep: cover.height * 2) {
                    (cell: GraphicsContext) throws(GraphicsError) in
                    try cell.clip(to: cover)
                    try cell.concatenate(toUser)
                    try shading(cell)
                }
                try ctx.withSavedGState { () throws(GraphicsError) in
                    try ctx.setStrokePattern(pattern)
                    try ctx.setStrokeStyle(style)
                    try ctx.stroke(path)
                }
            }
        }
    }

    /// Draws the gradient's shading in gradient space (the caller has clipped and set the
    /// transform); `region` is the area to cover, in gradient space, which spreads other than
    /// pad repeat the stops across. `nil` when the gradient has no extent (a zero radius or a
    /// zero-length vector: SVG paints its last stop's colour).
    func gradientShading(_ spec: GradientSpec, region: Rect) -> ((GraphicsContext) throws(GraphicsError) -> Void)? {
        let corners = [Point(x: region.minX, y: region.minY), Point(x: region.maxX, y: region.minY),
                       Point(x: region.minX, y: region.maxY), Point(x: region.maxX, y: region.maxY)]
        if spec.isRadial {
            let cx = gradientValue(spec, "cx", .x, default: "50%"), cy = gradientValue(spec, "cy", .y, default: "50%")
            let r = gradientValue(spec, "r", .other, default: "50%")
            var fx = spec.attributes["fx"] != nil ? gradientValue(spec, "fx", .x, default: "50%") : cx
            var fy = spec.attributes["fy"] != nil ? gradientValue(spec, "fy", .y, default: "50%") : cy
            let fr = gradientValue(spec, "fr", .other, default: "0")
            guard r > 0 else { return nil }
            // A focal point outside the end circle is moved onto it (SVG 1.1).
            let d = ((fx - cx) * (fx - cx) + (fy - cy) * (fy - cy)).squareRoot()
            if d > r * 0.999 {
                fx = cx + (fx - cx) * r * 0.999 / d
                fy = cy + (fy - cy) * r * 0.999 / d
            }
            var stops = spec.stops, radius = r
            if spec.spread != "pad" {
                let far = corners.map { (($0.x - fx) * ($0.x - fx) + ($0.y - fy) * ($0.y - fy)).squareRoot() }.max() ?? r
                let repeats = min(64, max(1, Int((far / r).rounded(.up))))
                stops = Self.repeated(spec.stops, from: 0, count: repeats, reflect: spec.spread == "reflect")
                radius = r * Double(repeats)
            }
            let (focus, center, startRadius, endRadius) = (Point(x: fx, y: fy), Point(x: cx, y: cy), min(fr, radius), radius)
            return { (c: GraphicsContext) throws(GraphicsError) in
                try c.drawRadialGradient(try Gradient(stops: stops), startCenter: focus, startRadius: startRadius,
                                         endCenter: center, endRadius: endRadius, options: [.drawsBeforeStart, .drawsAfterEnd])
            }
        }
        let x1 = gradientValue(spec, "x1", .x, default: "0%"), y1 = gradientValue(spec, "y1", .y, default: "0%")
        let x2 = gradientValue(spec, "x2", .x, default: "100%"), y2 = gradientValue(spec, "y2", .y, default: "0%")
        let dx = x2 - x1, dy = y2 - y1, len2 = dx * dx + dy * dy
        guard len2 > 0 else { return nil }
        var stops = spec.stops
        var start = Point(x: x1, y: y1), end = Point(x: x2, y: y2)
        if spec.spread != "pad" {
            let ts = corners.map { (($0.x - x1) * dx + ($0.y - y1) * dy) / len2 }
            let lo = Int((ts.min() ?? 0).rounded(.down)), hi = Int((ts.max() ?? 1).rounded(.up))
            let from = max(lo, -32), count = min(max(1, hi - from), 64)
            stops = Self.repeated(spec.stops, from: from, count: count, reflect: spec.spread == "reflect")
            start = Point(x: x1 + dx * Double(from), y: y1 + dy * Double(from))
            end = Point(x: x1 + dx * Double(from + count), y: y1 + dy * Double(from + count))
        }
        let (a, b) = (start, end)
        return { (c: GraphicsContext) throws(GraphicsError) in
            try c.drawLinearGradient(try Gradient(stops: stops), start: a, end: b, options: [.drawsBeforeStart, .drawsAfterEnd])
        }
    }

    /// The stops repeated `count` times over 0…1, starting with repetition number `from`;
    /// with `reflect`, every odd repetition runs backwards.
    static func repeated(_ stops: [Gradient.Stop], from: Int, count: Int, reflect: Bool) -> [Gradient.Stop] {
        var out: [Gradient.Stop] = []
        for k in 0..<count {
            let backwards = reflect && (from + k) % 2 != 0
            let ordered = backwards ? stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) } : stops
            for s in ordered {
                out.append(Gradient.Stop(color: s.color, location: min(1, (Double(k) + s.location) / Double(count))))
            }
        }
        return out
    }
}
