import FolioCSS
import FolioGraphics
import FolioMarkup
import Testing

/// Custom properties and `var()` (CSS Custom Properties 1), at the cascade.
@Suite("Custom properties and var()")
struct CustomPropertyTests {
    private func style(_ html: String, _ id: String) throws -> ComputedStyle {
        let document = try HTMLDocument(string: html)
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: id)))
    }

    private static let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 128.0 / 255, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)

    @Test("var() takes the custom property an element inherits, in longhands and shorthands alike")
    func substitution() throws {
        let css = "<style>:root { --c: red; --gap: 6pt; --edge: 2pt solid blue } p { color: var(--c); margin: var(--gap) 0; border: var(--edge) }</style>"
        let p = try style(css + "<p id=p>t", "p")
        #expect(p.color == Self.red)
        #expect(p.margin.top == .points(6) && p.margin.left == .points(0))
        #expect(p.border.top.width == 2 && p.border.top.color == Self.blue && p.border.left.style == .solid)
    }

    @Test("a nearer declaration wins; a value's own var()s are taken where it is declared")
    func inheritanceAndScope() throws {
        let css = "<style>:root { --c: red; --edge: 1pt solid var(--c) } div { --c: blue } p { color: var(--c); border: var(--edge) }</style>"
        let p = try style(css + "<div><p id=p>t</p></div>", "p")
        #expect(p.color == Self.blue)
        // --edge was computed on :root, with --c red there.
        #expect(p.border.top.color == Self.red)
    }

    @Test("fallbacks, nested fallbacks, and what is invalid at computed-value time (unset)")
    func fallbacks() throws {
        let css = """
            <style>body { color: blue } #a { color: var(--none, rgb(0, 128, 0)) } #b { color: var(--none, var(--also-none, red)) }
            #c { color: var(--none) } #d { --x: var(--y); --y: var(--x); color: var(--x, red) } #e { color: var(--n, ) }
            #f { margin-left: var(--word) } #g { --word: bold; margin-left: var(--word) }</style>
            """
        #expect(try style(css + "<p id=a>", "a").color == Self.green)
        #expect(try style(css + "<p id=b>", "b").color == Self.red)
        #expect(try style(css + "<p id=c>", "c").color == Self.blue)  // unset: inherited from body
        #expect(try style(css + "<p id=d>", "d").color == Self.red)   // a cycle makes both invalid: the fallback
        #expect(try style(css + "<p id=e>", "e").color == Self.blue)  // an empty fallback: no colour, unset
        #expect(try style(css + "<p id=g>", "g").margin.left == .points(0))  // `bold` is no length: unset
    }

    @Test("names are case-sensitive; style attributes declare and use them too")
    func namesAndAttributes() throws {
        let css = "<style>:root { --Tone: red; --tone: blue } #a { color: var(--Tone) } #b { color: var(--tone) }</style>"
        #expect(try style(css + "<p id=a>", "a").color == Self.red)
        #expect(try style(css + "<p id=b>", "b").color == Self.blue)
        #expect(try style("<p id=c style='--k: rgb(0, 128, 0); color: var(--k)'>", "c").color == Self.green)
    }

    @Test("hostile sheets stay bounded: a value doubling at each step, or a chain past the depth limit, is invalid")
    func bounds() throws {
        var doubling = ":root { --v0: x"
        for k in 1...40 { doubling += "; --v\(k): var(--v\(k - 1)) var(--v\(k - 1))" }
        doubling += " } p { color: red; font-family: var(--v40) }"
        let p = try style("<style>\(doubling)</style><p id=p>t", "p")
        #expect(p.fontFamilies == [.generic(.serif)])
        var chain = ":root { --c0: red"
        for k in 1...200 { chain += "; --c\(k): var(--c\(k - 1))" }
        chain += " } p { color: var(--c200, blue) } q { color: var(--c10) }"
        #expect(try style("<style>\(chain)</style><p id=p>t", "p").color == Self.blue)
        #expect(try style("<style>\(chain)</style><q id=q>t", "q").color == Self.red)
    }
}

/// `calc()`, `min()`, `max()` and `clamp()`: in one unit, and `calc()` mixing units.
@Suite("calc() and its relatives")
struct CalcTests {
    private func style(_ css: String, parent: String = "") throws -> ComputedStyle {
        let document = try HTMLDocument(string: "<style>div { \(parent) } p { \(css) }</style><div><p id=p>t</div>")
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: "p")))
    }

    @Test("absolute units combine into points; a relative unit with itself stays relative; products and quotients by numbers")
    func reducible() throws {
        #expect(try style("margin-left: calc(1in - 6pt)").margin.left == .points(66))
        #expect(try style("margin-left: calc(2 * (3pt + 1pt))").margin.left == .points(8))
        #expect(try style("width: calc(100% / 4)").width == .percent(25))
        #expect(try style("font-size: 10pt; margin-left: calc(1.5em * 2)").margin.left == .points(30))
        #expect(try style("padding: calc(4px + 4px) 0").padding.top == .points(6))
        #expect(try style("margin-left: min(20pt, 1in)").margin.left == .points(20))
        #expect(try style("margin-left: max(20pt, 30pt, 10pt)").margin.left == .points(30))
        #expect(try style("margin-left: clamp(10pt, 50pt, 40pt)").margin.left == .points(40))
        #expect(try style("--g: 3pt; margin-left: calc(var(--g) * 2)").margin.left == .points(6))
    }

    @Test("a mix of units: font-relative terms in points, a percentage kept beside them for layout")
    func mixed() throws {
        #expect(try style("width: calc(100% - 20px)").width == .sum(percent: 100, points: -15))
        #expect(try style("font-size: 10pt; margin-left: calc(1em + 2px)").margin.left == .points(11.5))
        #expect(try style("font-size: 10pt; padding-left: calc(10% + 2em - 4pt)").padding.left == .sum(percent: 10, points: 16))
        let basis = try style("flex-basis: calc((100% - 2 * 12pt) / 3)").flex.basis
        guard case .sum(let percent, let points) = basis else { Issue.record("\(basis)"); return }
        #expect(abs(percent - 100.0 / 3) < 1e-9 && abs(points + 8) < 1e-9, "\(basis)")
        #expect(try style("width: calc(100% - 0px)").width == .percent(100))
        // Percentages of a font size resolve: against the parent's for font-size, the element's own for line-height.
        #expect(try style("font-size: calc(50% + 2pt)", parent: "font-size: 12pt").fontSize == 8)
        #expect(try style("font-size: 10pt; line-height: calc(100% + 4pt)").lineHeight == .points(14))
        // Properties without percentages take a mix of lengths.
        #expect(try style("font-size: 10pt; letter-spacing: calc(0.1em + 1pt)").letterSpacing == 2)
        #expect(try style("font-size: 10pt; border-left: calc(0.2em + 1pt) solid").border.left.width == 3)
    }

    @Test("what is no expression, compares units that need layout, or divides by zero is ignored: the earlier declaration stays")
    func invalid() throws {
        for bad in ["calc(10pt / 0)", "calc(2pt * 3pt)", "calc(10pt -5pt)", "calc(1pt +)", "calc(1pt + 2)", "calc(1em * 2em)",
                    "calc(" + String(repeating: "(", count: 40) + "1pt" + String(repeating: ")", count: 40) + ")", "min(1pt, 5%)",
                    "calc(1e308px + 1e308px)"] {
            #expect(try style("margin-left: 7pt; margin-left: \(bad)").margin.left == .points(7), "\(bad)")
        }
        // Percentages where the property has none.
        #expect(try style("letter-spacing: 2pt; letter-spacing: calc(10% + 1pt)").letterSpacing == 2)
    }
}
