import FolioGraphics
import FolioPDF

/// Fonts embed themselves as Type 0 (composite) fonts. TrueType outlines become a
/// CIDFontType2 with FontFile2, shown with compact codes (``GlyphCodes``: one byte for most
/// glyphs, CID = code, an embedded CMap as `/Encoding` and a `/CIDToGIDMap` stream from CIDs
/// to glyphs). CFF outlines become a CIDFontType0 with the OpenType subset in FontFile3
/// (`/Subtype /OpenType`), shown with two-byte identity codes (`Identity-H`, CID = glyph id),
/// whose subset keeps glyph ids; a TrueType subset numbers its glyphs afresh and the
/// `/CIDToGIDMap` points at the new ids.
extension Font: EmbeddableFont {
    /// The glyph's advance in thousandths of an em, rounded to four decimals, as `/W` gives it.
    public func embeddedWidth(ofGlyph glyph: UInt32) -> Double {
        let w = Double(harfBuzz.advance(glyph)) * 1000 / Double(unitsPerEm)
        return (w * 10000).rounded(.toNearestOrAwayFromZero) / 10000
    }

    /// TrueType outlines can: their CIDFontType2 has a `/CIDToGIDMap`.
    public var canRemapGlyphs: Bool { format == .trueType }

    /// Writes the Type 0 font as `ref`, with its CIDFont, descriptor, subset font program,
    /// widths and ToUnicode map.
    ///
    /// - Throws: ``PDFError/unusableFont(path:reason:)`` when HarfBuzz cannot subset the font.
    public func writeEmbedding(_ usage: FontUsage, as ref: ObjectRef, to writer: PDFDocumentWriter) throws(PDFError) {
        try writeEmbedding(usage, prepared: nil, as: ref, to: writer)
    }

    /// Cuts the subset ``writeEmbedding(_:prepared:as:to:)`` embeds (HarfBuzz, most of the
    /// work); `nil` when HarfBuzz cannot subset the face, which writing then reports.
    public func prepareEmbedding(_ usage: FontUsage) -> (any Sendable)? {
        subset(for: usage)
    }

    /// Writes the Type 0 font as `ref`, using the subset `prepared` holds when
    /// ``prepareEmbedding(_:)`` made it.
    ///
    /// - Throws: ``PDFError/unusableFont(path:reason:)`` when HarfBuzz cannot subset the font.
    public func writeEmbedding(_ usage: FontUsage, prepared: (any Sendable)?, as ref: ObjectRef,
                               to writer: PDFDocumentWriter) throws(PDFError) {
        let glyphs = Self.embeddable(usage.glyphs, glyphCount: glyphCount)
        guard let subset = prepared as? FontSubsetter.Subset ?? subset(for: usage) else {
            throw .unusableFont(path: path, reason: "HarfBuzz could not subset it; the file may be damaged")
        }
        let program = subset.bytes
        let baseFont = PDFName(SubsetTag.make(postScriptName: postScriptName, glyphs: glyphs) + "+" + postScriptName)
        let isCFF = format != .trueType  // CFF (and CFF2) outlines travel as OpenType in FontFile3

        let fileRef = writer.allocate()
        if isCFF {
            try writer.writeStream(fileRef, dictionary: ["Subtype": .name("OpenType")], data: program)
        } else {
            try writer.writeStream(fileRef, dictionary: ["Length1": .integer(program.count)], data: program)
        }

        let descriptorRef = writer.allocate()
        try writer.write(descriptorRef, .dictionary(descriptor(name: baseFont, file: fileRef, cff: isCFF)))

        var cidFont: PDFDictionary = [
            "Type": .name("Font"), "Subtype": .name(isCFF ? "CIDFontType0" : "CIDFontType2"),
            "BaseFont": .name(baseFont),
            "CIDSystemInfo": .dictionary([
                "Registry": .string(Array("Adobe".utf8)), "Ordering": .string(Array("Identity".utf8)),
                "Supplement": .integer(0),
            ]),
            "FontDescriptor": .reference(descriptorRef),
            "DW": .real(embeddedWidth(ofGlyph: 0)),
        ]
        // Each glyph's CID: its code's value (compact codes) or its id (identity codes).
        let cids = usage.glyphs.map { (cid: usage.compactCodes ? GlyphCodes.value(of: usage.codes[$0] ?? 0) : $0, glyph: $0) }
            .sorted { $0.cid < $1.cid }
        cidFont["W"] = widths(cids)
        var encoding: PDFObject = .name("Identity-H")
        if usage.compactCodes {
            let mapRef = writer.allocate()
            // A glyph the subset lacks (an id beyond the font) shows .notdef.
            let newIDs = subset.newGlyphIDs
            let map = cids.map { c in (cid: c.cid, glyph: newIDs.map { $0[c.glyph] ?? 0 } ?? c.glyph) }
            try writer.writeStream(mapRef, data: Self.cidToGIDMap(map))
            cidFont["CIDToGIDMap"] = .reference(mapRef)
            let name = "Folio-Compact-H"
            let encodingRef = writer.allocate()
            try writer.writeStream(encodingRef, dictionary: [
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
        let cidRef = writer.allocate()
        try writer.write(cidRef, .dictionary(cidFont))

        let toUnicodeRef = writer.allocate()
        try writer.writeStream(toUnicodeRef, data: FontCMaps.toUnicode(usage.text, codes: usage.codes, compact: usage.compactCodes))

        try writer.write(ref, .dictionary([
            "Type": .name("Font"), "Subtype": .name("Type0"), "BaseFont": .name(baseFont),
            "Encoding": encoding, "DescendantFonts": .array([.reference(cidRef)]),
            "ToUnicode": .reference(toUnicodeRef),
        ]))
    }

    /// The subset of the glyphs a document used. Compact codes map CIDs to glyphs through
    /// `/CIDToGIDMap`, so with them a TrueType subset renumbers its glyphs.
    private func subset(for usage: FontUsage) -> FontSubsetter.Subset? {
        subsetSource.subset(glyphs: Self.embeddable(usage.glyphs, glyphCount: glyphCount), keepHinting: needsHinting,
                            renumber: usage.compactCodes && canRemapGlyphs)
    }

    /// The glyphs a subset can hold: ids the font has, within two bytes.
    private static func embeddable(_ glyphs: [UInt32], glyphCount: Int) -> [UInt32] {
        glyphs.filter { $0 <= 0xFFFF && Int($0) < glyphCount }
    }

    /// `/W [first [w w …] first [w …]]`: one entry per stretch of consecutive CIDs, each CID
    /// with its glyph's width; `cids` ascending.
    private func widths(_ cids: [(cid: UInt32, glyph: UInt32)]) -> PDFObject {
        var out: [PDFObject] = []
        var i = 0
        while i < cids.count {
            var j = i
            var run: [PDFObject] = []
            while j < cids.count, cids[j].cid == cids[i].cid + UInt32(j - i) {
                run.append(.real(embeddedWidth(ofGlyph: cids[j].glyph)))
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
    private func descriptor(name: PDFName, file: ObjectRef, cff: Bool) -> PDFDictionary {
        let m = metrics
        let k = 1000 / Double(unitsPerEm)
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
