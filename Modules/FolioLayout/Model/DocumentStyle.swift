import FolioGeometry
import FolioGraphics
import FolioText

/// The typographic defaults of a ``Document``: what every block leaves unset.
public struct DocumentStyle: Sendable, Hashable, ChangedCopy {
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
    /// How paragraphs without a ``ParagraphStyle`` of their own are set: alignment, line
    /// height, hyphenation (``ParagraphStyle/hyphenationFactor``, with the text's language, else
    /// ``language``), indents, widows and orphans. ``ParagraphStyle/minimumWidowLines`` and
    /// ``ParagraphStyle/minimumOrphanLines`` also apply to preformatted blocks. Space between
    /// paragraphs is ``paragraphSpacing``, a block margin, not the style's own spacing.
    public var paragraphStyle = ParagraphStyle().with { $0.lineHeightMultiple = 1 }
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

    /// The default style: 11 pt serif body, bold sans-serif headings.
    public init() {}

    /// The font of a heading level.
    public func headingFont(level: Int) -> TextFont {
        let scale = headingScale.isEmpty ? 1 : headingScale[min(max(level, 1), headingScale.count) - 1]
        return headingFont.withSize((font.size * scale * 10).rounded() / 10)
    }
}

/// The paragraph settings ``DocumentStyle`` held before ``DocumentStyle/paragraphStyle``: each
/// now reads and writes that style.
extension DocumentStyle {
    /// ``ParagraphStyle/lineHeightMultiple`` of ``paragraphStyle``.
    @available(*, deprecated, message: "use paragraphStyle.lineHeightMultiple")
    public var lineHeightMultiple: Double {
        get { paragraphStyle.lineHeightMultiple } set { paragraphStyle.lineHeightMultiple = newValue }
    }
    /// ``ParagraphStyle/alignment`` of ``paragraphStyle``.
    @available(*, deprecated, message: "use paragraphStyle.alignment")
    public var alignment: ParagraphStyle.Alignment {
        get { paragraphStyle.alignment } set { paragraphStyle.alignment = newValue }
    }
    /// Whether ``paragraphStyle`` hyphenates: its ``ParagraphStyle/hyphenationFactor`` is 1
    /// (`true`) or 0 (`false`).
    @available(*, deprecated, message: "use paragraphStyle.hyphenationFactor (1 hyphenates, 0 does not)")
    public var hyphenate: Bool {
        get { paragraphStyle.hyphenationFactor > 0 } set { paragraphStyle.hyphenationFactor = newValue ? 1 : 0 }
    }
    /// ``ParagraphStyle/minimumOrphanLines`` of ``paragraphStyle``.
    @available(*, deprecated, message: "use paragraphStyle.minimumOrphanLines")
    public var minimumOrphanLines: Int {
        get { paragraphStyle.minimumOrphanLines } set { paragraphStyle.minimumOrphanLines = newValue }
    }
    /// ``ParagraphStyle/minimumWidowLines`` of ``paragraphStyle``.
    @available(*, deprecated, message: "use paragraphStyle.minimumWidowLines")
    public var minimumWidowLines: Int {
        get { paragraphStyle.minimumWidowLines } set { paragraphStyle.minimumWidowLines = newValue }
    }
}
