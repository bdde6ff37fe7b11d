import FolioCSS

/// Tables: implied `tbody` and `tr`, table parts outside a table ignored, and content that
/// does not belong in a table moved in front of it ("foster parenting").
extension TreeBuilder {
    /// Elements that stay where they are when the current node is a table part.
    static func staysInTable(_ name: String) -> Bool {
        ElementCategories.tableStructure.contains(name) || name == "table" || name == "script" || name == "style"
            || name == "template" || name == "form" || name == "input"
    }

    /// The innermost open table, in front of which misplaced content goes.
    func fosterTable() -> Int? {
        guard let index = innermostTableIndex() else { return nil }
        let table = stack[index]
        return store.parent(table) >= 0 ? table : nil
    }

    /// The stack index of the innermost open `table`, if one is in table scope.
    func innermostTableIndex() -> Int? {
        guard openCount["table", default: 0] > 0 else { return nil }
        for index in stack.indices.reversed() {
            let name = store.name(stack[index])
            if name == "table" { return index }
            if name == "html" || name == "template" { return nil }
        }
        return nil
    }

    /// `caption`, `col`, `colgroup`, `tbody`, `thead`, `tfoot`, `tr`, `td`, `th`: closes
    /// what they close and implies the row group and row a cell needs. Outside a table they
    /// are ignored, as in HTML5.
    mutating func insertTablePart(_ name: String, _ attributes: [MarkupAttribute]) {
        guard let tableIndex = innermostTableIndex() else { return }
        switch name {
        case "caption":
            clearToTable(tableIndex)
            if insertElement(name, attributes).opened { active.append(.marker) }
        case "colgroup":
            clearToTable(tableIndex)
            insertElement(name, attributes)
        case "col":
            if currentName != "colgroup" {
                clearToTable(tableIndex)
                insertElement("colgroup")
            }
            insertElement(name, attributes)
        case "tbody", "thead", "tfoot":
            clearToTable(tableIndex)
            insertElement(name, attributes)
        case "tr":
            openRowGroup(tableIndex)
            insertElement(name, attributes)
        default:  // td, th
            openRow(tableIndex)
            if insertElement(name, attributes).opened { active.append(.marker) }
        }
    }

    /// Closes everything opened inside the table at `tableIndex`.
    private mutating func clearToTable(_ tableIndex: Int) {
        while stack.count > tableIndex + 1 { pop() }
    }

    /// Makes the current node a row group of the table, implying a `tbody` if none is open.
    private mutating func openRowGroup(_ tableIndex: Int) {
        if let group = stack[(tableIndex + 1)...].lastIndex(where: { ["tbody", "thead", "tfoot"].contains(store.name($0)) }) {
            while stack.count > group + 1 { pop() }
            return
        }
        clearToTable(tableIndex)
        insertElement("tbody")
    }

    /// Makes the current node a row of the table, implying a `tr` (and `tbody`) if none is open.
    private mutating func openRow(_ tableIndex: Int) {
        if let row = stack[(tableIndex + 1)...].lastIndex(where: { store.name($0) == "tr" }) {
            while stack.count > row + 1 { pop() }
            return
        }
        openRowGroup(tableIndex)
        insertElement("tr")
    }
}
