/// One element of a paragraph as the line fitter sees it: Knuth and Plass's boxes, glue and
/// penalties (Breaking Paragraphs into Lines, 1981).
///
/// Widths are in points. A box is material that cannot be broken (a word or part of one);
/// glue is stretchable space where a line may end (when it follows a box); a penalty is a
/// possible break with a cost (a hyphen, a forced break).
package enum ParagraphItem: Sendable, Hashable {
    /// Unbreakable material of a fixed width.
    case box(width: Double)
    /// Space of natural `width` that may grow by `stretch` and shrink by `shrink`.
    case glue(width: Double, stretch: Double, shrink: Double)
    /// A possible break costing `cost`; `width` is added to the line if it breaks here (a
    /// hyphen's width); `flagged` marks hyphen breaks, which should not stack.
    /// A cost of ``ParagraphItem/forcedBreak`` or lower forces a break; ``ParagraphItem/noBreak``
    /// or higher forbids one.
    case penalty(width: Double, cost: Double, flagged: Bool)

    /// A penalty cost that forces a break.
    package static let forcedBreak = -10_000.0
    /// A penalty cost that forbids a break.
    package static let noBreak = 10_000.0

    /// The paragraph's end as Knuth and Plass close it: glue that fills the last line, then a
    /// forced break.
    package static let paragraphEnd: [ParagraphItem] = [
        .penalty(width: 0, cost: noBreak, flagged: false),
        .glue(width: 0, stretch: 100_000, shrink: 0),
        .penalty(width: 0, cost: forcedBreak, flagged: false),
    ]
}

/// One line chosen by a line fitter.
package struct LineFit: Sendable, Hashable {
    /// The item where the line breaks: the index of the glue or penalty that ends it.
    package var breakIndex: Int
    /// How much the line's glue is stretched (positive, as a fraction of its stretchability)
    /// or shrunk (negative, down to -1). 0 means natural spacing.
    package var adjustmentRatio: Double
    /// Whether the line ends at a flagged (hyphen) penalty.
    package var endsWithHyphen: Bool
}

/// How lines are chosen.
public enum LineBreakingStrategy: Sendable, Hashable {
    /// First fit: each line takes as much as fits; fast, the usual choice for ragged text.
    case greedy
    /// Knuth–Plass total fit: the whole paragraph's breaks minimise total demerits; the usual
    /// choice for justified text.
    case optimal
}
