import FolioGraphics

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
}

/// Where a link goes.
public enum LinkTarget: Sendable, Hashable {
    /// An external URL.
    case url(String)
    /// A named destination in the same document.
    case destination(String)
}

/// The attributes of a run of text. A `nil` field means "inherit the default".
public struct TextAttributes: Sendable, Hashable {
    /// The font; the default is serif 12 pt.
    public var font: TextFont?
    /// The text colour; the default is black.
    public var foregroundColor: Color?
    /// A colour painted behind the text.
    public var backgroundColor: Color?
    /// A line under the text.
    public var underline: TextDecoration?
    /// A line through the text.
    public var strikethrough: TextDecoration?
    /// Raises (positive) or lowers the text from the baseline, in points.
    public var baselineOffset: Double?
    /// Extra space after each character, in points (`NSAttributedString.Key.kern`/tracking).
    public var tracking: Double?
    /// OpenType features by tag with their values, e.g. `["liga": 0, "smcp": 1]`. `kern` and
    /// `liga` are on unless set to 0 here.
    public var features: [String: UInt32]?
    /// The language as a BCP 47 tag, for shaping and hyphenation.
    public var language: String?
    /// Makes the text a link.
    public var link: LinkTarget?
    /// Defines a named destination at the text's position.
    public var anchor: String?
    /// The paragraph's style; the first character of a paragraph decides it.
    public var paragraphStyle: ParagraphStyle?

    /// Creates attributes; every field defaults to inheriting.
    public init(
        font: TextFont? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil,
        underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: Double? = nil,
        tracking: Double? = nil, features: [String: UInt32]? = nil, language: String? = nil,
        link: LinkTarget? = nil, anchor: String? = nil, paragraphStyle: ParagraphStyle? = nil
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.tracking = tracking
        self.features = features
        self.language = language
        self.link = link
        self.anchor = anchor
        self.paragraphStyle = paragraphStyle
    }

    /// These attributes with every field that `other` sets taken from `other`.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var m = self
        if let v = other.font { m.font = v }
        if let v = other.foregroundColor { m.foregroundColor = v }
        if let v = other.backgroundColor { m.backgroundColor = v }
        if let v = other.underline { m.underline = v }
        if let v = other.strikethrough { m.strikethrough = v }
        if let v = other.baselineOffset { m.baselineOffset = v }
        if let v = other.tracking { m.tracking = v }
        if let v = other.features { m.features = (m.features ?? [:]).merging(v) { $1 } }
        if let v = other.language { m.language = v }
        if let v = other.link { m.link = v }
        if let v = other.anchor { m.anchor = v }
        if let v = other.paragraphStyle { m.paragraphStyle = v }
        return m
    }

    /// The font in effect.
    public var resolvedFont: TextFont { font ?? .body }
    /// The colour in effect.
    public var resolvedColor: Color { foregroundColor ?? .black }
}
