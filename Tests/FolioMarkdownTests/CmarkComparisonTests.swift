import Folio
import FolioTesting
import Foundation
import Testing

/// Nothing cmark-gfm parses is lost or repeated on the way to the page: each input's words, as
/// pdftotext reads them from Folio's PDF, are the words of cmark-gfm's own HTML rendering of
/// the same input (Debian's `cmark-gfm` command), with the GFM extensions and raw HTML on.
/// Numbers may be added (the numbers of ordered list items, which HTML leaves to the browser).
@Suite("Markdown against cmark-gfm's HTML")
struct CmarkComparisonTests {
    /// Inputs by CommonMark section and GFM extension.
    static let inputs: [(String, String)] = [
        ("tabs", "\tfoo\tbaz\t\tbim\n\n  - foo\n\n\tbar\n"),
        ("precedence", "- `one\n- two`\n"),
        ("thematic breaks", "***\n---\n___\n\n+++\n\n --- \n\nFoo\n***\nbar\n"),
        ("ATX headings", "# foo\n## foo\n### foo\n#### foo\n##### foo\n###### foo\n####### foo\n\n#5 bolt\n\n# foo *bar* \\*baz\\*\n\n## foo ##\n"),
        ("setext headings", "Foo *bar*\n=========\n\nFoo *bar*\n---------\n\nFoo\nBar\n---\n"),
        ("indented code", "    a simple\n      indented code block\n\n  - foo\n\n    bar\n"),
        ("fenced code", "```\n<\n >\n```\n\n~~~ruby startline=3\ndef foo(x)\n  return 3\nend\n~~~\n\n````\naaa\n```\n``````\n"),
        ("HTML blocks", "<table><tr><td>\n<pre>\n**Hello**,\n\n_world_.\n</pre>\n</td></tr></table>\n\n<div>\n*hello*\n         <foo><a>\n"),
        ("HTML block comment", "<!-- foo -->*bar*\n*baz*\n"),
        ("link reference definitions", "[foo]: /url \"title\"\n\n[foo]\n\n[Foo bar]:\n<my url>\n'title'\n\n[Foo bar]\n"),
        ("paragraphs", "aaa\n\nbbb\n\n  aaa\n bbb\n\naaa\n             bbb\n                                       ccc\n"),
        ("blank lines", "  \n\naaa\n  \n\n# aaa\n\n  \n"),
        ("block quotes", "> # Foo\n> bar\n> baz\n\n> - foo\n- bar\n\n>     foo\n    bar\n"),
        ("nested block quotes", "> > > foo\nbar\n\n>>> baz\n"),
        ("list items", "1.  A paragraph\n    with two lines.\n\n        indented code\n\n    > A block quote.\n"),
        ("list item starts", "- one\n\n two\n\n123456789. ok\n\n0. ok\n\n003. ok\n\n-1. not ok\n"),
        ("lists tight and loose", "- a\n- b\n\n- c\n\n* d\n* e\n\n1. x\n2. y\n3) z\n"),
        ("nested lists", "- foo\n  - bar\n    - baz\n      - boo\n\n10) foo\n    - bar\n"),
        ("list with start", "The number of windows in my house is\n14.  The number of doors is 6.\n\n7. seven\n8. eight\n"),
        ("backslash escapes", "\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\`\\{\\|\\}\\~ and \\*not emphasized* \\<br/> not a tag\n"),
        ("entity references", "&nbsp; &amp; &copy; &AElig; &Dcaron;\n&frac34; &HilbertSpace; &DifferentialD;\n&ClockwiseContourIntegral; &ngE; caf&eacute; &#35; &#1234; &#X22;\n"),
        ("code spans", "`foo` `` foo ` bar `` ` `` ` `foo   bar \nbaz` `foo\\`bar`\n"),
        ("emphasis", "*foo bar* a * foo bar* a*\"foo\"* _foo bar_ foo_bar_ **foo bar** __foo bar__ *foo**bar**baz* ***strong emph***\n"),
        ("emphasis edge cases", "*(*foo*)* _(_foo_)_ **foo*bar**baz* foo*** *foo _bar* baz_\n"),
        ("links", "[link](/uri \"title\") [link](<>) [a](<b)c>) [link](foo(and(bar))) [link *foo **bar** `#`*](/uri)\n"),
        ("reference links", "[foo][bar]\n\n[bar]: /url \"title\"\n\n[Foo]\n\n[foo]: /u\n\n[baz][]\n\n[baz]: /z\n"),
        ("images, refused", "![foo *bar*](/url \"title\") ![remote](https://example.org/x.png)\n"),
        ("autolinks", "<http://foo.bar.baz> <MAILTO:FOO@BAR.BAZ> <foo@bar.example.com> <m:abc> <http://foo.bar/baz bim>\n"),
        ("raw HTML inline", "<a><bab><c2c> <a  /><b2\ndata=\"foo\" > foo <!-- this is a\ncomment - with hyphen --> <?php echo $a; ?> <span class=\"x\">spanned</span>\n"),
        ("hard line breaks", "foo  \nbaz\n\nfoo\\\nbar\n\n*foo  \nbar*\n\n`code  \nspan`\n"),
        ("soft line breaks", "foo\nbaz\n\nfoo \n baz\n"),
        ("textual content", "hello $.;'there\n\nFoo χρῆν\n\nMultiple     spaces\n"),
        ("GFM tables", "| foo | bar |\n| --- | --- |\n| baz | bim |\n\n| abc | defghi |\n:-: | -----------:\nbar | baz\n"),
        ("GFM table escapes and inlines", "| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n"),
        ("GFM table ends", "| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n\n| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n"),
        ("GFM table not a table", "| abc | def |\n| --- |\n| bar |\n"),
        ("GFM task lists", "- [ ] foo\n- [x] bar\n\n- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim\n"),
        ("GFM strikethrough", "~~Hi~~ Hello, ~there~ world!\n\nThis ~~has a\n\nnew paragraph~~.\n\nThis will ~~~not~~~ strike.\n"),
        ("GFM autolinks", "www.commonmark.org/help/ and Visit www.commonmark.org/a.b. and (www.google.com/search?q=Markup+(business)) http://commonmark.org foo@bar.baz a.b-c_d@a.b\n"),
        ("GFM footnotes", "Here is a footnote reference,[^1] and another.[^longnote]\n\n[^1]: Here is the footnote.\n\n[^longnote]: Here's one with multiple blocks.\n\n    Subsequent paragraphs are indented.\n\n        { some.code() }\n"),
        ("footnote referenced twice", "One[^a], two[^a], three[^b].\n\n[^b]: Bee.\n[^a]: Ay.\n"),
        ("headings with links and code", "# A [link](#x) and `code`\n\n## Same\n\n## Same\n"),
        ("mixed document", "# Title\n\nIntro *text*.\n\n> quote\n\n1. one\n2. two\n\n```\ncode\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n---\n\nEnd.\n"),
        ("unicode", "Ελληνικά, русский, 日本語のテキスト, עברית, العربية.\n"),
        ("empty", ""),
        ("only blank lines", "\n\n\n   \n"),
    ]

    static func words(_ text: String) -> [String] {
        var out: [String] = [], word = ""
        for c in text {
            if c.isLetter || c.isNumber { word.append(contentsOf: c.lowercased()) } else if !word.isEmpty { out.append(word); word = "" }
        }
        if !word.isEmpty { out.append(word) }
        return out
    }

    /// The text of cmark-gfm's HTML: tags left out (an image's alternative text kept, as it is
    /// set when the image is refused), references decoded.
    static func htmlText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: #"<img[^>]*alt="([^"]*)"[^>]*>"#, with: " $1 ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<!--.*?-->"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<\?.*?\?>"#, with: " ", options: .regularExpression)
        // Block elements separate words; inline ones (em, code, a, sup …) do not.
        let blocks = "p|h[1-6]|li|ul|ol|td|th|tr|thead|tbody|table|pre|blockquote|div|br|hr|section|input"
        text = text.replacingOccurrences(of: "</?(\(blocks))\\b[^>]*>", with: " ", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    @Test("each construct's words are cmark-gfm's", arguments: inputs.map(\.0))
    func sameWords(name: String) throws {
        try PDFTools.require(["cmark-gfm", "pdftotext"])
        let markdown = try #require(Self.inputs.first { $0.0 == name }?.1)
        let html = try PDFTools.run("cmark-gfm", ["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist",
                                                  "-e", "footnotes"], stdin: Array(markdown.utf8))
        #expect(html.status == 0)
        if Self.words(markdown).isEmpty {
            // Nothing to set: no blocks, and writing says so (the command exits with 65).
            #expect(html.stdout.isEmpty)
            #expect(try MarkdownDocument(string: markdown).document.blocks.isEmpty)
            return
        }
        var options = MarkdownOptions()
        // No hyphenation and no justification: words are read back as they were written.
        options.css = "p, li, td, th, blockquote { hyphens: manual; text-align: left }"
        let pdf = try Typeset.pdf(markdown, options: options)
        let expected = Self.words(Self.htmlText(html.stdout))
        let got = Self.words(try PDFTools.text(pdf))
        var counts: [String: Int] = [:]
        for w in expected { counts[w, default: 0] += 1 }
        for w in got { counts[w, default: 0] -= 1 }
        let lost = counts.filter { $0.value > 0 }
        let added = counts.filter { $0.value < 0 && !$0.key.allSatisfy(\.isNumber) }
        #expect(lost.isEmpty, "lost: \(lost.sorted { $0.key < $1.key }) in \(got)")
        #expect(added.isEmpty, "added: \(added.sorted { $0.key < $1.key }) in \(got)")
    }
}
