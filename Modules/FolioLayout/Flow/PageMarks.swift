import FolioText

/// A ``FolioText/TextAttributes/mark`` found on a page: the text carrying it has its first
/// line there.
public struct PageMark: Sendable, Hashable {
    /// The mark's number.
    public var value: Int
    /// Whether the mark is in the page's first piece of content (a line, a figure, a table's
    /// rows): nothing of the flow comes before it on the page.
    public var isAtPageTop: Bool

    /// A mark `value`, at the page's top or not.
    public init(value: Int, isAtPageTop: Bool) {
        self.value = value
        self.isAtPageTop = isAtPageTop
    }
}

extension LaidOutPage {
    /// The marks of the text on the page, in the order of the page's items (the flow's order),
    /// each once.
    package var marks: [PageMark] { Self.marks(of: items) }

    /// The marks of the text in `items` and in the cells of their rows, in order.
    static func marks(of items: [PlacedItem]) -> [PageMark] {
        var out: [PageMark] = []
        var seenContent = false
        // `cellsAtTop`: the items are a table cell's, whose rows are (or are not) the page's first content.
        func visit(_ items: ArraySlice<PlacedItem>, cellsAtTop: Bool?) {
            let top = cellsAtTop == nil
            for placed in items where placed.item.pin == nil {
                let first = cellsAtTop ?? !seenContent
                switch placed.item.content {
                case .line(let line):
                    for run in line.runs {
                        if let m = run.attributes.mark, !out.contains(where: { $0.value == m }) {
                            out.append(PageMark(value: m, isAtPageTop: first))
                        }
                    }
                    if top { seenContent = true }
                case .rows(let box):
                    for cell in box.cells { visit(cell.items, cellsAtTop: first) }
                    if top { seenContent = true }
                case .figure:
                    if top { seenContent = true }
                case .rule, .space, .pageBreak, .columns:
                    continue
                }
            }
        }
        visit(items[...], cellsAtTop: nil)
        return out
    }
}

extension LaidOutPage {
    /// The anchors (named destinations) of the text in `items` and in the cells of their rows.
    static func anchors(of items: [PlacedItem]) -> [String] {
        var out: [String] = []
        func visit(_ items: ArraySlice<PlacedItem>) {
            for placed in items where !placed.item.isRepeat {
                switch placed.item.content {
                case .line(let line):
                    for run in line.runs { if let a = run.attributes.anchor { out.append(a) } }
                case .rows(let box):
                    for cell in box.cells { visit(cell.items) }
                default:
                    continue
                }
            }
        }
        visit(items[...])
        return out
    }
}
