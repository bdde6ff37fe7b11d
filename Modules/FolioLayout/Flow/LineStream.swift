import FolioText

/// The lines of a long block of text, set a piece at a time so that memory follows a page, not
/// the block (a megabyte of preformatted text, a long run of paragraphs in one element).
///
/// The text is cut after a paragraph's end into pieces of at most ``pieceLength`` UTF-16
/// units (a longer paragraph is a piece of its own). Each piece is set together with the
/// paragraph that follows it, whose lines are dropped, so that the piece's last line gets the
/// height it has when the block is set whole (the space to the next paragraph's first line).
/// Widow and orphan control counts lines across the whole block, as when it is set at once:
/// the last `widows` lines set wait for the next piece, which shows whether they end the block.
final class LineStream {
    /// Blocks longer than this, in UTF-16 units, are set in pieces this long.
    static let pieceLength = 16_384

    /// A line, the height it takes in the flow, and whether it must stay with the line before.
    typealias Entry = (line: Line, height: Double, keepWithPrevious: Bool)

    private let text: AttributedText
    private let utf16: String.UTF16View
    private let width: Double
    private let widows: Int
    private let orphans: Int
    private let pieceLength: Int
    private let setter: TextSetter
    /// Where the next piece starts, as an index and a UTF-16 offset.
    private var start: (index: String.UTF16View.Index, offset: Int)
    /// Lines set and not yet given out (at most `widows` between pieces).
    private var held: [(line: Line, height: Double)] = []
    /// Lines given out so far.
    private var count = 0
    private var finished = false

    /// A stream for `text`, or `nil` when the block is short enough to set at once, or keeps
    /// too many lines together (a heading keeps all of them) for pieces to save anything.
    init?(_ text: AttributedText, width: Double, widows: Int, orphans: Int, setter: TextSetter, pieceLength: Int = LineStream.pieceLength) {
        guard text.length > pieceLength, widows <= 64, orphans <= 64 else { return nil }
        self.text = text
        utf16 = text.string.utf16
        self.width = width
        self.widows = max(widows, 0)
        self.orphans = orphans
        self.pieceLength = pieceLength
        self.setter = setter
        start = (utf16.startIndex, 0)
    }

    /// The next lines, or `nil` when every line has been given out.
    func next() throws(LayoutError) -> [Entry]? {
        guard !finished else { return nil }
        let end = pieceEnd()
        // The following paragraph, set with the piece when it is not long itself.
        var setEnd = end.offset
        if end.offset < text.length, let after = paragraphEnd(from: end, within: pieceLength) { setEnd = after.offset }
        let piece: AttributedText
        do { piece = try text.attributedSubstring(from: start.offset..<setEnd) } catch { throw .text(error.description) }
        let own = end.offset - start.offset
        for entry in try setter.lines(piece, width: width) where entry.line.range.lowerBound < own { held.append(entry) }
        start = end
        let last = end.offset >= text.length
        finished = last
        let total = count + held.count
        let given = last ? held.count : max(0, held.count - widows)
        var out: [Entry] = []
        out.reserveCapacity(given)
        for (i, entry) in held.prefix(given).enumerated() {
            let k = count + i
            let keep = k > 0 && (k < orphans || (last && total - k < widows))
            out.append((entry.line, entry.height, keep))
        }
        held.removeFirst(given)
        count += given
        return out
    }

    /// Where the next piece ends: after the last paragraph end within `pieceLength` units of
    /// its start, or after the first one when there is none, or at the end of the text.
    private func pieceEnd() -> (index: String.UTF16View.Index, offset: Int) {
        var best: (index: String.UTF16View.Index, offset: Int)?
        var at = start
        while let next = paragraphEnd(from: at, within: start.offset + pieceLength - at.offset) {
            best = next
            at = next
            if next.offset >= text.length { break }
        }
        return best ?? paragraphEnd(from: start, within: .max) ?? (utf16.endIndex, text.length)
    }

    /// The position after the paragraph that starts at `from` (after its LF or U+2029, or the
    /// end of the text), when that is at most `limit` units away.
    private func paragraphEnd(
        from: (index: String.UTF16View.Index, offset: Int), within limit: Int
    ) -> (index: String.UTF16View.Index, offset: Int)? {
        var i = from.index, offset = from.offset
        while i < utf16.endIndex {
            guard offset - from.offset < limit else { return nil }
            let u = utf16[i]
            i = utf16.index(after: i)
            offset += 1
            if u == 0x0A || u == 0x2029 { return (i, offset) }
        }
        return offset > from.offset ? (i, offset) : nil
    }
}
