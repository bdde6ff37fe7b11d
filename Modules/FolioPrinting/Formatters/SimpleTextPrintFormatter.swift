import FolioGeometry
import FolioGraphics
import FolioLayout
import FolioText

/// Lays plain or attributed text out over pages, as `UISimpleTextPrintFormatter` (and, given
/// attributed text, as an attributed-text formatter).
///
/// Every line break of the text is kept. The text goes through FolioLayout's flow engine as one
/// block per run of lines up to a blank line, so a page never starts or ends with a single line
/// of such a block (``ParagraphStyle/minimumWidowLines`` and
/// ``ParagraphStyle/minimumOrphanLines``, 2 by default; set them to 1 to turn that off). A run
/// longer than 16,384 UTF-16 units (about four pages) is cut
/// between two lines into blocks of at most that length, so memory stays flat and a second core
/// can set the next block; at such a cut a page may end or start with one line. A form feed
/// (U+000C) ends the page, an empty one too: two in a row leave an empty page, as `pr` and
/// `enscript` print them (a form feed at the very end adds no page). Layout keeps only the page count; drawing sets each page again,
/// in order.
public final class SimpleTextPrintFormatter: DocumentPrintFormatter {
    /// The text, with its attributes.
    public var attributedText: AttributedText { didSet { invalidateLayout() } }
    /// Font for the text (where the text sets none).
    public var font: TextFont { didSet { invalidateLayout() } }
    /// The text colour (where the text sets none).
    public var color: Color { didSet { invalidateLayout() } }
    /// Paragraph style for the whole text (alignment, line break mode, spacing, hyphenation).
    public var paragraphStyle: ParagraphStyle { didSet { invalidateLayout() } }
    /// A UTF-8 file read on each pass instead of ``attributedText``, with the attributes for its text.
    private var file: (path: String, attributes: TextAttributes)?

    /// A formatter for plain text.
    public init(text: String, font: TextFont = .body, color: Color = .black, paragraphStyle: ParagraphStyle = .default,
                library: FontLibrary = .shared) {
        attributedText = AttributedText(text)
        self.font = font
        self.color = color
        self.paragraphStyle = paragraphStyle
        super.init(document: Document([]), library: library)
    }

    /// A formatter for attributed text; `font`, `color` and `paragraphStyle` fill in what the
    /// text leaves unset.
    public convenience init(attributedText: AttributedText, font: TextFont = .body, library: FontLibrary = .shared) {
        self.init(text: "", font: font, library: library)
        self.attributedText = attributedText
    }

    /// A formatter for a UTF-8 text file, read as the pages are laid out rather than held:
    /// printing a file sixteen times longer needs no more memory. Check the file's encoding
    /// first if that matters: invalid UTF-8 is replaced with U+FFFD. The file is read again
    /// for each layout pass (a page count needs two), so `path` must name a regular file: read
    /// a pipe or a FIFO into a string first and use ``init(text:font:color:paragraphStyle:library:)``.
    public convenience init(contentsOfFile path: String, attributes: TextAttributes = TextAttributes(), font: TextFont = .body,
                            color: Color = .black, paragraphStyle: ParagraphStyle = .default, library: FontLibrary = .shared) {
        self.init(text: "", font: font, color: color, paragraphStyle: paragraphStyle, library: library)
        file = (path, attributes)
    }

    /// The text as a document streamed block by block (``TextBlocks``): memory follows a page,
    /// not the text.
    func makeDocument() -> Document {
        let documentStyle = DocumentStyle().with {
            $0.font = font
            $0.textColor = color
            $0.linkColor = nil
            $0.paragraphSpacing = 0
            $0.paragraphStyle = paragraphStyle
        }
        let text = attributedText, style = paragraphStyle
        if let (path, attributes) = file {
            return Document(streaming: BlockStream {
                AnyIterator(TextFileBlocks(path: path, attributes: attributes, paragraphStyle: style))
            }, style: documentStyle)
        }
        return Document(streaming: BlockStream { AnyIterator(TextBlocks(text, paragraphStyle: style)) }, style: documentStyle)
    }

    /// Counts pages by running the flow engine over the content rects (one page at least).
    public override func layoutPages(contentRect: (Int) -> Rect) throws(PrintError) -> Int {
        document = makeDocument()
        return max(1, try super.layoutPages(contentRect: contentRect))
    }

    /// Lays one page out as the job draws it (the text is read again from its start on
    /// page 0); an empty text still has its one page.
    public override func layOutPage(_ index: Int, contentRect: Rect) throws(PrintError) -> Bool {
        if index == 0 { document = makeDocument() }
        return try super.layOutPage(index, contentRect: contentRect) || index == 0
    }
}
