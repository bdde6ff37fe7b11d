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

    /// The node's ancestors and the node itself, outermost first.
    var path: [StructureNode] {
        var out: [StructureNode] = []
        var node: StructureNode? = self
        while let n = node { out.append(n); node = n.parent }
        return out.reversed()
    }
}
