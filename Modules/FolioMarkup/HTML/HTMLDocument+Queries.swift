import FolioCSS

/// Walking the tree and looking things up in it.
extension HTMLDocument {
    /// The children of a node, first to last.
    public struct Children: Sequence, Sendable {
        let nodes: [MarkupNode]
        let first: MarkupNodeID?

        /// Iterates by following ``MarkupNode/nextSibling``.
        public struct Iterator: IteratorProtocol, Sendable {
            let nodes: [MarkupNode]
            var upcoming: MarkupNodeID?

            /// The next child.
            public mutating func next() -> MarkupNodeID? {
                guard let current = upcoming else { return nil }
                upcoming = nodes[current.index].nextSibling
                return current
            }
        }

        /// An iterator from the first child.
        public func makeIterator() -> Iterator { Iterator(nodes: nodes, upcoming: first) }
    }

    /// The children of `node`, first to last.
    public func children(of node: MarkupNodeID) -> Children {
        Children(nodes: nodes, first: nodes[node.index].firstChild)
    }

    /// The descendants of `node` in document order (not `node` itself).
    public func descendants(of node: MarkupNodeID) -> [MarkupNodeID] {
        ((node.index + 1)..<nodes[node.index].subtreeEnd).map(MarkupNodeID.init)
    }

    /// The ancestors of `node`, nearest first, ending with the document.
    public func ancestors(of node: MarkupNodeID) -> [MarkupNodeID] {
        var result: [MarkupNodeID] = []
        var current = nodes[node.index].parent
        while let c = current {
            result.append(c)
            current = nodes[c.index].parent
        }
        return result
    }

    /// Every element named `name` (give it lowercased), in document order.
    public func elements(named name: String) -> [MarkupNodeID] {
        nodes.indices.filter { nodes[$0].kind == .element && nodes[$0].name == name }.map(MarkupNodeID.init)
    }

    /// The first element whose `id` attribute is `id` (case-sensitive), in document order.
    public func element(withID id: String) -> MarkupNodeID? {
        nodes.firstIndex(where: { $0.kind == .element && $0.attribute("id") == id }).map(MarkupNodeID.init)
    }

    /// The text of `node`'s subtree, concatenated in document order (inert content such as
    /// scripts included when `node` is itself inert, excluded otherwise).
    public func textContent(of node: MarkupNodeID) -> String {
        let inert = nodes[node.index].isInert
        var text = ""
        for index in node.index..<nodes[node.index].subtreeEnd where nodes[index].kind == .text {
            if inert || !nodes[index].isInert { text += nodes[index].text }
        }
        return text
    }

    /// The document's title: the text of the first `title` element with white space
    /// collapsed and trimmed, or `nil` when there is none or it is empty.
    public var title: String? {
        guard let title = nodes.firstIndex(where: { $0.kind == .element && $0.name == "title" }) else { return nil }
        let words = textContent(of: MarkupNodeID(title)).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The `<style>` elements that apply, in document order.
    ///
    /// A `<style>` applies when its `type` is absent, empty or `text/css`, and its `media`
    /// is absent or names `all` or `print` (the document is laid out for paper).
    public var styleElements: [MarkupNodeID] {
        nodes.indices.filter { nodes[$0].kind == .element && nodes[$0].name == "style" && Self.applies(nodes[$0]) }.map(MarkupNodeID.init)
    }

    /// The texts of the ``styleElements``, in document order.
    public var stylesheets: [String] {
        styleElements.map { textContent(of: $0) }
    }

    /// A style sheet the document uses, where it stands in the document.
    public enum StylesheetReference: Hashable, Sendable {
        /// A `<style>` element's text.
        case embedded(String)
        /// A `<link rel="stylesheet">`'s `href`, as written.
        case linked(href: String)
    }

    /// The style sheets that apply, in document order (which is their cascade order): each of
    /// the ``styleElements`` and each `<link>` whose `rel` holds the token `stylesheet` (any
    /// case) but not `alternate`, with a non-empty `href`, a `type` that is absent, empty or
    /// `text/css`, and a `media` that is absent or applies to print. Nothing is read here:
    /// `MarkupDocument` loads the linked files, inside the sandbox ``MarkupOptions`` sets.
    public var stylesheetReferences: [StylesheetReference] {
        var references: [StylesheetReference] = []
        for index in nodes.indices where nodes[index].kind == .element {
            let node = nodes[index]
            switch node.name {
            case "style":
                if Self.applies(node) { references.append(.embedded(textContent(of: MarkupNodeID(index)))) }
            case "link":
                let rel = (node.attribute("rel") ?? "").lowercased()
                    .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
                guard rel.contains("stylesheet"), !rel.contains("alternate"), Self.applies(node),
                      let href = node.attribute("href")?.trimmingASCIIWhitespace(), !href.isEmpty else { continue }
                references.append(.linked(href: href))
            default:
                continue
            }
        }
        return references
    }

    /// The `href` of the document's first `<base>` element that has one (trimmed), as the HTML
    /// standard takes the document's base URL from it; `nil` when there is none.
    public var baseReference: String? {
        for index in nodes.indices where nodes[index].kind == .element && nodes[index].name == "base" {
            if let href = nodes[index].attribute("href")?.trimmingASCIIWhitespace() { return href }
        }
        return nil
    }

    /// Whether a `<style>` or `<link>` applies to print by its `type` and `media`.
    private static func applies(_ node: MarkupNode) -> Bool {
        let type = (node.attribute("type") ?? "").trimmingASCIIWhitespace().lowercased()
        guard type.isEmpty || type == "text/css" else { return false }
        guard let media = node.attribute("media") else { return true }
        return MediaQuery.matchesPrint(media)
    }

    /// The language of `node`: the `lang` (or `xml:lang`) attribute of the node or its nearest
    /// ancestor that has one; `nil` when none has, or the nearest is empty (unknown language).
    public func language(of node: MarkupNodeID) -> String? {
        var current: MarkupNodeID? = node
        while let c = current {
            let n = nodes[c.index]
            if let lang = n.attribute("lang") ?? n.attribute("xml:lang") {
                let trimmed = lang.trimmingASCIIWhitespace()
                return trimmed.isEmpty ? nil : trimmed
            }
            current = n.parent
        }
        return nil
    }

    /// The direction set by the `dir` attribute of `node` or its nearest ancestor with
    /// `dir="ltr"` or `dir="rtl"`; `nil` when none sets one (`dir="auto"` is not resolved).
    public func direction(of node: MarkupNodeID) -> TextDirection? {
        var current: MarkupNodeID? = node
        while let c = current {
            if let dir = nodes[c.index].attribute("dir").flatMap({ TextDirection(rawValue: $0.trimmingASCIIWhitespace().lowercased()) }) {
                return dir
            }
            current = nodes[c.index].parent
        }
        return nil
    }
}
