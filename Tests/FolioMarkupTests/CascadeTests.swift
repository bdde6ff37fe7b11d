import FolioGraphics
import FolioCSS
import FolioMarkup
import Testing

/// The styled document for `html`, and the first element named `name` (or with that id, given `#id`).
private func style(_ html: String, of target: String) throws -> ComputedStyle {
    let document = try HTMLDocument(string: html)
    let styled = StyledDocument(document: document)
    let node: MarkupNodeID?
    if target.hasPrefix("#") { node = document.element(withID: String(target.dropFirst())) } else { node = document.elements(named: target).first }
    return styled.computedStyle(of: try #require(node))
}

private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r, green: g, blue: b, alpha: a) }

private func close(_ a: Color, _ b: Color) -> Bool {
    a.space == b.space && zip(a.components, b.components).allSatisfy { abs($0 - $1) < 0.002 } && abs(a.alpha - b.alpha) < 0.002
}

@Suite("Cascade and computed styles")
struct CascadeTests {
    @Test("specificity beats order; order breaks ties; style attribute beats rules; !important beats all")
    func ordering() throws {
        let css = "<style>#x { color: red } p.a { color: green } p { color: blue } p.a { color: navy }</style>"
        #expect(try style(css + "<p id=x class=a>t", of: "p").color == rgb(1, 0, 0))
        #expect(try style(css + "<p class=a>t", of: "p").color == rgb(0, 0, 128.0 / 255))
        #expect(try style(css + "<p id=x style='color: lime'>t", of: "p").color == rgb(0, 1, 0))
        #expect(try style("<style>p { color: red !important } #x { color: blue }</style><p id=x style='color: lime'>t", of: "p").color == rgb(1, 0, 0))
        #expect(try style("<style>p { color: red !important }</style><p style='color: lime !important'>t", of: "p").color == rgb(0, 1, 0))
        // Later style elements come later in the cascade.
        #expect(try style("<style>p { color: red }</style><style>p { color: blue }</style><p>t", of: "p").color == rgb(0, 0, 1))
    }

    @Test("letter-spacing (normal or a length, em of the element's font) and text-transform inherit; an invalid value is dropped")
    func letterSpacingAndTextTransform() throws {
        let html = "<style>div { font-size: 10pt; letter-spacing: 0.3em; text-transform: uppercase } em { letter-spacing: normal }</style>"
        let inner = try style(html + "<div><p><b>t</b> <em>u</em></p></div>", of: "b")
        #expect(abs(inner.letterSpacing - 3) < 0.001, "0.3em of 10pt, computed on the div and inherited: \(inner.letterSpacing)")
        #expect(inner.textTransform == .uppercase)
        #expect(try style(html + "<div><em>u</em></div>", of: "em").letterSpacing == 0)
        let bad = try style("<p style='letter-spacing: 2pt; letter-spacing: 5%; text-transform: upper'>t</p>", of: "p")
        #expect(bad.letterSpacing == 2 && bad.textTransform == TextTransform.none, "percentages and unknown keywords are invalid")
        #expect(try style("<p>t</p>", of: "p").letterSpacing == 0)
    }

    @Test("descendant and child selectors; unsupported selectors do not match, their neighbours do")
    func combinators() throws {
        let html = """
            <style>
            div em { color: red } div > em { font-weight: 900 } .box > p > em { font-style: normal }
            section p em { text-align: right } a:hover, em[title] { color: lime } i::before, b + em { font-size: 40pt }
            </style>
            <div class=box><p><em id=a>x</em></p><em id=b>y</em></div><section><div><p><em id=c>z</em></p></div></section>
            """
        let a = try style(html, of: "#a"), b = try style(html, of: "#b"), c = try style(html, of: "#c")
        #expect(a.color == rgb(1, 0, 0) && b.color == rgb(1, 0, 0))
        #expect(a.fontWeight == 400 && b.fontWeight == 900)
        #expect(a.fontStyle == .normal && b.fontStyle == .italic)
        #expect(c.textAlign == .right && a.textAlign == .start)
        #expect(a.fontSize == 12 && c.fontSize == 12)
        // A child chain that needs backtracking past the nearest match.
        let deep = try style("<style>.x > .y .z { color: red }</style><div class=x><div class=y><div class=y><p class=z id=t>t", of: "#t")
        #expect(deep.color == rgb(1, 0, 0))
        let none = try style("<style>.x > .y > .z { color: red }</style><div class=x><div class=w><div class=y><p class=z id=t>t", of: "#t")
        #expect(none.color == rgb(0, 0, 0))
    }

    @Test("Selectors 4 specificity decides which declaration wins")
    func selectorsFourSpecificity() throws {
        let html = """
            <style>
            :where(#x) p { color: red } p { color: blue }
            :is(#x, .none) em { font-weight: 900 } .a.b.c em.d { font-weight: 100 }
            li:nth-child(1 of .k) { text-align: right } li.k.k { text-align: center }
            li:not(#z, .q) { font-style: italic } li.k.k.k { font-style: normal }
            ul:has(> li.k) { margin-top: 5pt } ul.u { margin-top: 9pt }
            [data-n] + li { margin-left: 3pt } li ~ li { margin-left: 4pt }
            </style>
            <div id=x class="a b c"><p id=p><em class=d id=e>t</em></p></div>
            <ul class=u><li class=k id=l1 data-n>1</li><li class=k id=l2>2</li></ul>
            """
        // :where() weighs nothing: the later type selector wins.
        #expect(try style(html, of: "#p").color == rgb(0, 0, 1))
        // :is(#x, …) weighs an ID, beating four classes.
        #expect(try style(html, of: "#e").fontWeight == 900)
        // li:nth-child(1 of .k) is (0,2,1), as li.k.k is: the later rule wins.
        #expect(try style(html, of: "#l1").textAlign == .center)
        // :not(#z, .q) weighs an ID.
        #expect(try style(html, of: "#l1").fontStyle == .italic)
        // ul:has(> li.k) is (0,1,2), more than ul.u (0,1,1).
        #expect(try style(html, of: "ul").margin.top == .points(5))
        // [data-n] + li (0,1,1) beats li ~ li (0,0,2); the first item has no previous sibling.
        #expect(try style(html, of: "#l2").margin.left == .points(3))
        #expect(try style(html, of: "#l1").margin.left == .zero)
    }

    @Test("inheritance: colour and font size, em relative to the parent")
    func inheritance() throws {
        let html = "<style>body { color: #336699; font-size: 20px } div { font-size: 1.5em } span { font-size: 50% } p { margin: 2em }</style><div><p><span>x</span></p></div>"
        let div = try style(html, of: "div"), span = try style(html, of: "span"), p = try style(html, of: "p")
        #expect(div.fontSize == 22.5)
        #expect(span.fontSize == 11.25)
        #expect(close(span.color, rgb(0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0)))
        #expect(p.margin.top == .points(45))  // em of the element's own font size
        #expect(p.padding.top == .zero)  // not inherited
    }

    @Test("font sizes: keywords, rem, smaller/larger, pt and px")
    func fontSizes() throws {
        #expect(try style("<p style='font-size: large'>x", of: "p").fontSize == 13.5)
        #expect(try style("<p style='font-size: 10pt'>x", of: "p").fontSize == 10)
        #expect(try style("<p style='font-size: 16px'>x", of: "p").fontSize == 12)
        #expect(try style("<style>html { font-size: 10pt }</style><div style='font-size: 30pt'><p style='font-size: 2rem'>x", of: "p").fontSize == 20)
        #expect(abs(try style("<div style='font-size: 12pt'><p style='font-size: larger'>x", of: "p").fontSize - 14.4) < 1e-9)
        #expect(try style("<div style='font-size: 12pt'><p style='font-size: smaller'>x", of: "p").fontSize == 10)
        #expect(try style("<h1>x", of: "h1").fontSize == 24)
        #expect(try style("<h1>x", of: "h1").margin.top == .points(24 * 0.67))
        #expect(try style("<small>x", of: "small").fontSize == 10)  // smaller, as the HTML standard has it
        #expect(try style("<p>a<sub>2</sub>", of: "sub").verticalAlign == .sub)
    }

    @Test("font weight: keywords, numbers, bolder and lighter")
    func fontWeight() throws {
        #expect(try style("<b>x", of: "b").fontWeight == 700)
        #expect(try style("<p style='font-weight: 300'><b style='font-weight: bolder'>x", of: "b").fontWeight == 400)
        #expect(try style("<b><span style='font-weight: bolder'>x", of: "span").fontWeight == 900)
        #expect(try style("<b><span style='font-weight: lighter'>x", of: "span").fontWeight == 400)
        #expect(try style("<table><tr><th>x", of: "th").isBold)
    }

    @Test("shorthands: margin and padding with 1 to 4 values, border per side, list-style, font")
    func shorthands() throws {
        let m2 = try style("<p style='margin: 1pt 2pt'>x", of: "p").margin
        #expect(m2 == EdgeValues(top: .points(1), right: .points(2), bottom: .points(1), left: .points(2)))
        let m3 = try style("<p style='margin: 1pt auto 3pt'>x", of: "p").margin
        #expect(m3 == EdgeValues(top: .points(1), right: .auto, bottom: .points(3), left: .auto))
        let p4 = try style("<p style='padding: 1pt 2pt 3pt 10%'>x", of: "p").padding
        #expect(p4 == EdgeValues(top: .points(1), right: .points(2), bottom: .points(3), left: .percent(10)))
        let border = try style("<p style='color: red; border: 2pt dashed; border-left: thick solid blue; border-bottom-style: none'>x", of: "p").border
        #expect(border.top == BorderSide(width: 2, style: .dashed, color: rgb(1, 0, 0)))
        #expect(border.left == BorderSide(width: 3.75, style: .solid, color: rgb(0, 0, 1)))
        #expect(border.bottom.width == 0 && border.bottom.style == .none)
        #expect(try style("<p style='border-style: solid'>x", of: "p").border.right.width == 2.25)
        #expect(try style("<ul style='list-style: square inside'><li>x", of: "li").listStyleType == .square)
        #expect(try style("<ul style='list-style: none'><li>x", of: "li").listStyleType == .none)
        let font = try style("<p style=\"font: italic bold 15pt/1.4 'Gill Sans', sans-serif\">x", of: "p")
        #expect(font.fontStyle == .italic && font.fontWeight == 700 && font.fontSize == 15)
        #expect(font.lineHeight == .multiple(1.4))
        #expect(font.fontFamilies == [.named("Gill Sans"), .generic(.sansSerif)])
    }

    @Test("!important, invalid declarations keep the earlier value")
    func importantAndInvalid() throws {
        let p = try style("<style>p { margin-top: 5pt !important; color: red } p { margin-top: 9pt; color: nonsense; width: 50% }</style><p>x", of: "p")
        #expect(p.margin.top == .points(5))
        #expect(p.color == rgb(1, 0, 0))
        #expect(p.width == .percent(50))
    }

    @Test("colours of every form", arguments: [
        ("red", rgb(1, 0, 0)), ("RebeccaPurple", rgb(0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0)),
        ("lightgoldenrodyellow", rgb(250 / 255.0, 250 / 255.0, 210 / 255.0)), ("#f00", rgb(1, 0, 0)),
        ("#f008", rgb(1, 0, 0, 8.0 / 15)), ("#00ff00", rgb(0, 1, 0)), ("#0000ff80", rgb(0, 0, 1, 128.0 / 255)),
        ("rgb(255, 128, 0)", rgb(1, 128.0 / 255, 0)), ("rgb(100%, 50%, 0%)", rgb(1, 0.5, 0)),
        ("rgba(0, 0, 255, 0.5)", rgb(0, 0, 1, 0.5)), ("rgb(0 0 255 / 25%)", rgb(0, 0, 1, 0.25)),
        ("hsl(120, 100%, 50%)", rgb(0, 1, 0)), ("hsla(240deg, 100%, 50%, 0.5)", rgb(0, 0, 1, 0.5)),
        ("hsl(0 0% 50%)", rgb(0.5, 0.5, 0.5)), ("transparent", rgb(0, 0, 0, 0)),
    ])
    func colours(value: String, expected: Color) throws {
        let color = try style("<p style='color: \(value)'>x", of: "p").color
        #expect(close(color, expected), "\(color) is not \(expected)")
    }

    @Test("currentColor for borders and backgrounds")
    func currentColor() throws {
        let p = try style("<p style='color: blue; border-top: 1pt solid; background-color: currentcolor'>x", of: "p")
        #expect(p.border.top.color == rgb(0, 0, 1))
        #expect(p.backgroundColor == rgb(0, 0, 1))
    }

    @Test("user-agent defaults")
    func userAgent() throws {
        #expect(try style("<p>x", of: "p").margin.top == .points(12))
        #expect(try style("<p>x", of: "p").display == .block)
        #expect(try style("<em>x", of: "em").fontStyle == .italic)
        #expect(try style("<pre>x", of: "pre").whiteSpace == .pre)
        #expect(try style("<pre>x", of: "pre").fontFamilies == [.generic(.monospace)])
        #expect(try style("<blockquote>x", of: "blockquote").margin.left == .points(30))
        #expect(try style("<ul><li>x", of: "ul").padding.left == .points(30))
        #expect(try style("<ol><li>x", of: "li").listStyleType == .decimal)
        #expect(try style("<ul><li><ul><li id=n>x", of: "#n").listStyleType == .circle)
        #expect(try style("<mark>x", of: "mark").backgroundColor == Color(red: 1, green: 1, blue: 0))
        #expect(try style("<center>x", of: "center").textAlign == .center)
        #expect(try style("<table><tr><th>x", of: "th").textAlign == .center)
        #expect(try style("<table><tr><th>x", of: "th").fontWeight == 700)
        #expect(try style("<dl><dd>x", of: "dd").margin.left == .points(30))
        #expect(try style("<a href=x>y", of: "a").textDecorationLine == .underline)
        #expect(try style("<li>x", of: "li").display == .listItem)
        #expect(try style("<unknown-tag>x", of: "unknown-tag").display == .inline)
        #expect(try style("<h2>x", of: "h2").breakAfter == .avoid)
    }

    @Test("text decorations accumulate down the tree; display none hides descendants")
    func propagation() throws {
        let html = "<u><s><span id=a>x</span></s></u><div style='display:none'><p id=b>y</p></div><p id=c style='text-decoration: none'>z"
        let a = try style(html, of: "#a")
        #expect(a.textDecorations == [.underline, .lineThrough])
        #expect(a.textDecorationLine == [])
        #expect(try style(html, of: "#b").isDisplayed == false)
        #expect(try style(html, of: "#b").display == .block)
        #expect(try style(html, of: "#c").isDisplayed)
        #expect(try style("<p>a<script>x</script>", of: "script").isDisplayed == false)
    }

    @Test("line height, text indent, white space, breaks, hyphens, direction and language")
    func otherProperties() throws {
        let p = try style("""
            <html lang=de><p dir=rtl style='line-height: 150%; font-size: 10pt; text-indent: 2em; white-space: pre-line;
            page-break-before: always; break-after: avoid-page; page-break-inside: avoid; hyphens: auto; text-align: end'>x
            """, of: "p")
        #expect(p.lineHeight == .points(15))
        #expect(p.textIndent == .points(20))
        #expect(p.whiteSpace == .preLine)
        #expect(p.breakBefore == .page && p.breakAfter == .avoid && p.breakInside == .avoid)
        #expect(p.hyphens == .auto)
        #expect(p.direction == .rtl)
        #expect(p.textAlign.resolved(for: p.direction) == .left)
        #expect(p.language == "de")
        #expect(try style("<p style='line-height: 1.5'><span>x", of: "span").lineHeight == .multiple(1.5))
        #expect(try style("<p style='line-height: 18px'><span>x", of: "span").lineHeight == .points(13.5))
        #expect(try style("<p style='direction: rtl'><span>x", of: "span").direction == .rtl)
    }

    @Test("presentational attributes")
    func presentational() throws {
        #expect(try style("<p align=center>x", of: "p").textAlign == .center)
        #expect(try style("<font color=red size=5 face='Arial, sans-serif'>x", of: "font").color == rgb(1, 0, 0))
        #expect(try style("<font size=5>x", of: "font").fontSize == 18)
        #expect(try style("<font size=-1>x", of: "font").fontSize == 9.75)
        // The ends of Int: as large or as small as <font> goes (3 + n trapped on overflow).
        #expect(try style("<font size=+9223372036854775807>x", of: "font").fontSize == style("<font size=7>x", of: "font").fontSize)
        #expect(try style("<font size=-9223372036854775807>x", of: "font").fontSize == style("<font size=1>x", of: "font").fontSize)
        #expect(try style("<font face='Arial, sans-serif'>x", of: "font").fontFamilies == [.named("Arial"), .generic(.sansSerif)])
        #expect(try style("<table bgcolor=#ff0000 width=50% border=2><tr><td width=100>x", of: "table").width == .percent(50))
        #expect(try style("<table bgcolor=#ff0000><tr><td>x", of: "table").backgroundColor == rgb(1, 0, 0))
        // The HTML standard's rendering: grey borders on the table and on its cells.
        let grey = rgb(128.0 / 255, 128.0 / 255, 128.0 / 255)
        #expect(try style("<table border=2><tr><td>x", of: "table").border.top == BorderSide(width: 1.5, style: .solid, color: grey))
        #expect(try style("<table border=1><tr><td width=100>x", of: "td").border.left == BorderSide(width: 0.75, style: .solid, color: grey))
        #expect(try style("<table border=1 style='border-color: red'><tr><td style='border-color: blue'>x", of: "td").border.left.color == rgb(0, 0, 1))
        #expect(try style("<table><tr><td width=100>x", of: "td").width == .points(75))
        #expect(try style("<img src=x width=40 height=30>", of: "img").height == .points(22.5))
        #expect(try style("<ol type=i><li>x", of: "li").listStyleType == .lowerRoman)
        #expect(try style("<ol type=A><li>x", of: "li").listStyleType == .upperAlpha)
        #expect(try style("<p hidden>x", of: "p").isDisplayed == false)
        // Author rules override hints.
        #expect(try style("<style>p { text-align: left }</style><p align=center>x", of: "p").textAlign == .left)
    }

    @Test("the page rule of a document")
    func pageRule() throws {
        let document = try HTMLDocument(string: "<style>@page { size: A4; margin: 2cm }</style><style>@page { margin-top: 1in }</style>x")
        let rule = try #require(StyledDocument(document: document).pageRule)
        #expect(rule.size == .named("a4", orientation: nil))
        #expect(rule.margins.top == .points(72))
        #expect(rule.margins.left == .points(2 * 720 / 25.4))
        #expect(document.pageRule == rule)
        #expect(try HTMLDocument(string: "<p>x").pageRule == nil)
    }

    @Test("text nodes take their element's style; extra style sheets apply after the document's")
    func textAndExtraSheets() throws {
        let document = try HTMLDocument(string: "<style>p { color: red }</style><p>x")
        let styled = document.styled(additionalStylesheets: [Stylesheet(parsing: "p { color: blue }")])
        let p = document.elements(named: "p")[0]
        let text = try #require(document[p].firstChild)
        #expect(styled.computedStyle(of: text).color == rgb(0, 0, 1))
        #expect(styled[p].color == rgb(0, 0, 1))
    }

    @Test("the built-in user-agent sheet, indexed once per process, styles a document as the same sheet parsed afresh")
    func builtInSheetIndexedOnce() throws {
        let html = """
            <style>p.note { color: red } h2 + p { margin-top: 0 } #k { font-weight: bold }</style>
            <h1>Title</h1><h2>Part</h2><p class=note>a <b>b</b> <i id=k>c</i> <code>d</code></p>
            <ul><li>one<li>two<ol><li>three</ol></ul><blockquote><p>q</blockquote><pre>x</pre>
            <table><tr><th>h<td>d</table><a href="#x">l</a><small>s</small><sub>2</sub><hr>
            """
        let document = try HTMLDocument(string: html)
        let cached = StyledDocument(document: document)
        let fresh = StyledDocument(document: document, userAgentStylesheet: Stylesheet(parsing: Stylesheet.userAgentCSS))
        for index in document.nodes.indices {
            let node = MarkupNodeID(index)
            #expect(cached.computedStyle(of: node) == fresh.computedStyle(of: node), "node \(index) <\(document[node].name)>")
        }
        // Twice, so the second document reads the index the first one made.
        let again = StyledDocument(document: document)
        #expect(document.nodes.indices.allSatisfy { again.computedStyle(of: MarkupNodeID($0)) == fresh.computedStyle(of: MarkupNodeID($0)) })
    }
}

@Suite("Styles shared by elements decided by the same rules")
struct SharedStyleTests {
    private func styles(_ html: String) throws -> (HTMLDocument, StyledDocument) {
        let document = try HTMLDocument(string: html)
        return (document, StyledDocument(document: document))
    }

    @Test("siblings matched by the same rules get the same style; a style attribute, a lang or another parent does not share it")
    func sharingFollowsWhatDecides() throws {
        let (doc, styled) = try styles("""
            <style>.a p { color: red } .b { font-size: 20px }</style>
            <div class=a><p id=p1>x</p><p id=p2>y</p><p id=p3 style="color: blue">z</p><p id=p4 lang=fr>w</p></div>
            <div class=b><p id=p5>v</p></div><div class="a b"><p id=p6>u</p></div>
            """)
        func s(_ id: String) throws -> ComputedStyle { styled.computedStyle(of: try #require(doc.element(withID: id))) }
        #expect(try s("p1") == s("p2"))
        #expect(try s("p3").color == Color(red: 0, green: 0, blue: 1))
        #expect(try s("p4").language == "fr")
        #expect(try s("p2").language == nil)
        // The same rule (the user agent's `p`) under parents of other styles: other font sizes, other colours.
        #expect(try s("p5").fontSize == 15)
        #expect(try s("p5").color == Color(red: 0, green: 0, blue: 0))
        #expect(try s("p6").fontSize == 15 && s("p6").color == Color(red: 1, green: 0, blue: 0))
        #expect(try s("p1").fontSize == 12)
    }

    @Test("a declaration out of range is reported for each element it applies to, by name")
    func reportsAreNotShared() throws {
        let (_, styled) = try styles("<style>.x { margin-left: 1e9px }</style><p id=one class=x>a</p><p id=two class=x>b</p>")
        #expect(styled.ignoredDeclarations.count == 2, "\(styled.ignoredDeclarations)")
        #expect(styled.ignoredDeclarations.contains { $0.contains("id=\"one\"") } && styled.ignoredDeclarations.contains { $0.contains("id=\"two\"") })
    }
}
