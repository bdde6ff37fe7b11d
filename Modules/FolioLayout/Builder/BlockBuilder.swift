/// Builds a list of blocks from statements: `Heading("…"); Paragraph("…"); if …; for …`.
@resultBuilder
public enum BlockBuilder {
    /// Statements in order.
    public static func buildBlock(_ parts: [Block]...) -> [Block] { parts.flatMap { $0 } }
    /// A block or a block type.
    public static func buildExpression(_ content: some BlockContent) -> [Block] { content.blocks }
    /// Several blocks (from a helper function).
    public static func buildExpression(_ blocks: [Block]) -> [Block] { blocks }
    /// Plain text as a paragraph.
    public static func buildExpression(_ text: String) -> [Block] { [.paragraph(Paragraph(text))] }
    /// `if` without `else`.
    public static func buildOptional(_ blocks: [Block]?) -> [Block] { blocks ?? [] }
    /// `if` / `else`, first branch.
    public static func buildEither(first blocks: [Block]) -> [Block] { blocks }
    /// `if` / `else`, second branch.
    public static func buildEither(second blocks: [Block]) -> [Block] { blocks }
    /// `for … in`.
    public static func buildArray(_ parts: [[Block]]) -> [Block] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ blocks: [Block]) -> [Block] { blocks }
}

/// Builds list items: each statement is a ``List/Item``, a string, or blocks.
@resultBuilder
public enum ListItemBuilder {
    /// Statements in order.
    public static func buildBlock(_ parts: [List.Item]...) -> [List.Item] { parts.flatMap { $0 } }
    /// An item.
    public static func buildExpression(_ item: List.Item) -> [List.Item] { [item] }
    /// A string as a one-paragraph item.
    public static func buildExpression(_ text: String) -> [List.Item] { [List.Item([.paragraph(Paragraph(text))])] }
    /// A block as a one-block item.
    public static func buildExpression(_ content: some BlockContent) -> [List.Item] { [List.Item(content.blocks)] }
    /// `if` without `else`.
    public static func buildOptional(_ items: [List.Item]?) -> [List.Item] { items ?? [] }
    /// `if` / `else`, first branch.
    public static func buildEither(first items: [List.Item]) -> [List.Item] { items }
    /// `if` / `else`, second branch.
    public static func buildEither(second items: [List.Item]) -> [List.Item] { items }
    /// `for … in`.
    public static func buildArray(_ parts: [[List.Item]]) -> [List.Item] { parts.flatMap { $0 } }
}

/// Builds the columns of a table made from a collection.
@resultBuilder
public enum TableColumnBuilder<Element> {
    /// A column (its closure's parameter is the collection's element).
    public static func buildExpression(_ column: TableColumn<Element>) -> [TableColumn<Element>] { [column] }
    /// Columns in order.
    public static func buildBlock(_ columns: [TableColumn<Element>]...) -> [TableColumn<Element>] { columns.flatMap { $0 } }
}
