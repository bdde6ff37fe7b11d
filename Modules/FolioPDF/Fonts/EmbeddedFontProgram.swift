/// A font program cut to the glyphs one document used, with what the PDF font objects around
/// it need from the font file: what a text module (FolioText's `Font`) hands over for
/// ``PDFDocumentWriter/writeType0Font(_:usage:as:)`` to embed.
public struct EmbeddedFontProgram: Sendable {
    /// How the glyph outlines are stored, which decides the CIDFont's subtype and how the
    /// program is embedded.
    public enum Outlines: Sendable, Hashable {
        /// TrueType (`glyf`) outlines: a CIDFontType2 with the program in `/FontFile2`, whose
        /// `/CIDToGIDMap` can give glyphs CIDs of the drawing code's choosing.
        case trueType
        /// CFF or CFF2 outlines: a CIDFontType0 with the OpenType program in `/FontFile3`
        /// (`/Subtype /OpenType`), CID = glyph id.
        case openTypeCFF
    }

    /// The font's PostScript name, written in `/BaseFont` after the subset tag.
    public var postScriptName: String
    /// The outline format.
    public var outlines: Outlines
    /// The subset font file's bytes.
    public var bytes: [UInt8]
    /// The glyph ids the subset was cut for, ascending (the used glyphs the font has): the
    /// subset tag is derived from them and the name, so the same subset gets the same tag.
    public var subsetGlyphs: [UInt32]
    /// Old glyph id → new glyph id, for every glyph in ``subsetGlyphs``, when the subset
    /// numbered its glyphs afresh; `nil` when it kept their ids.
    public var newGlyphIDs: [UInt32: UInt32]?
    /// The advance width of every glyph used and of glyph 0 (the default width, `/DW`), in
    /// thousandths of an em, as `/W` gives them. A glyph missing here is written as 0.
    public var widths: [UInt32: Double]
    /// The numbers of the font descriptor.
    public var metrics: FontDescriptorMetrics

    /// Creates a program description.
    public init(postScriptName: String, outlines: Outlines, bytes: [UInt8], subsetGlyphs: [UInt32],
                newGlyphIDs: [UInt32: UInt32]?, widths: [UInt32: Double], metrics: FontDescriptorMetrics) {
        self.postScriptName = postScriptName
        self.outlines = outlines
        self.bytes = bytes
        self.subsetGlyphs = subsetGlyphs
        self.newGlyphIDs = newGlyphIDs
        self.widths = widths
        self.metrics = metrics
    }
}

/// A font's global metrics as the FontDescriptor (ISO 32000-1 §9.8) needs them, in design
/// units; the writer scales them to thousandths of an em. Vertical values are measured up
/// from the baseline.
public struct FontDescriptorMetrics: Sendable {
    /// Design units per em.
    public var unitsPerEm: Int
    /// The union of all glyph boxes.
    public var boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
    /// The ascender, above the baseline.
    public var ascender: Int
    /// The descender, below the baseline (negative).
    public var descender: Int
    /// The height of flat capitals.
    public var capHeight: Int
    /// The height of flat lower-case letters.
    public var xHeight: Int
    /// The slant of upright strokes in degrees, counter-clockwise from vertical.
    public var italicAngle: Double
    /// OS/2 `usWeightClass` (400 regular, 700 bold), from which `/StemV` is estimated.
    public var weight: Int
    /// Whether every glyph has the same advance (flag 1).
    public var isFixedPitch: Bool
    /// Whether the design has serifs (flag 2).
    public var isSerif: Bool
    /// Whether the font is italic or oblique (flag 7).
    public var isItalic: Bool

    /// Creates descriptor metrics.
    public init(unitsPerEm: Int, boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int), ascender: Int, descender: Int, capHeight: Int, xHeight: Int,
                italicAngle: Double, weight: Int, isFixedPitch: Bool, isSerif: Bool, isItalic: Bool) {
        self.unitsPerEm = unitsPerEm
        self.boundingBox = boundingBox
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.italicAngle = italicAngle
        self.weight = weight
        self.isFixedPitch = isFixedPitch
        self.isSerif = isSerif
        self.isItalic = isItalic
    }
}
