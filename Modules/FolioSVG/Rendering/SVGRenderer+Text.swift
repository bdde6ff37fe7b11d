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

    mutating func collectRuns(_ index: Int, style: SVGStyle, into runs: inout [TextRun], guides: inout [TextGuide],
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

    /// The font for a style: the first family that resolves, else the default serif.
    func font(for style: SVGStyle) -> Font? {
        for family in style.fontFamilies + ["serif"] {
            let f = TextFont(family: family, size: style.fontSize, weight: style.fontWeight, italic: style.isItalic)
            if let resolved = try? f.resolve() { return resolved.font }
        }
        return nil
    }

    /// The colour text of `style` is filled with (its fill and fill opacity; black, with a
    /// diagnostic, for a paint server), or `nil` when it is not filled.
    mutating func textColor(_ style: SVGStyle) -> Color? {
        if style.stroke != .none { report("SVG text strokes are not drawn: Folio fills text only", kind: .styleIgnored) }
        switch style.fill {
        case .color(let c): return c.withAlpha(c.alpha * style.fillOpacity)
        case .reference(let id, _):
            report("SVG text filled with #\(id) is drawn in its fallback colour: Folio fills text with colours only", kind: .styleIgnored)
            return .black
        default:
            return nil
        }
    }

    private mutating func drawRun(_ run: TextRun, at origin: Point, font: Font) throws(SVGError) {
        let style = run.style
        guard style.isVisible, !run.text.isEmpty, style.fontSize > 0, let color = textColor(style) else { return }
        let m = GraphicsContext.measure(run.text, font: font, size: style.fontSize)
        let options = StringDrawingOptions(color: color, library: .shared)
        _ = try g { () throws(GraphicsError) in
            try ctx.draw(run.text, at: Point(x: origin.x, y: origin.y - m.ascent), anchor: .topLeading, font: font, size: style.fontSize,
                         color: color, style: options)
        }
    }
}
