import FolioCSS
import FolioLayout
import FolioPDF

/// Which HTML elements are footnotes or endnotes, tagged as `Note` elements (ISO 32000-1
/// §14.8.4.4: "an item of explanatory text, such as a footnote or endnote, that is referred to
/// from within the body of the document"), and the unique `/ID` each note gets (PDF/UA-1 §7.9).
///
/// The conventions followed are DPUB-ARIA's, which pandoc, EPUB and Folio's own Markdown write:
/// - an element with `role="doc-footnote"`, or the deprecated `role="doc-endnote"`;
/// - each `<li>` of a list inside an element with `role="doc-endnotes"` (the endnotes section:
///   pandoc's `<section role="doc-endnotes"><ol><li id="fn1">`, Folio's Markdown footnotes);
/// - EPUB's `epub:type="footnote"`, `"endnote"` or `"rearnote"` (on `<aside>`, usually).
///
/// Not notes: ARIA's plain `role="note"`, "a section whose content is parenthetic or ancillary"
/// (a callout, an admonition box) that nothing in the text refers to, and a bare `<aside>`
/// (a sidebar or pull quote); their blocks are tagged as they are.
struct NoteRoles {
    private var used: Set<String> = []
    private var count = 0

    /// Whether the element is a note, as said above.
    static func isNote(_ node: MarkupNode, in doc: HTMLDocument) -> Bool {
        let roles = tokens(node.attribute("role"))
        if roles.contains("doc-footnote") || roles.contains("doc-endnote") { return true }
        let epub = tokens(node.attribute("epub:type"))
        if epub.contains("footnote") || epub.contains("endnote") || epub.contains("rearnote") { return true }
        guard node.name == "li", let list = node.parent.map({ doc[$0] }), list.name == "ol" || list.name == "ul",
              let section = list.parent.map({ doc[$0] }) else { return false }
        return tokens(section.attribute("role")).contains("doc-endnotes")
    }

    /// A note's identifier: the element's `id` when it has one not used by an earlier note,
    /// else `note-N` (the note's number, with a suffix while that is taken).
    mutating func identifier(for node: MarkupNode) -> String {
        count += 1
        var id = node.attribute("id")?.trimmingASCIIWhitespace() ?? ""
        if id.isEmpty || used.contains(id) {
            id = "note-\(count)"
            var n = 1
            while used.contains(id) { n += 1; id = "note-\(count)-\(n)" }
        }
        used.insert(id)
        return id
    }

    /// A note's blocks in a `Note` group with its identifier.
    mutating func wrap(_ blocks: [Block], of node: MarkupNode) -> [Block] {
        let attributes = StructureAttributes(identifier: identifier(for: node))
        return [.group(Group(blocks, style: BlockStyle(margins: .zero), structureType: .note, structureAttributes: attributes))]
    }

    /// An attribute's space-separated tokens, lowercased.
    private static func tokens(_ value: String?) -> [Substring] {
        guard let value else { return [] }
        return value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
    }
}
