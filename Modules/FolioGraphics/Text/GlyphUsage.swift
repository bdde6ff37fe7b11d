/// A cluster whose glyphs the ToUnicode map cannot read back as its text: its glyphs (a
/// range of visual indices in the run) are wrapped in one `/ActualText` span holding `text`.
struct ActualTextSpan {
    /// The cluster's glyphs, as indices into the run's visual-order glyph array.
    let glyphs: Range<Int>
    /// The cluster's text in logical order.
    let text: String
}

extension FontRegistry {
    /// Records the glyphs of a run with the text each stands for, and returns the clusters
    /// that the ToUnicode map alone would not read back in logical order (each gets its own
    /// `/ActualText` span; most runs have none, so nothing is allocated for them).
    ///
    /// A cluster of one glyph gives the glyph all its text (a ligature maps to several
    /// characters). In a cluster of several glyphs, a glyph that already has text in this
    /// document keeps it (a ToUnicode map has one entry per glyph) and that text is taken from
    /// the cluster's characters; each remaining character goes to the glyph the font maps it
    /// to, when that glyph is in the cluster; the characters still left go, combining marks to
    /// the first zero-advance glyph without text and the others to the first glyph without
    /// text, in reading order. Reading order is the glyph order for a left-to-right run and
    /// the reverse for a right-to-left one. Text that reads back canonically equivalent
    /// (combining marks in another order) needs no `/ActualText`.
    ///
    /// Clusters of invisible characters only (joiners, ZWNJ, variation selectors) give their
    /// glyphs no text and need no span. In a left-to-right run a cluster with a mark (a glyph
    /// raised or lowered with the text rise, or one of zero advance drawn over its base) always
    /// gets a span: readers that sort characters by position would split the mark off or put
    /// it after the next letter.
    func recordRun(
        _ glyphs: [PlacedGlyph], font: any EmbeddableFont, units: [UInt16], base: Int, isRightToLeft: Bool,
        session: DocumentSession
    ) -> [ActualTextSpan] {
        if !isRightToLeft, allDrawnBefore(glyphs, units: units, base: base, font: font, session: session) { return [] }
        if !isRightToLeft, Self.isSimple(glyphs, units: units, base: base) {
            // Glyphs first drawn for other text get a span each; usually there are none.
            return recordSimple(glyphs, units: units, base: base, font: font, session: session).map { k in
                let hi = k + 1 < glyphs.count ? glyphs[k + 1].cluster - base : units.count
                return ActualTextSpan(glyphs: k..<(k + 1), text: String(utf16: units[(glyphs[k].cluster - base)..<hi]))
            }
        }
        var starts = glyphs.map { $0.cluster - base }
        starts.sort()
        var spans: [ActualTextSpan] = []
        var i = 0
        while i < glyphs.count {
            let c = glyphs[i].cluster - base
            var j = i + 1
            while j < glyphs.count, glyphs[j].cluster == glyphs[i].cluster { j += 1 }
            let end = Self.firstStart(after: c, in: starts) ?? units.count
            let text = units[c..<max(c, end)]
            if Self.isInvisible(text) {
                for k in i..<j { record(glyphs[k].id, text: [], font: font, session: session) }
            } else if j - i == 1 {
                record(glyphs[i].id, text: text, font: font, session: session)
                let id = glyphs[i].id
                let markInLTR = !isRightToLeft && (glyphs[i].yOffset != 0 || glyphs[i].xAdvance == 0) && !Self.isBlank(text)
                let recorded = self.text(of: id, font: font)
                if markInLTR || !(recorded.map { $0.utf16.elementsEqual(text) } ?? false) && !Self.readsBack(text, from: [recorded]) {
                    spans.append(ActualTextSpan(glyphs: i..<j, text: String(utf16: text)))
                }
            } else {
                let reading = isRightToLeft ? Array((i..<j).reversed()) : Array(i..<j)
                let known = reading.map { self.text(of: glyphs[$0].id, font: font) }
                var readBack = known
                // A cluster seen before has text for all its glyphs: nothing to distribute.
                if known.contains(where: { $0 == nil }) {
                    let pieces = Self.distribute(text, over: reading.map { glyphs[$0] }, known: known, font: font)
                    for (k, index) in reading.enumerated() where known[k] == nil {
                        record(glyphs[index].id, text: pieces[k][...], font: font, session: session)
                    }
                    readBack = reading.map { self.text(of: glyphs[$0].id, font: font) }
                }
                let markInLTR = !isRightToLeft && glyphs[i..<j].contains { $0.yOffset != 0 || $0.xAdvance == 0 }
                if markInLTR || !Self.readsBack(text, from: readBack) {
                    spans.append(ActualTextSpan(glyphs: i..<j, text: String(utf16: text)))
                }
            }
            i = j
        }
        return spans
    }

    /// Whether the texts recorded for a cluster's glyphs (in reading order) read back as the
    /// cluster's text, up to canonical equivalence and default-ignorable characters.
    private static func readsBack(_ text: ArraySlice<UInt16>, from recorded: [String?]) -> Bool {
        // Usually the recorded texts spell the cluster's visible characters exactly.
        var visible = UTF16Scalars(text).lazy.filter { !$0.isDefaultIgnorable }.makeIterator()
        var exact = true
        compare: for case let piece? in recorded {
            for s in piece.unicodeScalars {
                if visible.next() != s {
                    exact = false
                    break compare
                }
            }
        }
        if exact && visible.next() == nil { return true }
        let readBack = recorded.reduce(into: "") { $0 += $1 ?? "" }
        let visibleText = String(String.UnicodeScalarView(UTF16Scalars(text).filter { !$0.isDefaultIgnorable }))
        return readBack == visibleText
    }

    /// Whether a cluster's text is only white space or controls (a tab the layout placed
    /// with a zero-advance glyph is not a mark).
    private static func isBlank(_ text: ArraySlice<UInt16>) -> Bool {
        text.allSatisfy { $0 <= 0x20 || $0 == 0xA0 }
    }

    /// Whether the run is simple: left to right, one glyph per cluster in text order, each
    /// glyph with an advance and on the baseline (no marks), every character visible and no
    /// mark of its own (see ``isPlainVisible(_:)``). Glyph `k` then stands for the text from
    /// its cluster to the next glyph's: one character, or several for a ligature. Latin, Greek
    /// and Cyrillic text is nearly always simple, and needs no cluster bookkeeping.
    private static func isSimple(_ glyphs: [PlacedGlyph], units: [UInt16], base: Int) -> Bool {
        guard let first = glyphs.first, first.cluster == base, glyphs.count <= units.count else { return false }
        var previous = -1
        for g in glyphs {
            let c = g.cluster - base
            guard c > previous, c < units.count, g.yOffset == 0, g.xAdvance != 0 else { return false }
            previous = c
        }
        return units.allSatisfy(isPlainVisible)
    }

    /// Whether a UTF-16 unit is a visible character that is neither a control, nor a
    /// combining mark, nor default-ignorable, nor half a surrogate pair: checked by blocks,
    /// those of Latin, Greek and Cyrillic text and its punctuation and symbols.
    @inline(__always)
    static func isPlainVisible(_ u: UInt16) -> Bool {
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
        return UTF16Scalars(text).allSatisfy { $0.isDefaultIgnorable }
    }

    /// Splits a cluster's text over its glyphs (given in reading order); `known` holds the text
    /// a glyph already has in this document (its piece is that text, taken from the cluster).
    private static func distribute(
        _ text: ArraySlice<UInt16>, over glyphs: [PlacedGlyph], known: [String?], font: any EmbeddableFont
    ) -> [[UInt16]] {
        var remaining = Array(UTF16Scalars(text))
        // Glyphs with text already take their characters out of the cluster's.
        for case let k? in known {
            var left = remaining
            var all = true
            for s in k.unicodeScalars {
                if let at = left.firstIndex(of: s) { left.remove(at: at) } else { all = false; break }
            }
            if all { remaining = left }
        }
        var pieces = [[UInt16]](repeating: [], count: glyphs.count)
        var unmatched: [Unicode.Scalar] = []
        for scalar in remaining {
            if let g = font.nominalGlyph(for: scalar),
               let k = glyphs.indices.first(where: { glyphs[$0].id == g && known[$0] == nil }) {
                pieces[k] += scalar.utf16
            } else {
                unmatched.append(scalar)
            }
        }
        func free(_ k: Int) -> Bool { known[k] == nil && pieces[k].isEmpty }
        func isMark(_ s: Unicode.Scalar) -> Bool {
            s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark
        }
        // Marks inside a ligature: a free zero-advance glyph (a mark glyph, or marks fused into
        // one) takes them, when the cluster has one and letters remain for another glyph.
        if unmatched.contains(where: isMark), unmatched.contains(where: { !isMark($0) }),
           let m = glyphs.indices.first(where: { free($0) && glyphs[$0].xAdvance == 0 }),
           glyphs.indices.contains(where: { $0 != m && free($0) }) {
            for s in unmatched where isMark(s) { pieces[m] += s.utf16 }
            unmatched.removeAll(where: isMark)
        }
        if !unmatched.isEmpty {
            var rest: [UInt16] = []
            for s in unmatched { rest += s.utf16 }
            if let k = glyphs.indices.first(where: free) {
                pieces[k] = rest
            } else if let k = glyphs.indices.first(where: { known[$0] == nil }) {
                pieces[k] = k == 0 ? rest + pieces[k] : pieces[k] + rest
            }
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
