import FolioGeometry
import FolioGraphics

/// Chooses a paragraph's lines for a width and sets each one: the break opportunities
/// (UAX #14 and hyphenation) become boxes, glue and penalties, a ``LineFitter`` picks the
/// breaks, and each line is aligned, justified and put in visual order.
///
/// Each line is set at y = 0 (its top at 0, its baseline at its ascent), x relative to the
/// frame's left edge, ranges in the whole text: whoever stacks the lines places each once.
struct ParagraphLayout {
    /// The lines, each at y = 0.
    var lines: [Line] = []

    /// - Parameter slot: the room for line `n` of the laid-out lines: its left edge and width,
    ///   relative to the frame.
    /// - Parameter allowsOneLine: whether a paragraph that fits its first line is set without
    ///   finding breaks (the same line either way; tests turn it off to compare).
    init(_ para: ShapedParagraph, slot: (Int) -> (x: Double, width: Double), startingAt start: Int, allowsOneLine: Bool = true) {
        let u = para.utf16
        guard start < u.count else { return }
        let style = para.style
        let firstLine = start == 0
        let leading = firstLine ? style.firstLineHeadIndent : style.headIndent
        func indent(_ n: Int) -> Double { n == 0 ? leading : style.headIndent }
        func available(_ n: Int) -> Double {
            let w = slot(n).width
            let trailing = style.tailIndent > 0 ? max(0, w - style.tailIndent) : -style.tailIndent
            return max(1, w - indent(n) - trailing)
        }

        let truncation: LineTruncation.Place? = switch style.lineBreakMode {
        case .byClipping: .clip
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        default: nil
        }
        // A paragraph narrower than its first line is that line, whatever the line breaking:
        // set it without finding break opportunities (a table cell's text mostly is).
        if allowsOneLine, truncation == nil, start == 0, let content = Self.oneLineContent(para, within: available(0)) {
            lines = [Self.setLine(para, 0..<u.count, content: content, hyphenated: false, x: slot(0).x + indent(0),
                                  width: available(0), justify: false, shrinkToFit: style.alignment == .justified,
                                  letterSpacing: para.letterSpacing)]
            return
        }

        // Words are broken between graphemes only when no line near the start could hold
        // them (in a shape, a word too wide for one line may fit the next).
        var widest = available(0)
        for n in 1..<8 { widest = max(widest, available(n)) }
        let (items, breakAt) = Self.items(para, from: start, wordLimit: widest)

        // MARK: Lines
        // Clipping and truncating set the paragraph on one line (up to a forced break).
        var fitter = LineFitter()
        let letterSpacing = truncation == nil ? para.letterSpacing : 0
        fitter.letterSpacing = letterSpacing
        fitter.hyphenationFactor = style.hyphenationFactor
        let fits = fitter.fit(items, strategy: style.effectiveLineBreakStrategy,
                              lineWidth: truncation == nil ? available : { _ in .greatestFiniteMagnitude / 4 })
        var lineStart = start
        for (n, fit) in fits.enumerated() {
            let next = breakAt[fit.breakIndex]
            guard next > lineStart else { continue }
            var contentEnd = next
            while contentEnd > lineStart, Self.isBreakingSpace(u[contentEnd - 1]) || Self.isNewline(u[contentEnd - 1]) { contentEnd -= 1 }
            // A line that starts where the text wrapped does not show the spaces it starts with
            // (a paragraph's own leading spaces, its indentation, stay, and so do those after a
            // forced line break such as U+2028: preformatted text's alignment).
            var contentStart = lineStart
            if lineStart > 0, !Self.isNewline(u[lineStart - 1]) {
                while contentStart < contentEnd, Self.isBreakingSpace(u[contentStart]) { contentStart += 1 }
            }
            let endsParagraph = next >= u.count || Self.isNewline(u[next - 1])
            let justify = style.alignment == .justified && !endsParagraph
            // A justified paragraph's last line keeps natural spaces unless the fitter shrank
            // them to make it fit.
            var line = Self.setLine(para, lineStart..<next, content: contentStart..<contentEnd, hyphenated: fit.endsWithHyphen,
                                    x: slot(n).x + indent(n), width: available(n), justify: justify && truncation == nil,
                                    shrinkToFit: style.alignment == .justified && truncation == nil, letterSpacing: letterSpacing)
            if let t = truncation { line = LineTruncation.truncate(line, to: available(n), place: t) }
            lines.append(line)
            lineStart = next
        }
    }

    /// The range of a paragraph's text a line shows (its trailing spaces left out) when the
    /// whole paragraph fits in `width` on one line with no forced break and no tab; `nil` otherwise.
    static func oneLineContent(_ para: ShapedParagraph, within width: Double) -> Range<Int>? {
        let u = para.utf16
        guard !para.hasTabs else { return nil }
        var end = u.count
        while end > 0, isBreakingSpace(u[end - 1]) { end -= 1 }
        guard end > 0 else { return nil }
        var natural = 0.0
        for k in 0..<end {
            if isNewline(u[k]) { return nil }
            natural += para.advances[k]
        }
        // A margin for sums taken in another order; a line that close goes the long way.
        return natural <= width - 0.01 ? 0..<end : nil
    }

    // MARK: Items

    /// The paragraph from `start` as boxes, glue and penalties, and for each item where the
    /// next line starts if a line breaks there. Words wider than `wordLimit` may break
    /// between grapheme clusters.
    static func items(_ para: ShapedParagraph, from start: Int, wordLimit: Double) -> (items: [ParagraphItem], breakAt: [Int]) {
        let u = para.utf16
        let style = para.style
        var items: [ParagraphItem] = []
        var breakAt: [Int] = []  // for each item: where the next line starts if it breaks there
        var opportunities = LineBreaker.boundaries(utf16: u[start...])
        if style.lineBreakMode == .byCharWrapping {
            // Any grapheme boundary, keeping the mandatory breaks.
            let mandatory = opportunities.filter(\.isMandatory)
            let graphemes = GraphemeBreaker.boundaries(utf16: u[start...]).filter { $0 > 0 }
            opportunities = (graphemes.filter { g in !mandatory.contains { $0.offset == g } }.map { BreakOpportunity(offset: $0, isMandatory: false) }
                + mandatory).sorted { $0.offset < $1.offset }
        }
        // A footnote call holds to the word it follows (`began.¹`, where UAX #14 would break
        // between the full stop and the digit).
        if para.items.contains(where: { $0.attributes.footnote != nil }) {
            opportunities.removeAll { op in
                let at = start + op.offset
                guard !op.isMandatory, at > 0, at < u.count, !isBreakingSpace(u[at - 1]) else { return false }
                return para.item(at: at)?.attributes.footnote != nil
            }
        }
        let hyphenator = style.hyphenationFactor > 0 ? Hyphenator.forLanguage(para.items.first?.attributes.language ?? "en") : nil
        // Most segments give a box and a glue or penalty; reserving avoids growing the arrays.
        items.reserveCapacity(2 * opportunities.count + 8)
        breakAt.reserveCapacity(2 * opportunities.count + 8)
        var segStart = start
        for op in opportunities {
            let segEnd = start + op.offset
            var contentEnd = segEnd
            while contentEnd > segStart, Self.isBreakingSpace(u[contentEnd - 1]) || Self.isNewline(u[contentEnd - 1]) { contentEnd -= 1 }
            // Spaces inside a segment (UAX #14 keeps `"a" (b` together) are no break, but the
            // justified line stretches them like any other: they are glue behind a penalty
            // that forbids breaking, so the fitter counts their stretch and shrink too.
            var wordStart = segStart, k = segStart
            while k < contentEnd, u[k] == 0x20 { k += 1 }  // a paragraph's indentation stays with its first word
            while k < contentEnd {
                guard u[k] == 0x20 else { k += 1; continue }
                var e = k
                while e < contentEnd, u[e] == 0x20 { e += 1 }
                Self.appendWord(para, wordStart..<k, width: wordLimit, hyphenator: hyphenator, items: &items, breakAt: &breakAt)
                let w = (k..<e).reduce(0.0) { $0 + para.advances[$1] }
                items.append(.penalty(width: 0, cost: ParagraphItem.noBreak, flagged: false)); breakAt.append(e)
                items.append(.glue(width: w, stretch: w * 0.5, shrink: style.alignment == .justified ? w / 3 : 0)); breakAt.append(e)
                wordStart = e
                k = e
            }
            Self.appendWord(para, wordStart..<contentEnd, width: wordLimit, hyphenator: hyphenator, items: &items, breakAt: &breakAt)
            let spaceWidth = (contentEnd..<segEnd).reduce(0.0) { Self.isNewline(u[$1]) ? $0 : $0 + para.advances[$1] }
            if op.isMandatory {
                // A forced break, with glue that fills the line as at a paragraph's end.
                items.append(.penalty(width: 0, cost: ParagraphItem.noBreak, flagged: false)); breakAt.append(segEnd)
                items.append(.glue(width: 0, stretch: 100_000, shrink: 0)); breakAt.append(segEnd)
                items.append(.penalty(width: 0, cost: ParagraphItem.forcedBreak, flagged: false)); breakAt.append(segEnd)
            } else if spaceWidth > 0 {
                // Only justified lines change their spaces, so only they may shrink them.
                let shrink = style.alignment == .justified ? spaceWidth / 3 : 0
                items.append(.glue(width: spaceWidth, stretch: spaceWidth * 0.5, shrink: shrink)); breakAt.append(segEnd)
            } else {
                items.append(.penalty(width: 0, cost: 0, flagged: false)); breakAt.append(segEnd)
            }
            segStart = segEnd
        }

        return (items, breakAt)
    }

    // MARK: Words

    private static func appendWord(
        _ para: ShapedParagraph, _ range: Range<Int>, width: Double, hyphenator: Hyphenator?,
        items: inout [ParagraphItem], breakAt: inout [Int]
    ) {
        guard !range.isEmpty else { return }
        let w = range.reduce(0.0) { $0 + para.advances[$1] }
        if w > width {
            // A word wider than the line: allow breaks between grapheme clusters.
            let slice = Array(para.utf16[range])
            let bounds = GraphemeBreaker.boundaries(utf16: slice).map { $0 + range.lowerBound }
            for k in 0..<(bounds.count - 1) {
                let piece = bounds[k]..<bounds[k + 1]
                if k > 0 { items.append(.penalty(width: 0, cost: 1000, flagged: false)); breakAt.append(piece.lowerBound) }
                items.append(.box(width: piece.reduce(0.0) { $0 + para.advances[$1] })); breakAt.append(piece.upperBound)
            }
            return
        }
        if let h = hyphenator, range.count >= 5 {
            let word = String(utf16: para.utf16[range])
            let points = h.hyphenationPoints(in: word).map { $0 + range.lowerBound }
            if !points.isEmpty, let item = para.item(at: range.lowerBound), let hy = item.font.nominalGlyph(for: "-") {
                let hyphenWidth = Double(item.font.advance(ofGlyph: hy)) * item.size / Double(item.font.unitsPerEm)
                var lo = range.lowerBound
                for p in points + [range.upperBound] {
                    items.append(.box(width: (lo..<p).reduce(0.0) { $0 + para.advances[$1] })); breakAt.append(p)
                    if p < range.upperBound { items.append(.penalty(width: hyphenWidth, cost: 50, flagged: true)); breakAt.append(p) }
                    lo = p
                }
                return
            }
        }
        items.append(.box(width: w)); breakAt.append(range.upperBound)
    }

    static func isBreakingSpace(_ c: UInt16) -> Bool { c == 0x20 || c == 0x09 || c == 0x3000 || (c >= 0x2000 && c <= 0x200A && c != 0x2007) }
    static func isNewline(_ c: UInt16) -> Bool { c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2028 || c == 0x2029 || c == 0x0B || c == 0x0C }
}
