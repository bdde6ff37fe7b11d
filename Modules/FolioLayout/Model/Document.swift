import FolioPDF
import FolioText

/// A document: blocks in reading order, the style they are set in, and what the PDF says about
/// itself. Plain text, simple HTML and Swift code (with ``BlockBuilder``) all become one.
///
/// ```swift
/// let report = Document(title: "Q3 report") {
///     Heading("Q3 report")
///     Paragraph("Revenue grew in every region.")
///     Table(header: ["Region", "Revenue"], [["North", "1.2 M"], ["South", "0.9 M"]])
/// }
/// ```
public struct Document: Sendable {
    /// The blocks.
    public var blocks: [Block]
    /// Blocks made on demand, after ``blocks``: each pass of the layout starts a new iterator,
    /// so a document of any length is never held whole (``init(streaming:style:title:author:)``).
    public var blockStream: BlockStream?
    /// Fonts, sizes, spacing and colours for everything the blocks leave unset.
    public var style: DocumentStyle
    /// The title (the PDF's title and `{title}` in headers and footers).
    public var title: String?
    /// The author.
    public var author: String?
    /// The subject.
    public var subject: String?
    /// Keywords.
    public var keywords: [String]
    /// Files embedded in the PDF, e.g. the data behind a report or an invoice's XML
    /// (``PDFAttachment``); HTML's `<a rel="attachment" href="…">` adds the linked local file.
    public var attachments: [PDFAttachment] = []
    /// Whether its text carries ``FolioText/TextAttributes/mark``s that the layout reports
    /// page by page (``PageMark``; `string-set` in HTML). Off by default: finding them costs a
    /// look at every line.
    public var reportsMarks = false
    /// Whether its text has ``FolioText/TextAttributes/pageReference``s, page numbers known
    /// only once the pages are laid out: the layout then runs until they settle, as for a
    /// table of contents.
    public var hasPageReferences = false
    /// Whether its text has ``FolioText/TextAttributes/leader`` tabs, whose stop the layout
    /// sets at each line's end.
    public var hasLeaders = false
    /// The notes set at the foot of the pages where their calls land: text carrying
    /// ``FolioText/TextAttributes/footnote`` `n` is the call of `footnotes[n]`
    /// (`addFootnote(_:)` adds a note and makes its call).
    public var footnotes: [Footnote] = []
    /// The look of the footnote area: separator rule, spacing, the notes' font.
    public var footnoteArea = FootnoteArea()

    /// A document of blocks.
    public init(_ blocks: [Block], style: DocumentStyle = DocumentStyle(), title: String? = nil, author: String? = nil,
                subject: String? = nil, keywords: [String] = []) {
        self.blocks = blocks
        self.style = style
        self.title = title
        self.author = author
        self.subject = subject
        self.keywords = keywords
    }

    /// A document whose blocks are made on demand by `stream`, for text too long to hold as
    /// blocks. Headings in a stream are not listed in a table of contents.
    public init(streaming stream: BlockStream, style: DocumentStyle = DocumentStyle(), title: String? = nil, author: String? = nil) {
        self.init([], style: style, title: title, author: author)
        blockStream = stream
    }

    /// A document built with ``BlockBuilder``.
    public init(title: String? = nil, author: String? = nil, style: DocumentStyle = DocumentStyle(),
                @BlockBuilder _ content: () -> [Block]) {
        self.init(content(), style: style, title: title, author: author)
    }
}

/// A source of blocks read in order, once per layout pass.
public struct BlockStream: Sendable {
    private let start: @Sendable () -> AnyIterator<Block>

    /// A stream whose passes each call `start` for a fresh iterator.
    public init(_ start: @escaping @Sendable () -> AnyIterator<Block>) {
        self.start = start
    }

    /// A fresh iterator over the blocks.
    public func makeIterator() -> AnyIterator<Block> { start() }
}
