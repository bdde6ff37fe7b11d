import FolioGeometry
import FolioGraphics

/// Shortens a line to a width, as `CTLineCreateTruncatedLine` and the clipping and truncating
/// line break modes: glyphs are dropped at the end, the start or the middle (in display order)
/// and an ellipsis takes their place; clipping drops what overflows without an ellipsis.
enum LineTruncation {
    enum Place { case head, middle, tail, clip }

    static func truncate(_ line: Line, to width: Double, place: Place) -> Line {
        guard line.width > width + 0.001, !line.runs.isEmpty else { return line }
        // Every glyph in display order, with its run and width.
        var glyphs: [(run: Int, glyph: PlacedGlyph, width: Double)] = []
        for (r, run) in line.runs.enumerated() {
            let scale = run.size / Double(run.font.unitsPerEm)
            for g in run.glyphs { glyphs.append((r, g, Double(g.xAdvance) * scale)) }
        }
        let ellipsisRun = place == .head ? 0 : line.runs.count - 1
        let er = line.runs[ellipsisRun]
        let ellipsisGlyph = er.font.nominalGlyph(for: "\u{2026}") ?? er.font.nominalGlyph(for: ".") ?? 0
        let ellipsisAdvance = Int32(er.font.advance(ofGlyph: ellipsisGlyph))
        let ellipsisWidth = place == .clip ? 0 : Double(ellipsisAdvance) * er.size / Double(er.font.unitsPerEm)
        let room = max(0, width - ellipsisWidth)
        var keep = [Bool](repeating: false, count: glyphs.count)
        switch place {
        case .tail, .clip:
            var used = 0.0
            for i in glyphs.indices {
                guard used + glyphs[i].width <= room else { break }
                used += glyphs[i].width
                keep[i] = true
            }
        case .head:
            var used = 0.0
            for i in glyphs.indices.reversed() {
                guard used + glyphs[i].width <= room else { break }
                used += glyphs[i].width
                keep[i] = true
            }
        case .middle:
            var used = 0.0, lo = 0, hi = glyphs.count - 1
            var takeFront = true
            while lo <= hi {
                let i = takeFront ? lo : hi
                guard used + glyphs[i].width <= room else { break }
                used += glyphs[i].width
                keep[i] = true
                if takeFront { lo += 1 } else { hi -= 1 }
                takeFront.toggle()
            }
        }
        var out = line
        var x = line.origin.x
        var runs: [LineRun] = []
        var insertedEllipsis = place == .clip
        for (r, run) in line.runs.enumerated() {
            var kept: [PlacedGlyph] = []
            for i in glyphs.indices where glyphs[i].run == r {
                if keep[i] {
                    kept.append(glyphs[i].glyph)
                } else if !insertedEllipsis {
                    // The ellipsis stands where the first dropped glyph was.
                    kept.append(PlacedGlyph(id: ellipsisGlyph, cluster: glyphs[i].glyph.cluster, xAdvance: ellipsisAdvance))
                    insertedEllipsis = true
                }
            }
            guard !kept.isEmpty else { continue }
            var nr = run
            nr.glyphs = kept
            nr.width = kept.reduce(0.0) { $0 + Double($1.xAdvance) } * run.size / Double(run.font.unitsPerEm)
            nr.origin.x = x
            x += nr.width
            runs.append(nr)
        }
        out.runs = runs
        out.width = x - line.origin.x
        return out
    }
}
