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
        // Edge cases beyond the specification's examples, as real documents combine them.
        ("deeply nested mixed lists", "1. one\n   - alpha\n     1. first\n        - deep *em*\n          > quoted in a list\n     2. second\n   - beta\n\n     loose paragraph\n2. two\n   ```\n   fenced in item\n   ```\n"),
        ("table with code, pipes and links", "| Left | Centre | Right |\n|:-----|:------:|------:|\n| `a \\| b` | [link](#x) | **bold \\| pipe** |\n| | empty left | ~~gone~~ |\n| `x` | y |\n"),
        ("HTML block kinds", "<script>\nvar hidden = 1;\n</script>\n\n<pre>\n*kept* text\n</pre>\n\n<style>p { color: red }</style>\n\n<!DOCTYPE html>\n\n<![CDATA[\ncdata words\n]]>\n\n<section>\n\n*markdown inside*\n\n</section>\n\n<del>*inline start*</del>\n"),
        ("footnotes in lists and tables", "- item with note[^n]\n- [ ] task with note[^t]\n\n| col |\n|-----|\n| cell[^n] |\n\n[^n]: Shared *note*.\n[^t]: Task note with `code`.\n[^unused]: Never referenced.\n"),
        ("task lists with inlines", "1. [x] done **bold**\n2. [ ] open `code`\n   - [x] nested [link](https://example.org)\n- [ ]not a task\n- [X] capital\n"),
        ("extended autolinks in context", "See https://example.org/a_b?c=d&e=f#frag, then www.example.com/path). Mail first.last+tag@example.co.uk. Not www.x and http://x.\n\n*emphasised https://example.net/em*\n"),
        ("setext headings in context", "Title *one*\nand more\n===\n\n- list\n\nSub\n---\n\n> Quoted\n> ---\n\nNot a heading\n\\===\n"),
        ("hard breaks everywhere", "line one  \nline two\\\nline three\n\n> quote  \n> broken\n\n- item\\\n  continued\n\n# heading ends with backslash\\\n"),
        ("code blocks with Markdown inside", "```markdown\n# not a heading\n- not a list\n| not | table |\n```\n\n    <div>not html</div>\n    [^x]: not a footnote\n"),
        ("entities and escapes in inlines", "**&copy; 2024** `&amp; raw` [a &amp; b](/u \"t&amp;t\") \\*lit\\* &#x1F600; &bogus;\n"),
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
    /// set when the image is refused, or without one "[image: its source]", as Folio marks the
    /// place), what a browser does not show left out, references decoded.
    static func htmlText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: #"<img src="([^"]*)" alt=""[^>]*>"#, with: " [image: $1] ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<img[^>]*alt="([^"]*)"[^>]*>"#, with: " $1 ", options: .regularExpression)
        // What a browser does not show: script and style contents.
        text = text.replacingOccurrences(of: #"(?s)<(script|style)\b.*?</\1>"#, with: " ",
                                         options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: #"(?s)<!--.*?-->"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(?s)<\?.*?\?>"#, with: " ", options: .regularExpression)
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
        let markdown = try #require(Self.inputs.first { $0.0 == name }?.1)
        try Self.compare(markdown)
    }

    @Test("real Markdown from Debian packages: words are cmark-gfm's", arguments: CmarkCorpus.files)
    func corpusWords(file: String) throws {
        try Self.compare(try CmarkCorpus.markdown(file))
    }

    @Test("the corpus has at least 100 files, each with a manifest row naming its package and licence")
    func corpusManifest() throws {
        #expect(CmarkCorpus.files.count >= 100)
        let manifest = try CmarkCorpus.manifest()
        for file in CmarkCorpus.files {
            let row = try #require(manifest[file], "\(file) has no manifest row")
            #expect(row.count == 4 && row.allSatisfy { !$0.isEmpty }, "\(file): \(row)")
        }
        #expect(Set(manifest.keys) == Set(CmarkCorpus.files), "manifest rows without a file")
    }

    /// Consecutive words joined by a hyphen in `text` ("a-b-c" gives (a, b) and (b, c)).
    static func hyphenPairs(_ text: String) -> [(String, String)] {
        let pattern = try! NSRegularExpression(pattern: #"(?=([\p{L}\p{N}]+)-([\p{L}\p{N}]+))"#)
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { match in
            // Only a whole word before the hyphen: the lookahead also matches inside one.
            let start = match.range(at: 1).location
            if start > 0, let before = Unicode.Scalar(ns.character(at: start - 1)), CharacterSet.alphanumerics.contains(before) { return nil }
            return (ns.substring(with: match.range(at: 1)).lowercased(), ns.substring(with: match.range(at: 2)).lowercased())
        }
    }

    /// The text of the header cells (`th`) of cmark-gfm's tables.
    static func headerCells(_ html: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"<th\b[^>]*>(.*?)</th>"#, options: .dotMatchesLineSeparators)
        let ns = html as NSString
        return pattern.matches(in: html, range: NSRange(location: 0, length: ns.length))
            .map { htmlText(ns.substring(with: $0.range(at: 1))) }.joined(separator: " ")
    }

    /// Typesets `markdown` and expects the words pdftotext reads back to be those of cmark-gfm's
    /// HTML for it (numbers may be added); records what was lost or added.
    static func compare(_ markdown: String) throws {
        try PDFTools.require(["cmark-gfm", "pdftotext"])
        // YAML front matter is the document's metadata for Folio, not text; cmark reads it as a
        // thematic break and a paragraph or setext heading, so it is not given to cmark.
        let body = markdown.replacingOccurrences(of: #"\A---[ \t]*\n(?:[^\n]*\n)*?(?:---|\.\.\.)[ \t]*(?:\n|\z)"#, with: "",
                                                 options: .regularExpression)
        let html = try PDFTools.run("cmark-gfm", ["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist",
                                                  "-e", "footnotes"], stdin: Array(body.utf8))
        #expect(html.status == 0)
        if words(markdown).isEmpty {
            // Nothing to set: no blocks, and writing says so (the command exits with 65).
            #expect(html.stdout.isEmpty)
            #expect(try MarkdownDocument(string: markdown).document.blocks.isEmpty)
            return
        }
        var options = MarkdownOptions()
        // No hyphenation and no justification: words are read back as they were written.
        options.css = "p, li, td, th, blockquote { hyphens: manual; text-align: left }"
        let pdf = try Typeset.pdf(markdown, options: options)
        let expected = words(htmlText(html.stdout))
        let got = words(try PDFTools.text(pdf))
        var counts: [String: Int] = [:]
        for w in expected { counts[w, default: 0] += 1 }
        for w in got { counts[w, default: 0] -= 1 }
        // A hyphenated word broken at its hyphen comes back from pdftotext joined ("at-" at a
        // line's end, "spi" on the next gives "atspi"): such a join stands for its parts.
        let text = htmlText(html.stdout)
        for (first, second) in hyphenPairs(text) where counts[first + second, default: 0] < 0 && counts[first, default: 0] > 0
            && counts[second, default: 0] > 0 {
            counts[first + second, default: 0] += 1
            counts[first, default: 0] -= 1
            counts[second, default: 0] -= 1
        }
        // A table's header row is repeated on each page the table continues on.
        let header = Set(words(headerCells(html.stdout)))
        let lost = counts.filter { $0.value > 0 }
        let added = counts.filter { $0.value < 0 && !$0.key.allSatisfy(\.isNumber) && !header.contains($0.key) }
        // Short inputs show every word read back; long ones only the difference.
        let context = got.count <= 200 ? " in \(got)" : ""
        #expect(lost.isEmpty, "lost: \(lost.sorted { $0.key < $1.key })\(context)")
        #expect(added.isEmpty, "added: \(added.sorted { $0.key < $1.key })\(context)")
    }
}
