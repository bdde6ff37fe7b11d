import FolioConcurrency
import FolioPDF

/// The fonts one document uses: each gets a resource name (`/F1`, `/F2`, …) and a reserved
/// object number on first use, and collects the glyphs drawn with it across all pages; at the
/// end of the document each writes its subset once, in order of first use.
final class FontRegistry {
    private struct Entry {
        let font: any EmbeddableFont
        let name: String
        let ref: ObjectRef
        var text: [UInt32: String] = [:]
        /// Whether each glyph id was drawn, indexed by glyph id (grown as ids appear).
        var used: [Bool] = []
        /// For each glyph id whose recorded text is one UTF-16 unit, that unit; 0 otherwise.
        /// Lets a run of one glyph per character be checked without a dictionary or a string.
        var unit: [UInt16] = []
        /// The code each drawn glyph is shown with (``GlyphCodes``, packed), indexed by glyph id.
        var codes: [UInt32] = []
        /// The embedded width of each drawn glyph (``EmbeddableFont/embeddedWidth(ofGlyph:)``),
        /// indexed by glyph id: asked of the font once per glyph, not once per glyph drawn.
        var widths: [Double] = []
        /// Whether the font's glyphs get compact codes (``EmbeddableFont/canRemapGlyphs``).
        let compact: Bool
        /// How many glyphs other than .notdef have compact codes: the next one's index.
        var count = 0

        init(font: any EmbeddableFont, name: String, ref: ObjectRef) {
            self.font = font
            self.name = name
            self.ref = ref
            self.compact = font.canRemapGlyphs
        }

        mutating func markUsed(_ glyph: UInt32) {
            let g = Int(glyph)
            if g >= used.count {
                let grown = max(g + 1, used.count * 2)
                used += repeatElement(false, count: grown - used.count)
                unit += repeatElement(0, count: grown - unit.count)
                codes += repeatElement(0, count: grown - codes.count)
                widths += repeatElement(0, count: grown - widths.count)
            }
            if used[g] { return }
            used[g] = true
            widths[g] = font.embeddedWidth(ofGlyph: glyph)
            if !compact {
                codes[g] = GlyphCodes.identity(glyph)
            } else if glyph == 0 {
                codes[g] = GlyphCodes.compactNotdef
            } else {
                // ``FontRegistry/hasRoom(for:font:session:)`` was asked before the run was recorded.
                codes[g] = GlyphCodes.compact(at: count)!
                count += 1
            }
        }

        /// How many of `glyphs` would be new compact codes.
        func newGlyphs(in glyphs: [PlacedGlyph]) -> Int {
            Set(glyphs.lazy.map(\.id).filter { $0 != 0 && (Int($0) >= used.count || !used[Int($0)]) }).count
        }
    }

    // `@exclusivity(unchecked)`: changed for every line or glyph, so not checked at run time (Performance.md).
    @exclusivity(unchecked) private var entries: [Entry] = []
    private var index: [ObjectIdentifier: Int] = [:]
    /// The font asked for last and its entry.
    private var last: (key: ObjectIdentifier, index: Int)?

    /// The font's resource name and object number, reserved the first time it is used.
    func resource(for font: any EmbeddableFont, session: DocumentSession) -> (name: String, ref: ObjectRef) {
        let i = slot(for: font, session: session)
        return (entries[i].name, entries[i].ref)
    }

    /// Records a glyph as used. Its text is kept the first time the glyph is recorded with
    /// any text; later, different text is left to `/ActualText`.
    func record(_ glyph: UInt32, text: ArraySlice<UInt16>, font: any EmbeddableFont, session: DocumentSession) {
        record(glyph, text: text, in: slot(for: font, session: session))
    }

    private func record(_ glyph: UInt32, text: ArraySlice<UInt16>, in i: Int) {
        entries[i].markUsed(glyph)
        if !text.isEmpty, entries[i].text[glyph] == nil {
            // One character outside the surrogates (nearly always) without transcoding, which
            // allocates a buffer even for a string this short.
            if text.count == 1, let scalar = Unicode.Scalar(text.first!) {
                entries[i].text[glyph] = String(Character(scalar))
            } else {
                entries[i].text[glyph] = String(decoding: text, as: UTF16.self)
            }
            if text.count == 1 { entries[i].unit[Int(glyph)] = text.first! }
        }
    }

    /// Records a simple run (one glyph per cluster, in text order: glyph `k` stands for the
    /// units from its cluster to the next glyph's) and returns the indices of the glyphs that
    /// do not read back as their text through the ToUnicode map (glyphs first drawn for other
    /// text).
    func recordSimple(_ glyphs: [PlacedGlyph], units: [UInt16], base: Int, font: any EmbeddableFont,
                      session: DocumentSession) -> [Int] {
        let i = slot(for: font, session: session)
        var mismatched: [Int] = []
        // The glyphs drawn before for the same one unit are passed over in one tight loop; the
        // others (first drawn, ligatures) are recorded one by one, and the loop takes up again.
        var k = 0
        while true {
            k = Self.knownPrefix(glyphs, units: units, base: base, table: entries[i].unit, from: k)
            guard k < glyphs.count else { return mismatched }
            let id = glyphs[k].id, g = Int(id)
            let lo = glyphs[k].cluster - base, hi = k + 1 < glyphs.count ? glyphs[k + 1].cluster - base : units.count
            if hi - lo == 1 {
                let u = units[lo]
                record(id, text: units[lo..<hi], in: i)
                if entries[i].unit[g] != u { mismatched.append(k) }
            } else {
                record(id, text: units[lo..<hi], in: i)  // a ligature
                if !(entries[i].text[id]?.utf16.elementsEqual(units[lo..<hi]) ?? false) { mismatched.append(k) }
            }
            k += 1
        }
    }

    /// Whether a left-to-right run is simple (see `isSimple`) with one glyph per UTF-16 unit,
    /// each drawn before for that same unit: then recording it changes nothing and it needs no
    /// `/ActualText`. One pass over the glyphs, for most runs of running text.
    func allDrawnBefore(_ glyphs: [PlacedGlyph], units: [UInt16], base: Int, font: any EmbeddableFont,
                        session: DocumentSession) -> Bool {
        guard glyphs.count == units.count else { return false }
        let i = slot(for: font, session: session)
        return Self.allDrawnBefore(glyphs, units: units, base: base, table: entries[i].unit)
    }

    private static func allDrawnBefore(_ glyphs: [PlacedGlyph], units: [UInt16], base: Int, table: [UInt16]) -> Bool {
        glyphs.withUnsafeBufferPointer { gs in
            units.withUnsafeBufferPointer { us in
                table.withUnsafeBufferPointer { unit in
                    for k in 0..<gs.count {
                        let g = Int(gs[k].id), u = us[k]
                        guard gs[k].cluster == base + k, gs[k].yOffset == 0, gs[k].xAdvance != 0,
                              g < unit.count, unit[g] == u, isPlainVisible(u) else { return false }
                    }
                    return true
                }
            }
        }
    }

    /// The first glyph from `start` of a simple run that does not stand for one UTF-16 unit
    /// drawn before with the same glyph (`table` is the entry's `unit`), or the glyph count:
    /// most glyphs of running text, passed over here with no dictionary, string or write.
    private static func knownPrefix(_ glyphs: [PlacedGlyph], units: [UInt16], base: Int, table: [UInt16],
                                    from start: Int = 0) -> Int {
        glyphs.withUnsafeBufferPointer { gs in
            units.withUnsafeBufferPointer { us in
                table.withUnsafeBufferPointer { unit in
                    var k = start
                    while k < gs.count {
                        let lo = gs[k].cluster - base, hi = k + 1 < gs.count ? gs[k + 1].cluster - base : us.count
                        let g = Int(gs[k].id)
                        guard hi - lo == 1, lo >= 0, lo < us.count, g < unit.count, unit[g] == us[lo] else { break }
                        k += 1
                    }
                    return k
                }
            }
        }
    }

    /// The text recorded for a glyph, if any.
    func text(of glyph: UInt32, font: any EmbeddableFont) -> String? {
        guard let i = index[ObjectIdentifier(font)] else { return nil }
        return entries[i].text[glyph]
    }

    /// Whether the font still has codes for every glyph of a run: with compact codes
    /// (``GlyphCodes``) a document can draw at most ``GlyphCodes/compactCapacity`` distinct
    /// glyphs of one font.
    func hasRoom(for glyphs: [PlacedGlyph], font: any EmbeddableFont, session: DocumentSession) -> Bool {
        let i = slot(for: font, session: session)
        return !entries[i].compact || entries[i].count + glyphs.count <= GlyphCodes.compactCapacity
            || entries[i].count + entries[i].newGlyphs(in: glyphs) <= GlyphCodes.compactCapacity
    }

    /// The codes and embedded widths of a font's drawn glyphs, indexed by glyph id: valid for
    /// every glyph recorded so far (see ``recordRun(_:font:units:base:isRightToLeft:session:)``).
    func glyphTables(for font: any EmbeddableFont, session: DocumentSession) -> (codes: [UInt32], widths: [Double]) {
        let i = slot(for: font, session: session)
        return (entries[i].codes, entries[i].widths)
    }

    /// Writes every font used as a Type 0 font. With several fonts, their programs are cut
    /// first (``EmbeddableFont/embeddedProgram(for:)``), the fonts at once on the machine's
    /// cores; then they are written in order of first use, so the bytes are the same either way.
    func writeAll(to writer: PDFDocumentWriter) throws(PDFError) {
        let usages = entries.map { e in
            let glyphs = e.used.indices.compactMap { e.used[$0] ? UInt32($0) : nil }
            let codes = Dictionary(uniqueKeysWithValues: glyphs.map { ($0, e.codes[Int($0)]) })
            return FontUsage(glyphs: glyphs, text: e.text, codes: codes, compactCodes: e.compact)
        }
        let programs = entries.count > 1 ? Self.programs(entries.map(\.font), usages) : nil
        for (i, e) in entries.enumerated() {
            let program: EmbeddedFontProgram
            if let programs { program = try programs[i].get() } else { program = try e.font.embeddedProgram(for: usages[i]) }
            try writer.writeType0Font(program, usage: usages[i], as: e.ref)
        }
        entries.removeAll()
        index.removeAll()
        last = nil
    }

    /// Each font's ``EmbeddableFont/embeddedProgram(for:)``, cut for all fonts at once.
    private static func programs(_ fonts: [any EmbeddableFont], _ usages: [FontUsage]) -> [Result<EmbeddedFontProgram, PDFError>] {
        concurrentMap(count: fonts.count) { i in Result { () throws(PDFError) in try fonts[i].embeddedProgram(for: usages[i]) } }
    }

    private func slot(for font: any EmbeddableFont, session: DocumentSession) -> Int {
        let key = ObjectIdentifier(font)
        // Drawing a run asks several times in a row for the same font.
        if let last, last.key == key { return last.index }
        let i: Int
        if let found = index[key] {
            i = found
        } else {
            entries.append(Entry(font: font, name: session.nextName("F"), ref: session.writer.allocate()))
            i = entries.count - 1
            index[key] = i
        }
        last = (key, i)
        return i
    }
}
