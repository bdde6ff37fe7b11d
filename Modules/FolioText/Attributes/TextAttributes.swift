import FolioGraphics
import FolioPDF

/// A line under or through text, as `NSUnderlineStyle` with its colour.
public struct TextDecoration: Sendable, Hashable {
    /// The line's pattern.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// One line.
        case single
        /// One thick line.
        case thick
        /// Two lines.
        case double
        /// A dotted line.
        case dotted
        /// A dashed line.
        case dashed
    }
    /// The pattern.
    public var style: Style
    /// The colour; `nil` uses the text's colour.
    public var color: Color?
    /// Creates a decoration.
    public init(_ style: Style = .single, color: Color? = nil) {
        self.style = style
        self.color = color
    }

    // MARK: As NSUnderlineStyle names them

    /// One line in the text's colour (`NSUnderlineStyle.single`): `underline: .single`.
    public static let single = TextDecoration(.single)
    /// One thick line (`NSUnderlineStyle.thick`).
    public static let thick = TextDecoration(.thick)
    /// Two lines (`NSUnderlineStyle.double`).
    public static let double = TextDecoration(.double)
    /// A dotted line (`NSUnderlineStyle.patternDot`).
    public static let dotted = TextDecoration(.dotted)
    /// A dashed line (`NSUnderlineStyle.patternDash`).
    public static let dashed = TextDecoration(.dashed)

    /// The same pattern in `color`: `underline: .single.colored(.red)`.
    public func colored(_ color: Color?) -> TextDecoration {
        TextDecoration(style, color: color)
    }
}

/// Where a link goes.
public enum LinkTarget: Sendable, Hashable {
    /// An external URL.
    case url(String)
    /// A named destination in the same document.
    case destination(String)
}

/// The attributes of a run of text. A `nil` field means "inherit the default".
///
/// Every run of attributed text holds one, so it is kept small (about 150 bytes): the font,
/// colour and language inline, the paragraph style in a shared box (the runs of a paragraph
/// hold the same one), and the attributes few runs set (background, decorations, offsets,
/// features, links, anchors) in another box, absent when none is set.
public struct TextAttributes: Sendable, Hashable {
    /// The font; the default is serif 12 pt.
    public var font: TextFont?
    /// The text colour; the default is black.
    public var foregroundColor: Color?
    /// The language as a BCP 47 tag, for shaping and hyphenation.
    public var language: String?
    private var paragraphBox: AttributeBox<ParagraphStyle>?
    private var rare: AttributeBox<Rare>?

    /// The attributes few runs set.
    private struct Rare: Sendable, Hashable {
        var backgroundColor: Color?
        var underline: TextDecoration?
        var strikethrough: TextDecoration?
        var baselineOffset: Double?
        var tracking: Double?
        var wordSpacing: Double?
        var features: [String: UInt32]?
        var link: LinkTarget?
        var anchor: String?
        var role: StructureType?
        var mark: Int?
        var pageReference: String?
        var leader: String?
        var footnote: Int?
        var inlineBox: InlineBox?

        /// `a` with every field that `b` sets taken from `b` (features merged).
        static func merging(_ a: Rare, _ b: Rare) -> Rare {
            var m = a
            if let v = b.backgroundColor { m.backgroundColor = v }
            if let v = b.underline { m.underline = v }
            if let v = b.strikethrough { m.strikethrough = v }
            if let v = b.baselineOffset { m.baselineOffset = v }
            if let v = b.tracking { m.tracking = v }
            if let v = b.wordSpacing { m.wordSpacing = v }
            if let v = b.features { m.features = (m.features ?? [:]).merging(v) { $1 } }
            if let v = b.link { m.link = v }
            if let v = b.anchor { m.anchor = v }
            if let v = b.role { m.role = v }
            if let v = b.mark { m.mark = v }
            if let v = b.pageReference { m.pageReference = v }
            if let v = b.leader { m.leader = v }
            if let v = b.footnote { m.footnote = v }
            if let v = b.inlineBox { m.inlineBox = v }
            return m
        }
    }

    /// A colour painted behind the text.
    public var backgroundColor: Color? {
        get { rare?.value.backgroundColor }
        set { change { $0.backgroundColor = newValue } }
    }
    /// A box drawn around the text (padding, border, rounded corners, background), taking
    /// room on the line before and after it: see ``InlineBox``.
    public var inlineBox: InlineBox? {
        get { rare?.value.inlineBox }
        set { change { $0.inlineBox = newValue } }
    }
    /// A line under the text.
    public var underline: TextDecoration? {
        get { rare?.value.underline }
        set { change { $0.underline = newValue } }
    }
    /// A line through the text.
    public var strikethrough: TextDecoration? {
        get { rare?.value.strikethrough }
        set { change { $0.strikethrough = newValue } }
    }
    /// Raises (positive) or lowers the text from the baseline, in points.
    public var baselineOffset: Double? {
        get { rare?.value.baselineOffset }
        set { change { $0.baselineOffset = newValue } }
    }
    /// Extra space after each character, in points (`NSAttributedString.Key.kern`/tracking).
    public var tracking: Double? {
        get { rare?.value.tracking }
        set { change { $0.tracking = newValue } }
    }
    /// Extra space after each word separator (the space, the no-break space, the Ethiopic
    /// word space), in points, on top of ``tracking`` (CSS `word-spacing`); negative narrows.
    public var wordSpacing: Double? {
        get { rare?.value.wordSpacing }
        set { change { $0.wordSpacing = newValue } }
    }
    /// OpenType features by tag with their values, e.g. `["liga": 0, "smcp": 1]`. `kern` and
    /// `liga` are on unless set to 0 here.
    public var features: [String: UInt32]? {
        get { rare?.value.features }
        set { change { $0.features = newValue } }
    }
    /// Makes the text a link.
    public var link: LinkTarget? {
        get { rare?.value.link }
        set { change { $0.link = newValue } }
    }
    /// Defines a named destination at the text's position.
    public var anchor: String? {
        get { rare?.value.anchor }
        set { change { $0.anchor = newValue } }
    }
    /// The inline element the text is in tagged PDF (`.code`, `.quote`, `.note`, `.reference`
    /// …): each stretch of text with one role becomes one element of that type inside its
    /// paragraph. `nil`: the paragraph's own text.
    public var role: StructureType? {
        get { rare?.value.role }
        set { change { $0.role = newValue } }
    }
    /// A number the page layout reports on the page where the text lands (its first line
    /// there), drawing nothing: how FolioMarkup learns which page an element with `string-set`
    /// starts on. `nil` for none.
    public var mark: Int? {
        get { rare?.value.mark }
        set { change { $0.mark = newValue } }
    }
    /// Makes the text stand for the number of the page where the named destination (the
    /// ``anchor``) of that name lands: the page layout sets that number in its place (CSS's
    /// `target-counter(attr(href), page)`). `nil` for ordinary text.
    public var pageReference: String? {
        get { rare?.value.pageReference }
        set { change { $0.pageReference = newValue } }
    }
    /// Makes a tab the leader of CSS's `leader()`: the page layout puts a right-aligned tab stop
    /// at the line's end for the text after it, and fills the gap with this string's glyphs,
    /// repeated (`". "` for `leader(dotted)`).
    public var leader: String? {
        get { rare?.value.leader }
        set { change { $0.leader = newValue } }
    }
    /// Makes the text the call of a footnote: the index of the note in its document's
    /// `footnotes` (FolioLayout's `Document.footnotes`). The page layout sets the note's body
    /// in the footnote area at the foot of the page where the call's line lands. The text
    /// itself (a raised number, say) is drawn as it is. `nil` for ordinary text.
    public var footnote: Int? {
        get { rare?.value.footnote }
        set { change { $0.footnote = newValue } }
    }
    /// The paragraph's style; the first character of a paragraph decides it.
    public var paragraphStyle: ParagraphStyle? {
        get { paragraphBox?.value }
        set { paragraphBox = newValue.map(AttributeBox.init) }
    }

    /// Creates attributes; every field defaults to inheriting.
    public init(
        font: TextFont? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: Double? = nil,
        tracking: Double? = nil, features: [String: UInt32]? = nil, language: String? = nil,
        link: LinkTarget? = nil, anchor: String? = nil, paragraphStyle: ParagraphStyle? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.language = language
        paragraphBox = paragraphStyle.map(AttributeBox.init)
        // Most attributes set none of the rare ones (every plain table cell's): no box, and no
        // comparison of a whole `Rare` with an empty one.
        if backgroundColor == nil, underline == nil, strikethrough == nil, baselineOffset == nil, tracking == nil,
           features == nil, link == nil, anchor == nil {
            self.rare = nil
            return
        }
        let rare = Rare(backgroundColor: backgroundColor, underline: underline, strikethrough: strikethrough,
                        baselineOffset: baselineOffset, tracking: tracking, features: features, link: link, anchor: anchor)
        self.rare = rare == Rare() ? nil : AttributeBox(rare)
    }

    /// These attributes with every field that `other` sets taken from `other`.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var m = self
        if let v = other.font { m.font = v }
        if let v = other.foregroundColor { m.foregroundColor = v }
        if let v = other.language { m.language = v }
        if let box = other.paragraphBox { m.paragraphBox = box }
        if let theirs = other.rare {
            m.rare = m.rare.map { AttributeBox(Rare.merging($0.value, theirs.value)) } ?? theirs
        }
        return m
    }

    /// Changes the rarely set attributes, dropping their box when none is left set.
    private mutating func change(_ body: (inout Rare) -> Void) {
        var value = rare?.value ?? Rare()
        body(&value)
        rare = value == Rare() ? nil : AttributeBox(value)
    }

    /// Whether no attribute is set (every field inherits): plain text's attributes.
    package var isEmpty: Bool {
        font == nil && foregroundColor == nil && language == nil && paragraphBox == nil && rare == nil
    }

    /// The font in effect.
    public var resolvedFont: TextFont { font ?? .body }
    /// The colour in effect.
    public var resolvedColor: Color { foregroundColor ?? .black }
}

/// An attribute value shared between copies of attributes: compared and hashed by value.
private final class AttributeBox<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: AttributeBox, b: AttributeBox) -> Bool { a === b || a.value == b.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
