import FolioGraphics
import FolioText

/// A note set at the foot of the page where its call lands (CSS GCPM's `float: footnote`).
///
/// The call is text in the flow carrying ``FolioText/TextAttributes/footnote``, the note's
/// index in ``Document/footnotes``; ``Document/addFootnote(_:)`` makes both at once. The body
/// is laid out across the content width in the page's footnote area, below a separator rule
/// (``FootnoteArea``), and the page's room for the flow shrinks by the area's height.
///
/// When a page has no room left for a note, the line with its call moves to the next page
/// with it. A note taller than the room a page has, even with its call's line first on the
/// page, is split between lines: what fits stays under the call, the rest continues at the
/// top of the next page's footnote area.
public struct Footnote: Sendable {
    /// The body: usually one paragraph starting with the note's marker (its number).
    public var content: [Block]

    /// A note of `content`.
    public init(_ content: [Block]) {
        self.content = content
    }

    /// A note of one paragraph.
    public init(_ text: AttributedText) {
        self.init([.paragraph(Paragraph(text, style: BlockStyle(margins: .zero)))])
    }

    /// A note built with ``BlockBuilder``.
    public init(@BlockBuilder _ content: () -> [Block]) {
        self.init(content())
    }
}

/// How the footnote area at the foot of a page looks (CSS GCPM's `@footnote` rule): the
/// separator above it, its spacing and the font its notes are set in.
public struct FootnoteArea: Sendable, Hashable {
    /// The space between the page's last line of the flow and the separator (its margin top).
    public var spaceAbove = 9.0
    /// The separator rule's thickness; 0 draws none (CSS `border-top-width`).
    public var ruleThickness = 0.5
    /// The separator rule's colour.
    public var ruleColor = Color.black
    /// The separator rule's length; `nil`: a third of the content width.
    public var ruleLength: Double?
    /// The space between the separator and the first note (CSS `padding-top`).
    public var spaceBelowRule = 4.0
    /// The space between two notes.
    public var noteSpacing = 2.0
    /// The font of the notes' text where it sets none; `nil`: the document's body font at 80 %
    /// of its size.
    public var font: TextFont?

    /// An area with the defaults: a 0.5 pt black rule a third of the measure long, 9 pt above
    /// and 4 pt below it.
    public init() {}

    /// The height the area takes above its first note: space, rule and the space below it.
    var headHeight: Double { spaceAbove + max(0, ruleThickness) + spaceBelowRule }
}

extension Document {
    /// Adds a footnote and returns its call: the note's number, raised and smaller, to put in
    /// the text where the note is referred to. Notes are numbered 1, 2, 3 … through the
    /// document in the order they are added, so add them in reading order. The body starts
    /// with the same number (its marker), raised, and is set in ``FootnoteArea/font``.
    ///
    /// ```swift
    /// var report = Document([], title: "Q3")
    /// var text = AttributedText("Revenue grew in every region")
    /// text.append(report.addFootnote("Figures from the regional offices, unaudited."))
    /// text.append(".")
    /// report.blocks = Paragraph(text).blocks
    /// ```
    public mutating func addFootnote(_ text: AttributedText) -> AttributedText {
        let number = footnotes.count + 1
        let noteFont = footnoteArea.font ?? style.font.withSize(style.font.size * 0.8)
        var body = AttributedText("\(number)", attributes: Self.raised(noteFont))
        body.append("\u{00A0}", attributes: TextAttributes(font: noteFont))
        body.append(text)
        footnotes.append(Footnote(body))
        return footnoteCall(number: number)
    }

    /// Adds a footnote whose body is `note` (its marker is the caller's to write) and
    /// returns its call, numbered as `addFootnote(_:)` numbers them.
    public mutating func addFootnote(_ note: Footnote) -> AttributedText {
        footnotes.append(note)
        return footnoteCall(number: footnotes.count)
    }

    /// The call of the last note added, `number`: raised, in the body font at 70 %.
    private func footnoteCall(number: Int) -> AttributedText {
        var attributes = Self.raised(style.font)
        attributes.footnote = footnotes.count - 1
        return AttributedText("\(number)", attributes: attributes)
    }

    /// The attributes of a call or a marker beside text in `font`: raised by a third of its
    /// size, at 70 % of it.
    private static func raised(_ font: TextFont) -> TextAttributes {
        TextAttributes(font: font.withSize(font.size * 0.7), baselineOffset: font.size / 3)
    }
}
