/// What benchmarks need to judge justification fairly: for each paragraph, whether any choice
/// of line breaks keeps every line within an adjustment ratio. A loose line in a paragraph
/// that cannot be set tighter is no fault of the line breaker; one in a paragraph that could
/// be is.
///
/// Not public API: `@_spi(Benchmarks) import FolioText`.
@_spi(Benchmarks)
public enum JustificationProbe {
    /// A paragraph of the text and whether it can be set within the ratio.
    public struct Paragraph: Sendable, Hashable {
        /// The paragraph's UTF-16 range in the whole text (its separator included).
        public var range: Range<Int>
        /// Whether some set of breaks keeps every line but forced and last ones within the
        /// ratio, with the hyphenation the paragraph's style allows.
        public var fitsWithinRatio: Bool
    }

    /// Each paragraph of `text` as the framesetter would set it in a rectangle `width` wide,
    /// with whether Knuth–Plass fitting finds lines whose adjustment ratios all stay within
    /// `ratio` (1 means word spaces stretched to at most 1.5 times their natural width).
    public static func paragraphs(of text: AttributedText, width: Double, ratio: Double) throws(FramesetterError) -> [Paragraph] {
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
            let fits = items.isEmpty || LineFitter().optimal(items, tolerance: ratio, lineWidth: available) != nil
            out.append(Paragraph(range: range, fitsWithinRatio: fits))
        }
        return out
    }
}
