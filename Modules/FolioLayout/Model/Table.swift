import FolioConcurrency
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

    /// A column's width and alignment: the same type as the columns of a table made from a
    /// collection (``TableColumn``).
    @available(*, deprecated, renamed: "TableColumn")
    public typealias Column = TableColumn<TableRow>

    /// How the columns' widths are found (CSS `table-layout`).
    public enum Layout: Sendable, Hashable {
        /// From every cell's content: CSS 2.1's automatic table layout (§17.5.2.2).
        case auto
        /// From the columns' given widths and the first row's cells only, the content never
        /// looked at (CSS 2.1 §17.5.2.1): the columns without a width share what is left
        /// equally, and a word wider than its column is broken at its edge (where a browser lets
        /// it run over). Fast, and the same whatever the rows hold. A table whose ``Table/width`` is ``Width/auto`` is laid
        /// out automatically, as CSS says.
        case fixed
    }

    /// How the cells' borders meet (CSS `border-collapse` and `border-spacing`).
    public enum BorderModel: Sendable, Hashable {
        /// Neighbouring cells share one border, centred on the line between them and drawn
        /// once: the wider of the two, or at equal widths solid over dashed over dotted, or else
        /// the one to the left or above (CSS 2.1 §17.6.2.1). Borders take no room from the
        /// content. No space between cells.
        case collapsed
        /// Each cell draws its own borders inside its box, and cells are `horizontal` points
        /// apart (and as far from the table's left and right edges) and `vertical` points
        /// apart (and from its top and bottom): CSS's separated borders with `border-spacing`.
        case separated(horizontal: Double, vertical: Double)
    }

    /// What the table is for, which decides how it is tagged in an accessible PDF.
    public enum Role: Sendable, Hashable {
        /// Data in rows and columns: a `Table` element with rows, header and data cells.
        case data
        /// Content set side by side, such as a note's icon beside its text (HTML's
        /// `role="presentation"`): no `Table` element; each cell's content is read in turn, row by
        /// row, inside a `Div`, as screen readers read a layout table.
        case layout
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
    public var columns: [TableColumn<TableRow>]
    /// Rows repeated at the top of every page the table spans.
    ///
    /// Header rows, footer rows and carried rows repeat only while together they take at most
    /// half of the page's content height, so that body rows always have room; taller ones
    /// come once (the header above the first body row, the footer below the last).
    public var headerRows: [TableRow]
    /// Rows set after the last body row and repeated at the foot of every page the table
    /// continues from, right below its last row there (HTML's `tfoot`); see ``headerRows``
    /// for when they are too tall to repeat.
    public var footerRows: [TableRow]
    /// Rows drawn where the table breaks across pages, such as an invoice's running total
    /// ("carried forward" at the foot of the page, "brought forward" at the head of the next);
    /// `nil`: none.
    public var carryOver: CarryOver?
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
    /// How the columns' widths are found: from the content, or from the given widths only.
    public var layout: Layout
    /// Whether neighbouring cells share their borders, or draw their own with space between.
    public var borderModel: BorderModel
    /// Spacing, alignment and break rules.
    public var style: BlockStyle
    /// What the table is for (data by default); a layout table is tagged as its cells'
    /// content, not as a table.
    public var role: Role = .data

    /// A table.
    public init(columns: [TableColumn<TableRow>] = [], headerRows: [TableRow] = [], rows: [TableRow],
                footerRows: [TableRow] = [], width: Width = .full,
                cellPadding: EdgeInsets = EdgeInsets(top: 3, left: 4, bottom: 3, right: 4),
                gridLine: Border? = Border(width: 0.5, color: Color(gray: 0.6)), headerBackground: Color? = Color(gray: 0.9),
                stripeBackground: Color? = nil, caption: AttributedText? = nil, continuedCaption: AttributedText? = nil,
                measuredRowLimit: Int = 200, layout: Layout = .auto, borderModel: BorderModel = .collapsed,
                style: BlockStyle = BlockStyle()) {
        self.columns = columns
        self.headerRows = headerRows
        self.rows = TableRows(rows)
        self.footerRows = footerRows
        self.width = width
        self.cellPadding = cellPadding
        self.gridLine = gridLine
        self.headerBackground = headerBackground
        self.stripeBackground = stripeBackground
        self.caption = caption
        self.continuedCaption = continuedCaption
        self.measuredRowLimit = measuredRowLimit
        self.layout = layout
        self.borderModel = borderModel
        self.style = style
    }

    /// A table of strings: `header` (if any) as the repeated header row, then one row per element.
    public init(header: [String]? = nil, _ rows: [[String]], columns: [TableColumn<TableRow>] = [], width: Width = .full) {
        self.init(columns: columns, headerRows: header.map { [TableRow($0)] } ?? [], rows: rows.map { TableRow($0) }, width: width)
    }

    /// A table from a collection: one row per element, the header from the column titles, each
    /// cell from the column's closure. Rows are made as the table is laid out, not before.
    public init<Element: Sendable>(_ data: some Sequence<Element>, width: Width = .full,
                                   @TableColumnBuilder<Element> columns: () -> [TableColumn<Element>]) {
        let cols = columns()
        let elements = Array(data)
        self.init(columns: cols.map { TableColumn(width: $0.width, alignment: $0.alignment) },
                  headerRows: [TableRow(cols.map { TableCell($0.title) })], rows: [], width: width)
        rows = TableRows(count: elements.count) { i in TableRow(cols.map { TableCell($0.value?(elements[i]) ?? "") }) }
    }

    /// This table with `rows` as its footer rows (``footerRows``), for the result builder.
    public func footer(_ rows: [TableRow]) -> Table {
        var table = self
        table.footerRows = rows
        return table
    }

    /// This table with rows drawn where it breaks across pages (``carryOver``), for the result
    /// builder: `foot` at the foot of the page it leaves, `head` at the head of the next, each
    /// given the number of body rows above the break.
    public func carryingOver(foot: (@Sendable (_ rowsAbove: Int) -> TableRow)? = nil,
                             head: (@Sendable (_ rowsAbove: Int) -> TableRow)? = nil) -> Table {
        var table = self
        table.carryOver = CarryOver(foot: foot, head: head)
        return table
    }

    /// The block.
    public var blocks: [Block] { [.table(self)] }
}

/// The body rows of a table: stored, or made on demand from their index.
public struct TableRows: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private enum Storage: Sendable {
        case stored([TableRow])
        /// Rows made on demand, and the number of columns they reach once it is counted.
        case computed(count: Int, row: @Sendable (Int) -> TableRow, columnsReached: Locked<Int?>)
    }

    private let storage: Storage

    /// Stored rows.
    public init(_ rows: [TableRow]) { storage = .stored(rows) }

    /// Stored rows.
    public init(arrayLiteral rows: TableRow...) { storage = .stored(rows) }

    /// `count` rows, row `i` made by `row(i)` each time the layout needs it (a few times: once
    /// to count the columns, kept with the rows for later layouts, and to lay the row out once
    /// to count pages and once to draw; the rows measured to size the columns, see
    /// ``Table/measuredRowLimit``, once more). Memory stays flat however many rows there are;
    /// make rows cheaply, or store them. The rows made for an index must not change from one
    /// call to the next.
    public init(count: Int, row: @escaping @Sendable (Int) -> TableRow) {
        storage = .computed(count: Swift.max(0, count), row: row, columnsReached: Locked(nil))
    }

    /// The first row's index, 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int {
        switch storage {
        case .stored(let rows): rows.count
        case .computed(let count, _, _): count
        }
    }

    /// Row `i`.
    public subscript(i: Int) -> TableRow {
        switch storage {
        case .stored(let rows): rows[i]
        case .computed(_, let row, _): row(i)
        }
    }

    /// The most columns the rows reach, as `count` counts them. Rows made on demand are counted
    /// once and the answer kept with them (copies of these rows share it): counting asks every
    /// row, and a document laid out twice (to count its pages, then to draw them) asked each
    /// row of a 100,000-row table once more only for this, 4% of the work. Stored rows are
    /// counted at each call.
    func columnsReached(_ count: () -> Int) -> Int {
        guard case .computed(_, _, let kept) = storage else { return count() }
        if let n = kept.withLock({ $0 }) { return n }
        let n = count()
        kept.withLock { $0 = n }
        return n
    }
}

/// A row of cells.
public struct TableRow: Sendable {
    /// The cells, left to right (cells covered by a row span from above are not listed).
    public var cells: [TableCell]
    /// The row's background (`nil`: the table's).
    public var background: Color?
    /// `.avoid`: the row moves to the next page whole rather than split between the lines of
    /// its cells, unless it is taller than a page (CSS `break-inside: avoid` on a row, a grid
    /// item's row); `.auto`: a row over a quarter of the page splits where the page ends.
    public var breakInside: PageBreakRule = .auto

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
    /// The cell's width, padding and borders included (`nil`: from its content). Points make its column at
    /// least that wide and keep it from growing while columns without a width can; a fraction
    /// is a share of the table's width. A cell never gets narrower than its longest word.
    public var width: Table.ColumnWidth?
    /// Where the content sits when the cell is taller than it (`nil`: at the top).
    public var verticalAlignment: VerticalAlignment?
    /// Rounded corners, shadows, gradients and background layers drawn with the cell's
    /// background and borders (a flex or grid item's box); none by default.
    public var decoration = BoxDecoration()

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

/// A table's column: its width, the alignment of its cells and, in a table made from a
/// collection of `Element`s, its title and how each element fills it. The columns of a table
/// given its rows are `TableColumn<TableRow>`s, with neither title nor value.
public struct TableColumn<Element>: Sendable {
    /// The header text (in a table made from a collection).
    public var title: String
    /// The width rule.
    public var width: Table.ColumnWidth
    /// The alignment of the column's cells when a cell does not set one.
    public var alignment: ParagraphStyle.Alignment?
    /// The cell text for an element (in a table made from a collection); `nil`: none.
    public var value: (@Sendable (Element) -> String)?

    /// A column titled `title` whose cells are `value(element)`.
    public init(_ title: String, width: Table.ColumnWidth = .auto, alignment: ParagraphStyle.Alignment? = nil,
                value: @escaping @Sendable (Element) -> String) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.value = value
    }

    /// A column of a width and alignment, with neither title nor value.
    public init(width: Table.ColumnWidth = .auto, alignment: ParagraphStyle.Alignment? = nil) {
        title = ""
        self.width = width
        self.alignment = alignment
        value = nil
    }
}

extension Table {
    /// Rows drawn where a table breaks across pages: the running total an invoice carries from
    /// one page to the next. Each closure is given how many body rows lie wholly above the
    /// break (rows `0..<count`: those on the pages so far, a row split by the break not
    /// counted) and returns the row to draw.
    ///
    /// The room kept at each page's foot is the height of `foot` for all the rows; make its
    /// rows no taller than that one (one line, usually).
    public struct CarryOver: Sendable {
        /// The row at the foot of the page the table leaves ("carried forward"), above the
        /// footer rows; `nil`: none.
        public var foot: (@Sendable (_ rowsAbove: Int) -> TableRow)?
        /// The row at the head of the page the table continues on ("brought forward"), below
        /// the repeated header rows; `nil`: none.
        public var head: (@Sendable (_ rowsAbove: Int) -> TableRow)?

        /// Rows at the foot of a page, the head of the next, or both.
        public init(foot: (@Sendable (_ rowsAbove: Int) -> TableRow)? = nil,
                    head: (@Sendable (_ rowsAbove: Int) -> TableRow)? = nil) {
            self.foot = foot
            self.head = head
        }
    }
}
