import FolioGeometry
import FolioGraphics

// How a table's cells meet: the spacing between them and, with collapsed borders, which of two
// neighbours' borders is drawn on the line they share (CSS 2.1 §17.6).

extension Table {
    /// The space between cells, and between the cells and the table's edges: none with
    /// collapsed borders.
    var cellSpacing: (horizontal: Double, vertical: Double) {
        switch borderModel {
        case .collapsed: (0, 0)
        case .separated(let h, let v): (max(0, h), max(0, v))
        }
    }

    /// Whether each cell draws its own borders, inside its box.
    var separatesBorders: Bool {
        if case .separated = borderModel { true } else { false }
    }

    /// The space between a cell's edges and its content: its padding, and with separated
    /// borders its borders too (collapsed ones take no room).
    func contentInset(of cell: TableCell) -> EdgeInsets {
        var inset = cell.padding ?? cellPadding
        guard separatesBorders else { return inset }
        inset.top += cell.borderTop?.width ?? 0
        inset.left += cell.borderLeft?.width ?? 0
        inset.bottom += cell.borderBottom?.width ?? 0
        inset.right += cell.borderRight?.width ?? 0
        return inset
    }
}

extension Border {
    /// The border drawn where `first` (the one to the left or above) and `second` meet in a
    /// collapsed table: the wider, or at equal widths solid over dashed over dotted, or else
    /// `first` (CSS 2.1 §17.6.2.1). A missing or zero-width border loses.
    static func winner(_ first: Border?, _ second: Border?) -> Border? {
        guard let b = second, b.width > 0 else { return first.flatMap { $0.width > 0 ? $0 : nil } }
        guard let a = first, a.width > 0 else { return b }
        if a.width != b.width { return a.width > b.width ? a : b }
        func rank(_ s: Style) -> Int { s == .solid ? 2 : s == .dashed ? 1 : 0 }
        return rank(b.style) > rank(a.style) ? b : a
    }
}
