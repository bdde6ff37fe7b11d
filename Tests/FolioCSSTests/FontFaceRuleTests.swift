import FolioCSS
import Testing

@Suite("@font-face rules")
struct FontFaceRuleTests {
    @Test("family, sources in order with format hints, weight ranges, style, unicode-range")
    func parsed() throws {
        let sheet = Stylesheet(parsing: """
            @font-face { font-family: "Brand Sans"; src: local("Brand Sans Bold"), local(BrandSans-Bold),
              url(fonts/brand.woff2) format("woff2"), url("fonts/brand.ttf") format(truetype);
              font-weight: 800 600; font-style: italic; unicode-range: U+0-FF }
            p { color: red }
            """)
        #expect(sheet.rules.count == 1)
        let rule = try #require(sheet.fontFaces.first)
        #expect(rule.family == "Brand Sans")
        #expect(rule.sources == [.local("Brand Sans Bold"), .local("BrandSans-Bold"), .url("fonts/brand.woff2", format: "woff2"),
                                 .url("fonts/brand.ttf", format: "truetype")])
        #expect(rule.weights == 600...800 && rule.style == .italic && rule.unicodeRange != nil)
    }

    @Test("defaults: weight 400, style normal; bold, oblique with an angle, an unquoted family")
    func defaults() throws {
        let sheet = Stylesheet(parsing: """
            @font-face { font-family: Brand Serif; src: url(a.otf) }
            @font-face { font-family: B; src: url(b.otf); font-weight: bold; font-style: oblique 10deg }
            """)
        #expect(sheet.fontFaces.map(\.family) == ["Brand Serif", "B"])
        #expect(sheet.fontFaces.map(\.weights) == [400...400, 700...700])
        #expect(sheet.fontFaces.map(\.style) == [.normal, .oblique])
    }

    @Test("rules dropped: no family, a generic family, no src, an invalid src; unreadable formats skipped", arguments: [
        "src: url(a.ttf)", "font-family: serif; src: url(a.ttf)", "font-family: A", "font-family: A; src: url(a.ttf) bogus",
        "font-family: A; src: url(a.eot) format(\"embedded-opentype\")", "font-family: A; src: url(a.svg) format(svg), local()",
    ])
    func dropped(body: String) throws {
        #expect(Stylesheet(parsing: "@font-face { \(body) }").fontFaces.isEmpty, "\(body)")
    }

    @Test("an entry of a format FreeType does not read is left out, the others kept; an invalid weight keeps 400")
    func skipped() throws {
        let rule = try #require(Stylesheet(parsing: "@font-face { font-family: A; src: url(a.eot) format(\"embedded-opentype\"), url(a.ttf); font-weight: heavy }").fontFaces.first)
        #expect(rule.sources == [.url("a.ttf", format: nil)])
        #expect(rule.weights == 400...400)
    }

    @Test("@font-face inside @media print is read; inside @media screen it is not")
    func media() throws {
        let sheet = Stylesheet(parsing: "@media print { @font-face { font-family: P; src: url(p.ttf) } } @media screen { @font-face { font-family: S; src: url(s.ttf) } }")
        #expect(sheet.fontFaces.map(\.family) == ["P"])
    }
}
