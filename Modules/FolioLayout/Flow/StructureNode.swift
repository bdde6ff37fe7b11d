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
        case .row, .grid, .rule, .pageBreak, .spacer: return nil
        }
        self.init(type, attributes: attributes, parent: parent)
    }

    /// The node's ancestors and the node itself, outermost first.
    var path: [StructureNode] {
        var out: [StructureNode] = []
        var node: StructureNode? = self
        while let n = node { out.append(n); node = n.parent }
        return out.reversed()
    }
}
