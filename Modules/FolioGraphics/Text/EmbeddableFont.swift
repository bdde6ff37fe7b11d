import FolioPDF

/// A font that can draw glyphs into a PDF and embed itself there.
///
/// FolioGraphics knows nothing of font files: a text module (FolioText's `Font`) adopts this
/// protocol. The context draws glyph ids with the font's widths, records which glyphs each
/// document uses and the text they stand for, and when the document ends asks every font used
/// for its program cut to just those glyphs (``embeddedProgram(for:)``), which FolioPDF writes
/// as a Type 0 font (``PDFDocumentWriter/writeType0Font(_:usage:as:)``).
///
/// Identity matters: two distinct objects are two fonts, embedded twice. Keep one object per
/// face (a font cache does this).
public protocol EmbeddableFont: AnyObject, Sendable {
    /// The font's PostScript name (`name` table ID 6), used in `/BaseFont` after the subset tag.
    var postScriptName: String { get }

    /// The number of design units in one em.
    var unitsPerEm: Int { get }

    /// The advance width of a glyph exactly as the embedded font's `/W` array will give it, in
    /// thousandths of an em (text space units of a 1-point font). The drawing code places
    /// glyphs against these widths, so the value must not change during a document.
    func embeddedWidth(ofGlyph glyph: UInt32) -> Double

    /// Whether the embedded font can give its glyphs CIDs of the drawing code's choosing (a
    /// `/CIDToGIDMap`, which CIDFontType2 fonts, TrueType outlines, have). Such fonts are
    /// shown with compact codes, one byte for most glyphs; the others with identity codes
    /// (see ``GlyphCodes``).
    var canRemapGlyphs: Bool { get }

    /// The glyph the font's character map gives a character, if any. Used to give each glyph
    /// of a cluster drawn as several glyphs its own character in the ToUnicode map.
    func nominalGlyph(for scalar: Unicode.Scalar) -> UInt32?

    /// The font program cut to the glyphs `usage` lists, with their widths and the metrics of
    /// the font descriptor: everything FolioPDF needs to write the font's objects. With
    /// compact codes (``FontUsage/compactCodes``) the subset may number its glyphs afresh and
    /// say so in ``EmbeddedFontProgram/newGlyphIDs``.
    ///
    /// Called at most once per document, from any thread: a document that used several fonts
    /// cuts their subsets at once, on several threads when the machine has the cores, then
    /// writes them in order.
    ///
    /// - Throws: ``PDFError/unusableFont(path:reason:)`` when the font cannot be subset.
    func embeddedProgram(for usage: FontUsage) throws(PDFError) -> EmbeddedFontProgram
}
