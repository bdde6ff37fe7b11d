import FolioCSS
import Testing

/// 100 mm in points.
private let hundredMillimetres: Double = 100 * 72 / 25.4

@Suite("CSS parsing")
struct StylesheetTests {
    @Test("specificity of selectors", arguments: [
        ("*", 0, 0, 0), ("p", 0, 0, 1), ("p.note", 0, 1, 1), ("#x", 1, 0, 0), ("div p#x.a.b", 1, 2, 2),
        ("ul > li em", 0, 0, 3), ("a:hover", 0, 1, 1), ("p::first-line", 0, 0, 2), ("input[type=text]", 0, 1, 1),
        ("p:before", 0, 0, 2), (".a .b .c", 0, 3, 0),
        // Selectors Level 4: :is, :not and :has count as their most specific argument, :where
        // as nothing, :nth-child(An+B of S) as a pseudo-class plus S.
        (":is(#a, p)", 1, 0, 0), ("p:is(.a, .b .c)", 0, 2, 1), (":where(#a, .b) p", 0, 0, 1), (":not(.a, #b)", 1, 0, 0),
        ("li:nth-child(2n of #x)", 1, 1, 1), ("li:nth-child(2n of :where(#x))", 0, 1, 1), ("li:nth-last-child(1)", 0, 1, 1),
        ("section:has(> img.x, p)", 0, 1, 2), ("a[href]", 0, 1, 1), ("h2 + p ~ ul", 0, 0, 3), (":first-child", 0, 1, 0),
        (":root :lang(de)", 0, 2, 0), ("li::marker", 0, 0, 2), (":is(:unknown, .a)", 0, 1, 0), (":is(:unknown)", 0, 0, 0),
        (":not(:is(#a, .b), p p)", 1, 0, 0), ("*|p[x|=y]", 0, 1, 1),
    ])
    func specificity(selector: String, ids: Int, classes: Int, types: Int) throws {
        let sheet = Stylesheet(parsing: "\(selector) { color: red }")
        let parsed = try #require(sheet.rules.first?.selectors.first)
        #expect(parsed.specificity == Specificity(ids: ids, classes: classes, types: types))
    }

    @Test("selector lists, compounds and combinators")
    func selectors() throws {
        let sheet = Stylesheet(parsing: "h1, div.note > p#x, a:hover, ul li { color: red }")
        let selectors = try #require(sheet.rules.first?.selectors)
        #expect(selectors.count == 4)
        #expect(selectors[1].compounds.count == 2)
        #expect(selectors[1].combinators == [.child])
        #expect(selectors[1].compounds[0].type == "div" && selectors[1].compounds[0].classes == ["note"])
        #expect(selectors[1].compounds[1].ids == ["x"])
        #expect(selectors[2].compounds[0].pseudoClasses == [.never])  // valid, never true in print
        #expect(!selectors[3].isUnsupported && selectors[3].combinators == [.descendant])
    }

    @Test("comments, !important and shorthands become longhands")
    func declarations() throws {
        let sheet = Stylesheet(parsing: "/* c */ p { margin: 1em 2em /* x */ ; color: red !important; border: 1px solid }")
        let declarations = try #require(sheet.rules.first?.declarations)
        #expect(declarations.map(\.property) == [
            "margin-top", "margin-right", "margin-bottom", "margin-left", "color",
            "border-top-width", "border-top-style", "border-top-color",
            "border-right-width", "border-right-style", "border-right-color",
            "border-bottom-width", "border-bottom-style", "border-bottom-color",
            "border-left-width", "border-left-style", "border-left-color",
        ])
        #expect(declarations.filter(\.important).map(\.property) == ["color"])
    }

    @Test("invalid declarations and rules are skipped, the rest kept")
    func errorRecovery() throws {
        let sheet = Stylesheet(parsing: """
            p { color: ; margin: 1em 2em 3em 4em 5em; colour: red; width: -5px; font-size: 12pt; ; : x; padding: 2px }
            div..x { color: red }
            @import url(x.css);
            @font-face { font-family: X; src: url(x.woff) }
            h1 { font-weight: bold; { nested } color: blue }
            p, a:nth-child(2n+1), q::after { text-align: center }
            em { color: red
            """)
        #expect(sheet.rules.count == 4)
        #expect(sheet.rules[0].declarations.map(\.property) == [
            "font-size", "padding-top", "padding-right", "padding-bottom", "padding-left",
        ])
        // `{ nested }` is a nested rule with no selector, dropped; the declaration after it is
        // read (CSS Syntax 3 with CSS Nesting 1).
        #expect(sheet.rules[1].declarations.map(\.property) == ["font-weight", "color"])
        #expect(sheet.rules[2].selectors.count == 3)
        #expect(sheet.rules[3].declarations.map(\.property) == ["color"])
    }

    @Test("@media print and all are read, @media screen skipped")
    func media() {
        let sheet = Stylesheet(parsing: """
            @media screen { a { color: red } }
            @media print { b { color: red } @media all { i { color: red } } }
            @media only screen and (max-width: 600px) { u { color: red } }
            @media screen, print { s { color: red } }
            @media not screen { em { color: red } }
            @media (min-width: 10px) { q { color: red } }
            p { color: blue }
            """)
        #expect(sheet.rules.map { $0.selectors[0].compounds[0].type ?? "" } == ["b", "i", "s", "em", "p"])
    }

    @Test("@page size and margins", arguments: [
        ("size: A4", PageSize.named("a4", orientation: nil)),
        ("size: letter landscape", .named("letter", orientation: .landscape)),
        ("size: portrait A5", .named("a5", orientation: .portrait)),
        ("size: landscape", .orientation(.landscape)),
        ("size: 8.5in 11in", .dimensions(width: 612, height: 792)),
        ("size: 100mm", .dimensions(width: hundredMillimetres, height: hundredMillimetres)),
        ("size: auto", .auto),
    ])
    func pageSize(declaration: String, expected: PageSize) throws {
        let rule = try #require(Stylesheet(parsing: "@page { \(declaration) }").pageRules.first)
        #expect(rule.size == expected)
    }

    @Test("@page margins, points for known names; rules with selectors kept apart from those for every page")
    func pageMargins() throws {
        let sheet = Stylesheet(parsing: "@page { margin: 1in 2cm; margin-bottom: 10% ; size: a4 landscape; @top-center { content: 'x' } } @page :first { margin: 0 }")
        #expect(sheet.pageRules.count == 2)
        #expect(sheet.pageRules.map(\.isForEveryPage) == [true, false])
        let rule = try #require(PageRule.merged(sheet.pageRules))
        #expect(rule.margins.top == .points(72))
        #expect(rule.margins.right == .points(2 * 720 / 25.4))
        #expect(rule.margins.bottom == .percent(10))
        #expect(rule.margins.left == .points(2 * 720 / 25.4))
        let points = try #require(rule.size?.points)
        #expect(abs(points.width - 841.89) < 0.01 && abs(points.height - 595.28) < 0.01)
    }

    @Test("@page size names: CSS's and the rest of the paper catalog, upright unless turned (ledger 11 × 17 in, as CSS has it)", arguments: [
        ("A6", 105.0 * 72 / 25.4, 148.0 * 72 / 25.4),
        ("c5 landscape", 229.0 * 72 / 25.4, 162.0 * 72 / 25.4),
        ("JIS-B5", 182.0 * 72 / 25.4, 257.0 * 72 / 25.4),
        ("ledger", 792.0, 1224.0),
        ("landscape legal", 1008.0, 612.0),
    ])
    func pageSizeNames(value: String, width: Double, height: Double) throws {
        let rule = try #require(Stylesheet(parsing: "@page { size: \(value) }").pageRules.first)
        let points = try #require(rule.size?.points, "size: \(value)")
        #expect(abs(points.width - width) < 0.01 && abs(points.height - height) < 0.01, "\(value): \(points)")
        #expect(rule.ignored.isEmpty)
    }

    @Test("@page size that names no paper is dropped, not applied as nothing, and said: the size before it stays")
    func unknownPageSize() throws {
        let sheet = Stylesheet(parsing: "@page { size: A5; size: A13 } @page :first { size: quarto landscape }")
        let every = try #require(sheet.pageRules.first)
        #expect(every.size == .named("a5", orientation: nil), "the invalid declaration is dropped: \(String(describing: every.size))")
        #expect(every.ignored == ["@page { size: A13 } ignored: not a page size; give a paper name (A4, A5, letter, legal, B5, C5, JIS-B5 …, "
                                  + "optionally with portrait or landscape), two lengths (210mm 297mm), auto, portrait or landscape"])
        #expect(sheet.pageRules.last?.ignored.first?.hasPrefix("@page :first { size: quarto landscape } ignored") == true,
                "\(sheet.pageRules.last?.ignored ?? [])")
    }

    @Test("style attribute declarations")
    func styleAttribute() {
        let declarations = Declaration.parseList("color: red; font: italic bold 12px/1.5 'Helvetica Neue', Arial, sans-serif")
        #expect(declarations.map(\.property) == ["color", "font-style", "font-weight", "font-size", "line-height", "font-family"])
    }
}
