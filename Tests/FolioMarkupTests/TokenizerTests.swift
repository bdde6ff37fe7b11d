import FolioCSS
import FolioMarkup
import Testing

/// All tokens of `html`.
private func tokens(_ html: String) -> [HTMLToken] {
    var tokenizer = HTMLTokenizer(string: html)
    var result: [HTMLToken] = []
    while let token = tokenizer.next() { result.append(token) }
    return result
}

/// The text tokens of `html`, joined.
private func text(_ html: String) -> String {
    tokens(html).compactMap { if case .text(let t) = $0 { return t } else { return nil } }.joined()
}

private func attr(_ name: String, _ value: String) -> MarkupAttribute { MarkupAttribute(name: name, value: value) }

@Suite("HTML tokenizer")
struct TokenizerTests {
    @Test("named references with and without semicolon", arguments: [
        ("&amp;", "&"), ("&amp", "&"), ("&ampx", "&x"), ("&notit;", "¬it;"), ("&notin;", "∉"),
        ("&NotANamedRef;", "&NotANamedRef;"), ("&lt;b&gt;", "<b>"), ("&copy 2024", "© 2024"),
        ("&CounterClockwiseContourIntegral;", "∳"), ("&NotEqualTilde;", "≂\u{338}"), ("& x", "& x"),
        ("&;", "&;"), ("&frac34;", "¾"), ("&Aring", "Å"), ("&hellip;", "…"), ("&nbsp;", "\u{A0}"),
    ])
    func namedReferences(source: String, expected: String) {
        #expect(text(source) == expected)
    }

    @Test("numeric references", arguments: [
        ("&#65;", "A"), ("&#x41;", "A"), ("&#X6a;", "j"), ("&#65", "A"), ("&#x1F600;", "😀"),
        ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"),
        ("&#99999999999999999999;", "\u{FFFD}"), ("&#128;", "€"), ("&#x93;", "“"), ("&#x81;", "\u{81}"),
        ("&#;", "&#;"), ("&#x;", "&#x;"), ("&#xg", "&#xg"),
    ])
    func numericReferences(source: String, expected: String) {
        #expect(text(source) == expected)
    }

    @Test("legacy references in attributes are not decoded before = or alphanumerics")
    func attributeReferences() {
        #expect(tokens("<a href='?x=1&copy=2&amp;y=&lt;3'>") == [
            .startTag(name: "a", attributes: [attr("href", "?x=1&copy=2&y=<3")], selfClosing: false),
        ])
        #expect(tokens("<a title=&copy>") == [.startTag(name: "a", attributes: [attr("title", "©")], selfClosing: false)])
    }

    @Test("attributes: quoted, unquoted, valueless, repeated, uppercase")
    func attributes() {
        #expect(tokens("<INPUT Type=checkbox checked value='a b' data-x=\"1\" type=\"radio\"/>") == [
            .startTag(
                name: "input",
                attributes: [attr("type", "checkbox"), attr("checked", ""), attr("value", "a b"), attr("data-x", "1")],
                selfClosing: true),
        ])
        #expect(tokens("<p id=a class=\"x\"title=t>") == [
            .startTag(name: "p", attributes: [attr("id", "a"), attr("class", "x"), attr("title", "t")], selfClosing: false),
        ])
        // An unquoted value takes the slash: not self-closing.
        #expect(tokens("<a href=x/>") == [.startTag(name: "a", attributes: [attr("href", "x/")], selfClosing: false)])
        #expect(tokens("<br/>") == [.startTag(name: "br", attributes: [], selfClosing: true)])
        #expect(tokens("<a =x>") == [.startTag(name: "a", attributes: [attr("=x", "")], selfClosing: false)])
    }

    @Test("many attributes: each name once, the first value kept, in order (a set of names past 16)")
    func manyAttributes() {
        let names = (0..<40).map { "a\($0)" }
        let source = "<p " + (names + names.reversed()).enumerated().map { "\($1)=\($0)" }.joined(separator: " ") + " A0=late>"
        let expected = names.enumerated().map { attr($1, String($0)) }
        #expect(tokens(source) == [.startTag(name: "p", attributes: expected, selfClosing: false)])
    }

    @Test("end tags, stray < and cut-off tags")
    func tags() {
        #expect(tokens("</P >a") == [.endTag(name: "p"), .text("a")])
        #expect(tokens("a < b <3 </>c") == [.text("a < b <3 "), .text("c")])
        #expect(tokens("x<div class='unterminated") == [.text("x")])
        #expect(tokens("</ x>") == [.comment(" x")])
    }

    @Test("comments, bogus comments and the doctype")
    func commentsAndDoctype() {
        #expect(tokens("<!-- a -- b --><!----><!--><!--x--!><!x><?php echo 1 ?>") == [
            .comment(" a -- b "), .comment(""), .comment(""), .comment("x"), .comment("x"), .comment("?php echo 1 ?"),
        ])
        #expect(tokens("<!--open") == [.comment("open")])
        #expect(tokens("<!DOCTYPE html>") == [.doctype(name: "html", publicIdentifier: nil, systemIdentifier: nil)])
        #expect(tokens("<!doctype HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" 'http://www.w3.org/TR/html4/strict.dtd'>") == [
            .doctype(
                name: "html", publicIdentifier: "-//W3C//DTD HTML 4.01//EN",
                systemIdentifier: "http://www.w3.org/TR/html4/strict.dtd"),
        ])
    }

    @Test("script and style content is raw; title and textarea decode references")
    func rawText() {
        #expect(tokens("<script>if (a < b) { x = '</div>&amp;' }</script>") == [
            .startTag(name: "script", attributes: [], selfClosing: false), .text("if (a < b) { x = '</div>&amp;' }"),
            .endTag(name: "script"),
        ])
        #expect(tokens("<style>p > a { }</STYLE >x") == [
            .startTag(name: "style", attributes: [], selfClosing: false), .text("p > a { }"), .endTag(name: "style"),
            .text("x"),
        ])
        #expect(tokens("<title>a &amp; <b>b</b></title>") == [
            .startTag(name: "title", attributes: [], selfClosing: false), .text("a & <b>b</b>"), .endTag(name: "title"),
        ])
        #expect(tokens("<plaintext>a</plaintext><b>") == [
            .startTag(name: "plaintext", attributes: [], selfClosing: false), .text("a</plaintext><b>"),
        ])
        #expect(tokens("<script></scripty></script>") == [
            .startTag(name: "script", attributes: [], selfClosing: false), .text("</scripty>"), .endTag(name: "script"),
        ])
    }

    @Test("CR LF and CR become LF; NUL becomes U+FFFD")
    func newlinesAndNul() {
        #expect(text("a\r\nb\rc\n\rd") == "a\nb\nc\n\nd")
        #expect(text("a\u{0}b") == "a\u{FFFD}b")
    }
}
