import Folio
import Testing

/// The text of every paragraph, heading and list item of `html`, in order.
private func texts(_ html: String) throws -> [String] {
    func collect(_ blocks: [Block]) -> [String] {
        blocks.flatMap { block -> [String] in
            switch block {
            case .heading(let h): [h.text.string]
            case .paragraph(let p): [p.text.string]
            case .list(let l): l.items.flatMap { collect($0.content) }
            case .group(let g): collect(g.content)
            case .blockQuote(let q): collect(q.content)
            default: []
            }
        }
    }
    return collect(try MarkupDocument(string: html).document.blocks)
}

@Suite("Counters and generated content")
struct GeneratedContentTests {
    @Test("numbered headings 2.3.1 in pure CSS: counter-reset scopes, increments, nested counters")
    func numberedHeadings() throws {
        let css = """
            <style>
            body { counter-reset: h2 } h2 { counter-reset: h3; counter-increment: h2 } h3 { counter-reset: h4; counter-increment: h3 }
            h4 { counter-increment: h4 }
            h2::before { content: counter(h2) " " } h3::before { content: counter(h2) "." counter(h3) " " }
            h4::before { content: counter(h2) "." counter(h3) "." counter(h4) " " }
            </style>
            """
        // The h3 F resets h4 in a scope that runs on through F's following siblings: I is 2.0.2.
        let html = css + "<h2>A</h2><h3>B</h3><h3>C</h3><h4>D</h4><h4>E</h4><h3>F</h3><h4>G</h4><h2>H</h2><h4>I</h4><h3>J</h3>"
        let got = try texts(html)
        #expect(got == ["1 A", "1.1 B", "1.2 C", "1.2.1 D", "1.2.2 E", "1.3 F", "1.3.1 G", "2 H", "2.0.2 I", "2.1 J"], "\(got)")
    }

    @Test("counters() joins nested scopes; a reset on a sibling replaces, on a child nests")
    func nestedScopes() throws {
        let html = """
            <style>ol { counter-reset: item; list-style-type: none } li { counter-increment: item }
            li::before { content: counters(item, ".") ") " } li.r { counter-set: item 7 } </style>
            <ol><li>a<li>b<ol><li>c<li>d</ol><li>e<li class=r>f<li>g</ol>
            """
        #expect(try texts(html) == ["1) a", "2) b", "2.1) c", "2.2) d", "3) e", "7) f", "8) g"])
        // A reset on a later sibling replaces the counter (reset, then increment: 11) for the
        // siblings after it; the counter ends with its parent, so the p after the div starts anew.
        let siblings = "<style>p { counter-increment: n } p::before { content: counter(n) \":\" counters(n, \".\") \" \" } .r { counter-reset: n 10 }</style><div><p>a<p class=r>b<p>c</div><p>d"
        let got = try texts(siblings)
        #expect(got == ["1:1 a", "11:11 b", "12:12 c", "1:1 d"], "\(got)")
    }

    @Test("order on one element: reset, then increment, then set; missing counters instantiated at 0")
    func order() throws {
        let html = "<style>p { counter-reset: a 5; counter-increment: a 2; } p.s { counter-set: a 1 } p::before { content: counter(a) \" \" counter(nothing) }</style><p>x</p><p class=s>y"
        #expect(try texts(html) == ["7 0x", "1 0y"])
    }

    @Test("the list-item counter: implicit on list items, ol start, li value")
    func listItem() throws {
        let html = """
            <style>li { list-style-type: none } li::before { content: counter(list-item, upper-roman) ". " }</style>
            <ol start=4><li>a<li>b<li value=10>c<li>d</ol><ul><li>e</ul>
            """
        #expect(try texts(html) == ["IV. a", "V. b", "X. c", "XI. d", "I. e"])
    }

    @Test("every list-style-type Folio knows", arguments: [
        ("decimal", "3"), ("lower-alpha", "c"), ("upper-latin", "C"), ("lower-roman", "iii"), ("upper-roman", "III"),
        ("disc", "•"), ("circle", "◦"), ("square", "▪"), ("none", ""),
    ])
    func styles(style: String, expected: String) throws {
        let html = "<style>p { counter-reset: n 3 } p::before { content: \"[\" counter(n, \(style)) \"|\" counters(n, \"-\", \(style)) \"]\" }</style><p>x"
        #expect(try texts(html) == ["[\(expected)|\(expected)]x"])
    }

    @Test("strings, attr(), quotes with open-quote and close-quote, none and normal")
    func contentValues() throws {
        let html = """
            <style>
            .q { quotes: "«" "»" "‹" "›" } .q::before { content: open-quote } .q::after { content: close-quote }
            a::after { content: " <" attr(href) ">" attr(missing) } .none::before { content: none } .normal::before { content: normal }
            .n::before { content: no-open-quote "x" } .n::after { content: no-close-quote close-quote }
            .esc::before { content: "\\201C" "\\A9 " }
            </style>
            <p><span class=q>out <span class=q>in</span></span> <a href="u.html">link</a></p>
            <p class=none>a</p><p class=normal>b</p><p class=n>c</p><p class=esc>d</p>
            """
        #expect(try texts(html) == ["«out ‹in›» link <u.html>", "a", "b", "xc", "“©d"])
    }

    @Test("the pseudo-element's own style through the cascade; inheritance from its element")
    func style() throws {
        let html = """
            <style>p { color: blue; font-size: 10pt } p::before { content: "x"; font-weight: bold }
            #a::before { color: red } p::after { content: "y" } p.none::after { display: none }</style>
            <p id=a>t</p><p class=none>u</p>
            """
        let document = try HTMLDocument(string: html)
        let styled = StyledDocument(document: document)
        let a = try #require(document.element(withID: "a"))
        let before = try #require(styled.computedStyle(of: .before, of: a))
        #expect(before.color == Color(red: 1, green: 0, blue: 0) && before.fontWeight == 700 && before.fontSize == 10)
        #expect(before.content == [.string("x")])
        #expect(styled.computedStyle(of: .after, of: a)?.color == Color(red: 0, green: 0, blue: 1))
        #expect(styled[a].content == nil && styled[a].fontWeight == 400)
        let none = try #require(document.elements(named: "p").last)
        #expect(styled.computedStyle(of: .after, of: none) == nil)
        #expect(try texts(html) == ["xty", "xu"])
    }

    @Test("invalid content and counter values are ignored, earlier ones kept", arguments: [
        "content: counter()", "content: counter(a, bogus)", "content: attr()", "content: 3", "content: \"a\" none",
        "counter-increment: a b c 1.5", "counter-reset: none 1", "quotes: \"a\"", "content: counters(a)",
    ])
    func invalid(declaration: String) throws {
        let html = "<style>p { counter-reset: a 4 } p::before { content: \"k\" counter(a); \(declaration) }</style><p>x"
        #expect(try texts(html) == ["k4x"], "\(declaration)")
    }

    @Test("a document without generated content has no boxes; elements not displayed count nothing")
    func hidden() throws {
        let html = "<style>p { counter-increment: n } p::before { content: counter(n) } .h { display: none }</style><p>a<p class=h>b<p>c"
        #expect(try texts(html) == ["1a", "2c"])
    }
}
