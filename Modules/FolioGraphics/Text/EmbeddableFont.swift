import FolioPDF

/// A font that can draw glyphs into a PDF and embed itself there.
///
/// FolioGraphics knows nothing of font files: a text module (FolioText's `Font`) adopts this
/// protocol. The context draws glyph ids with the font's widths, records which glyphs each
/// document uses and the text they stand for, and when the document ends asks every font used
/// to write itself once, as a subset holding just those glyphs (``writeEmbedding(_:as:to:)``).
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

    /// Writes the font's PDF objects: the Type 0 font dictionary as object `ref` (already
    /// referenced from pages), its encoding, descendant font, descriptor, subset font program,
    /// widths and ToUnicode map.
    ///
    /// Content streams show each glyph with the code in `usage.codes` (see ``GlyphCodes``):
    /// with compact codes the font's `/Encoding` must map each code to the CID of the same
    /// number and its `/CIDToGIDMap` that CID to the glyph; with identity codes the encoding
    /// is `Identity-H`. The ToUnicode map is keyed by the codes.
    ///
    /// - Parameters:
    ///   - usage: every glyph the document drew with this font and the text each stands for.
    ///   - ref: the number reserved for the Type 0 font dictionary when the font was first used.
    ///   - writer: the document being written.
    func writeEmbedding(_ usage: FontUsage, as ref: ObjectRef, to writer: PDFDocumentWriter) throws(PDFError)

    /// Does the part of embedding that needs nothing from the document (cutting the subset),
    /// for ``writeEmbedding(_:prepared:as:to:)``. A document that used several fonts prepares
    /// them at once, on several threads when the machine has the cores, then writes them in
    /// order. Called at most once per document, from any thread. The default prepares nothing.
    func prepareEmbedding(_ usage: FontUsage) -> (any Sendable)?

    /// Writes the font as ``writeEmbedding(_:as:to:)`` does, with what
    /// ``prepareEmbedding(_:)`` returned for the same usage. The default ignores `prepared`.
    func writeEmbedding(_ usage: FontUsage, prepared: (any Sendable)?, as ref: ObjectRef,
                        to writer: PDFDocumentWriter) throws(PDFError)
}

extension EmbeddableFont {
    /// Prepares nothing: ``writeEmbedding(_:as:to:)`` does all the work.
    public func prepareEmbedding(_ usage: FontUsage) -> (any Sendable)? { nil }

    /// Calls ``writeEmbedding(_:as:to:)``.
    public func writeEmbedding(_ usage: FontUsage, prepared: (any Sendable)?, as ref: ObjectRef,
                               to writer: PDFDocumentWriter) throws(PDFError) {
        try writeEmbedding(usage, as: ref, to: writer)
    }
}

/// What one document drew with one font: the glyphs, the code each was shown with, and the
/// text each stands for (for the ToUnicode map).
public struct FontUsage: Sendable {
    /// The glyph ids used, ascending, without repeats. Glyph 0 (.notdef) is listed when it
    /// was drawn.
    public let glyphs: [UInt32]
    /// The text of each glyph, as first drawn: one character, several for a ligature or a
    /// conjunct, or none for a glyph that only decorates its cluster. In a cluster drawn as
    /// several glyphs each glyph gets the characters it is the nominal glyph of, and the
    /// first glyph the rest. Glyphs absent here stand for no text.
    public let text: [UInt32: String]
    /// The code content streams show each glyph with, packed as ``GlyphCodes`` keeps it
    /// (``GlyphCodes/value(of:)`` and ``GlyphCodes/length(of:)`` read it). Every glyph in
    /// ``glyphs`` has one.
    public let codes: [UInt32: UInt32]
    /// Whether the codes are compact (numbered in drawing order, CID = code) rather than
    /// identity (CID = code = glyph id).
    public let compactCodes: Bool

    /// Creates a usage record.
    public init(glyphs: [UInt32], text: [UInt32: String], codes: [UInt32: UInt32], compactCodes: Bool) {
        self.glyphs = glyphs
        self.text = text
        self.codes = codes
        self.compactCodes = compactCodes
    }
}
