import FolioGraphics
import FolioPDF

/// Fonts embed themselves as Type 0 (composite) fonts with Identity-H encoding: a two-byte
/// code per glyph, code = CID = glyph id. TrueType outlines become a CIDFontType2 with
/// FontFile2 and `/CIDToGIDMap /Identity`; CFF outlines a CIDFontType0 with the OpenType
/// subset in FontFile3 (`/Subtype /OpenType`). The subset keeps glyph ids, so the codes
/// written while drawing stay valid.
extension Font: EmbeddableFont {
    /// The glyph's advance in thousandths of an em, rounded to four decimals, as `/W` gives it.
    public func embeddedWidth(ofGlyph glyph: UInt32) -> Double {
        let w = Double(harfBuzz.advance(glyph)) * 1000 / Double(unitsPerEm)
        return (w * 10000).rounded(.toNearestOrAwayFromZero) / 10000
    }

    /// Writes the Type 0 font as `ref`, with its CIDFont, descriptor, subset font program,
    /// widths and ToUnicode map.
    ///
    /// - Throws: ``PDFError/invalidValue(_:)`` when HarfBuzz cannot subset the font.
    public func writeEmbedding(_ usage: FontUsage, as ref: ObjectRef, to writer: PDFDocumentWriter) throws(PDFError) {
        let glyphs = usage.glyphs.filter { $0 <= 0xFFFF && Int($0) < glyphCount }
        guard let program = FontSubsetter.subset(harfBuzz, glyphs: glyphs, keepHinting: needsHinting) else {
            throw .invalidValue("the font \(postScriptName) (\(path)) could not be subset by HarfBuzz for embedding")
        }
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
            "W": widths(glyphs),
        ]
        if !isCFF { cidFont["CIDToGIDMap"] = .name("Identity") }
        let cidRef = writer.allocate()
        try writer.write(cidRef, .dictionary(cidFont))

        let toUnicodeRef = writer.allocate()
        try writer.writeStream(toUnicodeRef, data: ToUnicodeCMap.make(usage.text))

        try writer.write(ref, .dictionary([
            "Type": .name("Font"), "Subtype": .name("Type0"), "BaseFont": .name(baseFont),
            "Encoding": .name("Identity-H"), "DescendantFonts": .array([.reference(cidRef)]),
            "ToUnicode": .reference(toUnicodeRef),
        ]))
    }

    /// `/W [first [w w …] first [w …]]`: one entry per stretch of consecutive glyph ids.
    private func widths(_ glyphs: [UInt32]) -> PDFObject {
        var out: [PDFObject] = []
        var i = 0
        while i < glyphs.count {
            var j = i
            var run: [PDFObject] = []
            while j < glyphs.count, glyphs[j] == glyphs[i] + UInt32(j - i) {
                run.append(.real(embeddedWidth(ofGlyph: glyphs[j])))
                j += 1
            }
            out.append(.integer(Int(glyphs[i])))
            out.append(.array(run))
            i = j
        }
        return .array(out)
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
