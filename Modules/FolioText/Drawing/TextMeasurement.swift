import FolioGeometry
import FolioGraphics

/// The size of a string set in a font: what `size(withAttributes:)` answers, with the parts
/// of the line height separated.
public struct TextMeasurement: Sendable {
    /// The advance of the widest line, in points: the distance from where drawing starts to
    /// where the next character would go.
    public var width: Double
    /// The height above the baseline of the first line (the largest ascent of its fonts).
    public var ascent: Double
    /// The depth below the baseline, positive (the largest descent of the fonts).
    public var descent: Double
    /// The line gap added between lines.
    public var leading: Double
    /// The number of lines (the string's line breaks, not wrapping).
    public var lineCount: Int
    /// Missing glyphs and font substitutions met on the way.
    public var diagnostics: [TextDiagnostic]

    /// The distance from one baseline to the next.
    public var lineHeight: Double { ascent + descent + leading }

    /// The bounding size: width × (line height of every line but the last, plus the last
    /// line's ascent and descent).
    public var size: Size {
        Size(width: width, height: Double(max(lineCount, 1) - 1) * lineHeight + ascent + descent)
    }
}

/// Lines drawn under or through text, from the font's `post` and `OS/2` metrics.
public struct DecorationLines: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A line under the text at the font's underline position and thickness.
    public static let underline = DecorationLines(rawValue: 1)
    /// A line through the text at the font's strikeout position and thickness.
    public static let strikethrough = DecorationLines(rawValue: 2)
}

/// Everything about how a string is drawn besides the string, the font and the point.
public struct StringDrawingOptions: Sendable {
    /// The fill colour; `nil` uses the context's current fill colour.
    public var color: Color?
    /// Underline and strikethrough.
    public var decoration: DecorationLines
    /// Fonts to try, after the font, for characters it lacks.
    public var fallbackFonts: [Font]
    /// Where to look for fonts the chain lacks (fontconfig); `nil` looks nowhere else.
    public var library: FontLibrary?
    /// Direction, language and OpenType features.
    public var shaping: ShapingOptions

    /// Creates a style.
    public init(
        color: Color? = nil, decoration: DecorationLines = [], fallbackFonts: [Font] = [],
        library: FontLibrary? = nil, shaping: ShapingOptions = ShapingOptions()
    ) {
        self.color = color
        self.decoration = decoration
        self.fallbackFonts = fallbackFonts
        self.library = library
        self.shaping = shaping
    }
}
