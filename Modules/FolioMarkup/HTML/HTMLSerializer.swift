import FolioCSS

/// Writes a subtree back as HTML, for inspection and tests.
extension HTMLDocument {
    /// The HTML of `node` and its descendants (the whole document by default).
    ///
    /// Text is escaped (`&amp;`, `&lt;`, `&gt;`; in attribute values also `&quot;`) except
    /// inside `script`, `style` and the other raw text elements; void elements get no end
    /// tag; comments and the doctype are written as such. The walk is a loop over the
    /// document-ordered nodes, so any depth is fine.
    public func serializedHTML(of node: MarkupNodeID? = nil) -> String {
        let start = node?.index ?? 0
        let end = nodes[start].subtreeEnd
        var out = ""
        var open: [(name: String, end: Int)] = []
        var rawDepth = 0
        for index in start..<end {
            while let last = open.last, last.end <= index {
                open.removeLast()
                if ElementCategories.rawText.contains(last.name) { rawDepth -= 1 }
                out += "</\(last.name)>"
            }
            let n = nodes[index]
            switch n.kind {
            case .document: break
            case .doctype: out += "<!DOCTYPE \(n.name)>"
            case .comment: out += "<!--\(n.text)-->"
            case .text: out += rawDepth > 0 ? n.text : Self.escape(n.text, attribute: false)
            case .element:
                out += "<\(n.name)"
                for a in n.attributes { out += a.value.isEmpty ? " \(a.name)" : " \(a.name)=\"\(Self.escape(a.value, attribute: true))\"" }
                out += ">"
                if !ElementCategories.void.contains(n.name) {
                    open.append((n.name, n.subtreeEnd))
                    if ElementCategories.rawText.contains(n.name) { rawDepth += 1 }
                }
            }
        }
        while let last = open.popLast() { out += "</\(last.name)>" }
        return out
    }

    static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
