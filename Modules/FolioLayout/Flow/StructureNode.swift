import FolioPDF

/// A block's place in the document's logical structure, for tagged PDF: its standard type, its
/// attributes and the block it is in. Made as blocks are opened; the items a block emits point
/// to it, and drawing opens and closes the matching tags as the items come (see
/// ``StructureCursor``).
final class StructureNode {
    let type: StructureType
    let attributes: StructureAttributes
    let parent: StructureNode?

    init(_ type: StructureType, attributes: StructureAttributes = StructureAttributes(), parent: StructureNode?) {
        self.type = type
        self.attributes = attributes
        self.parent = parent
    }

    /// The element of a block (tagged PDF); `nil` for blocks that only group or decorate
    /// (their content belongs to the block around them).
    convenience init?(for block: Block, parent: StructureNode?) {
        let type: StructureType
        var attributes = StructureAttributes()
        switch block {
        case .paragraph, .preformatted: type = .paragraph
        case .heading(let h): type = .heading(level: h.level)
        case .list, .definitionList: type = .list
        case .blockQuote(let q):
            type = q.structureType ?? .blockQuote
            attributes = q.structureAttributes
        case .group(let g):
            guard let t = g.structureType else { return nil }
            type = t
            attributes = g.structureAttributes
        case .table(let t): type = t.role == .layout ? .division : .table
        case .figure(let f):
            type = .figure
            attributes.alternativeText = f.alternativeText.isEmpty ? nil : f.alternativeText
        case .tableOfContents: type = .tableOfContents
        case .row, .grid, .columns, .rule, .pageBreak, .spacer: return nil
        }
        self.init(type, attributes: attributes, parent: parent)
    }

    /// Whether this is a table cell's element (`TD` or `TH`).
    var isTableCell: Bool { type == .tableDataCell || type == .tableHeaderCell }

    /// The element of the one block of `blocks` whose parent is `parent`: `parent` itself when
    /// it is a table cell and the block its only paragraph, else the block's own element.
    ///
    /// A cell that holds one paragraph — a report's cells, nearly all — tags its text in the
    /// `TD` or `TH` directly: ISO 32000-1 §14.8.4.3.4 lets a table cell hold inline content,
    /// and a `P` inside each cell added four objects to every row of a four-column table
    /// (nine objects a row became five: the cross-reference rows, the structure's object
    /// streams and the time to write them fell with them). A cell of several blocks keeps an
    /// element for each.
    static func ownElement(for blocks: [Block], in parent: StructureNode?) -> StructureNode? {
        if blocks.count == 1, case .paragraph = blocks[0], let parent, parent.isTableCell { return parent }
        return blocks.first.flatMap { StructureNode(for: $0, parent: parent) }
    }
}
