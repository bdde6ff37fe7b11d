import FolioGeometry
import FolioGraphics

/// Shortens a line to a width, as `CTLineCreateTruncatedLine` and the clipping and truncating
/// line break modes: glyphs are dropped at the end, the start or the middle (in display order)
/// and an ellipsis takes their place; clipping drops what overflows without an ellipsis.
///
/// The ellipsis is a run of its own whose text is "…", and each kept piece of a run shows only
/// the text of its own clusters, so text extraction reads what the line shows.
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
        // The ellipsis character, or three full stops in a font without one.
        let ellipsis: (glyphs: [PlacedGlyph], text: String) = {
            if let g = er.font.nominalGlyph(for: "\u{2026}") {
                return ([PlacedGlyph(id: g, cluster: 0, xAdvance: Int32(er.font.advance(ofGlyph: g)))], "\u{2026}")
            }
            let dot = er.font.nominalGlyph(for: ".") ?? 0
            let advance = Int32(er.font.advance(ofGlyph: dot))
            return ((0..<3).map { PlacedGlyph(id: dot, cluster: $0, xAdvance: advance) }, "...")
        }()
        let ellipsisWidth = place == .clip ? 0 : ellipsis.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * er.size / Double(er.font.unitsPerEm)
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
        // Each run's cluster starts, ascending, to find where a cluster's text ends.
        let starts = line.runs.map { Array(Set($0.glyphs.map(\.cluster))).sorted() }
        /// Where a cluster of run `r` ends: the next cluster's start, or the run's end.
        func clusterEnd(_ cluster: Int, inRun r: Int) -> Int {
            let s = starts[r]
            var lo = 0, hi = s.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if s[mid] <= cluster { lo = mid + 1 } else { hi = mid }
            }
            return lo < s.count ? s[lo] : line.runs[r].paragraphRange.upperBound
        }
        /// Adds a run showing `kept`, a stretch of a run's glyphs, with the text of their clusters.
        func emit(_ kept: [PlacedGlyph], ofRun r: Int) {
            let run = line.runs[r]
            guard let lo = kept.map(\.cluster).min(), let last = kept.map(\.cluster).max() else { return }
            let text = lo..<clusterEnd(last, inRun: r)
            let shift = run.range.lowerBound - run.paragraphRange.lowerBound
            let width = kept.reduce(0.0) { $0 + Double($1.xAdvance) } * run.size / Double(run.font.unitsPerEm)
            runs.append(LineRun(glyphs: kept, font: run.font, size: run.size, origin: Point(x: x, y: run.origin.y), width: width,
                                range: (text.lowerBound + shift)..<(text.upperBound + shift), isRightToLeft: run.isRightToLeft,
                                attributes: run.attributes, paragraphUnits: run.paragraphUnits, paragraphRange: text))
            x += width
        }
        /// Adds the ellipsis, standing for the dropped text.
        func emitEllipsis() {
            let dropped = glyphs.indices.filter { !keep[$0] }
            let lo = dropped.map { glyphs[$0].glyph.cluster }.min() ?? 0
            let hi = dropped.map { clusterEnd(glyphs[$0].glyph.cluster, inRun: glyphs[$0].run) }.max() ?? lo
            let shift = er.range.lowerBound - er.paragraphRange.lowerBound
            runs.append(LineRun(glyphs: ellipsis.glyphs, font: er.font, size: er.size, origin: Point(x: x, y: er.origin.y),
                                width: ellipsisWidth, range: (lo + shift)..<(hi + shift), isRightToLeft: false,
                                attributes: er.attributes, paragraphUnits: Array(ellipsis.text.utf16),
                                paragraphRange: 0..<ellipsis.text.utf16.count))
            x += ellipsisWidth
        }
        var insertedEllipsis = place == .clip
        for r in line.runs.indices {
            var kept: [PlacedGlyph] = []
            for i in glyphs.indices where glyphs[i].run == r {
                if keep[i] {
                    kept.append(glyphs[i].glyph)
                } else {
                    emit(kept, ofRun: r)
                    kept = []
                    if !insertedEllipsis {
                        // The ellipsis stands where the first dropped glyph was.
                        emitEllipsis()
                        insertedEllipsis = true
                    }
                }
            }
            emit(kept, ofRun: r)
        }
        out.runs = runs
        out.width = x - line.origin.x
        return out
    }
}
