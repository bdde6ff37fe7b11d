import FolioGeometry
import FolioGraphics

/// Blocks set side by side, sized as CSS sizes the items of a row flex container (CSS
/// Flexible Box 1, §9.7): each item starts from its basis, then grows into the room left or
/// shrinks to fit, never below its longest word; items wrap onto further lines when the row
/// allows it. A logo beside an address, cards in a row, a label beside its value.
///
/// ```swift
/// let header = Row(gap: 12, justification: .spaceBetween) {
///     Row.Item(Paragraph("ACME Tools Ltd"), basis: .points(120))
///     Row.Item(Paragraph("Invoice 2026-114, due 31 December"), grow: 1, basis: .points(0))
/// }
/// ```
///
/// A row that does not fit on the page splits between the lines of its items, as a table row
/// does. Items are laid out in order (HTML's `order` sorts them before they get here).
public struct Row: BlockContent, Sendable {
    /// Where the room left on a line goes when no item grows into it (`justify-content`).
    public enum Justification: Sendable, Hashable {
        /// After the items.
        case start
        /// Before the items.
        case end
        /// Half before, half after.
        case center
        /// Between the items, none at the ends.
        case spaceBetween
        /// Around each item: half as much at the ends as between items.
        case spaceAround
        /// Evenly: as much at the ends as between items.
        case spaceEvenly
    }

    /// Where an item sits in a line taller than it (`align-items`, `align-self`).
    public enum Alignment: Sendable, Hashable {
        /// As tall as the line: its background and borders fill it.
        case stretch
        /// At the top.
        case start
        /// At the bottom.
        case end
        /// Centred.
        case center
        /// The first baselines of the items that align so on one line.
        case baseline
    }

    /// An item's starting width (`flex-basis`).
    public enum Basis: Sendable, Hashable {
        /// Its content's widest (max-content) width.
        case auto
        /// A width in points, padding and borders included.
        case points(Double)
        /// A share of the row's width (0–1).
        case fraction(Double)
        /// A share of the row's width plus a length in points, padding and borders included
        /// (CSS's `flex-basis: calc(33.3% - 1em)`).
        case sum(fraction: Double, points: Double)
    }

    /// One item of a row: blocks, how it grows and shrinks, and its box.
    public struct Item: Sendable {
        /// The content.
        public var content: [Block]
        /// Its share of the room left on its line (`flex-grow`); 0 keeps it at its basis.
        public var grow: Double
        /// Its share of what the line lacks, weighed by its basis (`flex-shrink`); 0 keeps it
        /// from shrinking.
        public var shrink: Double
        /// Its starting width.
        public var basis: Basis
        /// Its least width in points (`min-width`; `nil`: its longest word).
        public var minimumWidth: Double?
        /// Its greatest width in points (`max-width`; `nil`: none).
        public var maximumWidth: Double?
        /// Where it sits in its line (`align-self`; `nil`: the row's ``Row/alignment``).
        public var alignment: Alignment?
        /// Its background, padding and borders.
        public var box: ItemBox

        /// An item of `content`.
        public init(_ content: [Block], grow: Double = 0, shrink: Double = 1, basis: Basis = .auto,
                    minimumWidth: Double? = nil, maximumWidth: Double? = nil, alignment: Alignment? = nil, box: ItemBox = ItemBox()) {
            self.content = content
            self.grow = grow
            self.shrink = shrink
            self.basis = basis
            self.minimumWidth = minimumWidth
            self.maximumWidth = maximumWidth
            self.alignment = alignment
            self.box = box
        }

        /// An item of one block (or of anything that stands for blocks).
        public init(_ content: some BlockContent, grow: Double = 0, shrink: Double = 1, basis: Basis = .auto) {
            self.init(content.blocks, grow: grow, shrink: shrink, basis: basis)
        }
    }

    /// The items, in order.
    public var items: [Item]
    /// Space between items on a line, in points (`column-gap`).
    public var gap: Double
    /// Space between lines, in points (`row-gap`).
    public var lineGap: Double
    /// Whether items that do not fit go on to a further line (`flex-wrap: wrap`); otherwise
    /// they shrink onto one line.
    public var wraps: Bool
    /// Where the room no item grows into goes.
    public var justification: Justification
    /// Where items sit in their line, unless an item says otherwise.
    public var alignment: Alignment
    /// Spacing, break rules and box around the whole row.
    public var style: BlockStyle

    /// A row of `items`.
    public init(_ items: [Item], gap: Double = 0, lineGap: Double = 0, wraps: Bool = false,
                justification: Justification = .start, alignment: Alignment = .stretch, style: BlockStyle = BlockStyle()) {
        self.items = items
        self.gap = gap
        self.lineGap = lineGap
        self.wraps = wraps
        self.justification = justification
        self.alignment = alignment
        self.style = style
    }

    /// A row of the items the builder lists.
    public init(gap: Double = 0, lineGap: Double = 0, wraps: Bool = false, justification: Justification = .start,
                alignment: Alignment = .stretch, style: BlockStyle = BlockStyle(), @RowBuilder items: () -> [Item]) {
        self.init(items(), gap: gap, lineGap: lineGap, wraps: wraps, justification: justification, alignment: alignment, style: style)
    }

    /// The block.
    public var blocks: [Block] { [.row(self)] }
}

/// Builds a ``Row``'s items.
@resultBuilder
public enum RowBuilder {
    /// The items, in order.
    public static func buildBlock(_ items: Row.Item...) -> [Row.Item] { items }
}
