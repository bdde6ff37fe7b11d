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
