import Folio
import Testing

/// `string-set` read through the cascade into the assignments a document's margin boxes show.
@Suite("string-set assignments")
struct NamedStringAssignmentTests {
    @Test("each element's string-set becomes one group of assignments, in document order, marked on its text")
    func assignments() throws {
        let page = try MarkupDocument(string: """
            <style>@page { @top-center { content: string(title) " / " string(sub, last) } }
            h1 { string-set: title content(text), sub "" } h2 { string-set: sub content() }
            .x { string-set: none }</style>
            <h1>One <b>big</b>   title</h1><h2>Sub A</h2><p>x</p><h2 class="x">Not set</h2><h2>Sub B</h2>
            """)
        #expect(page.marginBoxes.stringAssignments == [
            [NamedStringAssignment(name: "title", value: "One big title"), NamedStringAssignment(name: "sub", value: "")],
            [NamedStringAssignment(name: "sub", value: "Sub A")],
            [NamedStringAssignment(name: "sub", value: "Sub B")],
        ])
        #expect(page.document.reportsMarks)
        #expect(page.marginBoxes.first.first?.content == [.namedString("title", policy: .first), .text(" / "), .namedString("sub", policy: .last)])
        // The heading's text carries the mark of its group.
        guard case .heading(let h)? = page.document.blocks.first else { Issue.record("no heading"); return }
        #expect(h.text.runs.first?.attributes.mark == 0)
    }

    @Test("invalid values drop the declaration: string() outside content, content() outside string-set, unknown policy")
    func invalid() throws {
        let page = try MarkupDocument(string: """
            <style>@page { @top-left { content: string(a, middle) } @top-right { content: content(text) } @bottom-left { content: "k" string(a, first-except) } }
            h1 { string-set: a content(text) } h1 { string-set: a string(b) } h2 { string-set: none, a "x" } h3 { string-set: a content(marker) }</style>
            <h1>T</h1><h2>U</h2><h3>V</h3>
            """)
        // Only the first h1 rule is valid: the later ones are dropped, as are both boxes with invalid content.
        #expect(page.marginBoxes.stringAssignments == [[NamedStringAssignment(name: "a", value: "T")]])
        #expect(page.marginBoxes.first.map(\.position) == [.bottomLeft])
        // A document whose boxes show no named string does not ask the layout for its marks.
        let plain = try MarkupDocument(string: "<style>h1 { string-set: a content(text) }</style><h1>T</h1>")
        #expect(!plain.document.reportsMarks)
    }
}
