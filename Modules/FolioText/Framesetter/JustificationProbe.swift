/// What benchmarks need to judge justification fairly: for each paragraph, whether any choice
/// of line breaks keeps every line within an adjustment ratio. A loose line in a paragraph
/// that cannot be set tighter is no fault of the line breaker; one in a paragraph that could
/// be is.
///
/// Not public API: `package` access, for Folio's benchmarks and tests.
package enum JustificationProbe {
    /// A paragraph of the text and whether it can be set within the ratio.
    package struct Paragraph: Sendable, Hashable {
        /// The paragraph's UTF-16 range in the whole text (its separator included).
        package var range: Range<Int>
        /// Whether some set of breaks keeps every line but forced and last ones within the
        /// ratio, with the hyphenation the paragraph's style allows.
        package var fitsWithinRatio: Bool
        /// The fewest lines any set of breaks must leave beyond the ratio, not counting lines
        /// that end the paragraph or a forced break (a line with no space that falls short
        /// counts as beyond). A line fitter that sets more loose lines than this in the
        /// paragraph chose them.
        package var fewestLooseLines: Int
    }

    /// Each paragraph of `text` as the framesetter would set it in a rectangle `width` wide,
    /// with whether Knuth–Plass fitting finds lines whose adjustment ratios all stay within
    /// `ratio` (1 means word spaces stretched to at most 1.5 times their natural width).
    package static func paragraphs(of text: AttributedText, width: Double, ratio: Double) throws(FramesetterError) -> [Paragraph] {
        let units = Array(text.string.utf16)
        let fonts = FontResolver(library: .shared)
        let shaper = Shaper()
        var diagnostics: [String] = []
        var out: [Paragraph] = []
        for range in Framesetter.paragraphRanges(units) {
            let para = try ShapedParagraph(text, units: units, range: range, fonts: fonts, shaper: shaper, diagnostics: &diagnostics)
            let style = para.style
            func available(_ n: Int) -> Double {
                let indent = n == 0 ? style.firstLineHeadIndent : style.headIndent
                let trailing = style.tailIndent > 0 ? max(0, width - style.tailIndent) : -style.tailIndent
                return max(1, width - indent - trailing)
            }
            let (items, _) = ParagraphLayout.items(para, from: 0, wordLimit: available(1))
            var fitter = LineFitter()
            fitter.letterSpacing = para.letterSpacing
            let fits = items.isEmpty || fitter.optimal(items, tolerance: ratio, lineWidth: available) != nil
            let fewest = items.isEmpty ? 0 : fewestLooseLines(items, ratio: ratio, letters: para.letterSpacing, lineWidth: available)
            out.append(Paragraph(range: range, fitsWithinRatio: fits, fewestLooseLines: fewest))
        }
        return out
    }
}

extension JustificationProbe {
    /// The fewest lines beyond `limit` over all sets of breaks (dynamic programming over the
    /// legal breaks). Line 0 is `lineWidth(0)` wide, every later line `lineWidth(1)`, as in a
    /// rectangle. A line shrunk beyond its shrinkability is allowed only where no break fits
    /// (a word wider than the line), as the fitters allow it.
    static func fewestLooseLines(_ items: [ParagraphItem], ratio limit: Double, letters: Double, lineWidth: (Int) -> Double) -> Int {
        let sums = LineFitter.prefixSums(items)
        var breaks: [Int] = [-1], fewest: [Int] = [0]  // the breaks since the last forced one
        for b in items.indices {
            let info = LineFitter.breakInfo(items, b)
            guard info.legal else { continue }
            let forced = info.cost <= ParagraphItem.forcedBreak
            var best = Int.max
            for k in stride(from: breaks.count - 1, through: 0, by: -1) {
                let a = breaks[k]
                let start = LineFitter.lineStart(after: a, items)
                let r = start > b ? 0 : LineFitter.ratio(from: start, to: b, breakWidth: info.width, sums: sums,
                                                         available: lineWidth(a < 0 ? 0 : 1), letters: letters)
                // Starting earlier only makes the line longer (every item's width less its
                // shrink is positive): no earlier break fits either.
                if r < -1 { break }
                // A line with no space to stretch counts too (else a word per line would do).
                best = min(best, fewest[k] + (!forced && r > limit ? 1 : 0))
            }
            if best == Int.max { best = fewest[fewest.count - 1] }
            if forced {
                breaks = [b]; fewest = [best]
            } else {
                breaks.append(b); fewest.append(best)
            }
        }
        return fewest[fewest.count - 1]
    }
}
