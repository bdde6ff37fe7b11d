import FolioGeometry
import FolioGraphics
import FolioText

/// `textPath`: text laid along a path (SVG 1.1 §10.13, SVG 2 §11.8).
extension SVGRenderer {
    /// A `textPath`'s path, measured, and where along it the text starts.
    struct TextGuide {
        var measure: PathMeasure
        var startOffset: Double
    }

    /// One cluster of shaped glyphs (a character, or a ligature of several), drawn as one piece.
    private struct Piece {
        var glyphs: [PlacedGlyph]
        var font: Font
        var text: String
        var textRange: Range<Int>
        var isRightToLeft: Bool
        var advance: Double
        /// Space before it along the path: `letter-spacing`, and a run's `dx` before its first piece.
        var spacing: Double
        var run: Int
    }

    /// The path a `textPath` refers to (`href` to a shape, or its own `path` attribute), in the
    /// text's user space, measured, with its `startOffset`; `nil`, with a diagnostic, when there
    /// is none (its text is then not drawn, as SVG says).
    mutating func textGuide(_ index: Int, style: SVGStyle) -> TextGuide? {
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

    /// Lays the runs of one `textPath` along its path. Each run is shaped whole (kerning and
    /// ligatures kept), then cut into its clusters: each cluster's advance (with
    /// `letter-spacing`, and a run's first `dx`) runs along the path from `startOffset`, moved
    /// back by the whole advance (`end`) or half of it (`middle`) as `text-anchor` says; the
    /// cluster is drawn with the middle of its advance on the path, turned to the path's
    /// direction there, and left out where that middle falls off either end. A run's `dy`
    /// shifts it across the path.
    mutating func drawAlongPath(_ runs: [TextRun], guide: TextGuide) throws(SVGError) {
        var pieces: [Piece] = []
        let shaper = Shaper()
        for (k, run) in runs.enumerated() {
            guard !run.text.isEmpty, run.style.fontSize > 0, let font = font(for: run.style) else { continue }
            let shaped = shaper.shape(run.text, font: font, fallback: FontFallback(font: font, library: .shared))
            let size = run.style.fontSize
            var first = true
            for glyphRun in shaped.runs {
                // Clusters in visual order; each spans up to the next cluster start in the text.
                let starts = Set(glyphRun.glyphs.map(\.cluster)).sorted()
                var i = 0
                while i < glyphRun.glyphs.count {
                    let c = glyphRun.glyphs[i].cluster
                    var j = i
                    while j < glyphRun.glyphs.count, glyphRun.glyphs[j].cluster == c { j += 1 }
                    let glyphs = Array(glyphRun.glyphs[i..<j])
                    let next = starts.first { $0 > c } ?? glyphRun.textRange.upperBound
                    let advance = Double(glyphs.reduce(0) { $0 + Int($1.xAdvance) }) * size / Double(glyphRun.font.unitsPerEm)
                    pieces.append(Piece(glyphs: glyphs, font: glyphRun.font, text: shaped.string, textRange: c..<max(c, next),
                                        isRightToLeft: glyphRun.isRightToLeft, advance: advance,
                                        spacing: run.style.letterSpacing + (first ? run.dx : 0), run: k))
                    first = false
                    i = j
                }
            }
            for d in shaped.diagnostics { report(d.description, kind: .font) }
        }
        guard let anchor = runs.first?.style.textAnchor else { return }
        let total = pieces.reduce(0) { $0 + $1.advance + $1.spacing }
        var along = guide.startOffset - (anchor == .middle ? total / 2 : anchor == .end ? total : 0)
        var colors: [Int: Color?] = [:]
        for piece in pieces {
            along += piece.spacing
            defer { along += piece.advance }
            let run = runs[piece.run]
            guard run.style.isVisible, let at = guide.measure.location(at: along + piece.advance / 2) else { continue }
            if colors[piece.run] == nil { colors[piece.run] = .some(textColor(run.style)) }
            guard let color = colors[piece.run] ?? nil else { continue }
            let place = AffineTransform(rotationAngle: at.angle).concatenating(AffineTransform(translationX: at.point.x, y: at.point.y))
            try g { () throws(GraphicsError) in
                try ctx.withSavedGState { () throws(GraphicsError) in
                    try ctx.concatenate(place)
                    try ctx.setFillColor(color)
                    try ctx.drawGlyphRun(piece.glyphs, font: piece.font, size: run.style.fontSize, at: Point(x: -piece.advance / 2, y: run.dy),
                                         text: piece.text, textRange: piece.textRange, isRightToLeft: piece.isRightToLeft)
                }
            }
        }
    }
}
