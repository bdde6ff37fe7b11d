import FolioGraphics
import FolioCSS
import FolioMarkup
import Testing

/// The ids of the elements that `selector` selects in `body`: the selector is given a rule
/// of its own (`margin-left: 7pt`) and each element's computed style read back, so each case
/// goes through the parser, the cascade's index and the matcher.
private func matched(_ selector: String, _ body: String) throws -> [String] {
    let document = try HTMLDocument(string: "<style>\(selector) { margin-left: 7pt }</style>" + body)
    let styled = StyledDocument(document: document)
    return document.nodes.indices.compactMap { i in
        let node = document.nodes[i]
        guard node.isElement, let id = node.attribute("id") else { return nil }
        return styled[MarkupNodeID(i)].margin.left == .points(7) ? id : nil
    }
}

@Suite("Selector matching")
struct SelectorMatchingTests {
    static let attributes = """
        <p id=a title="x"></p><p id=b title="hello world"></p><p id=c lang="en-US"></p><p id=d class="Note big"></p>
        <p id=e data-x="abcdef"></p><p id=f type="TEXT"></p><p id=g data-x=""></p><p id=h lang=en></p>
        """

    @Test("attribute selectors: every operator, the i and s flags, case-insensitive names", arguments: [
        ("[title]", ["a", "b"]), ("[title=x]", ["a"]), ("[TITLE=x]", ["a"]), ("[title='x']", ["a"]),
        ("[title~=world]", ["b"]), ("[title~='hello world']", []), ("[lang|=en]", ["c", "h"]), ("[lang|=EN]", ["c", "h"]),
        ("[data-x^=abc]", ["e"]), ("[data-x$=def]", ["e"]), ("[data-x*=cde]", ["e"]), ("[data-x^='']", []),
        ("[data-x$='']", []), ("[data-x*='']", []), ("[data-x='']", ["g"]), ("[data-x]", ["e", "g"]),
        ("[class~=note]", []), ("[class~=note i]", ["d"]), ("[class~=Note]", ["d"]), ("[class~=note s]", []),
        ("[type=text]", ["f"]), ("[type=text s]", []), ("[data-x=ABCDEF i]", ["e"]), ("[data-x=ABCDEF]", []),
        ("p[ title = x ]", ["a"]), ("[*|title=x]", ["a"]), ("[|title=x]", ["a"]),
    ])
    func attributeSelectors(selector: String, expected: [String]) throws {
        #expect(try matched(selector, Self.attributes) == expected, "\(selector)")
    }

    static let siblings = "<div><h2 id=h></h2>text<!-- c --><p id=p1></p><p id=p2></p><ul id=u></ul><p id=p3></p></div><p id=out></p>"

    @Test("combinators: + and ~ skip text and comments; > and descendant", arguments: [
        ("h2 + p", ["p1"]), ("h2 ~ p", ["p1", "p2", "p3"]), ("p + p", ["p2"]), ("ul ~ p", ["p3"]), ("h2 + ul", []),
        ("div > p", ["p1", "p2", "p3"]), ("div + p", ["out"]), ("h2 ~ p + p", ["p2"]), ("h2 + p ~ *", ["p2", "u", "p3"]),
        ("div h2 ~ ul + p", ["p3"]), ("div > h2 ~ p", ["p1", "p2", "p3"]),
    ])
    func combinators(selector: String, expected: [String]) throws {
        #expect(try matched(selector, Self.siblings) == expected, "\(selector)")
    }

    static let list = """
        <ul><li id=l1></li><li id=l2 class=x></li><li id=l3></li><li id=l4 class=x></li><li id=l5 class=x></li>
        <li id=l6></li><li id=l7></li></ul><ol><li id=only></li></ol>
        """

    @Test("child-indexed pseudo-classes", arguments: [
        ("li:first-child", ["l1", "only"]), ("li:last-child", ["l7", "only"]), ("li:only-child", ["only"]),
        ("ul li:nth-child(2n+1)", ["l1", "l3", "l5", "l7"]), ("ul li:nth-child(odd)", ["l1", "l3", "l5", "l7"]),
        ("ul li:nth-child(even)", ["l2", "l4", "l6"]), ("ul li:nth-child(2n)", ["l2", "l4", "l6"]),
        ("li:nth-child(-n+3)", ["l1", "l2", "l3", "only"]), ("li:nth-child(n+6)", ["l6", "l7"]),
        ("li:nth-child(3)", ["l3"]), ("li:nth-child( 3n - 1 )", ["l2", "l5"]), ("li:nth-child(+3n-2)", ["l1", "l4", "l7", "only"]),
        ("li:nth-child(0n+2)", ["l2"]), ("li:nth-child(-2n+4)", ["l2", "l4"]), ("li:nth-child(N)", ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "only"]),
        ("ul li:nth-last-child(2)", ["l6"]), ("li:nth-last-child(-n+2)", ["l6", "l7", "only"]),
        ("li:nth-child(2 of .x)", ["l4"]), ("li:nth-child(odd of .x)", ["l2", "l5"]), ("li:nth-last-child(1 of .x)", ["l5"]),
        ("li:nth-child(1 of :not(.x))", ["l1", "only"]),
    ])
    func childIndexed(selector: String, expected: [String]) throws {
        #expect(try matched(selector, Self.list) == expected, "\(selector)")
    }

    static let types = "<div><h2 id=a></h2><p id=b></p><h2 id=c></h2><p id=d></p><p id=e></p><em id=f></em></div>"

    @Test("typed pseudo-classes", arguments: [
        ("div > :first-of-type", ["a", "b", "f"]), ("div > :last-of-type", ["c", "e", "f"]), ("div > :only-of-type", ["f"]),
        ("p:nth-of-type(2)", ["d"]), ("p:nth-last-of-type(2)", ["d"]), ("h2:nth-of-type(2n)", ["c"]), ("p:nth-of-type(n+2)", ["d", "e"]),
    ])
    func typed(selector: String, expected: [String]) throws {
        #expect(try matched(selector, Self.types) == expected, "\(selector)")
    }

    static let misc = """
        <div id=r><p id=e1></p><p id=e2><!-- only a comment --></p><p id=e3> </p><p id=e4><b></b></p>
        <section id=s1><img id=i1><h2 id=h1></h2></section><section id=s2><p id=p5><img id=i2></p></section>
        <a id=l1 href="x">x</a><a id=l2>y</a><area id=l3 href="y"><link id=l4 href="z">
        <div id=fr lang=fr-CA><p id=fr1></p><p id=de lang=de-Latn-CH></p><p id=un lang=""></p></div>
        <div id=rtl dir=rtl><p id=r1></p><p id=r2 dir=ltr></p><p id=r3 dir=auto>abc</p></div><p id=r4 dir=auto>שלום</p><bdi id=r5>مرحبا</bdi>
        </div>
        """

    @Test("empty, root, logical pseudo-classes, :has(), links, :lang(), :dir()", arguments: [
        (":empty", ["e1", "e2", "i1", "h1", "i2", "l3", "l4", "fr1", "de", "un", "r1", "r2"]), (":root", []), ("html:root p#e1", ["e1"]),
        ("p:not(:empty)", ["e3", "e4", "p5", "r3", "r4"]), ("div > p:not(#e1, #e2, :not(:empty))", ["fr1", "de", "un", "r1", "r2"]),
        ("p:not(div > *)", ["p5"]), (":is(#e1, #e3)", ["e1", "e3"]), (":where(#e1, #e3)", ["e1", "e3"]),
        (":is(section, b) > :is(h2, img)", ["i1", "h1"]), (":is(#e1, :unknown, #e4)", ["e1", "e4"]),
        ("section:has(img)", ["s1", "s2"]), ("section:has(> img)", ["s1"]), ("section:has(> p img)", ["s2"]),
        ("img:has(+ h2)", ["i1"]), ("img:has(~ *)", ["i1"]), ("p:has(b, img)", ["e4", "p5"]), (":has(> #e1)", ["r"]),
        ("section:has(h2):has(img)", ["s1"]), ("section:not(:has(h2))", ["s2"]), ("#e1:has(+ p + p)", ["e1"]),
        ("#e3:has(~ section img)", ["e3"]), ("#e4:has(~ section > img)", ["e4"]),
        (":link", ["l1", "l3"]), (":any-link", ["l1", "l3"]), ("a:link", ["l1"]), ("a:visited, a:hover", []),
        (":lang(fr)", ["fr", "fr1"]), (":lang(fr-CA)", ["fr", "fr1"]), (":lang(fr-FR)", []), (":lang(de-CH)", ["de"]),
        (":lang(\\*-CH)", ["de"]), (":lang('*-Latn')", ["de"]), ("p:lang(en, de)", ["de"]), (":lang(DE)", ["de"]),
        (":lang(de-Latn-CH-x)", []),
        ("#rtl :dir(rtl)", ["r1"]), ("#rtl :dir(ltr)", ["r2", "r3"]), ("p:dir(rtl)", ["r1", "r4"]), (":dir(rtl)", ["rtl", "r1", "r4", "r5"]),
        ("#r2:dir(ltr)", ["r2"]), ("#e1:dir(ltr)", ["e1"]), ("#e1:dir(foo)", []),
    ])
    func pseudoClasses(selector: String, expected: [String]) throws {
        #expect(try matched(selector, Self.misc) == expected, "\(selector)")
    }

    @Test(":root is the html element")
    func root() throws {
        let document = try HTMLDocument(string: "<style>:root { margin-left: 7pt } :root > body { margin-right: 3pt }</style><p>x")
        let styled = StyledDocument(document: document)
        #expect(styled[document.root].margin.left == .points(7))
        #expect(styled[document.body].margin.right == .points(3) && styled[document.body].margin.left != .points(7))
    }

    @Test("an invalid or unknown selector drops its rule and the list it is in, never the sheet", arguments: [
        "p:unknown, #a", "#a, p::unknown", "#a:nth-child(x)", "#a:nth-child(2n+)", "#a:not()", "#a:has()",
        "#a:has(:has(p))", "#a:not(p::before)", "#a:is(p)::before:hover", "#a, ", "#a > > p", "#a:-moz-any-link",
        "#a[x=]", "#a[x~]", "#a[x=y z]", "#a[x=y i s]", "#a:lang()", "#a:dir()", "#a ::before p", "#a .",
    ])
    func invalid(selector: String) throws {
        #expect(try matched("\(selector)", "<p id=a></p>") == [], "\(selector)")
        // The next rule is read.
        let document = try HTMLDocument(string: "<style>\(selector) { color: red } #a { margin-left: 7pt }</style><p id=a>")
        let styled = StyledDocument(document: document)
        let p = try #require(document.element(withID: "a"))
        #expect(styled[p].margin.left == .points(7), "\(selector)")
        #expect(styled[p].color == Color(red: 0, green: 0, blue: 0), "\(selector)")
    }

    @Test("selectors with a pseudo-element do not select elements", arguments: ["p::before", "p:before", "p::after", "p:after", "li::marker", "p::first-line", "p::first-letter"])
    func pseudoElements(selector: String) throws {
        #expect(try matched(selector, "<p id=a></p><ul><li id=b></ul>") == [])
        let sheet = Stylesheet(parsing: "\(selector) { color: red }")
        #expect(sheet.rules.first?.selectors.first?.pseudoElement != nil)
    }

    @Test("the index: a sibling compound is not asked of an ancestor")
    func siblingsNotAncestors() throws {
        // Were `.a` and `#b` taken for features an ancestor must have, no ancestor having them,
        // the index would never offer these rules.
        #expect(try matched(".a + p", "<div class=a></div><p id=t></p>") == ["t"])
        #expect(try matched("#b ~ p", "<div id=b></div><i></i><p id=t></p>") == ["t"])
        #expect(try matched("section > .a + p", "<section><div class=a></div><p id=t></p></section>") == ["t"])
        #expect(try matched("section > .a + p", "<article><div class=a></div><p id=t></p></article>") == [])
    }

    @Test("deep nesting and long sibling runs stay linear")
    func deep() throws {
        // 2,000 nested divs and a selector that fails at the top: the matcher gives up after
        // one walk instead of trying every way of choosing ancestors.
        let nested = String(repeating: "<div>", count: 2_000) + "<p id=t></p>"
        #expect(try matched("section div div div div p", nested) == [])
        #expect(try matched("div div div div p", nested) == ["t"])
        let run = String(repeating: "<i></i>", count: 3_000) + "<p id=t></p>"
        #expect(try matched("b ~ i ~ i ~ i ~ p", run) == [])
        #expect(try matched("i:nth-child(2n+1) ~ i ~ p:nth-child(3001)", run) == ["t"])
    }
}
