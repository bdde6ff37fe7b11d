extension FontRegistry {
    /// Records the glyphs of a run with the text each stands for, and tells whether the
    /// ToUnicode map alone would not read the run back in logical order (so the run needs
    /// `/ActualText`).
    ///
    /// A cluster of one glyph gives the glyph all its text (a ligature maps to several
    /// characters). In a cluster of several glyphs each character goes to the glyph the font
    /// maps it to, when that glyph is in the cluster; the other characters go to the first
    /// glyph in reading order that has none. Reading order is the glyph order for a
    /// left-to-right run and the reverse for a right-to-left one. Text that reads back
    /// canonically equivalent (combining marks in another order) needs no `/ActualText`.
    ///
    /// Clusters of invisible characters only (joiners, ZWNJ, variation selectors) give their
    /// glyphs no text and are left out of the comparison, as extraction leaves them out. A
    /// left-to-right run with a mark (a glyph raised or lowered with the text rise, or one of
    /// zero advance drawn over its base) always gets `/ActualText`: readers that sort
    /// characters by position would split the mark off or put it after the next letter.
    func recordRun(
        _ glyphs: [PlacedGlyph], font: any EmbeddableFont, units: [UInt16], base: Int, isRightToLeft: Bool,
        session: DocumentSession
    ) -> Bool {
        if !isRightToLeft, Self.isOneToOne(glyphs, units: units, base: base) {
            return !recordOneToOne(glyphs, units: units, font: font, session: session)
        }
        var starts = glyphs.map { $0.cluster - base }
        starts.sort()
        var invisible = [Bool](repeating: false, count: glyphs.count)
        var i = 0
        while i < glyphs.count {
            let c = glyphs[i].cluster - base
            var j = i + 1
            while j < glyphs.count, glyphs[j].cluster == glyphs[i].cluster { j += 1 }
            let end = Self.firstStart(after: c, in: starts) ?? units.count
            let text = units[c..<max(c, end)]
            if Self.isInvisible(text) {
                for k in i..<j {
                    invisible[k] = true
                    record(glyphs[k].id, text: [], font: font, session: session)
                }
            } else if j - i == 1 {
                record(glyphs[i].id, text: text, font: font, session: session)
            } else {
                let reading = isRightToLeft ? Array((i..<j).reversed()) : Array(i..<j)
                let pieces = Self.distribute(text, over: reading.map { glyphs[$0].id }, font: font)
                for (k, index) in reading.enumerated() {
                    record(glyphs[index].id, text: pieces[k][...], font: font, session: session)
                }
            }
            i = j
        }
        // Read the recorded texts back in reading order and compare with the run's text, up
        // to canonical equivalence (marks that HarfBuzz put in canonical order read the same).
        if !isRightToLeft && glyphs.indices.contains(where: { k in
            glyphs[k].yOffset != 0 || (glyphs[k].xAdvance == 0 && !invisible[k])
        }) {
            return true
        }
        var readBack: [UInt16] = []
        readBack.reserveCapacity(units.count)
        let order: [Int] = isRightToLeft ? Array(glyphs.indices.reversed()) : Array(glyphs.indices)
        for index in order where !invisible[index] {
            if let recorded = text(of: glyphs[index].id, font: font) { readBack += recorded.utf16 }
        }
        if readBack == units { return false }
        let visible = String(String(decoding: units, as: UTF16.self).unicodeScalars.filter { $0.value < 0xA0 || !$0.properties.isDefaultIgnorableCodePoint })
        return String(decoding: readBack, as: UTF16.self) != visible
    }

    /// Whether glyph `k` stands for exactly `units[k]`, a visible character that is no mark
    /// (the glyph has an advance and sits on the baseline): the common case of Latin, Greek
    /// and Cyrillic text without ligatures, which needs no cluster bookkeeping.
    private static func isOneToOne(_ glyphs: [PlacedGlyph], units: [UInt16], base: Int) -> Bool {
        guard glyphs.count == units.count else { return false }
        for k in glyphs.indices {
            let g = glyphs[k], u = units[k]
            guard g.cluster - base == k, g.yOffset == 0, g.xAdvance != 0 else { return false }
            guard isPlainVisible(u) else { return false }
        }
        return true
    }

    /// Whether a UTF-16 unit is a visible character that is neither a control, nor a
    /// combining mark, nor default-ignorable, nor half a surrogate pair: checked by blocks,
    /// those of Latin, Greek and Cyrillic text and its punctuation and symbols.
    @inline(__always)
    private static func isPlainVisible(_ u: UInt16) -> Bool {
        switch u {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300: true                   // ASCII, Latin-1, Latin Extended
        case 0x370..<0x483, 0x48A..<0x530: true                             // Greek, Cyrillic
        case 0x1E00..<0x2000: true                                          // Latin Extended Additional, Greek Extended
        case 0x2010..<0x2028, 0x2030..<0x205F, 0x20A0..<0x20D0: true        // punctuation, currency
        case 0x2100..<0x2400, 0x2500..<0x2800: true                         // letterlike, arrows, maths, shapes, dingbats
        case 0xFFFD: true                                                   // the replacement character
        default: false
        }
    }

    /// Whether a cluster's text is only default-ignorable characters.
    private static func isInvisible(_ text: ArraySlice<UInt16>) -> Bool {
        // Nothing below U+00AD is default-ignorable: most clusters answer without decoding.
        guard !text.isEmpty, !text.contains(where: { $0 < 0xA0 }) else { return false }
        return String(decoding: text, as: UTF16.self).unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint }
    }

    /// Splits a cluster's text over its glyphs (given in reading order).
    private static func distribute(_ text: ArraySlice<UInt16>, over ids: [UInt32], font: any EmbeddableFont) -> [[UInt16]] {
        var pieces = [[UInt16]](repeating: [], count: ids.count)
        var unmatched: [UInt16] = []
        for scalar in String(decoding: text, as: UTF16.self).unicodeScalars {
            if let g = font.nominalGlyph(for: scalar), let k = ids.firstIndex(of: g) {
                pieces[k] += scalar.utf16
            } else {
                unmatched += scalar.utf16
            }
        }
        if !unmatched.isEmpty {
            let k = pieces.firstIndex(where: \.isEmpty) ?? 0
            pieces[k] = k == 0 ? unmatched + pieces[k] : pieces[k] + unmatched
        }
        return pieces
    }

    /// The smallest value in the sorted `starts` greater than `c`.
    private static func firstStart(after c: Int, in starts: [Int]) -> Int? {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= c { lo = mid + 1 } else { hi = mid }
        }
        return lo < starts.count ? starts[lo] : nil
    }
}
