import FolioGeometry
import FolioGraphics
import FolioText

/// A table: columns sized from their content or given widths, header rows repeated on every
/// page, rows split at line boundaries inside their cells when they do not fit.
public struct Table: BlockContent, Sendable {
    /// How wide a column is.
    public enum ColumnWidth: Sendable, Hashable {
        /// From the content: between its narrowest (longest word) and widest (no wrapping) width.
        case auto
        /// A width in points.
        case points(Double)
        /// A share of the table's width (0–1).
        case fraction(Double)
    }

    /// A column's width and the default alignment of its cells.
    public struct Column: Sendable, Hashable {
        /// The width rule.
        public var width: ColumnWidth
        /// Cell alignment when the cell does not set one.
        public var alignment: ParagraphStyle.Alignment?

        /// A column.
        public init(width: ColumnWidth = .auto, alignment: ParagraphStyle.Alignment? = nil) {
            self.width = width
            self.alignment = alignment
        }
    }

    /// How wide the table is.
    public enum Width: Sendable, Hashable {
        /// As wide as its content needs, at most the measure.
        case auto
        /// The whole measure.
        case full
        /// A width in points (at most the measure).
        case points(Double)
        /// A share of the measure (0–1).
        case fraction(Double)
    }

    /// The columns (more are added, `.auto`, when a row has more cells).
    public var columns: [Column]
    /// Rows repeated at the top of every page the table spans.
    public var headerRows: [TableRow]
    /// The body rows: an array, or rows made on demand (``TableRows/init(count:row:)``) so that
    /// a table of a million rows never holds them all.
    public var rows: TableRows
    /// The table's width.
    public var width: Width
    /// Space between a cell's border and its content.
    public var cellPadding: EdgeInsets
    /// The grid lines between and around cells (`nil`: none).
    public var gridLine: Border?
    /// Background of header rows (`nil`: none).
    public var headerBackground: Color?
    /// Background of every other body row (`nil`: none).
    public var stripeBackground: Color?
    /// A caption set above the table.
    public var caption: AttributedText?
    /// Text set above the repeated header rows on the pages after the first, such as
    /// "(continued)"; `nil`: nothing.
    public var continuedCaption: AttributedText?
    /// How many body rows the automatic column widths look at (the header rows always count):
    /// a longer table is measured on its first `measuredRowLimit` rows and its last quarter as
    /// many, so that it streams.
    public var measuredRowLimit: Int
    /// Spacing, alignment and break rules.
    public var style: BlockStyle

    /// A table.
    public init(columns: [Column] = [], headerRows: [TableRow] = [], rows: [TableRow], width: Width = .full,
                cellPadding: EdgeInsets = EdgeInsets(top: 3, left: 4, bottom: 3, right: 4),
                gridLine: Border? = Border(width: 0.5, color: Color(gray: 0.6)), headerBackground: Color? = Color(gray: 0.9),
                stripeBackground: Color? = nil, caption: AttributedText? = nil, continuedCaption: AttributedText? = nil,
                measuredRowLimit: Int = 200, style: BlockStyle = BlockStyle()) {
        self.columns = columns
        self.headerRows = headerRows
        self.rows = TableRows(rows)
        self.width = width
        self.cellPadding = cellPadding
        self.gridLine = gridLine
        self.headerBackground = headerBackground
        self.stripeBackground = stripeBackground
        self.caption = caption
        self.continuedCaption = continuedCaption
        self.measuredRowLimit = measuredRowLimit
        self.style = style
    }

    /// A table of strings: `header` (if any) as the repeated header row, then one row per element.
    public init(header: [String]? = nil, _ rows: [[String]], columns: [Column] = [], width: Width = .full) {
        self.init(columns: columns, headerRows: header.map { [TableRow($0)] } ?? [], rows: rows.map { TableRow($0) }, width: width)
    }

    /// A table from a collection: one row per element, the header from the column titles, each
    /// cell from the column's closure. Rows are made as the table is laid out, not before.
    public init<Element: Sendable>(_ data: some Sequence<Element>, width: Width = .full,
                                   @TableColumnBuilder<Element> columns: () -> [TableColumn<Element>]) {
        let cols = columns()
        let elements = Array(data)
        self.init(columns: cols.map { Column(width: $0.width, alignment: $0.alignment) },
                  headerRows: [TableRow(cols.map { TableCell($0.title) })], rows: [], width: width)
        rows = TableRows(count: elements.count) { i in TableRow(cols.map { TableCell($0.value(elements[i])) }) }
    }

    /// The block.
    public var blocks: [Block] { [.table(self)] }
}

/// The body rows of a table: stored, or made on demand from their index.
public struct TableRows: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case stored([TableRow])
        case computed(count: Int, row: @Sendable (Int) -> TableRow)
    }

    private let storage: Storage

    /// Stored rows.
    public init(_ rows: [TableRow]) { storage = .stored(rows) }

    /// Stored rows.
    public init(arrayLiteral rows: TableRow...) { storage = .stored(rows) }

    /// `count` rows, row `i` made by `row(i)` each time the layout needs it (twice: once to
    /// count pages, once to draw). Memory then stays flat however many rows there are.
    public init(count: Int, row: @escaping @Sendable (Int) -> TableRow) { storage = .computed(count: Swift.max(0, count), row: row) }

    /// The first row's index, 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int {
        switch storage {
        case .stored(let rows): rows.count
        case .computed(let count, _): count
        }
    }

    /// Row `i`.
    public subscript(i: Int) -> TableRow {
        switch storage {
        case .stored(let rows): rows[i]
        case .computed(_, let row): row(i)
        }
    }
}

/// A row of cells.
public struct TableRow: Sendable {
    /// The cells, left to right (cells covered by a row span from above are not listed).
    public var cells: [TableCell]
    /// The row's background (`nil`: the table's).
    public var background: Color?

    /// A row of cells.
    public init(_ cells: [TableCell], background: Color? = nil) {
        self.cells = cells
        self.background = background
    }

    /// A row of plain-text cells.
    public init(_ texts: [String]) {
        self.init(texts.map { TableCell($0) })
    }
}

/// A cell: blocks (usually one paragraph), spanning columns and rows.
public struct TableCell: Sendable {
    /// The content.
    public var content: [Block]
    /// Columns spanned (at least 1).
    public var columnSpan: Int
    /// Rows spanned (at least 1).
    public var rowSpan: Int
    /// Text alignment (`nil`: the column's).
    public var alignment: ParagraphStyle.Alignment?
    /// Background (`nil`: the row's).
    public var background: Color?
    /// Set in bold (header cells).
    public var isHeader: Bool
    /// Space between the cell's edges and its content (`nil`: the table's ``Table/cellPadding``).
    public var padding: EdgeInsets?
    /// The line along the cell's top edge (`nil`: none but the table's grid line).
    ///
    /// A cell's borders are drawn centred on its edges, over the table's grid lines, as CSS
    /// draws collapsed borders: they take no room from the content, and where two cells share
    /// an edge, each draws its own line there (the one drawn later, to the right or below, on
    /// top). A row split over two pages draws the cell's borders around each part.
    public var borderTop: Border?
    /// The line along the cell's left edge.
    public var borderLeft: Border?
    /// The line along the cell's bottom edge.
    public var borderBottom: Border?
    /// The line along the cell's right edge.
    public var borderRight: Border?
    /// The cell's width, padding included (`nil`: from its content). Points make its column at
    /// least that wide and keep it from growing while columns without a width can; a fraction
    /// is a share of the table's width. A cell never gets narrower than its longest word.
    public var width: Table.ColumnWidth?
    /// Where the content sits when the cell is taller than it (`nil`: at the top).
    public var verticalAlignment: VerticalAlignment?

    /// Where a cell's content sits in a cell taller than the content (CSS `vertical-align`).
    public enum VerticalAlignment: Sendable, Hashable {
        /// At the top.
        case top
        /// Centred.
        case middle
        /// At the bottom.
        case bottom
        /// The first line's baseline on the row's baseline: the lowest first baseline of the
        /// row's cells that align so.
        case baseline
    }

    /// A cell of blocks.
    public init(_ content: [Block], columnSpan: Int = 1, rowSpan: Int = 1, alignment: ParagraphStyle.Alignment? = nil,
                background: Color? = nil, isHeader: Bool = false, padding: EdgeInsets? = nil, border: Border? = nil) {
        self.content = content
        self.columnSpan = max(1, columnSpan)
        self.rowSpan = max(1, rowSpan)
        self.alignment = alignment
        self.background = background
        self.isHeader = isHeader
        self.padding = padding
        borderTop = border
        borderLeft = border
        borderBottom = border
        borderRight = border
    }

    /// Sets all four borders (reads the top one).
    public var border: Border? {
        get { borderTop }
        set { borderTop = newValue; borderLeft = newValue; borderBottom = newValue; borderRight = newValue }
    }

    /// A cell of attributed text.
    public init(_ text: AttributedText, columnSpan: Int = 1, rowSpan: Int = 1, alignment: ParagraphStyle.Alignment? = nil) {
        self.init([.paragraph(Paragraph(text))], columnSpan: columnSpan, rowSpan: rowSpan, alignment: alignment)
    }

    /// A cell of plain text.
    public init(_ text: String, columnSpan: Int = 1, rowSpan: Int = 1, alignment: ParagraphStyle.Alignment? = nil) {
        self.init(AttributedText(text), columnSpan: columnSpan, rowSpan: rowSpan, alignment: alignment)
    }
}

/// A column of a table built from a collection: its title and how each element fills it.
public struct TableColumn<Element>: Sendable {
    /// The header text.
    public var title: String
    /// The width rule.
    public var width: Table.ColumnWidth
    /// The alignment of the column's cells.
    public var alignment: ParagraphStyle.Alignment?
    /// The cell text for an element.
    public var value: @Sendable (Element) -> String

    /// A column titled `title` whose cells are `value(element)`.
    public init(_ title: String, width: Table.ColumnWidth = .auto, alignment: ParagraphStyle.Alignment? = nil,
                value: @escaping @Sendable (Element) -> String) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.value = value
    }
}
