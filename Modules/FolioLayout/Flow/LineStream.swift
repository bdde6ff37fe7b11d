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
///
/// A paragraph longer than two pieces is itself set a window at a time: a window of about
/// ``pieceLength`` units, cut after a space, is set and its lines kept but the last, which the
/// cut may have ended early; the next window starts where that line started. The later windows
/// continue the paragraph: their first line takes the head indent, not the first line's, and
/// the paragraph's direction is the one its start gave. Greedy line breaking gives the lines
/// of the paragraph set whole; total fit (justified text) chooses each window's breaks on its
/// own, so a line near a window's end may break elsewhere than it would in the whole. (A 10 MB
/// paragraph of HTML took 906 MiB set whole.)
final class LineStream {
    /// Blocks longer than this, in UTF-16 units, are set in pieces this long.
    static let pieceLength = 16_384

    /// A line, the height it takes in the flow, whether it must stay with the line before, and
    /// whether it goes on with a line the line breaker wrapped (``FolioText/Line/isWrappedContinuation``,
    /// which a later window's first line cannot tell: its window starts there).
    typealias Entry = (line: Line, height: Double, keepWithPrevious: Bool, continues: Bool)

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
    private var held: [(line: Line, height: Double, continues: Bool)] = []
    /// Lines given out so far.
    private var count = 0
    private var finished = false
    /// The paragraph style of the windows after the first of a long paragraph, and where the
    /// paragraph ends: `nil` until a window has been set, and again once the paragraph has ended.
    private var continuation: (style: ParagraphStyle, end: (index: String.UTF16View.Index, offset: Int))?

    /// A stream for `text`, or `nil` when the block is short enough to set at once, or keeps
    /// too many lines together (a heading keeps all of them) for pieces to save anything. A
    /// block of more than four pieces that keeps all its lines together could not keep them on
    /// one page anyway: it is streamed, keeping 64 lines together at its start and end.
    init?(_ text: AttributedText, width: Double, widows: Int, orphans: Int, setter: TextSetter, pieceLength: Int = LineStream.pieceLength) {
        guard text.length > pieceLength, (widows <= 64 && orphans <= 64) || text.length > 4 * pieceLength else { return nil }
        self.text = text
        utf16 = text.string.utf16
        self.width = width
        self.widows = min(max(widows, 0), 64)
        self.orphans = min(orphans, 64)
        self.pieceLength = pieceLength
        self.setter = setter
        start = (utf16.startIndex, 0)
    }

    /// The next lines, or `nil` when every line has been given out.
    func next() throws(LayoutError) -> [Entry]? {
        guard !finished else { return nil }
        // Inside a long paragraph its end is known: finding it again would read the rest of
        // the paragraph for each window.
        let end = continuation?.end ?? pieceEnd()
        // Inside a paragraph longer than two pieces: a window of it.
        let own = end.offset - start.offset > 2 * pieceLength ? windowEnd(from: start) : end
        let isWindow = own.offset < end.offset
        // The following paragraph (or a window's worth of it, when it is long) is set with the
        // piece: its first line gives the piece's last line its height.
        var setEnd = own.offset
        if !isWindow, end.offset < text.length {
            setEnd = paragraphEnd(from: end, within: 2 * pieceLength)?.offset ?? windowEnd(from: end).offset
        }
        // A later window of a long paragraph starts inside it, on a wrapped line.
        let startsInside = continuation != nil
        var piece: AttributedText
        do {
            piece = try text.attributedSubstring(from: start.offset..<own.offset)
            if let style = continuation?.style {
                piece = piece.mapAttributes { var a = $0; a.paragraphStyle = style; return a }
            } else if isWindow {
                continuation = (Self.continuing(piece), end)
            }
            if setEnd > own.offset { piece.append(try text.attributedSubstring(from: own.offset..<setEnd)) }
        } catch { throw .text(.outOfRange(error)) }
        let lines = try setter.lines(piece, width: width).enumerated().map { k, entry in
            (line: entry.line, height: entry.height, continues: entry.line.isWrappedContinuation || (k == 0 && startsInside))
        }
        if isWindow {
            // The window's last line may end early, at the cut: it is set again, whole, as the
            // first of the next window (unless it is the window's only line).
            let kept = lines.count > 1 ? lines.count - 1 : lines.count
            held.append(contentsOf: lines.prefix(kept))
            let next = kept < lines.count ? start.offset + lines[kept].line.range.lowerBound : own.offset
            start = (utf16.index(start.index, offsetBy: next - start.offset), next)
        } else {
            for entry in lines where entry.line.range.lowerBound < own.offset - start.offset { held.append(entry) }
            start = own
            continuation = nil
        }
        let last = !isWindow && own.offset >= text.length
        finished = last
        let total = count + held.count
        let given = last ? held.count : max(0, held.count - widows)
        var out: [Entry] = []
        out.reserveCapacity(given)
        for (i, entry) in held.prefix(given).enumerated() {
            let k = count + i
            let keep = k > 0 && (k < orphans || (last && total - k < widows))
            out.append((entry.line, entry.height, keep, entry.continues))
        }
        held.removeFirst(given)
        count += given
        return out
    }

    /// The paragraph style of a long paragraph's later windows, from its first window: the
    /// head indent for every line, and the direction the first window's text gives when the
    /// style leaves it to the text.
    private static func continuing(_ first: AttributedText) -> ParagraphStyle {
        var style = (try? first.attributes(at: 0).attributes.paragraphStyle) ?? .default
        style.firstLineHeadIndent = style.headIndent
        if style.baseWritingDirection == .natural {
            let level = BidiResolver.levels(of: Array(first.string.unicodeScalars), direction: .auto).paragraphLevel
            style.baseWritingDirection = level == 1 ? .rightToLeft : .leftToRight
        }
        return style
    }

    /// Where a window of a long paragraph ends: after the first run of spaces at least
    /// ``pieceLength`` units on, or that far on when there is no space within another piece
    /// (never inside a surrogate pair).
    private func windowEnd(from start: (index: String.UTF16View.Index, offset: Int)) -> (index: String.UTF16View.Index, offset: Int) {
        var i = utf16.index(start.index, offsetBy: pieceLength)
        var offset = start.offset + pieceLength
        let fallback = (index: i, offset: offset)
        var sawSpace = false
        while i < utf16.endIndex, offset - fallback.offset < pieceLength {
            let u = utf16[i]
            if u == 0x20 {
                sawSpace = true
            } else if sawSpace {
                return (i, offset)
            }
            i = utf16.index(after: i)
            offset += 1
        }
        if UTF16.isTrailSurrogate(utf16[fallback.index]) {
            return (utf16.index(after: fallback.index), fallback.offset + 1)
        }
        return fallback
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
