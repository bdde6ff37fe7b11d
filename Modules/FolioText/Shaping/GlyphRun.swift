import FolioGraphics

/// A shaped item: glyphs of one font in visual order with their positions in design units,
/// and the map back to the text (each glyph's ``PlacedGlyph/cluster`` is the UTF-16 offset in
/// the paragraph where its cluster starts: `CTRunGetStringIndices`).
package struct GlyphRun: Sendable {
    /// The font the glyph ids belong to.
    package let font: Font
    /// The glyphs, left to right as displayed.
    package let glyphs: [PlacedGlyph]
    /// The text the run shows, as a UTF-16 range of the paragraph.
    package let textRange: Range<Int>
    /// The bidi embedding level (odd: right to left).
    package let bidiLevel: UInt8
    /// The script the run was shaped as.
    package let script: Script
    /// The sum of the glyphs' advances, in design units.
    package let advance: Int

    /// Creates a run; `advance` is the sum of the glyphs' advances.
    package init(font: Font, glyphs: [PlacedGlyph], textRange: Range<Int>, bidiLevel: UInt8, script: Script) {
        self.font = font
        self.glyphs = glyphs
        self.textRange = textRange
        self.bidiLevel = bidiLevel
        self.script = script
        var sum = 0
        for g in glyphs { sum += Int(g.xAdvance) }
        self.advance = sum
    }

    /// Whether the run reads right to left.
    package var isRightToLeft: Bool { bidiLevel & 1 == 1 }

    /// How many glyphs are .notdef (characters the font lacks).
    package var missingGlyphCount: Int { glyphs.reduce(0) { $0 + ($1.id == 0 ? 1 : 0) } }

    /// The run's width in points at a font size.
    package func width(atSize size: Double) -> Double { Double(advance) * size / Double(font.unitsPerEm) }
}

/// A paragraph (one line) itemized and shaped: its runs in display order, with what went
/// wrong on the way. Make one with ``Shaper/shape(_:font:options:)``.
package struct ShapedText: Sendable {
    /// The text that was shaped.
    package let string: String
    /// The runs, left to right as displayed.
    package let runs: [GlyphRun]
    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    package let paragraphLevel: UInt8
    /// The requested font (whose metrics set the line's height when runs are absent).
    package let font: Font
    /// Missing glyphs and font substitutions, for the caller to show.
    package let diagnostics: [TextDiagnostic]

    /// How many .notdef glyphs the runs hold.
    package var missingGlyphCount: Int { runs.reduce(0) { $0 + $1.missingGlyphCount } }

    /// The total advance in points at a size.
    package func width(atSize size: Double) -> Double { runs.reduce(0) { $0 + $1.width(atSize: size) } }

    /// The largest ascent of the fonts used (the requested font's when there are no runs).
    package func ascent(atSize size: Double) -> Double {
        runs.reduce(font.ascent(atSize: size)) { max($0, $1.font.ascent(atSize: size)) }
    }

    /// The largest descent of the fonts used, as a positive depth.
    package func descent(atSize size: Double) -> Double {
        runs.reduce(font.descent(atSize: size)) { max($0, $1.font.descent(atSize: size)) }
    }

    /// The largest line gap of the fonts used.
    package func leading(atSize size: Double) -> Double {
        runs.reduce(font.leading(atSize: size)) { max($0, $1.font.leading(atSize: size)) }
    }

    /// All glyphs of all runs, in display order.
    package var glyphCount: Int { runs.reduce(0) { $0 + $1.glyphs.count } }
}

/// Something the caller should know about text that was still drawn.
public enum TextDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Characters no font had: drawn as the font's .notdef glyph.
    case missingGlyphs(font: String, count: Int, characters: [Unicode.Scalar])
    /// A font family was not found; another was used.
    case familySubstituted(requested: String, used: String)
    /// Fallback took fonts beyond the chain it was given, for characters the chain lacked.
    case fallbackUsed(fonts: [String])

    /// A message for people.
    public var description: String {
        switch self {
        case .missingGlyphs(let font, let count, let chars):
            let list = chars.prefix(8).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            return "\(count) glyph(s) missing from \(font), drawn as .notdef: \(list)\(chars.count > 8 ? " …" : "")"
        case .familySubstituted(let requested, let used):
            return "font family \"\(requested)\" was not found; using \"\(used)\""
        case .fallbackUsed(let fonts):
            return "fallback fonts used for characters the font lacks: \(fonts.joined(separator: ", "))"
        }
    }
}
