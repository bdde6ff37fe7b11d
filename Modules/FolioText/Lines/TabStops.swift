extension ParagraphLayout {
    /// Moves the text after each tab to the next tab stop (left-to-right lines): explicit stops
    /// first — left, right, centre or decimal — then every `defaultTabInterval`. The tab itself
    /// is drawn as a space glyph stretched to reach the stop. A right-aligned stop past the
    /// line's `width` (a line made narrower by a float beside it) stands at the line's end.
    static func setTabs(_ pieces: inout [ShapedItem], para: ShapedParagraph, style: ParagraphStyle, width lineWidth: Double) {
        /// The UTF-16 unit a glyph stands for (an inserted hyphen's is "-").
        func unit(_ i: Int, _ g: Int) -> UInt16 { pieces[i].insertedText != nil ? 0x2D : para.utf16[pieces[i].glyphs[g].cluster] }
        guard pieces.indices.contains(where: { i in pieces[i].glyphs.indices.contains { unit(i, $0) == 0x09 } }) else { return }
        // Glyphs in order, as (piece, index); widths in points.
        var order: [(Int, Int)] = []
        for (i, p) in pieces.enumerated() { for g in p.glyphs.indices { order.append((i, g)) } }
        func width(_ k: Int) -> Double {
            let (i, g) = order[k]
            return Double(pieces[i].glyphs[g].xAdvance) * pieces[i].size / Double(pieces[i].font.unitsPerEm)
        }
        var x = 0.0
        var k = 0
        while k < order.count {
            let (i, g) = order[k]
            guard unit(i, g) == 0x09 else { x += width(k); k += 1; continue }
            // The text after the tab, up to the next tab or the line's end.
            var segment = 0.0, beforeDecimal: Double?
            var j = k + 1
            while j < order.count {
                let c = unit(order[j].0, order[j].1)
                if c == 0x09 { break }
                if beforeDecimal == nil, c == 0x2E || c == 0x2C { beforeDecimal = segment }
                segment += width(j)
                j += 1
            }
            var target: Double
            if let stop = style.tabStops.sorted(by: { $0.location < $1.location }).first(where: { $0.location > x + 0.01 }) {
                switch stop.alignment {
                case .left: target = stop.location
                case .right: target = min(stop.location, lineWidth) - segment
                case .center: target = stop.location - segment / 2
                case .decimal: target = stop.location - (beforeDecimal ?? segment)
                }
                target = max(target, x)
            } else {
                let interval = style.defaultTabInterval > 0 ? style.defaultTabInterval : 36
                target = ((x + 0.001) / interval).rounded(.up) * interval
            }
            let font = pieces[i].font, size = pieces[i].size
            if let space = font.nominalGlyph(for: " ") { pieces[i].glyphs[g].id = space }
            pieces[i].glyphs[g].xAdvance = Int32(fontUnits: (target - x) * Double(font.unitsPerEm) / size)
            x += width(k)
            k += 1
        }
    }
}
