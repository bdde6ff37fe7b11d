import FolioCSS
import FolioGraphics
import FolioLayout
import FolioText

/// Footnotes (CSS GCPM 3 §2): an element with `float: footnote` leaves the flow for the
/// footnote area at the foot of the page where its call lands. Its call, the note's number
/// raised in smaller type (`::footnote-call`'s default, `counter(footnote)` superscript),
/// stays where the element was; its body starts with its marker (`::footnote-marker`'s
/// default, `counter(footnote) ". "`). Notes are numbered 1, 2, 3 … through the document.
extension HTMLConverter {
    /// Starts a footnote's body: its place among the document's notes, and its marker, which
    /// starts its first text (in that text's style, in its first paragraph).
    func openFootnote(_ frame: Frame) {
        frame.footnote = footnotes.count
        footnotes.append(Footnote([]))
        pendingFootnoteMarker = "\(footnotes.count). "
    }

    /// Closes a footnote's body into its note, and puts its call in `parent`'s text in the
    /// style of the text around it.
    func closeFootnote(_ frame: Frame, note: Int, in parent: Frame) {
        var style = StyleMapping.block(frame.style)
        style.margins = .zero
        // A `Note` in tagged PDF, its `/ID` the element's id (NoteRoles).
        let node = doc[frame.node]
        footnotes[note] = Footnote(notes.wrap(style.hasVisibleBox ? [.group(Group(frame.blocks, style: style))] : frame.blocks, of: node))
        var call = attributes(parent: node.parent)
        // The call links to the note where the element's id lands (its first text).
        if let id = node.attribute("id"), anchorOwners[id] == frame.node { call.link = .destination(id) }
        let size = call.resolvedFont.size
        call.font = call.resolvedFont.withSize(size * 0.7)
        call.baselineOffset = (call.baselineOffset ?? 0) + size * 0.35
        call.footnote = note
        call.anchor = nil
        parent.inline.append("\(note + 1)", attributes: call)
        parent.endsWithSpace = false
    }

    /// The footnote area the `@footnote` rule's style gives: its top border is the separator
    /// (across the whole measure; none without one), its top margin the space above, its top
    /// padding the space below the separator. The rule's other properties are not read.
    static func footnoteArea(_ style: ComputedStyle) -> FootnoteArea {
        var area = FootnoteArea()
        let top = style.border.top
        area.ruleThickness = top.style == .none ? 0 : top.width
        area.ruleColor = top.color
        area.ruleLength = .infinity
        area.spaceAbove = max(0, style.margin.top.points(relativeTo: 0) ?? area.spaceAbove)
        area.spaceBelowRule = max(0, style.padding.top.points(relativeTo: 0) ?? area.spaceBelowRule)
        return area
    }
}
