extension ParagraphLayout {
    /// Justifies a line's pieces to `width` (or, with `shrinkToFit`, narrows a line the fitter
    /// let run past it): first the letters' share of the adjustment (``spaceLetters``), then
    /// the word spaces take the rest. `widths` and `total` follow the pieces' new advances.
    ///
    /// - Returns: how much the word spaces were scaled (1 when they were not).
    static func justify(
        _ pieces: inout [ShapedItem], widths: inout [Double], total: inout Double, para: ShapedParagraph, order: [Int],
        width: Double, justify: Bool, shrinkToFit: Bool, letterSpacing: Double
    ) -> Double {
        var spaceScale = 1.0
        if letterSpacing > 0, justify || (shrinkToFit && total > width + 0.001) {
            Self.spaceLetters(&pieces, widths: &widths, total: &total, para: para, order: order, width: width, letterSpacing: letterSpacing)
        }
        // Letter spacing may have brought a line that ran past its edge back within it.
        if justify || (shrinkToFit && total > width + 0.001) {
            let spaces = pieces.map { p in p.insertedText != nil ? 0 : p.glyphs.filter { para.utf16[$0.cluster] == 0x20 }.count }
            let count = spaces.reduce(0, +)
            if count > 0, abs(width - total) > 0.001 {
                let each = (width - total) / Double(count)
                let naturalSpaces = pieces.indices.reduce(0.0) { acc, i in
                    acc + pieces[i].glyphs.filter { pieces[i].insertedText == nil && para.utf16[$0.cluster] == 0x20 }
                        .reduce(0.0) { $0 + Double($1.xAdvance) * pieces[i].size / Double(pieces[i].font.unitsPerEm) }
                }
                if naturalSpaces > 0 { spaceScale = (naturalSpaces + width - total) / naturalSpaces }
                for i in pieces.indices where spaces[i] > 0 {
                    let units = Int32(fontUnits: each * Double(pieces[i].font.unitsPerEm) / pieces[i].size)
                    for g in pieces[i].glyphs.indices where para.utf16[pieces[i].glyphs[g].cluster] == 0x20 {
                        pieces[i].glyphs[g].xAdvance += units
                    }
                    widths[i] = pieces[i].glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * pieces[i].size / Double(pieces[i].font.unitsPerEm)
                }
                total = widths.reduce(0, +)
            }
        }
        return spaceScale
    }

    /// Justification's letter spacing: the letters' share of the line's adjustment, as the
    /// line fitter reckoned it (``LineFitter/letterSpacing``), spread evenly between the
    /// glyphs (after each one but the line's last; not after spaces, tabs, marks or an
    /// inserted hyphen). The word spaces then take the rest.
    static func spaceLetters(
        _ pieces: inout [ShapedItem], widths: inout [Double], total: inout Double, para: ShapedParagraph, order: [Int],
        width: Double, letterSpacing: Double
    ) {
        func isLetter(_ i: Int, _ g: Int) -> Bool {
            pieces[i].insertedText == nil && pieces[i].glyphs[g].xAdvance > 0 && !isBreakingSpace(para.utf16[pieces[i].glyphs[g].cluster])
        }
        var letters = 0.0, spaces = 0.0, gaps = 0
        for i in pieces.indices {
            let scale = pieces[i].size / Double(pieces[i].font.unitsPerEm)
            for g in pieces[i].glyphs.indices {
                let w = Double(pieces[i].glyphs[g].xAdvance) * scale
                if isLetter(i, g) { letters += w; gaps += 1 } else if para.utf16[pieces[i].glyphs[g].cluster] == 0x20 && pieces[i].insertedText == nil { spaces += w }
            }
        }
        // The line's last glyph gets nothing, so that the line still ends at its edge.
        guard let lastPiece = order.last(where: { !pieces[$0].glyphs.isEmpty }) else { return }
        let lastGlyph = pieces[lastPiece].glyphs.count - 1
        if isLetter(lastPiece, lastGlyph) { gaps -= 1 }
        guard gaps > 0, letters > 0 else { return }
        let spread = letterSpacing * letters, slack = width - total
        let extra: Double
        if slack > 0 {
            let stretch = spaces / 2 + spread
            extra = slack <= stretch ? slack * spread / stretch : spread
        } else {
            let shrink = spaces / 3 + spread
            extra = max(-spread, slack * spread / shrink)
        }
        let each = extra / Double(gaps)
        for i in pieces.indices {
            // Rounded down: a line never grows past its edge; the word spaces take the rest.
            let units = Int32(fontUnits: each * Double(pieces[i].font.unitsPerEm) / pieces[i].size, rounding: .down)
            guard units != 0 else { continue }
            for g in pieces[i].glyphs.indices where isLetter(i, g) && !(i == lastPiece && g == lastGlyph) {
                pieces[i].glyphs[g].xAdvance += units
            }
            widths[i] = pieces[i].glyphs.reduce(0.0) { $0 + Double($1.xAdvance) } * pieces[i].size / Double(pieces[i].font.unitsPerEm)
        }
        total = widths.reduce(0, +)
    }
}
