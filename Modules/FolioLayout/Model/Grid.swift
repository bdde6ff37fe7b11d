import FolioGeometry
import FolioGraphics

/// Blocks placed on a grid of columns, as CSS Grid Layout 1 places the items of a grid
/// container: columns of fixed, fractional (`fr`), automatic or `minmax()` widths; items at
/// given lines or placed automatically in row order, spanning columns and rows; rows as tall
/// as their items. A price table, a form of labels and values, a gallery of cards.
///
/// ```swift
/// let cards = Grid(columns: [.flex(1), .flex(1), .flex(1)], columnGap: 12, rowGap: 12) {
///     Grid.Item(Paragraph("Basic"))
///     Grid.Item(Paragraph("Team"))
///     Grid.Item(Paragraph("Enterprise"))
///     Grid.Item(Paragraph("A note under all three"), column: .span(3))
/// }
/// ```
///
/// A grid taller than the page splits between its rows, and a row taller than the page
/// between the lines of its items, as a table does.
public struct Grid: BlockContent, Sendable {
    /// How wide a column is (a track size).
    public indirect enum Track: Sendable, Hashable {
        /// A width in points.
        case points(Double)
        /// A share of the grid's width (0–1).
        case fraction(Double)
        /// A share of the room the other columns leave (`1fr`), by weight.
        case flex(Double)
        /// As wide as its items' widest content, at least their longest word.
        case auto
        /// At least `minimum` and at most `maximum` (`minmax()`); `minimum` is not flexible.
        case minmax(Track, Track)
    }

    /// Where an item starts, or how many tracks it spans, along one axis.
    public enum Placement: Sendable, Hashable {
        /// Placed automatically: in the next free place, row by row.
        case auto
        /// At grid line `n` (1 is the first; -1 the last line of the explicit columns).
        case line(Int)
        /// At grid line `start` to line `end` (exclusive of the tracks after it).
        case lines(Int, Int)
        /// Spanning `n` tracks, placed automatically.
        case span(Int)
        /// At line `start`, spanning `n` tracks.
        case lineSpan(Int, Int)
    }

    /// Where an item sits in its area when the area is taller than the item.
    public typealias Alignment = Row.Alignment

    /// One item: blocks, where it goes, and its box.
    public struct Item: Sendable {
        /// The content.
        public var content: [Block]
        /// Its columns.
        public var column: Placement
        /// Its rows.
        public var row: Placement
        /// Where it sits in a taller area (`nil`: the grid's ``Grid/alignment``).
        public var alignment: Alignment?
        /// Its background, padding and borders.
        public var box: ItemBox
        /// `.avoid`: its row moves to the next page whole rather than split (unless taller
        /// than a page), CSS `break-inside: avoid` on a grid item.
        public var breakInside: PageBreakRule = .auto

        /// An item of `content` at `column` and `row`.
        public init(_ content: [Block], column: Placement = .auto, row: Placement = .auto, alignment: Alignment? = nil,
                    box: ItemBox = ItemBox()) {
            self.content = content
            self.column = column
            self.row = row
            self.alignment = alignment
            self.box = box
        }

        /// An item of one block (or of anything that stands for blocks).
        public init(_ content: some BlockContent, column: Placement = .auto, row: Placement = .auto) {
            self.init(content.blocks, column: column, row: row)
        }
    }

    /// The columns (more, `.auto`, are added when an item is placed past them).
    public var columns: [Track]
    /// The items, in order.
    public var items: [Item]
    /// Space between columns, in points.
    public var columnGap: Double
    /// Space between rows, in points.
    public var rowGap: Double
    /// Where items sit in their areas, unless an item says otherwise.
    public var alignment: Alignment
    /// Spacing, break rules and box around the whole grid.
    public var style: BlockStyle

    /// A grid of `items` on `columns`.
    public init(columns: [Track], items: [Item], columnGap: Double = 0, rowGap: Double = 0, alignment: Alignment = .stretch,
                style: BlockStyle = BlockStyle()) {
        self.columns = columns
        self.items = items
        self.columnGap = columnGap
        self.rowGap = rowGap
        self.alignment = alignment
        self.style = style
    }

    /// A grid of the items the builder lists.
    public init(columns: [Track], columnGap: Double = 0, rowGap: Double = 0, alignment: Alignment = .stretch,
                style: BlockStyle = BlockStyle(), @GridBuilder items: () -> [Item]) {
        self.init(columns: columns, items: items(), columnGap: columnGap, rowGap: rowGap, alignment: alignment, style: style)
    }

    /// The block.
    public var blocks: [Block] { [.grid(self)] }
}

/// Builds a ``Grid``'s items.
@resultBuilder
public enum GridBuilder {
    /// The items, in order.
    public static func buildBlock(_ items: Grid.Item...) -> [Grid.Item] { items }
}
