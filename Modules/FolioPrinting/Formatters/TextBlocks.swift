import FolioLayout
import FolioText

/// Cuts plain text into blocks for the flow engine, on demand: each block is a run of text
/// lines or a run of blank lines (so widow and orphan control counts text lines only); a form
/// feed ends the page, so two in a row leave an empty page. Only the block being made is copied out of the text.
///
/// A block holds at most ``maximumBlockLength`` UTF-16 units: a line that would take it past
/// that starts the next block, and a line longer than that is cut into pieces of at most that
/// length (never inside a surrogate pair), each but the last a block of its own. So memory
/// follows a page, and a second thread can set the next block's text, however the text is
/// laid out (a file with no blank lines, a megabyte-long line).
struct TextBlocks: IteratorProtocol {
    /// The longest block, in UTF-16 units (about four pages of 11-point text).
    static let maximumBlockLength = 16_384

    private let text: AttributedText
    private let utf16: String.UTF16View
    private let paragraphStyle: ParagraphStyle
    private var index: String.UTF16View.Index
    private var offset = 0
    private var pendingBreak = false
    private var madeAny = false
    /// Whether a block was given out since the last page break: a form feed on a page that has
    /// none first gives a spacer of no height, so that the flow engine does not skip the page.
    private var pageHasContent = false

    init(_ text: AttributedText, paragraphStyle: ParagraphStyle) {
        self.text = text
        utf16 = text.string.utf16
        index = utf16.startIndex
        self.paragraphStyle = paragraphStyle
    }

    mutating func next() -> Block? {
        if pendingBreak {
            // Each form feed ends a page, an empty one too (two in a row leave an empty page,
            // as pr and enscript print them): the flow engine skips a break on an empty page.
            if !pageHasContent {
                pageHasContent = true
                return .spacer(0)
            }
            pendingBreak = false
            pageHasContent = false
            return .pageBreak
        }
        guard index < utf16.endIndex else {
            if madeAny { return nil }
            madeAny = true
            pageHasContent = true
            return block(utf16.startIndex, 0, utf16.startIndex, 0)
        }
        let start = index, startOffset = offset
        var blockIsBlank: Bool? = nil
        while index < utf16.endIndex {
            // The next line: up to and including its line feed, or up to a form feed.
            var i = index, k = offset, blank = true
            var formFeed = false, overlong = false
            while i < utf16.endIndex {
                let u = utf16[i]
                if u == 0x0C { formFeed = true; break }
                // The block is full: this line starts the next one, or (the block's first) is cut.
                if k - startOffset + (UTF16.isLeadSurrogate(u) ? 2 : 1) > Self.maximumBlockLength { overlong = true; break }
                if u != 0x20 && u != 0x09 && u != 0x0D && u != 0x0A { blank = false }
                i = utf16.index(after: i)
                k += 1
                if u == 0x0A { break }
            }
            if overlong && index > start { break }
            if let b = blockIsBlank, b != blank, i > index { break }  // text and blank lines make separate blocks
            if i > index { blockIsBlank = blank }
            index = i
            offset = k
            if formFeed {
                index = utf16.index(after: i)
                offset = k + 1
                pendingBreak = true
                break
            }
            if overlong { break }
        }
        madeAny = true
        if offset - startOffset == (pendingBreak ? 1 : 0) { return next() }
        pageHasContent = true
        return block(start, startOffset, pendingBreak ? utf16.index(before: index) : index, pendingBreak ? offset - 1 : offset)
    }

    private func block(_ lo: String.UTF16View.Index, _ loOffset: Int, _ hi: String.UTF16View.Index, _ hiOffset: Int) -> Block {
        var piece = AttributedText()
        let string = String(text.string[lo..<hi])
        let runs = text.runs(in: loOffset..<hiOffset)
        if runs.isEmpty {
            piece = AttributedText(string)
        } else {
            let units = string.utf16
            var at = units.startIndex
            for run in runs {
                let next = units.index(at, offsetBy: run.range.count)
                piece.append(String(string[at..<next]), attributes: run.attributes)
                at = next
            }
        }
        return .paragraph(Paragraph(piece, style: BlockStyle(margins: .zero), paragraphStyle: paragraphStyle))
    }
}
