import FolioLayout

/// What an HTML table is for, guessed as browsers do for screen readers (Firefox's and
/// Chrome's layout-table heuristics), so that a tagged PDF reads a layout table as its content
/// and a data table as a table.
struct TableRoleGuess {
    /// The table's `role` attribute, lowercased.
    var roleAttribute: String?
    /// Whether the table has a `summary` attribute, a caption, or `<thead>`/`<tfoot>` rows.
    var hasTableParts: Bool
    /// The table's rows (body rows, and header and footer rows when it has them).
    var rows: [TableRow]
    /// Whether another table is inside it.
    var holdsTable: Bool

    /// `role="presentation"` or `"none"`: layout; any other role, table parts or header cells:
    /// data; otherwise a table of one row or one column, or holding another table, is layout.
    var role: Table.Role {
        switch roleAttribute {
        case "presentation", "none": return .layout
        case .some(let r) where !r.isEmpty: return .data
        default: break
        }
        if hasTableParts || rows.contains(where: { $0.cells.contains(where: \.isHeader) }) { return .data }
        let columns = rows.map { $0.cells.reduce(0) { $0 + $1.columnSpan } }.max() ?? 0
        return rows.count <= 1 || columns <= 1 || holdsTable ? .layout : .data
    }
}
