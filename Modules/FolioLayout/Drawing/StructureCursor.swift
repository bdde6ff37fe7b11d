import FolioGeometry
import FolioGraphics
import FolioPDF

/// The structure elements open while a document's pages are drawn in order: before each item,
/// the tags of the blocks it is no longer in are ended and those of the blocks it enters are
/// begun, so that a paragraph running onto the next page stays one element.
package final class StructureCursor {
    /// `@exclusivity(unchecked)`: read for every item drawn, so not checked at run time (one
    /// thread draws a page; no access to it is open while another is made).
    @exclusivity(unchecked) private var open: [StructureNode] = []

    package init() {}

    /// Ends and begins tags so that exactly `node`'s path is open (`nil`: none of this
    /// document's). `boundingBox`: `node`'s place on the page in PDF user space (a figure's
    /// `/BBox`), given to it if it is begun now.
    func move(to node: StructureNode?, context: GraphicsContext, boundingBox: Rect? = nil) throws(GraphicsError) {
        if let node, open.last === node { return }
        try context.endCarriedInlineTags()
        // How many of the open elements are `node`'s ancestors (or `node`): the open ones form
        // a chain from the top, so the deepest one that is on `node`'s path decides. Found by
        // walking up from `node`, without making its path (a table cell is moved to once for
        // each of its cells: the path's array was a tenth of this function's work).
        var depth = 0
        var walker = node
        while let n = walker { depth += 1; walker = n.parent }
        var common = min(open.count, depth)
        walker = node
        for _ in 0..<(depth - common) { walker = walker?.parent }
        while common > 0, open[common - 1] !== walker {
            common -= 1
            walker = walker?.parent
        }
        while open.count > common {
            try context.endTag()
            open.removeLast()
        }
        if let node, depth > common { try begin(node, depth: depth, above: common, boundingBox: boundingBox, context: context) }
    }

    /// Begins the tags of `node`'s ancestors below depth `above`, outermost first, then
    /// `node`'s own (at `depth`), with `boundingBox` if given.
    private func begin(_ node: StructureNode, depth: Int, above: Int, boundingBox: Rect?, context: GraphicsContext) throws(GraphicsError) {
        if depth - 1 > above, let parent = node.parent {
            try begin(parent, depth: depth - 1, above: above, boundingBox: nil, context: context)
        }
        var attributes = node.attributes
        if let boundingBox { attributes.boundingBox = boundingBox }
        try context.beginTag(node.type, properties: attributes)
        open.append(node)
    }

    /// Ends every tag this document opened.
    package func close(context: GraphicsContext) throws(GraphicsError) {
        try move(to: nil, context: context)
    }
}
