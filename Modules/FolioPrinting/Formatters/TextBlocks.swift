import FolioLayout
import FolioText

/// Cuts plain text into blocks for the flow engine, on demand: each block is a run of lines up
/// to and including the blank lines after it; a form feed is a page break. Only the block being
/// made is copied out of the text.
struct TextBlocks: IteratorProtocol {
    private let text: AttributedText
    private let utf16: String.UTF16View
    private let paragraphStyle: ParagraphStyle
    private var index: String.UTF16View.Index
    private var offset = 0
    private var pendingBreak = false
    private var madeAny = false

    init(_ text: AttributedText, paragraphStyle: ParagraphStyle) {
        self.text = text
        utf16 = text.string.utf16
        index = utf16.startIndex
        self.paragraphStyle = paragraphStyle
    }

    mutating func next() -> Block? {
        if pendingBreak {
            pendingBreak = false
            return .pageBreak
        }
        guard index < utf16.endIndex else {
            if madeAny { return nil }
            madeAny = true
            return block(utf16.startIndex, 0, utf16.startIndex, 0)
        }
        let start = index, startOffset = offset
        var lineStart = index, lineStartOffset = offset
        var lineIsBlank = true, previousLineBlank = false
        var end = utf16.endIndex, endOffset = -1
        var i = index, k = offset
        while i < utf16.endIndex {
            let u = utf16[i]
            if u == 0x0C {
                // The block ends before the form feed; the page break comes next.
                end = i
                endOffset = k
                index = utf16.index(after: i)
                offset = k + 1
                pendingBreak = true
                break
            }
            if u == 0x0A {
                previousLineBlank = lineIsBlank
                lineIsBlank = true
                i = utf16.index(after: i)
                k += 1
                lineStart = i
                lineStartOffset = k
                continue
            }
            if u != 0x20 && u != 0x09 && u != 0x0D && lineIsBlank {
                lineIsBlank = false
                if previousLineBlank && lineStart > start {
                    // Text after blank lines starts the next block.
                    end = lineStart
                    endOffset = lineStartOffset
                    index = lineStart
                    offset = lineStartOffset
                    break
                }
            }
            i = utf16.index(after: i)
            k += 1
        }
        if endOffset < 0 {
            end = utf16.endIndex
            endOffset = k
            index = end
            offset = k
        }
        madeAny = true
        if end == start { return next() }
        return block(start, startOffset, end, endOffset)
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
