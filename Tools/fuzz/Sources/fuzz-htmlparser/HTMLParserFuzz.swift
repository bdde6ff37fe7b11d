import FolioMarkup

/// The HTML parser and what reads its tree: the bytes (up to 16 KiB) as an HTML file, decoded
/// and parsed (`HTMLDocument`, depth limit 64), then styled and converted into Folio's blocks
/// (`MarkupDocument`) without laying them out. The tree must be well formed: each node after
/// the document's has a parent before it whose subtree holds it, the first child follows its
/// parent, siblings link both ways, and a node's subtree ends where its next sibling starts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 16_384)))
    var options = HTMLParseOptions()
    options.maximumDepth = 64
    guard let html = try? HTMLDocument(bytes: bytes, options: options) else { return 0 }
    checkTree(html)
    var markupOptions = MarkupOptions()
    markupOptions.parse = options
    _ = MarkupDocument(html: html, options: markupOptions)
    return 0
}

/// Fails (a precondition) on the first node whose links disagree with document order.
func checkTree(_ html: HTMLDocument) {
    let nodes = html.nodes
    precondition(!nodes.isEmpty && nodes[0].subtreeEnd == nodes.count, "the document node spans \(nodes.first?.subtreeEnd ?? -1) of \(nodes.count)")
    for (i, node) in nodes.enumerated() {
        precondition(node.subtreeEnd > i && node.subtreeEnd <= nodes.count, "node \(i): subtree ends at \(node.subtreeEnd)")
        if i > 0 {
            guard let parent = node.parent?.index else { preconditionFailure("node \(i) has no parent") }
            precondition(parent < i && nodes[parent].subtreeEnd >= node.subtreeEnd, "node \(i): parent \(parent) does not hold it")
        }
        if let first = node.firstChild?.index {
            precondition(first == i + 1 && nodes[first].parent?.index == i, "node \(i): first child \(first)")
            precondition(nodes[first].previousSibling == nil, "node \(i): first child \(first) has a previous sibling")
        } else {
            precondition(node.subtreeEnd == i + 1 && node.lastChild == nil, "node \(i): no first child but subtree ends at \(node.subtreeEnd)")
        }
        if let last = node.lastChild?.index {
            precondition(nodes[last].parent?.index == i && nodes[last].nextSibling == nil && nodes[last].subtreeEnd == node.subtreeEnd,
                         "node \(i): last child \(last)")
        }
        if let next = node.nextSibling?.index {
            precondition(next == node.subtreeEnd && nodes[next].previousSibling?.index == i && nodes[next].parent == node.parent,
                         "node \(i): next sibling \(next)")
        }
    }
}
