import FolioLayout

/// An element taken out of the flow with `position: running(name)` (CSS GCPM 3 §1.3), to be
/// drawn in the page-margin boxes whose `content` is `element(name)`: its content as blocks,
/// with the styles it has where it stands in the HTML (fonts, colours, inline markup, images,
/// boxes).
public struct RunningElement: Sendable, Hashable {
    /// The name it runs under (`running(header)`: `header`), as written.
    public var name: String
    /// Its content, a document of its own, with the page's document style.
    public var document: Document
    /// The element's index in the HTML document (`MarkupNodeID.index`).
    public var node: Int
    /// Its text in the HTML, white space collapsed (for tests and diagnostics).
    public var text: String
    /// The page counters its generated content shows, resolved on each page it is drawn on.
    var pageCounters: Set<RunningPageCounter> = []

    /// Whether it shows the number of pages (`counter(pages)`).
    public var showsPageCount: Bool { pageCounters.contains { $0.isTotal } }

    /// A running element named `name`, made of `document`, from element `node` whose text is `text`.
    public init(name: String, document: Document, node: Int, text: String) {
        self.name = name
        self.document = document
        self.node = node
        self.text = text
    }

    /// Whether both come from the same element with the same name and text (the blocks are not compared).
    public static func == (a: RunningElement, b: RunningElement) -> Bool {
        a.name == b.name && a.node == b.node && a.text == b.text
    }

    /// Hashes the name, element and text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(node)
        hasher.combine(text)
    }
}
