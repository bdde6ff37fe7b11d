import FolioGeometry
import FolioGraphics
import FolioPDF

/// The structure elements open while a document's pages are drawn in order: before each item,
/// the tags of the blocks it is no longer in are ended and those of the blocks it enters are
/// begun, so that a paragraph running onto the next page stays one element.
package final class StructureCursor {
    private var open: [StructureNode] = []

    package init() {}

    /// Ends and begins tags so that exactly `node`'s path is open (`nil`: none of this
    /// document's). `boundingBox`: `node`'s place on the page in PDF user space (a figure's
    /// `/BBox`), given to it if it is begun now.
    func move(to node: StructureNode?, context: GraphicsContext, boundingBox: Rect? = nil) throws(GraphicsError) {
        if let node, open.last === node { return }
        try context.endCarriedInlineTags()
        let path = node?.path ?? []
        var common = 0
        while common < open.count, common < path.count, open[common] === path[common] { common += 1 }
        while open.count > common {
            try context.endTag()
            open.removeLast()
        }
        for n in path[common...] {
            var attributes = n.attributes
            if n === node, let boundingBox { attributes.boundingBox = boundingBox }
            try context.beginTag(n.type, properties: attributes)
            open.append(n)
        }
    }

    /// Ends every tag this document opened.
    package func close(context: GraphicsContext) throws(GraphicsError) {
        try move(to: nil, context: context)
    }
}
