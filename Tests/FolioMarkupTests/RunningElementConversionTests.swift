import Folio
import Testing

/// `position: running(name)` and `element(name, policy)` read through the cascade into the
/// running elements and assignments a document's margin boxes show.
@Suite("running elements: cascade and conversion")
struct RunningElementConversionTests {
    @Test("a running element leaves the flow, keeps its content as blocks, and is assigned at the next text")
    func conversion() throws {
        let page = try MarkupDocument(string: """
            <style>@page { @top-center { content: element(head) } @top-right { content: element(head, first-except) } }
            header { position: running(head) } h2 { string-set: s content(text) }</style>
            <header>Company · <b>Report</b></header><h2>Intro</h2><p>Body</p>
            <header>Second</header>
            """)
        #expect(page.marginBoxes.runningElements.map(\.name) == ["head", "head"])
        #expect(page.marginBoxes.runningElements.map(\.text) == ["Company · Report", "Second"])
        // Named strings and running elements share the marks: the heading's text carries both.
        #expect(page.marginBoxes.stringAssignments == [
            [NamedStringAssignment(name: "head", runningElement: 0), NamedStringAssignment(name: "s", value: "Intro")],
            [NamedStringAssignment(name: "head", runningElement: 1)],
        ])
        #expect(page.document.reportsMarks)
        #expect(page.marginBoxes.first.map(\.content) == [[.runningElement("head", policy: .first)], [.runningElement("head", policy: .firstExcept)]])
        // The flow has the heading and the paragraph (and the mark of the last element), not the headers.
        let texts = page.document.blocks.compactMap { block -> String? in
            switch block {
            case .heading(let h): h.text.string
            case .paragraph(let p): p.text.string
            default: nil
            }
        }
        #expect(!texts.contains { $0.contains("Company") || $0.contains("Second") }, "\(texts)")
        #expect(texts.contains("Intro") && texts.contains("Body"))
        // Its own content: a paragraph with a bold run.
        guard case .paragraph(let p)? = page.marginBoxes.runningElements[0].document.blocks.first else {
            Issue.record("no paragraph: \(page.marginBoxes.runningElements[0].document.blocks)")
            return
        }
        #expect(p.text.string == "Company · Report")
        #expect(p.text.runs.contains { ($0.attributes.font?.weight ?? 0) >= 700 })
    }

    @Test("running() and element() parse as GCPM says; invalid values drop their declaration")
    func parsing() throws {
        let page = try MarkupDocument(string: """
            <style>@page { @top-left { content: element(a, middle) } @top-right { content: element(a b) }
              @bottom-left { content: element(a, last) } @bottom-right { content: element() } }
            .a { position: running(a) } .a { position: running() } .b { position: running(x y) }
            .c { position: running(none) } .d { position: absolute; position: running(d) } .e { position: running(e); position: static }
            </style>
            <div class="a">A</div><div class="b">B</div><div class="c">C</div><div class="d">D</div><div class="e">E</div><p>end</p>
            """)
        // `running()`, `running(x y)` and `running(none)` are dropped: only .a and .d run; .e is static again.
        #expect(page.marginBoxes.runningElements.map(\.name) == ["a", "d"])
        #expect(page.marginBoxes.first.map(\.position) == [.bottomLeft])
        #expect(page.marginBoxes.first.first?.content == [.runningElement("a", policy: .last)])
        // No box shows an element: the layout is not asked for marks.
        let plain = try MarkupDocument(string: "<style>h1 { position: running(h) }</style><h1>T</h1><p>x</p>")
        #expect(!plain.document.reportsMarks)
        #expect(plain.marginBoxes.runningElements.count == 1)
    }
}
