/// Fonts embed as Type 0 (composite) fonts. TrueType outlines become a CIDFontType2 with
/// FontFile2, shown with compact codes (``GlyphCodes``: one byte for most glyphs, CID = code,
/// an embedded CMap as `/Encoding` and a `/CIDToGIDMap` stream from CIDs to glyphs). CFF
/// outlines become a CIDFontType0 with the OpenType subset in FontFile3 (`/Subtype
/// /OpenType`), shown with two-byte identity codes (`Identity-H`, CID = glyph id), whose
/// subset keeps glyph ids; a TrueType subset numbers its glyphs afresh and the
/// `/CIDToGIDMap` points at the new ids.
extension PDFDocumentWriter {
    /// Writes a Type 0 font as `ref`, with its CIDFont, descriptor, font program, widths,
    /// encoding and ToUnicode map.
    ///
    /// Content streams show each glyph with the code in `usage.codes` (see ``GlyphCodes``):
    /// with compact codes the font's `/Encoding` maps each code to the CID of the same number
    /// and its `/CIDToGIDMap` that CID to the glyph (its new id when the subset renumbered
    /// it); with identity codes the encoding is `Identity-H`. The ToUnicode map is keyed by
    /// the codes.
    ///
    /// - Parameters:
    ///   - font: the subset program, its widths and descriptor metrics.
    ///   - usage: every glyph the document drew with the font and the text each stands for.
    ///   - ref: the number reserved for the Type 0 font dictionary when the font was first used.
    /// - Throws: ``PDFError`` when the output cannot be written; for PDF/A,
    ///   ``PDFError/nonConforming(_:)`` when .notdef was drawn (characters the font lacks).
    public func writeType0Font(_ font: EmbeddedFontProgram, usage: FontUsage, as ref: ObjectRef) throws(PDFError) {
        if usage.glyphs.first == 0 { try pdfA?.checkNotdef(font: font.postScriptName, text: usage.text[0]) }
        let program = font.bytes
        let baseFont = PDFName(SubsetTag.make(postScriptName: font.postScriptName, glyphs: font.subsetGlyphs)
            + "+" + font.postScriptName)
        let isCFF = font.outlines == .openTypeCFF  // CFF (and CFF2) outlines travel as OpenType in FontFile3
        func width(_ glyph: UInt32) -> Double { font.widths[glyph] ?? 0 }

        let fileRef = allocate()
        if isCFF {
            try writeStream(fileRef, dictionary: ["Subtype": .name("OpenType")], data: program)
        } else {
            try writeStream(fileRef, dictionary: ["Length1": .integer(program.count)], data: program)
        }

        let descriptorRef = allocate()
        try write(descriptorRef, .dictionary(Self.descriptor(font.metrics, name: baseFont, file: fileRef, cff: isCFF)))

        var cidFont: PDFDictionary = [
            "Type": .name("Font"), "Subtype": .name(isCFF ? "CIDFontType0" : "CIDFontType2"),
            "BaseFont": .name(baseFont),
            "CIDSystemInfo": .dictionary([
                "Registry": .string(Array("Adobe".utf8)), "Ordering": .string(Array("Identity".utf8)),
                "Supplement": .integer(0),
            ]),
            "FontDescriptor": .reference(descriptorRef),
            "DW": .real(width(0)),
        ]
        // Each glyph's CID: its code's value (compact codes) or its id (identity codes).
        let cids = usage.glyphs.map { (cid: usage.compactCodes ? GlyphCodes.value(of: usage.codes[$0] ?? 0) : $0, glyph: $0) }
            .sorted { $0.cid < $1.cid }
        cidFont["W"] = Self.widths(cids, width: width)
        var encoding: PDFObject = .name("Identity-H")
        if usage.compactCodes {
            let mapRef = allocate()
            // A glyph the subset lacks (an id beyond the font) shows .notdef.
            let newIDs = font.newGlyphIDs
            let map = cids.map { c in (cid: c.cid, glyph: newIDs.map { $0[c.glyph] ?? 0 } ?? c.glyph) }
            try writeStream(mapRef, data: Self.cidToGIDMap(map))
            cidFont["CIDToGIDMap"] = .reference(mapRef)
            let name = "Folio-Compact-H"
            let encodingRef = allocate()
            try writeStream(encodingRef, dictionary: [
                "Type": .name("CMap"), "CMapName": .name(PDFName(name)),
                "CIDSystemInfo": .dictionary([
                    "Registry": .string(Array("Adobe".utf8)), "Ordering": .string(Array("Identity".utf8)),
                    "Supplement": .integer(0),
                ]),
            ], data: FontCMaps.compactEncoding(name: name))
            encoding = .reference(encodingRef)
        } else if !isCFF {
            cidFont["CIDToGIDMap"] = .name("Identity")
        }
        let cidRef = allocate()
        try write(cidRef, .dictionary(cidFont))

        let toUnicodeRef = allocate()
        try writeStream(toUnicodeRef, data: FontCMaps.toUnicode(usage.text, codes: usage.codes, compact: usage.compactCodes))

        try write(ref, .dictionary([
            "Type": .name("Font"), "Subtype": .name("Type0"), "BaseFont": .name(baseFont),
            "Encoding": encoding, "DescendantFonts": .array([.reference(cidRef)]),
            "ToUnicode": .reference(toUnicodeRef),
        ]))
    }

    /// `/W [first [w w …] first [w …]]`: one entry per stretch of consecutive CIDs, each CID
    /// with its glyph's width; `cids` ascending.
    private static func widths(_ cids: [(cid: UInt32, glyph: UInt32)], width: (UInt32) -> Double) -> PDFObject {
        var out: [PDFObject] = []
        var i = 0
        while i < cids.count {
            var j = i
            var run: [PDFObject] = []
            while j < cids.count, cids[j].cid == cids[i].cid + UInt32(j - i) {
                run.append(.real(width(cids[j].glyph)))
                j += 1
            }
            out.append(.integer(Int(cids[i].cid)))
            out.append(.array(run))
            i = j
        }
        return .array(out)
    }

    /// The `/CIDToGIDMap` stream: two bytes (big-endian) per CID from 0 to the largest, each
    /// the glyph id that CID shows (0 for CIDs not used).
    private static func cidToGIDMap(_ cids: [(cid: UInt32, glyph: UInt32)]) -> [UInt8] {
        var map = [UInt8](repeating: 0, count: 2 * (Int(cids.last?.cid ?? 0) + 1))
        for (cid, glyph) in cids {
            map[2 * Int(cid)] = UInt8(truncatingIfNeeded: glyph >> 8)
            map[2 * Int(cid) + 1] = UInt8(truncatingIfNeeded: glyph)
        }
        return map
    }

    /// The FontDescriptor (ISO 32000-1 §9.8): metrics in thousandths of an em.
    private static func descriptor(_ m: FontDescriptorMetrics, name: PDFName, file: ObjectRef, cff: Bool) -> PDFDictionary {
        let k = 1000 / Double(m.unitsPerEm)
        func s(_ v: Int) -> PDFObject { .real((Double(v) * k).rounded()) }
        var flags = 4  // Symbolic: glyphs are addressed by id, not by a standard encoding
        if m.isFixedPitch { flags |= 1 }
        if m.isSerif { flags |= 2 }
        if m.isItalic { flags |= 64 }
        let stemV = 10 + 220 * Double(max(m.weight - 50, 0)) / 900
        let b = m.boundingBox
        return [
            "Type": .name("FontDescriptor"), "FontName": .name(name),
            "Flags": .integer(flags),
            "FontBBox": .array([s(b.xMin), s(b.yMin), s(b.xMax), s(b.yMax)]),
            "ItalicAngle": .real(m.italicAngle),
            "Ascent": s(m.ascender), "Descent": s(m.descender), "CapHeight": s(m.capHeight),
            "XHeight": s(m.xHeight), "StemV": .integer(Int(stemV.rounded())),
            cff ? "FontFile3" : "FontFile2": .reference(file),
        ]
    }
}
