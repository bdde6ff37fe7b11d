import FolioGeometry
import FolioGraphics

/// Blocks set in columns, as CSS Multi-column Layout 1 sets a multi-column element: the
/// content runs down the first column, then the next; a rule may stand in each gap. A
/// newsletter's two columns, a glossary in three.
///
/// ```swift
/// let news = Columns(count: 2, gap: 18, rule: Border(width: 0.5, color: .gray)) {
///     Heading("Autumn issue", level: 1).spanningColumns()
///     Paragraph("The garden committee met on Tuesday …")
///     Paragraph("Next month's outing …")
/// }
/// ```
///
/// The number and width of the columns follow CSS's rules (§3.4): ``count`` columns, or as
/// many at least ``width`` wide as fit, or both. A block whose style
/// ``BlockStyle/spansColumns`` (CSS `column-span: all`) runs across every column: the columns
/// before it end (balanced) above it, and new ones start below it.
///
/// Columns that do not fit on the page continue on the next: each page's part fills its
/// columns to the page's foot, and the last part is balanced (``Fill/balance``, the default:
/// the content shared so that the columns end as level as its break points allow), or filled
/// one column after another (``Fill/auto``). Widows, orphans, headings kept with what follows
/// and `breakInside: .avoid` apply at column breaks as at page breaks; a page break inside the
/// columns (``Block/pageBreak``, `breakBefore: .always`) moves to the next column.
public struct Columns: BlockContent, Sendable {
    /// How the last part of the columns (or the only one) shares its content (`column-fill`).
    public enum Fill: Sendable, Hashable {
        /// As level as the content's break points allow (`balance`).
        case balance
        /// One column filled to the page's foot before the next begins (`auto`).
        case auto
    }

    /// The content, a block with ``BlockStyle/spansColumns`` running across the columns.
    public var content: [Block]
    /// How many columns (`column-count`); `nil`: as many as ``width`` allows.
    public var count: Int?
    /// The least width of a column in points (`column-width`); `nil`: the width ``count``
    /// columns share.
    public var width: Double?
    /// The space between two columns in points (`column-gap`).
    public var gap: Double
    /// The line drawn in the middle of each gap between two columns that both have content
    /// (`column-rule`), as tall as the columns; `nil`: none.
    public var rule: Border?
    /// How the last part shares its content.
    public var fill: Fill
    /// Spacing, box and break rules of the whole (the columns are laid out in its content box).
    public var style: BlockStyle

    /// Columns of `content`: `count` of them, or as many at least `width` points wide as fit
    /// (with both, at most `count`), `gap` points apart.
    public init(count: Int? = 2, width: Double? = nil, gap: Double = 12, rule: Border? = nil, fill: Fill = .balance,
                style: BlockStyle = BlockStyle(), content: [Block]) {
        self.content = content
        self.count = count
        self.width = width
        self.gap = gap
        self.rule = rule
        self.fill = fill
        self.style = style
    }

    /// Columns of the blocks the builder gives.
    public init(count: Int? = 2, width: Double? = nil, gap: Double = 12, rule: Border? = nil, fill: Fill = .balance,
                style: BlockStyle = BlockStyle(), @BlockBuilder _ content: () -> [Block]) {
        self.init(count: count, width: width, gap: gap, rule: rule, fill: fill, style: style, content: content())
    }

    /// The columns as a block.
    public var blocks: [Block] { [.columns(self)] }

    /// The number of columns and their width in a content box `available` points wide (CSS
    /// Multi-column Layout 1, §3.4): with only a count, that many columns share the room;
    /// with only a width, as many columns at least that wide as fit (one at least), sharing
    /// the room; with both, the smaller of the two numbers.
    public func resolved(in available: Double) -> (count: Int, width: Double) {
        let gap = max(0, gap.isFinite ? gap : 0)
        let u = max(0, available)
        let counted = count.map { min(max(1, $0), 1000) }
        let fitting: Int? = width.flatMap { w -> Int? in
            guard w.isFinite, w > 0 else { return nil }
            return Int(min(1000, max(1, ((u + gap) / (w + gap)).rounded(.down))))
        }
        let n: Int = switch (counted, fitting) {
        case (let c?, let f?): min(c, f)
        case (let c?, nil): c
        case (nil, let f?): f
        case (nil, nil): 1
        }
        return (n, max(0, (u - gap * Double(n - 1)) / Double(n)))
    }
}

extension BlockContent {
    /// The blocks with ``BlockStyle/spansColumns`` set: in ``Columns``, they run across them all.
    public func spanningColumns() -> [Block] {
        blocks.map { block in
            var block = block
            var style = block.style ?? BlockStyle()
            style.spansColumns = true
            block.style = style
            return block
        }
    }
}
