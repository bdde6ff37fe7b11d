/// One glyph as a shaper placed it: which glyph, which text it comes from, and how it sits on
/// the baseline, in the font's design units (HarfBuzz's `hb_glyph_info_t` and
/// `hb_glyph_position_t` at a scale of one unit per design unit).
///
/// Runs hold their glyphs in visual order, left to right, whatever the text's direction.
public struct PlacedGlyph: Sendable, Hashable {
    /// The glyph id in the font (0 is .notdef, drawn for characters the font lacks).
    public var id: UInt32
    /// Where the glyph's cluster starts in the text, as a UTF-16 offset (as Core Text's string
    /// indices). All glyphs of one cluster carry the same value.
    public var cluster: Int
    /// How far the glyph moves the pen along the baseline, in design units.
    public var xAdvance: Int32
    /// How far the glyph moves the pen vertically (0 in horizontal text), in design units.
    public var yAdvance: Int32
    /// How far the glyph is drawn right of the pen, in design units (mark positioning).
    public var xOffset: Int32
    /// How far the glyph is drawn above the pen, in design units (mark positioning).
    public var yOffset: Int32

    /// Creates a placed glyph.
    public init(id: UInt32, cluster: Int, xAdvance: Int32, yAdvance: Int32 = 0, xOffset: Int32 = 0, yOffset: Int32 = 0) {
        self.id = id
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.yAdvance = yAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}
