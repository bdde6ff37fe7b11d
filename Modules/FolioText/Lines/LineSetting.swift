import FolioGeometry
import FolioGraphics

/// Setting one line of a paragraph: its glyphs cut from the shaped items, its height, tab
/// stops (``setTabs(_:para:style:width:)``), justification (``justify(_:widths:total:para:order:width:justify:shrinkToFit:letterSpacing:)``),
/// alignment and visual order.
extension ParagraphLayout {
    /// The glyphs whose cluster lies in `content`. HarfBuzz keeps clusters monotonic (rising,
    /// or falling in right-to-left runs), so long runs are cut by binary search rather than
    /// filtered whole for every line (a 10 MB word would otherwise take quadratic time).
    static func glyphs(of glyphs: [PlacedGlyph], in content: Range<Int>) -> [PlacedGlyph] {
        guard glyphs.count > 32, let first = glyphs.first, let last = glyphs.last else {
            // Most often every glyph is on the line: the array is shared, not copied.
            if glyphs.allSatisfy({ content.contains($0.cluster) }) { return glyphs }
            return glyphs.filter { content.contains($0.cluster) }
        }
        func boundary(_ isAfter: (PlacedGlyph) -> Bool) -> Int {
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isAfter(glyphs[mid]) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let lo: Int, hi: Int
        if first.cluster <= last.cluster {
            lo = boundary { $0.cluster >= content.lowerBound }
            hi = boundary { $0.cluster >= content.upperBound }
        } else {
            lo = boundary { $0.cluster < content.upperBound }
            hi = boundary { $0.cluster < content.lowerBound }
        }
        return lo < hi ? Array(glyphs[lo..<hi]) : []
    }

    /// The line showing `range` of the paragraph (its glyphs those of `content`, the range
    /// without the spaces and line break it starts or ends with), set at y = 0: its top at 0,
    /// its baseline (and every run's) at its ascent, its left edge at `x`, its ranges in the
    /// whole text. It is placed only once, where it is drawn or framed.
    static func setLine(
        _ para: ShapedParagraph, _ range: Range<Int>, content: Range<Int>, hyphenated: Bool, x: Double, width: Double, justify: Bool,
        shrinkToFit: Bool, letterSpacing: Double
    ) -> Line {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        var pieces: [ShapedItem] = []
        // The items are read in place, each field as needed: an item is large (its attributes
        // above all), and a line copies only what it keeps.
        for k in para.items.indices {
            let itemRange = para.items[k].range
            guard itemRange.overlaps(range) || (range.isEmpty == false && itemRange.contains(range.lowerBound)) else { continue }
            let font = para.items[k].font, size = para.items[k].size
            ascent = max(ascent, font.ascent(atSize: size))
            descent = max(descent, font.descent(atSize: size))
            leading = max(leading, font.leading(atSize: size))
            guard itemRange.overlaps(content) else { continue }
            let glyphs = Self.glyphs(of: para.items[k].glyphs, in: content)
            guard !glyphs.isEmpty else { continue }
            pieces.append(ShapedItem(range: max(itemRange.lowerBound, content.lowerBound)..<min(itemRange.upperBound, content.upperBound),
                                     glyphs: glyphs, font: font, size: size, level: para.items[k].level,
                                     attributes: para.items[k].attributes, insertedText: para.items[k].insertedText))
        }
        if hyphenated, let last = pieces.indices.max(by: { pieces[$0].range.upperBound < pieces[$1].range.upperBound }),
           let hy = pieces[last].font.nominalGlyph(for: "-") {
            // The hyphen is a piece of its own after the word, with "-" as its text, so that
            // text extraction reads "hy-" at the line's end.
            var hyphen = pieces[last]
            hyphen.glyphs = [PlacedGlyph(id: hy, cluster: 0, xAdvance: Int32(hyphen.font.advance(ofGlyph: hy)))]
            hyphen.range = hyphen.range.upperBound..<hyphen.range.upperBound
            hyphen.insertedText = "-"
            pieces.insert(hyphen, at: last + 1)
        }
        let style = para.style
        // Line height: the fonts' own, then the paragraph style's adjustments.
        var natural = ascent + descent
        if style.lineHeightMultiple > 0 { natural *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { natural = max(natural, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { natural = min(natural, style.maximumLineHeight) }
        let extra = natural - (ascent + descent)
        ascent += max(0, extra)
        descent += min(0, extra)
        leading += style.lineSpacing

        if para.hasTabs && para.paragraphLevel & 1 == 0 { setTabs(&pieces, para: para, style: style, width: width) }
        // Visual order, widths, justification.
        let order = BidiResolver.visualOrder(levels: pieces.map(\.level))
        var widths = pieces.map { p in p.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * p.size / Double(p.font.unitsPerEm) }
        var total = widths.reduce(0, +)
        let spaceScale = Self.justify(&pieces, widths: &widths, total: &total, para: para, order: order, width: width,
                                      justify: justify, shrinkToFit: shrinkToFit, letterSpacing: letterSpacing)
        let rtl = para.paragraphLevel & 1 == 1
        let offset: Double = switch style.alignment {
        case .left, .justified: rtl && style.alignment == .justified ? max(0, width - total) : 0
        case .right: max(0, width - total)
        case .center: max(0, (width - total) / 2)
        case .natural: rtl ? max(0, width - total) : 0
        }
        var runs: [LineRun] = []
        var cursor = x + offset
        runs.reserveCapacity(order.count)
        for i in order {
            let inserted = pieces[i].insertedText
            runs.append(LineRun(glyphs: pieces[i].glyphs, font: pieces[i].font, size: pieces[i].size, origin: Point(x: cursor, y: ascent),
                                width: widths[i], range: (pieces[i].range.lowerBound + para.start)..<(pieces[i].range.upperBound + para.start), isRightToLeft: pieces[i].level & 1 == 1,
                                attributes: pieces[i].attributes,
                                paragraphUnits: inserted.map { Array($0.utf16) } ?? para.utf16,
                                paragraphRange: inserted.map { 0..<$0.utf16.count } ?? pieces[i].range))
            if pieces[i].attributes.inlineBox != nil {
                // The sides of its box this piece holds: the first character's room at the left
                // in left-to-right text, at the right in right-to-left text.
                let r = pieces[i].range, rtl = pieces[i].level & 1 == 1
                for box in para.boxes {
                    if r.contains(box.range.lowerBound) {
                        if rtl { runs[runs.count - 1].boxRight = box.roomBeforeFirst } else { runs[runs.count - 1].boxLeft = box.roomBeforeFirst }
                    }
                    if r.contains(box.range.upperBound - 1) {
                        if rtl { runs[runs.count - 1].boxLeft = box.roomAfterLast } else { runs[runs.count - 1].boxRight = box.roomAfterLast }
                    }
                }
            }
            cursor += widths[i]
        }
        return Line(origin: Point(x: x + offset, y: ascent), range: (range.lowerBound + para.start)..<(range.upperBound + para.start), width: total, ascent: ascent, descent: descent,
                    leading: leading, runs: runs, isHyphenated: hyphenated, spaceScale: spaceScale)
    }
}
