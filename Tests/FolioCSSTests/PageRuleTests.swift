import FolioCSS
import FolioGraphics
import Testing

/// `@page` selectors and margin boxes (CSS Paged Media 3 §3–4), and the cascade that gives
/// each page its boxes.
@Suite("@page selectors and margin boxes")
struct PageRuleTests {
    private func boxes(_ css: String, page index: Int) -> [MarginBoxPosition: ComputedStyle] {
        PageCascade(rules: Stylesheet(parsing: css).pageRules)
            .marginBoxes(for: PageSelector.Page(index: index), root: ComputedStyle(), rootFontSize: 12)
    }

    private func text(_ style: ComputedStyle?) -> String? {
        style?.content.map { $0.map { if case .string(let s) = $0 { s } else { "?" } }.joined() }
    }

    @Test("selectors: names, pseudo-classes, lists; an invalid one drops its rule")
    func selectors() throws {
        let sheet = Stylesheet(parsing: """
            @page cover:first, :left { margin: 0 } @page :nope { margin: 1in } @page a b { margin: 1in }
            @page :first:blank {} @page , {} @page { }
            """)
        #expect(sheet.pageRules.count == 3)
        let first = sheet.pageRules[0].selectors
        #expect(first == [PageSelector(name: "cover", first: true), PageSelector(left: true)])
        #expect(sheet.pageRules[1].selectors == [PageSelector(first: true, blank: true)])
        #expect(sheet.pageRules[2].isForEveryPage)
        // Pages begin on the right: index 0 and 2 are right pages, 1 a left one.
        #expect(PageSelector(left: true).matches(.init(index: 1)) && !PageSelector(left: true).matches(.init(index: 2)))
        #expect(PageSelector(right: true).matches(.init(index: 0)) && PageSelector(first: true).matches(.init(index: 0)))
        #expect(!PageSelector(name: "cover").matches(.init(index: 0)) && PageSelector(name: "cover").matches(.init(index: 0, name: "cover")))
        #expect(!PageSelector(blank: true).matches(.init(index: 3)))
        // A blank page matches :blank, and :left or :right by its side.
        #expect(PageSelector(blank: true).matches(.init(index: 3, isBlank: true)))
        #expect(PageSelector(left: true).matches(.init(index: 3, isBlank: true)) && !PageSelector(right: true).matches(.init(index: 3, isBlank: true)))
        #expect(PageSelector(name: "x").specificity > PageSelector(first: true).specificity)
        #expect(PageSelector(first: true).specificity > PageSelector(left: true).specificity)
    }

    @Test("the margin boxes of an @page rule, other nested rules and declarations skipped")
    func marginBoxRules() throws {
        let rule = try #require(Stylesheet(parsing: """
            @page { margin: 1in; color: red; @top-center { content: "T"; font-size: 9pt } @media print { x { y: z } }
                    @bottom-right { content: counter(page) } @footnote { content: "n" } @top-left x { content: "bad" } }
            """).pageRules.first)
        #expect(rule.marginBoxes.map(\.position) == [.topCenter, .bottomRight])
        #expect(rule.margins.top == .points(72))
    }

    @Test("the more specific rule wins, then the later; a page's boxes inherit its declarations")
    func cascade() {
        let css = """
            @page :first { @top-center { content: "first" } }
            @page { color: #ff0000; font-size: 8pt; @top-center { content: "any" } @bottom-center { content: "foot"; font-size: 10pt } }
            @page :left { @bottom-center { content: none } }
            """
        let first = boxes(css, page: 0), left = boxes(css, page: 1), right = boxes(css, page: 2)
        #expect(text(first[.topCenter]) == "first")
        #expect(text(right[.topCenter]) == "any" && text(left[.topCenter]) == "any")
        // content: none on left pages: no box.
        #expect(left[.bottomCenter] == nil && text(right[.bottomCenter]) == "foot")
        #expect(first[.topCenter]?.color == Color(red: 1, green: 0, blue: 0))
        #expect(first[.topCenter]?.fontSize == 8 && right[.bottomCenter]?.fontSize == 10)
    }

    @Test("!important wins over specificity")
    func important() {
        let css = "@page :first { @top-left { content: 'a'; color: blue } } @page { @top-left { content: 'b'; color: green !important } }"
        let first = boxes(css, page: 0)
        #expect(text(first[.topLeft]) == "a")
        #expect(first[.topLeft]?.color == Color(red: 0, green: 128.0 / 255, blue: 0))
    }

    @Test("each box's text alignment defaults to its position's (§4.2.3), which the author may change")
    func alignment() {
        let css = """
            @page { text-align: right; @top-left { content: "a" } @top-center { content: "b" } @top-right-corner { content: "c" }
                    @left-top { content: "d" } @right-bottom { content: "e" } @bottom-left { content: "f"; text-align: center; vertical-align: top } }
            """
        let b = boxes(css, page: 0)
        #expect(b[.topLeft]?.textAlign == .left && b[.topLeft]?.verticalAlign == .middle)
        #expect(b[.topCenter]?.textAlign == .center)
        #expect(b[.topRightCorner]?.textAlign == .left)
        #expect(b[.leftTop]?.textAlign == .center && b[.leftTop]?.verticalAlign == .top)
        #expect(b[.rightBottom]?.verticalAlign == .bottom)
        #expect(b[.bottomLeft]?.textAlign == .center && b[.bottomLeft]?.verticalAlign == .top)
    }

    @Test("no margin box without content")
    func noContent() {
        #expect(boxes("@page { @top-left { color: red } @top-right { content: normal } }", page: 0).isEmpty)
    }
}

/// The `content` functions of CSS GCPM 3 read by FolioCSS: `string()`, `target-counter()`,
/// `target-text()`, `leader()`, and `string-set`'s `content()`.
@Suite("GCPM content values")
struct GCPMContentValueTests {
    /// The computed `content` of a margin box given `css`; `nil` when the declaration is dropped.
    private func content(_ css: String) -> [ContentItem]? {
        PageCascade(rules: Stylesheet(parsing: "@page { @top-left { content: \(css) } }").pageRules)
            .marginBoxes(for: PageSelector.Page(index: 0), root: ComputedStyle(), rootFontSize: 12)[.topLeft]?.content
    }

    @Test("valid forms parse; invalid ones drop the declaration")
    func parsing() {
        #expect(content("target-counter(attr(href), page)") == [.targetCounter(.attribute("href"), counter: "page", style: .decimal)])
        #expect(content("target-counter(\"#a\", page, lower-roman)") == [.targetCounter(.url("#a"), counter: "page", style: .lowerRoman)])
        #expect(content("target-text(url(#a))") == [.targetText(.url("#a"), part: .text)])
        #expect(content("target-text(attr(href), content)") == [.targetText(.attribute("href"), part: .text)])
        #expect(content("target-text(attr(href), before)") == [.targetText(.attribute("href"), part: .before)])
        #expect(content("leader(dotted) \"x\"") == [.leader(". "), .string("x")])
        #expect(content("leader(\"-\")") == [.leader("-")])
        #expect(content("string(chapter, last)") == [.namedString("chapter", policy: .last)])
        for bad in ["leader(wavy)", "leader(\"\")", "target-counter(attr(href))", "target-text(attr(href), middle)", "content(text)",
                    "string(a, never)"] {
            #expect(content(bad) == nil, "\(bad)")
        }
    }
}
