import FolioGraphics
import FolioPDF

/// A font hands FolioPDF what its Type 0 font needs (``EmbeddedFontProgram``): the subset
/// program HarfBuzz cuts, the widths of the glyphs used and the descriptor's metrics.
/// FolioPDF writes the font objects (``PDFDocumentWriter/writeType0Font(_:usage:as:)``).
extension Font: EmbeddableFont {
    /// The glyph's advance in thousandths of an em, rounded to four decimals, as `/W` gives it.
    public func embeddedWidth(ofGlyph glyph: UInt32) -> Double {
        let w = Double(harfBuzz.advance(glyph)) * 1000 / Double(unitsPerEm)
        return (w * 10000).rounded(.toNearestOrAwayFromZero) / 10000
    }

    /// TrueType outlines can: their CIDFontType2 has a `/CIDToGIDMap`.
    public var canRemapGlyphs: Bool { format == .trueType }

    /// The subset of the glyphs `usage` lists (HarfBuzz, most of the work of embedding), their
    /// widths and the font's descriptor metrics. Compact codes map CIDs to glyphs through
    /// `/CIDToGIDMap`, so with them a TrueType subset renumbers its glyphs.
    ///
    /// - Throws: ``PDFError/unusableFont(path:reason:)`` when HarfBuzz cannot subset the font.
    public func embeddedProgram(for usage: FontUsage) throws(PDFError) -> EmbeddedFontProgram {
        let glyphs = usage.glyphs.filter { $0 <= 0xFFFF && Int($0) < glyphCount }  // ids a subset can hold
        guard let subset = subsetSource.subset(glyphs: glyphs, keepHinting: needsHinting,
                                               renumber: usage.compactCodes && canRemapGlyphs) else {
            throw .unusableFont(path: path, reason: "HarfBuzz could not subset it; the file may be damaged")
        }
        var widths = [UInt32: Double](minimumCapacity: usage.glyphs.count + 1)
        for glyph in usage.glyphs + [0] { widths[glyph] = embeddedWidth(ofGlyph: glyph) }
        let m = metrics
        return EmbeddedFontProgram(
            postScriptName: postScriptName, outlines: format == .trueType ? .trueType : .openTypeCFF,
            bytes: subset.bytes, subsetGlyphs: glyphs, newGlyphIDs: subset.newGlyphIDs, widths: widths,
            metrics: FontDescriptorMetrics(
                unitsPerEm: unitsPerEm, boundingBox: m.boundingBox, ascender: m.ascender, descender: m.descender,
                capHeight: m.capHeight, xHeight: m.xHeight, italicAngle: m.italicAngle, weight: m.weight,
                isFixedPitch: m.isFixedPitch, isSerif: m.isSerif, isItalic: m.isItalic))
    }
}
