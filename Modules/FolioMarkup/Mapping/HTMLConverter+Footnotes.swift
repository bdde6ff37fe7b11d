import FolioCSS
import FolioGraphics
import FolioLayout
import FolioText

/// Footnotes (CSS GCPM 3 §2): an element with `float: footnote` leaves the flow for the
/// footnote area at the foot of the page where its call lands. Its call (`::footnote-call`,
/// by default `counter(footnote)` raised at 70 %) stays where the element was; its body starts
/// with its marker (`::footnote-marker`, by default `counter(footnote) ". "`). The `footnote`
/// counter numbers the notes through the document (GeneratedContent).
extension HTMLConverter {
    /// Starts a footnote's body: its place among the document's notes, and its marker
    /// (`::footnote-marker`), which starts its first text (in its first paragraph).
    func openFootnote(_ frame: Frame) {
        frame.footnote = footnotes.count
        footnotes.append(Footnote([]))
        // None for `content: none` (the user agent's rule gives every note one otherwise).
        guard let style = styles.computedStyle(of: .footnoteMarker, of: frame.node),
              let text = generated?.footnoteMarker[frame.node.index], !text.isEmpty else { return }
        pendingFootnoteMarker = (text, StyleMapping.text(style, isInline: true))
    }

    /// Closes a footnote's body into its note, and puts its call (`::footnote-call`, linked to
    /// the note when the element has an `id`) in `parent`'s text.
    func closeFootnote(_ frame: Frame, note: Int, in parent: Frame) {
        var style = StyleMapping.block(frame.style)
        style.margins = .zero
        // A `Note` in tagged PDF, its `/ID` the element's id (NoteRoles).
        let node = doc[frame.node]
        footnotes[note] = Footnote(notes.wrap(style.hasVisibleBox ? [.group(Group(frame.blocks, style: style))] : frame.blocks, of: node))
        let around = attributes(parent: node.parent)
        var call: TextAttributes
        var text = "\(note + 1)"
        if let callStyle = styles.computedStyle(of: .footnoteCall, of: frame.node) {
            call = StyleMapping.text(callStyle, isInline: true)
            text = generated?.footnoteCall[frame.node.index] ?? text
        } else {
            // `content: none`: nothing shows, but the call still carries the note.
            call = around
            text = ""
        }
        call.role = around.role
        call.link = around.link
        // The call links to the note where the element's id lands (its first text).
        if let id = node.attribute("id"), anchorOwners[id] == frame.node { call.link = .destination(id) }
        call.footnote = note
        call.anchor = nil
        parent.inline.append(text.isEmpty ? "\u{200B}" : text, attributes: call)
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
