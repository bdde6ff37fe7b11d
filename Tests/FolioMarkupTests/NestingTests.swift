import FolioCSS
import FolioGraphics
import FolioMarkup
import Testing

/// Style rules nested in style rules (CSS Nesting 1), as real style sheets now write them
/// (Node.js's API docs put their whole syntax-colouring sheet inside `:not(.dark-mode) { … }`).
@Suite("CSS nesting")
struct NestingTests {
    /// The computed colour of the element with id `id` in `html`.
    private func color(_ html: String, _ id: String) throws -> Color {
        let document = try HTMLDocument(string: html)
        return StyledDocument(document: document).computedStyle(of: try #require(document.element(withID: id))).color
    }

    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1), black = Color(red: 0, green: 0, blue: 0)

    @Test("a nested rule without & is a descendant of its parent; & puts the parent where it stands")
    func relativeAndAmpersand() throws {
        let css = "<style>.card { color: blue; em { color: red } &.hot { color: red } > b { color: red } .x & { color: red } }</style>"
        #expect(try color(css + "<div class=card id=c><em id=e>e</em></div>", "e") == red)
        #expect(try color(css + "<div class=card id=c>t</div><em id=e>outside</em>", "e") == black)
        #expect(try color(css + "<div class=card id=c>t</div>", "c") == blue)
        #expect(try color(css + "<div class='card hot' id=c>t</div>", "c") == red)
        #expect(try color(css + "<div class=card><b id=b>child</b><i><b id=g>grandchild</b></i></div>", "b") == red)
        #expect(try color(css + "<div class=card><i><b id=g>grandchild</b></i></div>", "g") == blue)
        #expect(try color(css + "<section class=x><div class=card id=c>t</div></section>", "c") == red)
    }

    @Test("declarations after a nested rule still apply; a parent list nests each of its selectors")
    func declarationsAfterAndLists() throws {
        let css = "<style>:not(.dark) { .k, .b { color: red; } p { color: blue } } h1, h2 { span { color: red } }</style>"
        #expect(try color(css + "<p><span class=k id=k>k</span></p>", "k") == red)
        #expect(try color(css + "<p id=p>p</p>", "p") == blue)
        #expect(try color(css + "<h2><span id=s>s</span></h2>", "s") == red)
        #expect(try color("<style>p { em { color: red } color: blue }</style><p id=p>t</p>", "p") == blue)
    }

    @Test("specificity is :is()'s: the parent's most specific selector counts")
    func specificity() throws {
        // #a .x nested → :is(#a, p) .x: (1,1,0) beats .y .x (0,2,0) though written first.
        let css = "<style>#a, p { .x { color: red } } .y .x { color: blue }</style>"
        #expect(try color(css + "<p class=y><span class=x id=s>s</span></p>", "s") == red)
    }

    @Test("@media print nested in a rule applies to its elements; @media screen does not")
    func nestedMedia() throws {
        let css = "<style>p { color: blue; @media print { color: red } } div { @media screen { color: red } }</style>"
        #expect(try color(css + "<p id=p>t</p>", "p") == red)
        #expect(try color(css + "<div id=d>t</div>", "d") == black)
    }

    @Test("a rule with an invalid selector drops its nested rules; nesting deeper than the limit is dropped, never a crash")
    func invalidAndDeep() throws {
        #expect(try color("<style>p::nope { em { color: red } }</style><p><em id=e>t</em></p>", "e") == black)
        // `& { … }` nested n deep is the parent itself: kept 3 deep, dropped 200 deep.
        func nested(_ n: Int) -> String { "div { " + String(repeating: "& { ", count: n) + "color: red" + String(repeating: " }", count: n + 1) }
        #expect(try color("<style>\(nested(3))</style><div id=d>t</div>", "d") == red)
        #expect(try color("<style>\(nested(200))</style><div id=d>t</div>", "d") == black)
        // Each & copies its parent's selectors: a list that would double 12 times is dropped, not built.
        let doubling = "div { " + String(repeating: "&, & { ", count: 12) + "color: red" + String(repeating: " }", count: 13)
        #expect(try color("<style>\(doubling)</style><div id=d>t</div>", "d") == black)
    }
}
