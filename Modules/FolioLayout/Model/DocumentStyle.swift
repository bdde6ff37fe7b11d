import FolioGeometry
import FolioGraphics
import FolioText

/// The typographic defaults of a ``Document``: what every block leaves unset.
public struct DocumentStyle: Sendable, Hashable {
    /// The body font.
    public var font: TextFont = TextFont(family: "serif", size: 11)
    /// The font of preformatted text and code.
    public var monospacedFont: TextFont = TextFont(family: "monospace", size: 9.5)
    /// The font of headings (sized by ``headingScale``, bold).
    public var headingFont: TextFont = TextFont(family: "sans-serif", size: 11, weight: 700)
    /// Heading sizes as multiples of the body size, for levels 1–6.
    public var headingScale: [Double] = [2, 1.5, 1.25, 1.1, 1, 0.9]
    /// The text colour.
    public var textColor: Color = .black
    /// The colour of link text (`nil`: unchanged).
    public var linkColor: Color? = Color(red: 0, green: 0.2, blue: 0.6)
    /// Line height as a multiple of the font's natural line height (0: natural).
    public var lineHeightMultiple = 1.0
    /// Horizontal alignment of paragraphs.
    public var alignment: ParagraphStyle.Alignment = .natural
    /// Hyphenate paragraphs (with the text's language, else ``language``).
    public var hyphenate = false
    /// The language of the text (BCP 47), for hyphenation and shaping.
    public var language: String?
    /// Space between paragraphs (each paragraph's margin, collapsed between neighbours).
    public var paragraphSpacing = 6.0
    /// Space above a heading, in multiples of its font size.
    public var headingSpaceBefore = 1.0
    /// Space below a heading, in multiples of its font size.
    public var headingSpaceAfter = 0.4
    /// The indent of list items (where their text starts, from the list's left edge).
    public var listIndent = 22.0
    /// The gap between a list marker and the item's text.
    public var markerGap = 6.0
    /// The indent of block quotes and definitions, on both sides for quotes.
    public var quoteIndent = 24.0
    /// Lines of a paragraph kept together at the bottom of a page (orphans).
    public var minimumOrphanLines = 2
    /// Lines of a paragraph kept together at the top of a page (widows).
    public var minimumWidowLines = 2

    /// The default style: 11 pt serif body, bold sans-serif headings.
    public init() {}

    /// The style with changes applied.
    public func with(_ change: (inout DocumentStyle) -> Void) -> DocumentStyle {
        var s = self
        change(&s)
        return s
    }

    /// The font of a heading level.
    public func headingFont(level: Int) -> TextFont {
        let scale = headingScale.isEmpty ? 1 : headingScale[min(max(level, 1), headingScale.count) - 1]
        return headingFont.withSize((font.size * scale * 10).rounded() / 10)
    }
}
