import FolioGeometry
import FolioGraphics
import FolioPDF
import FolioText

/// One block of a ``Document``: what the flow engine stacks down the pages.
///
/// Plain text, HTML and Swift code all become blocks. Each case carries a value type with its
/// content and its ``BlockStyle``; build them directly or with the ``BlockBuilder`` result builder.
public indirect enum Block: Sendable {
    /// Running text.
    case paragraph(Paragraph)
    /// A heading (levels 1–6): kept with the next block, an outline entry and a destination.
    case heading(Heading)
    /// Text whose line breaks and spaces are kept, in the monospaced font.
    case preformatted(Preformatted)
    /// A bulleted or numbered list, nested to any depth.
    case list(List)
    /// Terms and their definitions.
    case definitionList(DefinitionList)
    /// Blocks set off from the text, indented (and boxed, when styled).
    case blockQuote(BlockQuote)
    /// A table with header rows repeated on every page it spans.
    case table(Table)
    /// An image scaled to fit, with an optional caption.
    case figure(Figure)
    /// A horizontal line across the measure.
    case rule(Rule)
    /// Ends the page.
    case pageBreak
    /// Vertical space in points (dropped at the top of a page).
    case spacer(Double)
    /// Blocks sharing a style: a box, a keep-together unit.
    case group(Group)
    /// The headings of the document with their page numbers.
    case tableOfContents(TableOfContents)
    /// Blocks side by side, sized as a flex row sizes its items.
    case row(Row)
    /// Blocks placed on a grid of columns.
    case grid(Grid)
    /// Blocks set in columns, one after another (CSS multi-column layout).
    case columns(Columns)

    /// The block's style (page breaks, margins, box); `nil` for page breaks and spacers, which
    /// setting a style leaves as they are.
    public var style: BlockStyle? {
        get {
            switch self {
            case .paragraph(let b): b.style
            case .heading(let b): b.style
            case .preformatted(let b): b.style
            case .list(let b): b.style
            case .definitionList(let b): b.style
            case .blockQuote(let b): b.style
            case .table(let b): b.style
            case .figure(let b): b.style
            case .rule(let b): b.style
            case .group(let b): b.style
            case .tableOfContents(let b): b.style
            case .row(let b): b.style
            case .grid(let b): b.style
            case .columns(let b): b.style
            case .pageBreak, .spacer: nil
            }
        }
        set {
            guard let style = newValue else { return }
            switch self {
            case .paragraph(var b): b.style = style; self = .paragraph(b)
            case .heading(var b): b.style = style; self = .heading(b)
            case .preformatted(var b): b.style = style; self = .preformatted(b)
            case .list(var b): b.style = style; self = .list(b)
            case .definitionList(var b): b.style = style; self = .definitionList(b)
            case .blockQuote(var b): b.style = style; self = .blockQuote(b)
            case .table(var b): b.style = style; self = .table(b)
            case .figure(var b): b.style = style; self = .figure(b)
            case .rule(var b): b.style = style; self = .rule(b)
            case .group(var b): b.style = style; self = .group(b)
            case .tableOfContents(var b): b.style = style; self = .tableOfContents(b)
            case .row(var b): b.style = style; self = .row(b)
            case .grid(var b): b.style = style; self = .grid(b)
            case .columns(var b): b.style = style; self = .columns(b)
            case .pageBreak, .spacer: break
            }
        }
    }
}

/// Anything that can stand in a document: the blocks themselves and ``Block``.
public protocol BlockContent: Sendable {
    /// The blocks this content stands for.
    var blocks: [Block] { get }
}

extension Block: BlockContent {
    /// The block itself.
    public var blocks: [Block] { [self] }
}

/// Running text: one paragraph of attributed text.
public struct Paragraph: BlockContent, Sendable {
    /// The text; its attributes win over the document style's.
    public var text: AttributedText
    /// Spacing, box and break rules.
    public var style: BlockStyle
    /// Paragraph settings (alignment, indents, hyphenation, widows and orphans); `nil` fields of
    /// the document style apply.
    public var paragraphStyle: ParagraphStyle?
    /// An entry for the paragraph in the PDF outline (CSS `bookmark-level` on an element that
    /// is not a heading); `nil`: none.
    public var outline: OutlineEntry?

    /// A paragraph of attributed text.
    public init(_ text: AttributedText, style: BlockStyle = BlockStyle(), paragraphStyle: ParagraphStyle? = nil) {
        self.text = text
        self.style = style
        self.paragraphStyle = paragraphStyle
    }

    /// A paragraph of plain text.
    public init(_ text: String, style: BlockStyle = BlockStyle(), paragraphStyle: ParagraphStyle? = nil) {
        self.init(AttributedText(text), style: style, paragraphStyle: paragraphStyle)
    }

    /// The paragraph as a block.
    public var blocks: [Block] { [.paragraph(self)] }
}

/// A heading: set in the heading font of its level, kept with the next block, listed in the
/// outline and the table of contents, and a named destination.
public struct Heading: BlockContent, Sendable {
    /// The level, 1 (largest) to 6.
    public var level: Int
    /// The text.
    public var text: AttributedText
    /// The named destination (links to `#id` land here); generated from the position when `nil`.
    public var id: String?
    /// Spacing, box and break rules.
    public var style: BlockStyle
    /// Whether the heading appears in the outline and the table of contents.
    public var isListed = true
    /// Its outline entry where it differs from the heading's text at its level, open (CSS
    /// `bookmark-label`, `bookmark-level`, `bookmark-state`); `nil`: that.
    public var outline: OutlineEntry?

    /// A heading of the given level (clamped to 1–6).
    public init(_ text: AttributedText, level: Int = 1, id: String? = nil, style: BlockStyle = BlockStyle()) {
        self.level = min(max(level, 1), 6)
        self.text = text
        self.id = id
        self.style = style
    }

    /// A heading of plain text.
    public init(_ text: String, level: Int = 1, id: String? = nil, style: BlockStyle = BlockStyle()) {
        self.init(AttributedText(text), level: level, id: id, style: style)
    }

    /// The heading as a block.
    public var blocks: [Block] { [.heading(self)] }
}

/// Text set as it is: every line break and space kept, long lines wrapped, in the document
/// style's monospaced font unless the text says otherwise.
///
/// A wrapped line goes on after a hanging indent (two characters of the monospaced font),
/// and a hooked arrow drawn in that indent marks it as the rest of the line above, not a line
/// of its own (``marksContinuations``). The arrow is drawn, not set as a glyph: copied or
/// extracted text is the text as written.
public struct Preformatted: BlockContent, Sendable {
    /// The text.
    public var text: AttributedText
    /// Spacing, box and break rules.
    public var style: BlockStyle
    /// Whether wrapped lines are indented and marked with a drawn continuation arrow (the
    /// default); `false`: they start at the left edge, unmarked, as a browser wraps
    /// `white-space: pre-wrap`.
    public var marksContinuations = true

    /// Preformatted attributed text.
    public init(_ text: AttributedText, style: BlockStyle = BlockStyle()) {
        self.text = text
        self.style = style
    }

    /// Preformatted plain text.
    public init(_ text: String, style: BlockStyle = BlockStyle()) {
        self.init(AttributedText(text), style: style)
    }

    /// The block.
    public var blocks: [Block] { [.preformatted(self)] }
}

/// Blocks set off from the surrounding text: indented by the document style's quote indent.
public typealias BlockQuote = BlockContainer<QuotationRole>

/// Blocks under one style: a box drawn around them, or a unit kept on one page
/// (`breakInside: .avoid`, ``BlockContainer/keepTogether(_:)``).
public typealias Group = BlockContainer<GroupRole>

/// Blocks held under one ``BlockStyle``: the one implementation of ``BlockQuote`` and ``Group``,
/// which differ only in the ``Block`` they become (their `Role`).
public struct BlockContainer<Role: BlockContainerRole>: BlockContent, Sendable {
    /// The blocks held.
    public var content: [Block]
    /// Spacing, box and break rules; `breakInside: .avoid` keeps the blocks together.
    public var style: BlockStyle
    /// The structure element the blocks make in tagged PDF. `nil` (the default) leaves a
    /// ``Group``'s blocks in the element around it and makes a ``BlockQuote`` a `BlockQuote`;
    /// a footnote is a group of type ``StructureType/note``, with an
    /// ``StructureAttributes/identifier`` (which PDF/UA-1 requires of notes).
    public var structureType: StructureType?
    /// The element's attributes, when ``structureType`` or the container's role makes one.
    public var structureAttributes: StructureAttributes

    /// A container of blocks; `structureType` makes it a structure element of that type.
    public init(_ content: [Block], style: BlockStyle = BlockStyle(), structureType: StructureType? = nil,
                structureAttributes: StructureAttributes = StructureAttributes()) {
        self.content = content
        self.style = style
        self.structureType = structureType
        self.structureAttributes = structureAttributes
    }

    /// A container built with ``BlockBuilder``.
    public init(style: BlockStyle = BlockStyle(), @BlockBuilder _ content: () -> [Block]) {
        self.init(content(), style: style)
    }

    /// The block.
    public var blocks: [Block] { [Role.block(self)] }
}

extension BlockContainer where Role == GroupRole {
    /// Blocks kept together on one page when they fit on one.
    public static func keepTogether(@BlockBuilder _ content: () -> [Block]) -> Group {
        Group(content(), style: BlockStyle(breakInside: .avoid))
    }
}

/// What a ``BlockContainer`` becomes in a document: ``QuotationRole`` or ``GroupRole``.
public protocol BlockContainerRole: Sendable {
    /// The block a container of this role stands for.
    static func block(_ container: BlockContainer<Self>) -> Block
}

/// The role of a ``BlockQuote``: indented by the document style's quote indent.
public enum QuotationRole: BlockContainerRole {
    /// ``Block/blockQuote(_:)``.
    public static func block(_ container: BlockQuote) -> Block { .blockQuote(container) }
}

/// The role of a ``Group``: a box, a keep-together unit.
public enum GroupRole: BlockContainerRole {
    /// ``Block/group(_:)``.
    public static func block(_ container: Group) -> Block { .group(container) }
}

/// A horizontal line across the measure.
public struct Rule: BlockContent, Sendable {
    /// Thickness in points.
    public var thickness: Double
    /// Colour.
    public var color: Color
    /// Spacing and break rules.
    public var style: BlockStyle

    /// A rule.
    public init(thickness: Double = 0.5, color: Color = .gray, style: BlockStyle = BlockStyle()) {
        self.thickness = thickness
        self.color = color
        self.style = style
    }

    /// The block.
    public var blocks: [Block] { [.rule(self)] }
}

/// Ends the page: the next block starts on a new one.
public struct PageBreak: BlockContent, Sendable {
    /// A page break.
    public init() {}
    /// The block.
    public var blocks: [Block] { [.pageBreak] }
}

/// Vertical space.
public struct Spacer: BlockContent, Sendable {
    /// Height in points.
    public var height: Double
    /// Space of the given height.
    public init(_ height: Double) { self.height = height }
    /// The block.
    public var blocks: [Block] { [.spacer(height)] }
}

/// The document's headings down to a level, each with its page number, linked to the heading.
public struct TableOfContents: BlockContent, Sendable {
    /// The title set above the entries (as a level-1 heading not listed in the outline), if any.
    public var title: String?
    /// The deepest heading level listed.
    public var maximumLevel: Int
    /// Spacing and break rules.
    public var style: BlockStyle

    /// A table of contents.
    public init(title: String? = "Contents", maximumLevel: Int = 3, style: BlockStyle = BlockStyle()) {
        self.title = title
        self.maximumLevel = maximumLevel
        self.style = style
    }

    /// The block.
    public var blocks: [Block] { [.tableOfContents(self)] }
}
