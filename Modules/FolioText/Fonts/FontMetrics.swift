/// A font's global metrics in design units (divide by ``unitsPerEm`` and multiply by the point
/// size for points). Vertical values are measured up from the baseline: descender and
/// underline position are usually negative.
public struct FontMetrics: Sendable, Hashable {
    /// Design units per em (`head.unitsPerEm`): 1000 for most CFF fonts, 2048 for many TrueType.
    public var unitsPerEm: Int
    /// Height of the line box above the baseline: `hhea` ascender, or OS/2 `sTypoAscender`
    /// when the font sets USE_TYPO_METRICS (fsSelection bit 7).
    public var ascender: Int
    /// Depth of the line box below the baseline, negative: `hhea` descender or OS/2
    /// `sTypoDescender` (see ``ascender``).
    public var descender: Int
    /// Extra space between lines: `hhea` lineGap or OS/2 `sTypoLineGap`.
    public var lineGap: Int
    /// Height of flat capitals (OS/2 `sCapHeight`, or the top of "H" when the table is too old).
    public var capHeight: Int
    /// Height of flat lower-case letters (OS/2 `sxHeight`, or the top of "x").
    public var xHeight: Int
    /// Top of the underline stroke (`post.underlinePosition`), usually negative.
    public var underlinePosition: Int
    /// Thickness of the underline (`post.underlineThickness`).
    public var underlineThickness: Int
    /// Bottom of the strikeout stroke above the baseline (OS/2 `yStrikeoutPosition`).
    public var strikeoutPosition: Int
    /// Thickness of the strikeout stroke (OS/2 `yStrikeoutSize`).
    public var strikeoutThickness: Int
    /// Slant of upright strokes in degrees, counter-clockwise from vertical (negative for
    /// fonts leaning right), from `post.italicAngle`.
    public var italicAngle: Double
    /// The union of all glyph boxes (`head` xMin, yMin, xMax, yMax).
    public var boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
    /// OS/2 `usWeightClass`: 100 (thin) to 900 (black), 400 regular, 700 bold.
    public var weight: Int
    /// Whether every glyph has the same advance (`post.isFixedPitch`).
    public var isFixedPitch: Bool
    /// Whether the OS/2 family class says the design has serifs.
    public var isSerif: Bool
    /// Whether the font is italic or oblique (OS/2 fsSelection, or a non-zero italic angle).
    public var isItalic: Bool

    /// The distance from one baseline to the next: ascender − descender + line gap.
    public var lineHeight: Int { ascender - descender + lineGap }

    /// Compares every field (the bounding box member by member).
    public static func == (a: FontMetrics, b: FontMetrics) -> Bool {
        a.unitsPerEm == b.unitsPerEm && a.ascender == b.ascender && a.descender == b.descender
            && a.lineGap == b.lineGap && a.capHeight == b.capHeight && a.xHeight == b.xHeight
            && a.underlinePosition == b.underlinePosition && a.underlineThickness == b.underlineThickness
            && a.strikeoutPosition == b.strikeoutPosition && a.strikeoutThickness == b.strikeoutThickness
            && a.italicAngle == b.italicAngle && a.boundingBox == b.boundingBox && a.weight == b.weight
            && a.isFixedPitch == b.isFixedPitch && a.isSerif == b.isSerif && a.isItalic == b.isItalic
    }

    /// Hashes the scalar fields.
    public func hash(into h: inout Hasher) {
        h.combine(unitsPerEm); h.combine(ascender); h.combine(descender); h.combine(lineGap)
        h.combine(capHeight); h.combine(xHeight); h.combine(weight)
    }
}
