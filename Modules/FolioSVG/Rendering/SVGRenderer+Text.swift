import FolioGeometry
import FolioGraphics
import FolioText

extension SVGRenderer {
    /// A run of text with one style, and the positioning its element gave it.
    struct TextRun {
        var text: String
        var style: SVGStyle
        var x: Double?
        var y: Double?
        var dx = 0.0
        var dy = 0.0
        /// The `textPath` the run lies along: an index into the text's guides.
        var guide: Int?
    }

    /// A `textPath`'s path, measured, and where along it the text starts.
    struct TextGuide {
        var measure: PathMeasure
        var startOffset: Double
    }

    /// `text` with its `tspan`s, shaped and drawn with Folio's text stack: `x`, `y`, `dx`,
    /// `dy` (the first value of each list), `text-anchor` per chunk, fonts by family, weight
    /// and style, fill colour and opacity. White space is collapsed as `xml:space="default"` says.
    /// A `textPath`'s text is laid along its path (``drawAlongPath(_:guide:)``).
    mutating func drawText(_ index: Int, style: SVGStyle) throws(SVGError) {
        var runs: [TextRun] = []
        var guides: [TextGuide] = []
        collectRuns(index, style: style, into: &runs, guides: &guides, isRoot: true)
        // Collapse white space across the runs: newlines go, tabs become spaces, runs of
        // spaces become one, and the text's leading and trailing spaces go.
        var previousSpace = true
        for k in runs.indices {
            var out = ""
            for c in runs[k].text where c != "\n" && c != "\r" {
                let ch: Character = c == "\t" ? " " : c
                if ch == " " {
                    if previousSpace { continue }
                    previousSpace = true
                } else {
                    previousSpace = false
                }
                out.append(ch)
            }
            runs[k].text = out
        }
        if let last = runs.lastIndex(where: { !$0.text.isEmpty }), runs[last].text.hasSuffix(" ") { runs[last].text.removeLast() }
        var pen = Point(x: 0, y: 0)
        var chunk: [(run: TextRun, origin: Point, width: Double, font: Font)] = []
        func flush(_ r: inout SVGRenderer) throws(SVGError) {
            guard let anchor = chunk.first?.run.style.textAnchor else { return }
            let total = chunk.reduce(0) { $0 + $1.width }
            let shift = anchor == .middle ? -total / 2 : anchor == .end ? -total : 0
            for item in chunk { try r.drawRun(item.run, at: Point(x: item.origin.x + shift, y: item.origin.y), font: item.font) }
            chunk.removeAll()
        }
        var k = 0
        while k < runs.count {
            let run = runs[k]
            if let guide = run.guide {
                // A textPath's runs, together: one chunk along its path.
                try flush(&self)
                var end = k
                while end < runs.count, runs[end].guide == guide { end += 1 }
                try drawAlongPath(Array(runs[k..<end]), guide: guides[guide])
                k = end
                continue
            }
            k += 1
            if run.x != nil || run.y != nil { try flush(&self) }
            if let x = run.x { pen.x = x }
            if let y = run.y { pen.y = y }
            pen.x += run.dx
            pen.y += run.dy
            guard !run.text.isEmpty, let font = font(for: run.style) else { continue }
            let m = GraphicsContext.measure(run.text, font: font, size: run.style.fontSize)
            let width = m.width + run.style.letterSpacing * Double(run.text.count)
            chunk.append((run, pen, width, font))
            pen.x += width
        }
        try flush(&self)
    }

    private mutating func collectRuns(_ index: Int, style: SVGStyle, into runs: inout [TextRun], guides: inout [TextGuide],
                                      isRoot: Bool, guide: Int? = nil) {
        let n = nodes[index]
        func first(_ name: String, _ axis: SVGLength.Axis) -> Double? {
            guard let text = n.attribute(name) else { return nil }
            let part = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).first.map(String.init) ?? ""
            return SVGLength(part)?.resolved(axis, viewport: viewport, fontSize: style.fontSize)
        }
        var pending = TextRun(text: "", style: style, x: first("x", .x) ?? (isRoot ? 0 : nil), y: first("y", .y) ?? (isRoot ? 0 : nil),
                              dx: first("dx", .x) ?? 0, dy: first("dy", .y) ?? 0, guide: guide)
        if guide != nil { pending.x = nil; pending.y = nil }
        var child = n.firstChild
        while let c = child {
            child = nodes[c.index].nextSibling
            let node = nodes[c.index]
            if node.kind == .text {
                pending.text += node.text
                continue
            }
            let isPath = node.name == "textPath" && guide == nil
            guard node.kind == .element, node.name == "tspan" || node.name == "a" || isPath else { continue }
            let s = StyleResolver.compute(document.styles.declared[c.index], parent: style, viewport: viewport)
            guard s.isDisplayed else { continue }
            runs.append(pending)
            pending = TextRun(text: "", style: style, guide: guide)
            if isPath {
                guard let g = textGuide(c.index, style: s) else { continue }
                guides.append(g)
                collectRuns(c.index, style: s, into: &runs, guides: &guides, isRoot: false, guide: guides.count - 1)
            } else {
                collectRuns(c.index, style: s, into: &runs, guides: &guides, isRoot: false, guide: guide)
            }
        }
        runs.append(pending)
    }

    /// The path a `textPath` refers to (`href` to a shape, or its own `path` attribute), in the
    /// text's user space, measured, with its `startOffset`; `nil`, with a diagnostic, when there
    /// is none (its text is then not drawn, as SVG says).
    private mutating func textGuide(_ index: Int, style: SVGStyle) -> TextGuide? {
        let n = nodes[index]
        var path: Path?
        if let d = n.attribute("path") {
            path = PathData(d).path
        } else if let href = n.attribute("href") ?? n.attribute("xlink:href"), href.hasPrefix("#"),
                  let target = document.elements[String(href.dropFirst())] {
            let s = StyleResolver.compute(document.styles.declared[target], parent: SVGStyle(), viewport: viewport)
            if var p = shapePath(target, style: s)?.path {
                if let t = nodes[target].attribute("transform").flatMap(TransformList.parse) { p.apply(t) }
                path = p
            }
        }
        guard let path, !path.isEmpty else {
            report("SVG \(describe(index)) refers to no path: its text is not drawn", kind: .drawing)
            return nil
        }
        let measure = PathMeasure(path)
        var offset = 0.0
        if let l = n.attribute("startOffset").flatMap(SVGLength.init) {
            offset = l.unit == .percent ? measure.length * l.value / 100 : l.resolved(.x, viewport: viewport, fontSize: style.fontSize)
        }
        return TextGuide(measure: measure, startOffset: offset)
    }

    /// Lays the runs of one `textPath` along its path: each character's advance (with
    /// `letter-spacing` and each run's first `dx`) runs along the path from `startOffset`,
    /// moved back by the whole advance (`end`) or half of it (`middle`) as `text-anchor` says;
    /// the character is drawn with the middle of its advance on the path, turned to the path's
    /// direction there, and left out where that middle falls off either end. Characters are
    /// shaped one at a time (kerning and ligatures across them are lost).
    private mutating func drawAlongPath(_ runs: [TextRun], guide: TextGuide) throws(SVGError) {
        var pieces: [(text: String, run: TextRun, font: Font, advance: Double, spacing: Double)] = []
        for run in runs {
            guard let font = font(for: run.style) else { continue }
            var first = true
            for ch in run.text {
                let text = String(ch)
                let advance = GraphicsContext.measure(text, font: font, size: run.style.fontSize).width
                // A run's dx moves its first character along the path.
                let dx = first ? run.dx : 0
                first = false
                pieces.append((text, run, font, advance, run.style.letterSpacing + dx))
            }
        }
        guard let anchor = runs.first?.style.textAnchor else { return }
        let total = pieces.reduce(0) { $0 + $1.advance + $1.spacing }
        var along = guide.startOffset - (anchor == .middle ? total / 2 : anchor == .end ? total : 0)
        for piece in pieces {
            along += piece.spacing
            defer { along += piece.advance }
            guard piece.text != " ", let at = guide.measure.location(at: along + piece.advance / 2) else { continue }
            let place = AffineTransform(rotationAngle: at.angle).concatenating(AffineTransform(translationX: at.point.x, y: at.point.y))
            try g { () throws(GraphicsError) in
                try ctx.saveGState()
                try ctx.concatenate(place)
            }
            var run = piece.run
            run.text = piece.text
            try drawRun(run, at: Point(x: -piece.advance / 2, y: run.dy), font: piece.font)
            try g { () throws(GraphicsError) in try ctx.restoreGState() }
        }
    }

    /// The font for a style: the first family that resolves, else the default serif.
    private func font(for style: SVGStyle) -> Font? {
        for family in style.fontFamilies + ["serif"] {
            let f = TextFont(family: family, size: style.fontSize, weight: style.fontWeight, italic: style.isItalic)
            if let resolved = try? f.resolve() { return resolved.font }
        }
        return nil
    }

    private mutating func drawRun(_ run: TextRun, at origin: Point, font: Font) throws(SVGError) {
        let style = run.style
        guard style.isVisible, !run.text.isEmpty, style.fontSize > 0 else { return }
        let color: Color
        switch style.fill {
        case .color(let c): color = c.withAlpha(c.alpha * style.fillOpacity)
        case .reference(let id, _):
            report("SVG text filled with #\(id) is drawn in its fallback colour: Folio fills text with colours only", kind: .styleIgnored)
            color = .black
        default:
            return
        }
        if style.stroke != .none { report("SVG text strokes are not drawn: Folio fills text only", kind: .styleIgnored) }
        let m = GraphicsContext.measure(run.text, font: font, size: style.fontSize)
        let options = StringDrawingOptions(color: color, library: .shared)
        _ = try g { () throws(GraphicsError) in
            try ctx.draw(run.text, at: Point(x: origin.x, y: origin.y - m.ascent), anchor: .topLeading, font: font, size: style.fontSize,
                         color: color, style: options)
        }
    }
}
